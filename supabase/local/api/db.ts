/**
 * Database access of the API server.
 *
 * - `api` pool: logs in as `authenticator` (NOINHERIT, no rights of its own) and switches to
 *   the JWT's role inside each request's transaction, exactly as PostgREST does
 *   (https://docs.postgrest.org/en/v12/references/transactions.html and
 *   https://docs.postgrest.org/en/v12/references/auth.html).
 * - `admin` pool: the superuser, for what the real services do with their own privileged
 *   connections: schema introspection (PostgREST's schema cache reads pg_catalog), bucket
 *   lookups and public-object metadata (Storage's `asSuperUser()`), and auth internals (GoTrue
 *   connects as `supabase_auth_admin`, owner of the auth schema).
 */
import pg from 'pg';
import { LOCAL_DB_PASSWORD } from '../keys';

/** The two pools. */
export interface Database {
  api: pg.Pool;
  admin: pg.Pool;
  end(): Promise<void>;
}

/** Pool sizes and the acquisition timeout. */
export interface PoolOptions {
  /** Connections of the `authenticator` pool (PostgREST `db-pool`, default 10). */
  apiMax?: number;
  /** Connections of the superuser pool. */
  adminMax?: number;
  /**
   * Milliseconds a request waits for a free connection before it is answered 504
   * (PostgREST `db-pool-acquisition-timeout`, default 10 s).
   */
  acquisitionTimeoutMs?: number;
}

/**
 * Raised when no pooled connection became free within the acquisition timeout. Each service
 * renders it its own way: PostgREST 504 `PGRST003`, Storage 544 `DatabaseTimeout`, Auth 504
 * `request_timeout`.
 */
export class PoolTimeoutError extends Error {
  constructor() {
    super('Timed out acquiring connection from connection pool.');
  }
}

/** node-postgres' message when `connectionTimeoutMillis` passes while queued for a client. */
const PG_POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/** Turns pg-pool's queue timeout into a {@link PoolTimeoutError}; other errors pass through. */
export function asPoolTimeout(error: unknown): unknown {
  return error instanceof Error && error.message === PG_POOL_TIMEOUT ? new PoolTimeoutError() : error;
}

/**
 * Checks a connection out of `pool` for `work` and always gives it back; never waits for a
 * second connection while holding this one.
 *
 * @throws PoolTimeoutError when none becomes free within the pool's acquisition timeout.
 */
export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw asPoolTimeout(error);
  });
  let broken = false;
  try {
    return await work(client);
  } catch (error) {
    // A connection whose transaction cannot be rolled back is dropped, never reused.
    await client.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * @param port - Postgres port on 127.0.0.1.
 * @returns Pools of at most 10 connections each. The superuser connections carry
 *   a 10 s `statement_timeout` (the API roles get theirs from the bootstrap), so a stuck
 *   statement is cancelled and its connection returns to the pool.
 */
export function createDatabase(port: number, options: PoolOptions = {}): Database {
  const common = {
    host: '127.0.0.1',
    port,
    database: 'postgres',
    password: LOCAL_DB_PASSWORD,
    connectionTimeoutMillis: options.acquisitionTimeoutMs ?? 10_000,
  };
  const api = new pg.Pool({
    ...common,
    user: 'authenticator',
    max: options.apiMax ?? 10,
    application_name: 'local-api',
  });
  const admin = new pg.Pool({
    ...common,
    user: 'postgres',
    max: options.adminMax ?? 10,
    application_name: 'local-api-admin',
    statement_timeout: 10_000,
  });
  // An idle client's error (e.g. the server shutting down) must not crash the process.
  api.on('error', () => undefined);
  admin.on('error', () => undefined);
  return {
    api,
    admin,
    end: async () => {
      await Promise.allSettled([api.end(), admin.end()]);
    },
  };
}

/** What PostgREST puts into the transaction before running a request's statement. */
export interface RequestSettings {
  /** Database role from the JWT `role` claim (or the anon role). */
  role: string;
  /** The verified claims, serialised into `request.jwt.claims`. */
  claims: Record<string, unknown>;
  /** HTTP method, `request.method`. */
  method: string;
  /** URL path, `request.path`. */
  path: string;
  /** Lower-cased request headers, `request.headers` (json). */
  headers: Record<string, string>;
  /** Read-only transaction (GET/HEAD, stable functions). */
  readOnly: boolean;
  /** Settings of the impersonated role, applied transaction-locally (PostgREST only). */
  roleSettings?: Array<[string, string]>;
  /** `pgrst.db_pre_request` function, called after the settings (PostgREST only). */
  preRequest?: string;
  /** When given, receives `response.headers` and `response.status` as set by the statement. */
  response?: { headers?: string | null; status?: string | null };
}

/**
 * Runs `work` in one transaction as PostgREST does: `BEGIN ISOLATION LEVEL READ COMMITTED
 * [READ ONLY]`, then `set_config` of search_path, role, request.jwt.claims, request.method,
 * request.path, request.headers and request.cookies, the role's own settings (e.g.
 * statement_timeout), all transaction-local, then the pre-request function if any. Commits when `work`
 * resolves, rolls back when it throws (the error is rethrown).
 *
 * @param pool - The `authenticator` pool.
 */
export async function withRequestTransaction<T>(
  pool: pg.Pool,
  settings: RequestSettings,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query(`begin isolation level read committed${settings.readOnly ? ' read only' : ''}`);
    await client.query(
      `select set_config('search_path', $1, true), set_config('role', $2, true),
              set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
              set_config('request.path', $5, true), set_config('request.headers', $6, true),
              set_config('request.cookies', $7, true)`,
      [
        '"public", "extensions"',
        settings.role,
        JSON.stringify(settings.claims),
        settings.method,
        settings.path,
        JSON.stringify(settings.headers),
        '{}',
      ],
    );
    if (settings.roleSettings?.length) {
      await client.query('select set_config(k, v, true) from unnest($1::text[], $2::text[]) as s(k, v)', [
        settings.roleSettings.map(([k]) => k),
        settings.roleSettings.map(([, v]) => v),
      ]);
    }
    if (settings.preRequest) {
      // "Transactions > Pre-Request": called after role, claims and headers are set, before the
      // request's own statement; its errors end the request. The name is a qualified function
      // name from the authenticator's settings, quoted part by part.
      const fn = settings.preRequest
        .split('.')
        .map((part) => `"${part.replace(/"/g, '""')}"`)
        .join('.');
      await client.query(`select ${fn}()`);
    }
    const result = await work(client);
    if (settings.response) {
      const gucs = await client.query<{ headers: string | null; status: string | null }>(
        `select current_setting('response.headers', true) as headers, current_setting('response.status', true) as status`,
      );
      Object.assign(settings.response, gucs.rows[0]);
    }
    await client.query('commit');
    return result;
  });
}

/** Postgres error fields as node-postgres exposes them. */
export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/**
 * @returns Whether `error` came from the Postgres server (has a SQLSTATE).
 */
export function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    typeof (error as Partial<PgError>).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as Partial<PgError>).code ?? '') &&
    // node-postgres' own errors (e.g. a connection error) have no `severity`.
    typeof (error as { severity?: unknown }).severity === 'string'
  );
}
