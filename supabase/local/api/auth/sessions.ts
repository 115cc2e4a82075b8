/**
 * Sessions, refresh tokens and access tokens in the shapes Supabase Auth (GoTrue) uses
 * (https://supabase.com/docs/guides/auth/sessions, https://supabase.com/docs/guides/auth/jwt-fields).
 *
 * Auth internals run on the superuser pool because GoTrue connects as `supabase_auth_admin`,
 * the owner of the `auth` schema; the API roles have no rights on `auth.*` tables.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { signJwt } from '../jwt';

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
export async function userObject(admin: pg.Pool, user: UserRow): Promise<Record<string, unknown>> {
  const identities = (
    await admin.query<{
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
export async function findUserById(admin: pg.Pool, id: string): Promise<UserRow | undefined> {
  return (await admin.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [id]))
    .rows[0];
}

/** GoTrue-style opaque refresh token. */
function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Signs the access token GoTrue issues: aud, exp, iat, iss, sub, email, phone, app_metadata,
 * user_metadata, role, aal, amr, session_id, is_anonymous.
 */
async function accessToken(
  issuer: string,
  secret: string,
  user: UserRow,
  sessionId: string,
  method: string,
  now: number,
): Promise<string> {
  return signJwt(
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

async function sessionBody(
  admin: pg.Pool,
  issuer: string,
  secret: string,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
): Promise<SessionBody> {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: await accessToken(issuer, secret, user, sessionId, method, now),
    token_type: 'bearer',
    expires_in: JWT_EXPIRY_SECONDS,
    expires_at: now + JWT_EXPIRY_SECONDS,
    refresh_token: refreshToken,
    user: await userObject(admin, user),
  };
}

/**
 * Starts a session after a successful password check: `auth.sessions` row, first refresh
 * token, `last_sign_in_at`.
 */
export async function createSession(
  admin: pg.Pool,
  issuer: string,
  secret: string,
  user: UserRow,
): Promise<SessionBody> {
  const sessionId = randomUUID();
  const token = newRefreshToken();
  const client = await admin.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
      [sessionId, user.id],
    );
    await client.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id) values ($1, $2, false, now(), now(), $3)`,
      [token, user.id, sessionId],
    );
    await client.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
      user.id,
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  const fresh = (await findUserById(admin, user.id)) ?? user;
  return sessionBody(admin, issuer, secret, fresh, sessionId, token, 'password');
}

/** Why a refresh was refused (GoTrue error codes). */
export type RefreshFailure =
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'session_not_found'
  | 'user_not_found';

/**
 * Rotates a refresh token: the old one is revoked and a child issued in the same session. A
 * token revoked less than the reuse interval ago yields its active child again (concurrent
 * tabs), as GoTrue does; an older revoked token is refused.
 */
export async function refreshSession(
  admin: pg.Pool,
  issuer: string,
  secret: string,
  token: string,
): Promise<SessionBody | { failure: RefreshFailure }> {
  const client = await admin.connect();
  try {
    await client.query('begin');
    const row = (
      await client.query<{
        token: string;
        user_id: string;
        revoked: boolean;
        updated_at: Date;
        session_id: string | null;
      }>(
        'select token, user_id, revoked, updated_at, session_id from auth.refresh_tokens where token = $1 for update',
        [token],
      )
    ).rows[0];
    if (!row || !row.session_id) {
      await client.query('rollback');
      return { failure: 'refresh_token_not_found' };
    }
    const session = (await client.query('select id from auth.sessions where id = $1', [row.session_id]))
      .rows[0];
    if (!session) {
      await client.query('rollback');
      return { failure: 'session_not_found' };
    }
    let next: string;
    if (row.revoked) {
      const child = (
        await client.query<{ token: string }>(
          'select token from auth.refresh_tokens where parent = $1 and revoked = false',
          [row.token],
        )
      ).rows[0];
      const age = (Date.now() - new Date(row.updated_at).getTime()) / 1000;
      if (!child || age > REFRESH_TOKEN_REUSE_INTERVAL_SECONDS) {
        await client.query('rollback');
        return { failure: 'refresh_token_already_used' };
      }
      next = child.token;
    } else {
      next = newRefreshToken();
      await client.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
        [row.token],
      );
      await client.query(
        `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ($1, $2, false, now(), now(), $3, $4)`,
        [next, row.user_id, row.token, row.session_id],
      );
      await client.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    }
    await client.query('commit');
    const user = await findUserById(admin, row.user_id);
    if (!user) return { failure: 'user_not_found' };
    return sessionBody(admin, issuer, secret, user, row.session_id, next, 'password');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
