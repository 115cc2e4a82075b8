/**
 * Fastify wiring of `/auth/v1` (Supabase Auth / GoTrue, the subset supabase-js uses for staff
 * sign-in: https://supabase.com/docs/reference/javascript/auth-signinwithpassword):
 *
 *   POST /token?grant_type=password        email + password  -> session
 *   POST /token?grant_type=refresh_token   rotate            -> session
 *   GET  /user                             bearer            -> user
 *   POST /logout?scope=local|global|others bearer            -> 204
 *   GET  /settings, GET /health
 *
 * Errors use GoTrue's two body shapes: with request header `X-Supabase-Api-Version:
 * 2024-01-01` (what auth-js sends) `{ code: "<error_code>", message }` and the same response
 * header; without it the legacy `{ code: <status>, error_code, msg }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { header } from '../caller';
import type { Database } from '../db';
import { verifyJwt } from '../jwt';
import { createSession, findUserById, refreshSession, userObject, type UserRow } from './sessions';

/** Dependencies of the Auth routes. */
export interface AuthDeps {
  db: Database;
  jwtSecret: string;
}

const API_VERSION = '2024-01-01';

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errorCode: string,
  message: string,
): FastifyReply {
  const version = header(request.headers, 'x-supabase-api-version');
  if (version && Date.parse(version) >= Date.parse(API_VERSION)) {
    return reply
      .code(status)
      .header('X-Supabase-Api-Version', API_VERSION)
      .send({ code: errorCode, message });
  }
  return reply.code(status).send({ code: status, error_code: errorCode, msg: message });
}

const REFRESH_MESSAGES: Record<string, string> = {
  refresh_token_not_found: 'Invalid Refresh Token: Refresh Token Not Found',
  refresh_token_already_used: 'Invalid Refresh Token: Already Used',
  session_not_found: 'Invalid Refresh Token: Refresh Token Not Found',
  user_not_found: 'User from sub claim in JWT does not exist',
};

/**
 * Registers the Auth routes (mount with prefix `/auth/v1`).
 */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const admin = deps.db.admin;
  // auth-js posts `Content-Type: application/json` with an empty body (logout); GoTrue accepts it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(Object.assign(new Error('Could not parse request body as JSON'), { statusCode: 400 }), undefined);
    }
  });
  const issuerOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}/auth/v1`;

  app.post('/token', async (request, reply) => {
    const grant = (request.query as Record<string, string | undefined>).grant_type;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (grant === 'password') {
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password) {
        return sendError(
          request,
          reply,
          400,
          'validation_failed',
          email ? 'Password is required' : 'missing email or phone',
        );
      }
      const user = (
        await admin.query<UserRow & { password_ok: boolean }>(
          `select *, coalesce(encrypted_password <> '' and encrypted_password = extensions.crypt($2, encrypted_password), false) as password_ok
             from auth.users where lower(email) = $1 and is_sso_user = false and deleted_at is null`,
          [email, password],
        )
      ).rows[0];
      if (!user || !user.password_ok)
        return sendError(request, reply, 400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.email_confirmed_at)
        return sendError(request, reply, 400, 'email_not_confirmed', 'Email not confirmed');
      if (user.banned_until && new Date(user.banned_until) > new Date())
        return sendError(request, reply, 400, 'user_banned', 'User is banned');
      return reply.send(await createSession(admin, issuerOf(request), deps.jwtSecret, user));
    }
    if (grant === 'refresh_token') {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      if (!token)
        return sendError(
          request,
          reply,
          400,
          'refresh_token_not_found',
          REFRESH_MESSAGES.refresh_token_not_found ?? '',
        );
      const result = await refreshSession(admin, issuerOf(request), deps.jwtSecret, token);
      if ('failure' in result)
        return sendError(
          request,
          reply,
          400,
          result.failure,
          REFRESH_MESSAGES[result.failure] ?? 'Invalid Refresh Token',
        );
      return reply.send(result);
    }
    return sendError(request, reply, 400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  /** Verifies the bearer token of /user and /logout as GoTrue does. */
  const sessionCaller = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ user: UserRow; sessionId?: string } | undefined> => {
    const auth = header(request.headers, 'authorization');
    const token = auth ? /^\s*bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
    if (!token) {
      sendError(request, reply, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      return undefined;
    }
    const verified = await verifyJwt(token, deps.jwtSecret);
    if ('failure' in verified) {
      sendError(
        request,
        reply,
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${verified.failure.message}`,
      );
      return undefined;
    }
    const sub = verified.claims.sub;
    if (typeof sub !== 'string' || sub === '') {
      sendError(request, reply, 403, 'bad_jwt', 'invalid claim: missing sub claim');
      return undefined;
    }
    const sessionId = typeof verified.claims.session_id === 'string' ? verified.claims.session_id : undefined;
    if (sessionId) {
      const exists =
        (await admin.query('select 1 from auth.sessions where id = $1', [sessionId])).rowCount ?? 0;
      if (exists === 0) {
        sendError(
          request,
          reply,
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
        return undefined;
      }
    }
    const user = /^[0-9a-f-]{36}$/i.test(sub) ? await findUserById(admin, sub) : undefined;
    if (!user) {
      sendError(request, reply, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return undefined;
    }
    return { user, sessionId };
  };

  app.get('/user', async (request, reply) => {
    const caller = await sessionCaller(request, reply);
    if (!caller) return reply;
    return reply.send(await userObject(admin, caller.user));
  });

  app.post('/logout', async (request, reply) => {
    const caller = await sessionCaller(request, reply);
    if (!caller) return reply;
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

  app.get('/settings', async (_request, reply) =>
    reply.send({
      external: { anonymous_users: false, email: true, phone: false },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  app.get('/health', async (_request, reply) =>
    reply.send({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
}
