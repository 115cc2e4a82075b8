/**
 * The Edge Functions' one database call (docs/decisions/0053): `public.<name>(args)` through
 * PostgREST with the service-role key.
 *
 * No imports of Deno APIs, so the unit tests load it as the functions do.
 */
import type { ServiceDb } from './env.ts';

export type { ServiceDb };

/** `fetch`'s signature (tests pass their own). */
export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * An error PostgREST answered: the function's name, the HTTP status, the SQLSTATE code and the
 * database's message (`message`, a sentence the function may show its caller for 22023).
 */
export class RpcError extends Error {
  constructor(
    readonly rpc: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  /** One line for a log or a report: '<name> answered <status>: <message>'. */
  override toString(): string {
    return `${this.rpc} answered ${this.status}: ${this.message}`;
  }
}

/**
 * Calls `public.<name>(args)` with the service role.
 *
 * @returns the parsed JSON answer, or null for an empty one.
 * @throws RpcError with PostgREST's status, code and message (the first 300 characters of the
 *   body when it is not JSON).
 */
export async function rpc<T>(db: ServiceDb, fetchFn: Fetch, name: string, args: unknown): Promise<T> {
  const response = await fetchFn(`${db.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: db.serviceKey,
      Authorization: `Bearer ${db.serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) {
    let body: { code?: string; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // not JSON
    }
    throw new RpcError(name, response.status, body.code ?? '', body.message ?? text.slice(0, 300));
  }
  return (text ? JSON.parse(text) : null) as T;
}
