/**
 * Fastify wiring of `/auth/v1` (Supabase Auth / GoTrue, the subset supabase-js uses for staff
 * sign-in: https://supabase.com/docs/reference/javascript/auth-signinwithpassword):
 *
 *   POST /token?grant_type=password        email + password  -> session
 *   POST /token?grant_type=refresh_token   rotate            -> session
 *   GET  /user                             bearer            -> user
 *   POST /logout?scope=local|global|others bearer            -> 204
 *   GET  /health
 *
 * and the e-mail flows of `flows.ts`:
 *
 *   POST /signup, POST /otp, POST /recover, POST /invite (service role), GET|POST /verify,
 *   POST /token?grant_type=pkce, PUT /user
 *
 * Errors use GoTrue's body shapes (`internal/api/errors.go`, `HandleResponseError`): with request
 * header `X-Supabase-Api-Version: 2024-01-01` (what auth-js sends) `{ code: "<error_code>",
 * message }` and the same response header; without it the legacy `{ code: <status>, error_code,
 * msg }`. OAuth errors (`refresh_token required`) are `{ error, error_description }` either way.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { header } from '../caller';
import { asPoolTimeout, PoolTimeoutError, type Database } from '../db';
import { verifyJwt } from '../jwt';
import { clientAddress } from '../gateway';
import { defaultAuthConfig, type AuthConfig } from '../../auth-config';
import { EmailFlows, FlowFailure } from './flows';
import type { AuthMailer } from './mailer';
import { createSession, findUserById, refreshSession, userObject, type UserRow } from './sessions';

/** Dependencies of the Auth routes. */
export interface AuthDeps {
  db: Database;
  jwtSecret: string;
  /**
   * `/token` requests per 5 minutes per client address (`[auth.rate_limit] token_refresh`,
   * GoTrue `GOTRUE_RATE_LIMIT_TOKEN_REFRESH`, default 150), with GoTrue's fixed burst of 30.
   */
  tokenRefreshPer5Min?: number;
  /** The `[auth]` settings of config.toml (e-mail flows, redirects, passwords, hook). */
  config?: AuthConfig;
  /** Sends the Auth e-mails; without it every e-mail flow answers 500. */
  mailer?: AuthMailer;
  /**
   * The API's public address (`[api] external_url`, GoTrue's `API_EXTERNAL_URL`): the base of
   * the e-mails' links and of the tokens' issuer. Default: http://127.0.0.1:<the port the server
   * listens on>. A request header (`Host`, `X-Forwarded-Host`) never stands in for it.
   */
  externalUrl?: string;
}

/** `http://127.0.0.1:<port>` of the server `app` listens on. */
function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return 'http://127.0.0.1:54321';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
}

const API_VERSION = '2024-01-01';

/** A GoTrue `HTTPError` (`internal/api/apierrors`). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    /** `ErrorCode` of `internal/api/apierrors/errorcode.go`. */
    readonly errorCode: string,
    message: string,
    /** Rendered as an OAuth error `{ error, error_description }` instead. */
    readonly oauth = false,
    /** More members of the body, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function sendError(request: FastifyRequest, reply: FastifyReply, e: AuthError): FastifyReply {
  if (e.oauth) return reply.code(e.status).send({ error: e.errorCode, error_description: e.message });
  const version = header(request.headers, 'x-supabase-api-version');
  if (e.errorCode) reply.header('x-sb-error-code', e.errorCode);
  if (version && Date.parse(version) >= Date.parse(API_VERSION)) {
    return reply
      .code(e.status)
      .header('X-Supabase-Api-Version', API_VERSION)
      .send({ code: e.errorCode, message: e.message, ...e.extra });
  }
  return reply.code(e.status).send({
    code: e.status,
    ...(e.errorCode ? { error_code: e.errorCode } : {}),
    msg: e.message,
    ...e.extra,
  });
}

const REFRESH_MESSAGES: Record<string, [number, string]> = {
  refresh_token_not_found: [400, 'Invalid Refresh Token: Refresh Token Not Found'],
  refresh_token_already_used: [400, 'Invalid Refresh Token: Already Used'],
  user_not_found: [400, 'User from sub claim in JWT does not exist'],
  conflict: [409, 'Too many concurrent token refresh requests on the same session or refresh token'],
};

/**
 * GoTrue's `/token` limiter: a tollbooth token bucket per client address filled at
 * `perFiveMinutes / 300` per second with a burst of 30 (`internal/api/options.go`).
 */
function tokenBucket(perFiveMinutes: number): (key: string) => boolean {
  const rate = perFiveMinutes / 300;
  const burst = 30;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (key) => {
    const now = Date.now();
    const b = buckets.get(key) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * rate);
    b.at = now;
    buckets.set(key, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  };
}

/** GoTrue's `retrieveRequestParams`: the body must be JSON (an empty body is not). */
function jsonParams(body: unknown): Record<string, unknown> {
  const text = typeof body === 'string' ? body : '';
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch (error) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${error instanceof Error ? error.message : 'invalid JSON'}`,
    );
  }
}

/**
 * Registers the Auth routes (mount with prefix `/auth/v1`).
 */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const admin = deps.db.admin;
  const allowToken = tokenBucket(deps.tokenRefreshPer5Min ?? 150);
  // Bodies stay text: JSON errors are GoTrue's (`bad_json`), and auth-js posts
  // `Content-Type: application/json` with an empty body to /logout, which GoTrue never parses.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((thrown, request, reply) => {
    const failure = thrown instanceof FlowFailure ? thrown.error : undefined;
    const error = failure
      ? new AuthError(failure.status, failure.errorCode, failure.message, false, failure.extra)
      : asPoolTimeout(thrown);
    if (error instanceof AuthError) return sendError(request, reply, error);
    if (error instanceof PoolTimeoutError) {
      // GoTrue's timeout middleware (`API_MAX_REQUEST_DURATION`): 504 request_timeout.
      return sendError(
        request,
        reply,
        new AuthError(
          504,
          'request_timeout',
          'Processing this request timed out, please retry after a moment.',
        ),
      );
    }
    request.log.error(error);
    return sendError(request, reply, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
  });
  const externalUrl = (): string => (deps.externalUrl ?? listeningOrigin(app)).replace(/\/+$/, '');
  const issuerOf = (_request: FastifyRequest): string => `${externalUrl()}/auth/v1`;

  const flows = new EmailFlows({
    admin,
    config: deps.config ?? defaultAuthConfig(),
    jwtSecret: deps.jwtSecret,
    mailer: deps.mailer,
    externalUrl,
    issueSession: async (request, userId, method) =>
      (await createSession(admin, issuerOf(request), deps.jwtSecret, userId, method)) as unknown as Record<
        string,
        unknown
      >,
  });

  app.post('/token', async (request, reply) => {
    const grant = (request.query as Record<string, string | undefined>).grant_type;
    if (grant !== 'password' && grant !== 'refresh_token' && grant !== 'pkce') {
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
    if (!allowToken(clientAddress(request))) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const body = jsonParams(request.body);
    if (grant === 'pkce') return reply.send(await flows.pkceGrant(request, body));
    if (grant === 'password') {
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');
      const user = (
        await admin.query<UserRow & { password_ok: boolean }>(
          `select *, coalesce(encrypted_password <> '' and encrypted_password = extensions.crypt($2, encrypted_password), false) as password_ok
             from auth.users where lower(email) = $1 and is_sso_user = false and deleted_at is null`,
          [email, password],
        )
      ).rows[0];
      // GoTrue's order (`ResourceOwnerPasswordGrant`): no password, banned, wrong password, unconfirmed.
      if (!user?.encrypted_password)
        throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      if (user.banned_until && new Date(user.banned_until) > new Date())
        throw new AuthError(400, 'user_banned', 'User is banned');
      if (!user.password_ok) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      return reply.send(await createSession(admin, issuerOf(request), deps.jwtSecret, user.id));
    }
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) throw new AuthError(400, 'invalid_request', 'refresh_token required', true);
    const result = await refreshSession(admin, issuerOf(request), deps.jwtSecret, token);
    if ('failure' in result) {
      const [status, message] = REFRESH_MESSAGES[result.failure] ?? [400, 'Invalid Refresh Token'];
      throw new AuthError(status, result.failure, message);
    }
    return reply.send(result);
  });

  /** Verifies the bearer token of /user and /logout as GoTrue does. */
  const sessionCaller = async (request: FastifyRequest): Promise<{ user: UserRow; sessionId?: string }> => {
    const auth = header(request.headers, 'authorization');
    const token = auth ? /^\s*bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = await verifyJwt(token, deps.jwtSecret);
    if ('failure' in verified) {
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${verified.failure.message}`,
      );
    }
    const sub = verified.claims.sub;
    if (typeof sub !== 'string' || sub === '')
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const sessionId = typeof verified.claims.session_id === 'string' ? verified.claims.session_id : undefined;
    if (sessionId) {
      const exists = (await admin.query('select 1 from auth.sessions where id = $1', [sessionId])).rowCount;
      if (!exists) {
        throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    const user = /^[0-9a-f-]{36}$/i.test(sub) ? await findUserById(admin, sub) : undefined;
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  };

  app.get('/user', async (request, reply) => {
    const caller = await sessionCaller(request);
    return reply.send(await userObject(admin, caller.user));
  });

  app.put('/user', async (request, reply) => {
    const caller = await sessionCaller(request);
    return reply.send(await flows.updateUser(caller, jsonParams(request.body)));
  });

  app.post('/signup', async (request, reply) => {
    const answer = await flows.signup(request, jsonParams(request.body));
    return reply.code(answer.status).send(answer.body);
  });
  app.post('/otp', async (request, reply) => reply.send(await flows.otp(request, jsonParams(request.body))));
  app.post('/recover', async (request, reply) =>
    reply.send(await flows.recover(request, jsonParams(request.body))),
  );
  app.post('/invite', async (request, reply) =>
    reply.send(await flows.invite(request, jsonParams(request.body))),
  );
  app.get('/verify', async (request, reply) => reply.redirect(await flows.verifyGet(request), 303));
  app.post('/verify', async (request, reply) =>
    reply.send(await flows.verifyPost(request, jsonParams(request.body))),
  );

  app.post('/logout', async (request, reply) => {
    const caller = await sessionCaller(request);
    const scope = (request.query as Record<string, string | undefined>).scope ?? 'global';
    // Deleting a session cascades to its refresh tokens.
    if (scope === 'local' && caller.sessionId) {
      await admin.query('delete from auth.sessions where id = $1', [caller.sessionId]);
    } else if (scope === 'others') {
      await admin.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        caller.user.id,
        caller.sessionId ?? null,
      ]);
    } else {
      await admin.query('delete from auth.sessions where user_id = $1', [caller.user.id]);
    }
    return reply.code(204).send();
  });

  app.get('/health', async (_request, reply) =>
    reply.send({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
}
