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

/**
 * @param port - Postgres port on 127.0.0.1.
 * @returns Pools of at most 10 (api) and 4 (admin) connections.
 */
export function createDatabase(port: number): Database {
  const common = { host: '127.0.0.1', port, database: 'postgres', password: LOCAL_DB_PASSWORD };
  const api = new pg.Pool({ ...common, user: 'authenticator', max: 10, application_name: 'local-api' });
  const admin = new pg.Pool({ ...common, user: 'postgres', max: 4, application_name: 'local-api-admin' });
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
}

/**
 * Runs `work` in one transaction as PostgREST does: `BEGIN ISOLATION LEVEL READ COMMITTED
 * [READ ONLY]`, then `set_config` of search_path, role, request.jwt.claims, request.method,
 * request.path, request.headers and request.cookies, all transaction-local. Commits when `work`
 * resolves, rolls back when it throws (the error is rethrown).
 *
 * @param pool - The `authenticator` pool.
 */
export async function withRequestTransaction<T>(
  pool: pg.Pool,
  settings: RequestSettings,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(`begin isolation level read committed${settings.readOnly ? ' read only' : ''}`);
    try {
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
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
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
    /^[0-9A-Z]{5}$/.test((error as Partial<PgError>).code ?? '')
  );
}
