/**
 * GoTrue's e-mail flows (supabase/auth `internal/api`): sign-up, magic links (`/otp`),
 * invitations (`/invite`), password recovery (`/recover`), the links of those e-mails
 * (`/verify`), PKCE (`/token?grant_type=pkce`) and `PUT /user`.
 *
 * Tokens are stored as GoTrue stores them: `confirmation_token` / `recovery_token` of
 * `auth.users` hold `sha224(email + otp)` in hex (`crypto.GenerateTokenHash`), prefixed with
 * `pkce_` for the PKCE flow; the e-mail link carries that hash, the e-mail text the 6-digit code.
 * A link expires `[auth.email] otp_expiry` seconds after `*_sent_at` and is cleared when used,
 * so a second use finds nothing: both answer 403 `otp_expired` 'Email link is invalid or has
 * expired' (as a redirect with the error in the fragment for `GET /verify`).
 *
 * Every path that creates a user (`/signup`, `/otp` for a new address, `/invite`) first calls
 * the Before User Created hook when config.toml enables it (`triggerBeforeUserCreated`).
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { AuthConfig } from '../../auth-config';
import { withClient } from '../db';
import { clientAddress } from '../gateway';
import { verifyJwt } from '../jwt';
import type { AuthMailer, MailAction } from './mailer';
import { findUserById, userObject, type UserRow } from './sessions';

/** A GoTrue error as the routes render it (see `AuthError` in routes.ts). */
export interface FlowError {
  status: number;
  errorCode: string;
  message: string;
  extra?: Record<string, unknown>;
}

/** Thrown by the flows; routes.ts renders it as GoTrue does. */
export class FlowFailure extends Error {
  constructor(readonly error: FlowError) {
    super(error.message);
  }
}

const fail = (status: number, errorCode: string, message: string, extra?: Record<string, unknown>): never => {
  throw new FlowFailure({ status, errorCode, message, extra });
};

/** GoTrue's `DuplicateEmailMsg`. */
const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
/** `API_EXTERNAL_URL` flow states live 300 s (`GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION`). */
const FLOW_STATE_EXPIRY_SECONDS = 300;
/** GoTrue's `MaxPasswordLength` (bcrypt). */
const MAX_PASSWORD_LENGTH = 72;
/** `JWT.AdminRoles` default. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/** `checkmail.ValidateFormat`'s pattern. */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * GoTrue's `validateEmail`.
 *
 * @returns The address in lower case.
 * @throws FlowFailure 400 `validation_failed`.
 */
export function validateEmail(value: unknown): string {
  const email = typeof value === 'string' ? value : '';
  if (email === '') fail(400, 'validation_failed', 'An email address is required');
  if (email.length > 255) fail(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email))
    fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/**
 * GoTrue's `checkPasswordStrength` (length and the 72-byte bcrypt bound; no character sets or
 * HaveIBeenPwned check, which the project does not configure).
 *
 * @throws FlowFailure 422 `weak_password` with `weak_password.reasons`, or 400 `validation_failed`.
 */
export function checkPasswordStrength(password: string, config: AuthConfig): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_LENGTH) {
    fail(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (password.length < config.minimumPasswordLength) {
    fail(422, 'weak_password', `Password should be at least ${config.minimumPasswordLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

/** A glob of `additional_redirect_urls` as GoTrue compiles it (gobwas/glob, separators `.` `/`). */
function globToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] ?? '';
    if (c === '*' && pattern[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^./]*';
    else if (c === '?') out += '[^./]';
    else out += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/**
 * GoTrue's `IsRedirectURLValid`: the site URL's scheme and host (any port for localhost), any
 * loopback IP address, or a match of an `additional_redirect_urls` pattern (without fragment).
 */
export function isRedirectUrlValid(config: AuthConfig, redirectUrl: string): boolean {
  if (!redirectUrl) return false;
  let base: URL;
  let ref: URL;
  try {
    base = new URL(config.siteUrl);
    ref = new URL(redirectUrl);
  } catch {
    return false;
  }
  const host = ref.hostname.replace(/^\[|\]$/g, '');
  const localhost = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  if (
    base.hostname === ref.hostname &&
    base.protocol === ref.protocol &&
    (base.port === ref.port || localhost)
  ) {
    return true;
  }
  if (/^[0-9]+$/.test(host)) return false;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host) || host.includes(':'))
    return host.startsWith('127.') || host === '::1';
  const http = ref.protocol === 'http:' || ref.protocol === 'https:';
  if (http && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
  const withoutFragment = redirectUrl.split('#')[0] ?? '';
  return config.additionalRedirectUrls.some((p) => globToRegExp(p).test(withoutFragment));
}

/** GoTrue's `GetReferrer`: `?redirect_to=` if allowed, else the Referer if allowed, else the site URL. */
export function referrer(config: AuthConfig, request: FastifyRequest): string {
  const q = (request.query as Record<string, string | undefined>).redirect_to ?? '';
  if (isRedirectUrlValid(config, q)) return q;
  const ref = request.headers.referer ?? '';
  if (isRedirectUrlValid(config, ref)) return ref;
  return config.siteUrl;
}

/** GoTrue's `validatePKCEParams`. */
function validatePkce(
  method: unknown,
  challenge: unknown,
): { method: string; challenge: string } | undefined {
  const m = typeof method === 'string' ? method : '';
  const c = typeof challenge === 'string' ? challenge : '';
  if ((m === '') !== (c === '')) {
    fail(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (c === '') return undefined;
  if (c.length < 43 || c.length > 128)
    fail(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  if (!/^[a-zA-Z._~0-9-]+$/.test(c)) {
    fail(
      400,
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  if (!['s256', 'plain'].includes(m.toLowerCase()))
    fail(400, 'validation_failed', 'code challenge method not supported');
  return { method: m.toLowerCase(), challenge: c };
}

/** `crypto.GenerateTokenHash`: hex of SHA-224 over the address followed by the code. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** The flow's `AuthenticationMethod` name for a verification type (`ParseAuthenticationMethod`). */
function authMethod(type: string): string {
  return type.endsWith('signup') ? 'email/signup' : type;
}

/** Dependencies of the flows. */
export interface FlowDeps {
  admin: pg.Pool;
  config: AuthConfig;
  jwtSecret: string;
  mailer?: AuthMailer;
  /**
   * The API's public address (GoTrue's `API_EXTERNAL_URL`), e.g. `http://127.0.0.1:54321`: the
   * base of the e-mails' `/auth/v1/verify` links. Configured, never the request's `Host`.
   */
  externalUrl(): string;
  /** Issues a session (refresh token, access token) for a user, with the `amr` method. */
  issueSession(request: FastifyRequest, userId: string, method: string): Promise<Record<string, unknown>>;
}

type Client = pg.PoolClient;

/** GoTrue's global e-mail limiter (`[auth.rate_limit] email_sent` per hour, when not autoconfirming). */
function hourlyBucket(perHour: number): () => boolean {
  let tokens = perHour;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(perHour, tokens + ((now - at) / 3_600_000) * perHour);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * The e-mail flows bound to one configuration.
 */
export class EmailFlows {
  private readonly allowEmail: () => boolean;

  constructor(private readonly deps: FlowDeps) {
    this.allowEmail = hourlyBucket(deps.config.emailSentPerHour);
  }

  private get config(): AuthConfig {
    return this.deps.config;
  }

  private tx<T>(work: (client: Client) => Promise<T>): Promise<T> {
    return withClient(this.deps.admin, async (client) => {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    });
  }

  private async findByEmail(client: Client | pg.Pool, email: string): Promise<UserRow | undefined> {
    return (
      await client.query<UserRow>(
        `select * from auth.users where lower(email) = $1 and aud = 'authenticated' and is_sso_user = false and deleted_at is null`,
        [email],
      )
    ).rows[0];
  }

  /**
   * `triggerBeforeUserCreated` with the `pg-functions` dispatcher: the function is called as
   * `supabase_auth_admin` (the role GoTrue connects as) with GoTrue's payload
   * `{ metadata: { uuid, time, name: "before-user-created", ip_address }, user }` and a 2 s
   * statement timeout; `{ "error": { "http_code", "message" } }` in its answer refuses the user
   * with that status and message (500 when `http_code` is missing).
   */
  private async beforeUserCreated(request: FastifyRequest, user: Record<string, unknown>): Promise<void> {
    const hook = this.config.beforeUserCreated;
    if (!hook) return;
    const payload = {
      metadata: {
        uuid: randomUUID(),
        time: new Date().toISOString(),
        name: 'before-user-created',
        ip_address: clientAddress(request),
      },
      user,
    };
    const answer = await this.tx(async (client) => {
      await client.query('set local role supabase_auth_admin');
      await client.query(`set local statement_timeout to '2000'`);
      const row = (
        await client.query<{ r: unknown }>(`select ${hook.functionName}($1::jsonb) as r`, [
          JSON.stringify(payload),
        ])
      ).rows[0];
      return row?.r;
    });
    const error = (answer as { error?: { http_code?: unknown; message?: unknown } } | null)?.error;
    if (error && typeof error.message === 'string' && error.message !== '') {
      const status = typeof error.http_code === 'number' && error.http_code !== 0 ? error.http_code : 500;
      fail(status, '', error.message);
    }
  }

  /** The user model GoTrue builds before inserting it (`SignupParams.ToUserModel`). */
  private newUserModel(email: string, data: Record<string, unknown>): Record<string, unknown> {
    const now = new Date().toISOString();
    return {
      id: randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: data,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
  }

  /** `signupNewUser` + `createNewIdentity`: inserts the user and its e-mail identity. */
  private async insertUser(
    client: Client,
    model: Record<string, unknown>,
    password: string | undefined,
  ): Promise<UserRow> {
    const id = model.id as string;
    const email = model.email as string;
    const data = (model.user_metadata ?? {}) as Record<string, unknown>;
    await client.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
                               raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous,
                               confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
               case when $3::text is null then '' else extensions.crypt($3, extensions.gen_salt('bf', 10)) end,
               $4, $5, now(), now(), false, false, '', '', '', '')`,
      [id, email, password ?? null, JSON.stringify(model.app_metadata), JSON.stringify(data)],
    );
    const identityData = { ...data, sub: id, email, email_verified: false, phone_verified: false };
    await client.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $2::uuid, $3, 'email', now(), now(), now())`,
      [id, id, JSON.stringify(identityData)],
    );
    const row = await findUserById(client, id);
    if (!row) throw new Error('inserted user not found');
    return row;
  }

  /** `User.Confirm`: confirmed now, confirmation token cleared, `email_verified` set. */
  private async confirm(client: Client, userId: string): Promise<void> {
    await client.query(
      `update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now(),
              raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'
        where id = $1`,
      [userId],
    );
    await client.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [userId],
    );
  }

  private async saveFlowState(
    client: Client | pg.Pool,
    userId: string,
    method: string,
    pkce: { method: string; challenge: string },
  ): Promise<void> {
    await client.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
                                    authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
      [
        randomUUID(),
        userId,
        randomUUID(),
        pkce.method,
        pkce.challenge,
        method === 'email/signup' ? 'email' : method,
        method,
      ],
    );
  }

  /**
   * `sendConfirmation` / `sendMagicLink` / `sendPasswordRecovery` / `sendInvite`: the per-user
   * frequency limit (`max_frequency`, not for invitations), a new code and its hash stored with
   * `*_sent_at`, then the e-mail; when sending fails nothing is stored.
   */
  private async sendTokenMail(
    client: Client,
    request: FastifyRequest,
    user: UserRow,
    action: MailAction,
    pkce: boolean,
  ): Promise<void> {
    const column = action === 'signup' || action === 'invite' ? 'confirmation' : 'recovery';
    const sentAt = (user as unknown as Record<string, Date | null>)[`${column}_sent_at`];
    if (action !== 'invite' && sentAt) {
      const left = new Date(sentAt).getTime() + this.config.maxFrequency * 1000 - Date.now();
      if (left > 0) {
        fail(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`,
        );
      }
    }
    if (!this.config.mailerAutoconfirm && !this.allowEmail()) {
      fail(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    }
    const email = user.email ?? '';
    const otp = String(randomInt(0, 10 ** this.config.otpLength)).padStart(this.config.otpLength, '0');
    const hash = (pkce ? 'pkce_' : '') + tokenHash(email, otp);
    const mailer = this.deps.mailer;
    const what = { signup: 'confirmation', magiclink: 'magic link', recovery: 'recovery', invite: 'invite' }[
      action
    ];
    if (!mailer) fail(500, 'unexpected_failure', `Error sending ${what} email`);
    try {
      await mailer?.send({
        action,
        to: email,
        otp,
        tokenHash: hash,
        redirectTo: referrer(this.config, request),
        externalUrl: `${this.deps.externalUrl()}/auth/v1`,
        userMetadata: user.raw_user_meta_data ?? {},
      });
    } catch {
      fail(500, 'unexpected_failure', `Error sending ${what} email`);
    }
    await client.query(
      `update auth.users set ${column}_token = $2, ${column}_sent_at = now()${action === 'invite' ? ', invited_at = now()' : ''}
        where id = $1`,
      [user.id, hash],
    );
  }

  /**
   * `POST /signup` (`Signup`); also the first half of `/otp` for a new address.
   *
   * @returns The session (autoconfirm) or the user, and whether a session was issued.
   */
  async signup(
    request: FastifyRequest,
    body: Record<string, unknown>,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    if (!this.config.enableSignup) fail(422, 'signup_disabled', 'Signups not allowed for this instance');
    const password = typeof body.password === 'string' ? body.password : '';
    if (password === '') fail(422, 'validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, this.config);
    const email = validateEmail(body.email);
    const pkce = validatePkce(body.code_challenge_method, body.code_challenge);
    const data = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<string, unknown>;
    const existing = await this.findByEmail(this.deps.admin, email);
    let model: Record<string, unknown> | undefined;
    if (!existing) {
      model = this.newUserModel(email, data);
      await this.beforeUserCreated(request, model);
    }
    const user = await this.tx(async (client) => {
      if (existing?.email_confirmed_at) return 'exists' as const;
      const row = existing ?? (await this.insertUser(client, model ?? {}, password));
      if (this.config.mailerAutoconfirm) {
        await this.confirm(client, row.id);
      } else {
        if (pkce) await this.saveFlowState(client, row.id, 'email/signup', pkce);
        await this.sendTokenMail(client, request, row, 'signup', Boolean(pkce));
      }
      return (await findUserById(client, row.id)) ?? row;
    });
    if (user === 'exists') {
      if (this.config.mailerAutoconfirm) fail(422, 'user_already_exists', 'User already registered');
      // GoTrue answers with an obfuscated user so that sign-up does not reveal registered addresses.
      const now = new Date().toISOString();
      return {
        status: 200,
        body: {
          id: randomUUID(),
          aud: 'authenticated',
          role: '',
          email,
          phone: '',
          confirmation_sent_at: now,
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: data,
          identities: [],
          created_at: now,
          updated_at: now,
          is_anonymous: false,
        },
      };
    }
    if (user.email_confirmed_at) {
      return { status: 200, body: await this.deps.issueSession(request, user.id, 'password') };
    }
    return { status: 200, body: await userObject(this.deps.admin, user) };
  }

  /** `POST /otp` with an e-mail (`Otp` → `MagicLink`). */
  async otp(request: FastifyRequest, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (body.email && body.phone)
      fail(400, 'validation_failed', 'Only an email address or phone number should be provided');
    if (body.email && body.channel)
      fail(400, 'validation_failed', 'Channel should only be specified with Phone OTP');
    const pkce = validatePkce(body.code_challenge_method, body.code_challenge);
    const createUser = body.create_user === undefined ? true : body.create_user === true;
    if (!body.email) {
      if (body.phone) fail(400, 'phone_provider_disabled', 'Unsupported phone provider');
      fail(400, 'validation_failed', 'One of email or phone must be set');
    }
    const email = validateEmail(body.email);
    const data = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<string, unknown>;
    let user = await this.findByEmail(this.deps.admin, email);
    if (!createUser && !user) fail(422, 'otp_disabled', 'Signups not allowed for otp');
    if (!user?.email_confirmed_at) {
      // A new (or unconfirmed) address signs up with a throw-away password first.
      const password = randomBytes(33).toString('base64url').slice(0, 33);
      await this.signup(request, { ...body, email, password, data });
      if (!this.config.mailerAutoconfirm) return {};
      user = await this.findByEmail(this.deps.admin, email);
      if (!user) return {};
    }
    const target = user;
    await this.tx(async (client) => {
      if (pkce) await this.saveFlowState(client, target.id, 'magiclink', pkce);
      await this.sendTokenMail(client, request, target, 'magiclink', Boolean(pkce));
    });
    return {};
  }

  /** `POST /recover` (`Recover`): 200 `{}` whether or not the address is known. */
  async recover(request: FastifyRequest, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!body.email) fail(400, 'validation_failed', 'Password recovery requires an email');
    const email = validateEmail(body.email);
    const pkce = validatePkce(body.code_challenge_method, body.code_challenge);
    const user = await this.findByEmail(this.deps.admin, email);
    if (!user) return {};
    await this.tx(async (client) => {
      if (pkce) await this.saveFlowState(client, user.id, 'recovery', pkce);
      await this.sendTokenMail(client, request, user, 'recovery', Boolean(pkce));
    });
    return {};
  }

  /** `POST /invite` (`Invite`, admin roles only). */
  async invite(request: FastifyRequest, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const auth = request.headers.authorization ?? '';
    const token = /^\s*bearer\s+(\S+)\s*$/i.exec(auth)?.[1];
    if (!token) fail(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = await verifyJwt(token ?? '', this.deps.jwtSecret);
    if ('failure' in verified)
      fail(401, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.failure.message}`);
    const role = 'claims' in verified ? verified.claims.role : undefined;
    if (typeof role !== 'string' || !ADMIN_ROLES.includes(role)) fail(403, 'not_admin', 'User not allowed');
    const email = validateEmail(body.email);
    const data = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<string, unknown>;
    const existing = await this.findByEmail(this.deps.admin, email);
    let model: Record<string, unknown> | undefined;
    if (!existing) {
      model = this.newUserModel(email, data);
      await this.beforeUserCreated(request, model);
    }
    const user = await this.tx(async (client) => {
      if (existing?.email_confirmed_at) fail(422, 'email_exists', DUPLICATE_EMAIL);
      const row = existing ?? (await this.insertUser(client, model ?? {}, undefined));
      await this.sendTokenMail(client, request, row, 'invite', false);
      return (await findUserById(client, row.id)) ?? row;
    });
    return userObject(this.deps.admin, user);
  }

  /**
   * The shared part of `GET` and `POST /verify` (`verifyTokenHash` / `verifyUserAndToken`, then
   * `signupVerify` or `recoverVerify`), in one transaction that locks the user row: the token is
   * cleared, so a second use of the link fails.
   *
   * @returns The user, and for PKCE the auth code to hand back.
   */
  private async consume(
    type: string,
    hash: string,
    email: string | undefined,
  ): Promise<{ user: UserRow; type: string; authCode?: string }> {
    return this.tx(async (client) => {
      const column =
        type === 'signup' || type === 'invite'
          ? 'confirmation_token'
          : type === 'recovery' || type === 'magiclink'
            ? 'recovery_token'
            : type === 'email'
              ? undefined
              : fail(400, 'validation_failed', 'Invalid email verification type');
      const where = column ? `${column} = $1` : `(confirmation_token = $1 or recovery_token = $1)`;
      const user = (
        await client.query<
          UserRow & {
            confirmation_sent_at: Date | null;
            recovery_sent_at: Date | null;
            confirmation_token: string;
            recovery_token: string;
            invited_at: Date | null;
          }
        >(
          `select * from auth.users where ${where} and $1 <> '' and deleted_at is null
             ${email ? 'and lower(email) = $2' : ''} for update`,
          email ? [hash, email] : [hash],
        )
      ).rows[0];
      const invalid = email ? 'Token has expired or is invalid' : 'Email link is invalid or has expired';
      if (!user) return fail(403, 'otp_expired', invalid);
      if (user.banned_until && new Date(user.banned_until) > new Date())
        fail(403, 'user_banned', 'User is banned');
      let effective = type;
      let sentAt = column === 'confirmation_token' ? user.confirmation_sent_at : user.recovery_sent_at;
      if (type === 'email') {
        effective = user.recovery_token === hash ? 'magiclink' : 'signup';
        sentAt = effective === 'magiclink' ? user.recovery_sent_at : user.confirmation_sent_at;
      }
      if (!sentAt || Date.now() > new Date(sentAt).getTime() + this.config.otpExpiry * 1000) {
        fail(403, 'otp_expired', invalid);
      }
      if (effective === 'signup' || effective === 'invite') {
        if (!user.encrypted_password && user.invited_at) {
          await client.query(
            `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)) where id = $1`,
            [user.id, randomBytes(48).toString('base64url')],
          );
        }
        await this.confirm(client, user.id);
      } else {
        await client.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [
          user.id,
        ]);
        if (!user.email_confirmed_at) await this.confirm(client, user.id);
      }
      let authCode: string | undefined;
      if (hash.startsWith('pkce_')) {
        const flow = (
          await client.query<{ id: string; auth_code: string }>(
            `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
              order by created_at desc limit 1`,
            [user.id, authMethod(effective)],
          )
        ).rows[0];
        if (!flow)
          fail(
            400,
            'flow_state_not_found',
            'No associated flow state found. No valid flow state found for user.',
          );
        await client.query(
          'update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1',
          [flow?.id],
        );
        authCode = flow?.auth_code;
      }
      const fresh = (await findUserById(client, user.id)) ?? user;
      return { user: fresh, type: effective, authCode };
    });
  }

  /**
   * `GET /verify?token=…&type=…&redirect_to=…`: always a 303 to the (allowed) redirect URL —
   * implicit flow: the session in the fragment (`#access_token=…&type=…`); PKCE: `?code=`;
   * failure: `#error=access_denied&error_code=otp_expired&error_description=…&sb=` (PKCE also in
   * the query). Missing `type` or `token` is a 400 JSON error, as GoTrue answers.
   */
  async verifyGet(request: FastifyRequest): Promise<string> {
    const q = request.query as Record<string, string | undefined>;
    const type = q.type ?? '';
    const token = q.token ?? '';
    const redirectTo = referrer(this.config, request);
    if (type === '') fail(400, 'validation_failed', 'Verify requires a verification type');
    if (token === '') fail(400, 'validation_failed', 'Verify requires a token or a token hash');
    const pkce = token.startsWith('pkce_');
    let target: URL;
    try {
      target = new URL(redirectTo);
    } catch {
      return redirectTo;
    }
    try {
      const result = await this.consume(type, token, undefined);
      if (pkce) {
        target.searchParams.set('code', result.authCode ?? '');
        return target.toString();
      }
      const session = await this.deps.issueSession(request, result.user.id, 'otp');
      const fragment = new URLSearchParams();
      for (const key of ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type']) {
        fragment.set(key, String(session[key]));
      }
      fragment.set('type', type);
      fragment.sort();
      target.hash = fragment.toString();
      return target.toString();
    } catch (error) {
      if (!(error instanceof FlowFailure)) throw error;
      const oauth: Record<number, string> = {
        400: 'invalid_request',
        401: 'unauthorized_client',
        403: 'access_denied',
        500: 'server_error',
        503: 'temporarily_unavailable',
      };
      const hq = new URLSearchParams();
      const name = oauth[error.error.status];
      if (name) hq.set('error', name);
      hq.set('error_code', error.error.errorCode);
      hq.set('error_description', error.error.message);
      if (pkce) {
        for (const [k, v] of hq) target.searchParams.set(k, v);
      }
      hq.set('sb', '');
      hq.sort();
      target.hash = hq.toString();
      return target.toString();
    }
  }

  /** `POST /verify` with `{ type, token_hash }` or `{ type, email, token }`: the session. */
  async verifyPost(request: FastifyRequest, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const type = typeof body.type === 'string' ? body.type : '';
    const token = typeof body.token === 'string' ? body.token : '';
    const hash = typeof body.token_hash === 'string' ? body.token_hash : '';
    if (type === '') fail(400, 'validation_failed', 'Verify requires a verification type');
    if ((token === '') === (hash === ''))
      fail(400, 'validation_failed', 'Verify requires either a token or a token hash');
    let email: string | undefined;
    let lookup = hash;
    if (token !== '') {
      if (body.phone) fail(400, 'phone_provider_disabled', 'Unsupported phone provider');
      if (!body.email)
        fail(400, 'validation_failed', 'Only an email address or phone number should be provided on verify');
      try {
        email = validateEmail(body.email);
      } catch {
        fail(422, 'validation_failed', 'Invalid email format');
      }
      lookup = tokenHash(email ?? '', token);
    } else if (body.email || body.phone || body.redirect_to) {
      fail(400, 'validation_failed', 'Only the token_hash and type should be provided');
    }
    let result: Awaited<ReturnType<EmailFlows['consume']>>;
    try {
      result = await this.consume(type, lookup, email);
    } catch (error) {
      // A 6-digit code may belong to a PKCE request: its stored hash carries the prefix.
      if (!(error instanceof FlowFailure) || token === '' || error.error.errorCode !== 'otp_expired')
        throw error;
      result = await this.consume(type, `pkce_${lookup}`, email);
    }
    return this.deps.issueSession(request, result.user.id, 'otp');
  }

  /** `POST /token?grant_type=pkce` (`PKCE`): `{ auth_code, code_verifier }` → session. */
  async pkceGrant(request: FastifyRequest, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const code = typeof body.auth_code === 'string' ? body.auth_code : '';
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
    if (!code || !verifier) {
      fail(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
    }
    const flow = (
      await this.deps.admin.query<{
        id: string;
        user_id: string | null;
        code_challenge: string;
        code_challenge_method: string;
        created_at: Date;
        auth_code_issued_at: Date | null;
        authentication_method: string;
      }>('select * from auth.flow_state where auth_code = $1', [code])
    ).rows[0];
    if (!flow?.user_id)
      return fail(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    const from =
      flow.auth_code_issued_at && flow.authentication_method === 'magiclink'
        ? flow.auth_code_issued_at
        : flow.created_at;
    if (Date.now() > new Date(from).getTime() + FLOW_STATE_EXPIRY_SECONDS * 1000) {
      fail(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const computed =
      flow.code_challenge_method === 's256'
        ? createHash('sha256').update(verifier).digest('base64url')
        : verifier;
    if (computed !== flow.code_challenge) {
      fail(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    await this.deps.admin.query('delete from auth.flow_state where id = $1', [flow.id]);
    return this.deps.issueSession(
      request,
      flow.user_id,
      flow.authentication_method === 'email/signup' ? 'email/signup' : flow.authentication_method,
    );
  }

  /**
   * `PUT /user` (`UserUpdate`) for `password` and `data`: the password must pass the strength
   * rules and differ from the current one (422 `same_password`); setting it clears every e-mail
   * token and ends the user's other sessions (`UpdatePassword` → `LogoutAllExceptMe`). `data`
   * is merged into `raw_user_meta_data` (a `null` value removes the key).
   */
  async updateUser(
    caller: { user: UserRow; sessionId?: string },
    body: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const password = typeof body.password === 'string' ? body.password : undefined;
    if (password !== undefined) checkPasswordStrength(password, this.config);
    if (
      typeof body.email === 'string' &&
      body.email !== '' &&
      validateEmail(body.email) !== caller.user.email
    ) {
      fail(422, 'validation_failed', 'Changing the email address is not supported by the local stack');
    }
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      fail(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    const id = caller.user.id;
    await this.tx(async (client) => {
      if (password !== undefined) {
        if (password !== '' && caller.user.encrypted_password) {
          const same = (
            await client.query<{ same: boolean }>(
              'select encrypted_password = extensions.crypt($2, encrypted_password) as same from auth.users where id = $1',
              [id, password],
            )
          ).rows[0]?.same;
          if (same) fail(422, 'same_password', 'New password should be different from the old password.');
        }
        await client.query(
          `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)),
                  confirmation_token = '', confirmation_sent_at = null, recovery_token = '', recovery_sent_at = null,
                  email_change_token_new = '', email_change_token_current = '', email_change_sent_at = null,
                  updated_at = now()
            where id = $1`,
          [id, password],
        );
        await client.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          id,
          caller.sessionId ?? null,
        ]);
      }
      if (body.data && typeof body.data === 'object') {
        await client.query(
          `update auth.users set updated_at = now(), raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb)
            where id = $1`,
          [id, JSON.stringify(body.data)],
        );
      }
    });
    const user = await findUserById(this.deps.admin, id);
    if (!user) return fail(404, 'user_not_found', 'User not found');
    return userObject(this.deps.admin, user);
  }
}

/**
 * The `auth` columns and tables the e-mail flows use, created on start as GoTrue migrates its
 * own schema when it starts (idempotent, so data directories made before them keep working).
 */
export const AUTH_EMAIL_SCHEMA = `
  alter table auth.users
    add column if not exists confirmation_sent_at timestamptz,
    add column if not exists recovery_sent_at timestamptz,
    add column if not exists email_change_token_current varchar(255) default '',
    add column if not exists email_change_sent_at timestamptz;
  create table if not exists auth.flow_state (
    id uuid primary key,
    user_id uuid,
    auth_code text not null,
    code_challenge_method text not null,
    code_challenge text not null,
    provider_type text not null,
    provider_access_token text,
    provider_refresh_token text,
    created_at timestamptz,
    updated_at timestamptz,
    authentication_method text not null,
    auth_code_issued_at timestamptz
  );
  create index if not exists idx_auth_code on auth.flow_state (auth_code);
  alter table auth.flow_state enable row level security;
  alter table auth.flow_state owner to supabase_auth_admin;
`;
