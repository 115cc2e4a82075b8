/**
 * Sessions, refresh tokens and access tokens in the shapes Supabase Auth (GoTrue) uses
 * (https://supabase.com/docs/guides/auth/sessions, https://supabase.com/docs/guides/auth/jwt-fields).
 *
 * Auth internals run on the superuser pool because GoTrue connects as `supabase_auth_admin`,
 * the owner of the `auth` schema; the API roles have no rights on `auth.*` tables. Each
 * operation does all its reads and writes on ONE checked-out connection and never asks the
 * pool for a second one while holding it (four concurrent refreshes used to deadlock a pool
 * of four that way).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { withClient } from '../db';
import { signJwt } from '../jwt';

/** A pool or a checked-out client: anything that runs a statement. */
type Queryable = pg.Pool | pg.PoolClient;

/** Access-token lifetime in seconds (`[auth] jwt_expiry`, default 3600). */
export const JWT_EXPIRY_SECONDS = 3600;
/** Window in which an already-rotated refresh token is still accepted (GoTrue default 10 s). */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

/** An `auth.users` row (the columns used here). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at?: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

const iso = (d: Date | null | undefined): string | undefined => (d ? new Date(d).toISOString() : undefined);

/**
 * The user object GoTrue returns (`GET /user`, `session.user`).
 */
export async function userObject(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = (
    await db.query<{
      id: string;
      provider_id: string;
      user_id: string;
      identity_data: unknown;
      provider: string;
      last_sign_in_at: Date | null;
      created_at: Date | null;
      updated_at: Date | null;
      email: string | null;
    }>(
      'select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email from auth.identities where user_id = $1',
      [user.id],
    )
  ).rows.map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  }));
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at ?? user.phone_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/** Reads a user by id. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [id]))
    .rows[0];
}

/** GoTrue-style opaque refresh token. */
function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** The session body of `POST /token`. */
export interface SessionBody {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/**
 * Signs the access token GoTrue issues (aud, exp, iat, iss, sub, email, phone, app_metadata,
 * user_metadata, role, aal, amr, session_id, is_anonymous) and wraps it in the session body.
 */
async function sessionBody(
  issuer: string,
  secret: string,
  user: UserRow,
  userJson: Record<string, unknown>,
  sessionId: string,
  refreshToken: string,
  method = 'password',
): Promise<SessionBody> {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await signJwt(
    {
      aud: user.aud ?? 'authenticated',
      exp: now + JWT_EXPIRY_SECONDS,
      iat: now,
      iss: issuer,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    secret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: JWT_EXPIRY_SECONDS,
    expires_at: now + JWT_EXPIRY_SECONDS,
    refresh_token: refreshToken,
    user: userJson,
  };
}

/**
 * Starts a session after a successful password check (or a verified e-mail link, `method`
 * `otp`, or a PKCE exchange): `auth.sessions` row, first refresh token, `last_sign_in_at`.
 *
 * @param method - The access token's `amr` method (GoTrue's `AuthenticationMethod`).
 */
export async function createSession(
  admin: pg.Pool,
  issuer: string,
  secret: string,
  userId: string,
  method = 'password',
): Promise<SessionBody> {
  const sessionId = randomUUID();
  const token = newRefreshToken();
  const { user, json } = await withClient(admin, async (client) => {
    await client.query('begin');
    await client.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
      [sessionId, userId],
    );
    await client.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id) values ($1, $2, false, now(), now(), $3)`,
      [token, userId, sessionId],
    );
    await client.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
      userId,
    ]);
    const fresh = await findUserById(client, userId);
    if (!fresh) throw new Error(`user ${userId} vanished during sign-in`);
    const userJson = await userObject(client, fresh);
    await client.query('commit');
    return { user: fresh, json: userJson };
  });
  return sessionBody(issuer, secret, user, json, sessionId, token, method);
}

/** Why a refresh was refused (GoTrue error codes). */
export type RefreshFailure =
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'user_not_found'
  | 'conflict';

/** GoTrue's `retryLoopDuration`: how long a refresh retries a locked token row. */
const RETRY_LOOP_MS = 5000;

type Attempt =
  | 'locked'
  | { failure: RefreshFailure }
  | { user: UserRow; json: Record<string, unknown>; sessionId: string; token: string };

/**
 * One attempt of GoTrue's refresh transaction (`internal/api/token_refresh.go`,
 * `RefreshTokenGrant`): lock the token and its session with `FOR UPDATE SKIP LOCKED`; a
 * locked row means another refresh of the same session is running, so the attempt gives its
 * connection back and is retried a few milliseconds later instead of waiting in the database.
 */
async function refreshAttempt(admin: pg.Pool, token: string): Promise<Attempt> {
  return withClient(admin, async (client) => {
    await client.query('begin');
    const row = (
      await client.query<{
        token: string;
        user_id: string;
        revoked: boolean;
        updated_at: Date;
        session_id: string | null;
      }>(
        `select t.token, t.user_id, t.revoked, t.updated_at, t.session_id
           from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
          where t.token = $1 for update of t, s skip locked`,
        [token],
      )
    ).rows[0];
    if (!row?.session_id) {
      const exists = await client.query(
        'select 1 from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id where t.token = $1',
        [token],
      );
      await client.query('rollback');
      return exists.rowCount ? 'locked' : { failure: 'refresh_token_not_found' };
    }
    const fail = async (failure: RefreshFailure, commit = false): Promise<Attempt> => {
      await client.query(commit ? 'commit' : 'rollback');
      return { failure };
    };
    let issued: string | undefined;
    if (row.revoked) {
      // The session's newest unrevoked token: its parent may come back (the client lost the
      // answer); any other revoked token only within the reuse interval.
      const active = (
        await client.query<{ token: string; parent: string | null }>(
          'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
          [row.session_id],
        )
      ).rows[0];
      if (active && active.parent === row.token) issued = active.token;
      else if (
        Date.now() - new Date(row.updated_at).getTime() >
        REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000
      ) {
        // Reuse after the interval: possible theft, so the whole token family (every token of
        // the session) is revoked (`models.RevokeTokenFamily`), committed with the error. The
        // revoked tokens keep their updated_at, so each of them is refused from now on too.
        await client.query(
          'update auth.refresh_tokens set revoked = true where session_id = $1 and revoked = false',
          [row.session_id],
        );
        return fail('refresh_token_already_used', true);
      }
    }
    if (!issued) {
      issued = newRefreshToken();
      await client.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1 and revoked = false',
        [row.token],
      );
      await client.query(
        `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ($1, $2, false, now(), now(), $3, $4)`,
        [issued, row.user_id, row.token, row.session_id],
      );
    }
    await client.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    const user = await findUserById(client, row.user_id);
    if (!user) return fail('user_not_found');
    const json = await userObject(client, user);
    await client.query('commit');
    return { user, json, sessionId: row.session_id, token: issued };
  });
}

/**
 * Rotates a refresh token as GoTrue does: the old one is revoked and a child issued in the same
 * session. A revoked token that is the parent of the session's active token yields that token
 * again; another revoked token is accepted within the reuse interval (10 s); after it the whole
 * family is revoked and the answer is `refresh_token_already_used`. Concurrent refreshes of one
 * session wait outside the database, retrying for 5 s, then get 409 `conflict`.
 */
export async function refreshSession(
  admin: pg.Pool,
  issuer: string,
  secret: string,
  token: string,
): Promise<SessionBody | { failure: RefreshFailure }> {
  // Refreshes of one token queue here, in the process, before they touch the pool: the second
  // finds the token rotated and gets the active child at once, instead of spinning on the row
  // lock for a connection each try (the retry loop below stays for other processes).
  const previous = inFlight.get(token) ?? Promise.resolve();
  const mine = previous.then(() => rotate(admin, issuer, secret, token));
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  inFlight.set(token, settled);
  void settled.then(() => {
    if (inFlight.get(token) === settled) inFlight.delete(token);
  });
  return mine;
}

const inFlight = new Map<string, Promise<void>>();

async function rotate(
  admin: pg.Pool,
  issuer: string,
  secret: string,
  token: string,
): Promise<SessionBody | { failure: RefreshFailure }> {
  const started = Date.now();
  while (Date.now() - started < RETRY_LOOP_MS) {
    const attempt = await refreshAttempt(admin, token);
    if (attempt === 'locked') {
      await sleep(10 + Math.floor(Math.random() * 20));
      continue;
    }
    if ('failure' in attempt) return attempt;
    return sessionBody(issuer, secret, attempt.user, attempt.json, attempt.sessionId, attempt.token);
  }
  return { failure: 'conflict' };
}
