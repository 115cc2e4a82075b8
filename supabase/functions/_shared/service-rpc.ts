/**
 * What the database-called mail functions (`send-alerts`, `send-registrations`,
 * `send-newsletter`) share: the shared-secret check of their caller and a PostgREST RPC call with
 * the service role. No Deno APIs, so the unit tests import it too.
 */

/** `fetch`, or a stand-in of it in the unit tests. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The project address and the service-role key an RPC call needs. */
export interface ServiceRpcEnv {
  supabaseUrl: string;
  serviceKey: string;
}

/**
 * Compares two strings in time that depends only on their lengths (for the shared secret).
 */
export function sameSecret(given: string | null, expected: string): boolean {
  if (given === null || expected.length === 0 || given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i += 1) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}

/**
 * Calls `public.<name>(args)` through PostgREST with the service role.
 *
 * @returns the parsed JSON answer, or null for an empty one.
 * @throws Error '<name> answered <status>: <first 300 characters of the body>'.
 */
export async function serviceRpc<T>(
  env: ServiceRpcEnv,
  fetchFn: Fetch,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const response = await fetchFn(`${env.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: env.serviceKey,
      Authorization: `Bearer ${env.serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}
