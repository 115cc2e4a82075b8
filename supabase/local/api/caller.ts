/**
 * Who is calling: the bearer token of the Authorization header (the gateway puts the API key
 * there when the request has none, as the hosted gateway does).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { verifyJwt, type JwtClaims, type JwtFailure } from './jwt';

/** An authenticated caller. */
export interface Caller {
  /** Database role (`role` claim; the anon role when the claim is absent). */
  role: string;
  claims: JwtClaims;
}

/** The first value of a header. */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * @returns The token that decides the role: `Authorization: Bearer <t>`.
 */
export function requestToken(headers: IncomingHttpHeaders): string | undefined {
  const auth = header(headers, 'authorization');
  return auth ? /^\s*bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
}

/**
 * Verifies the request's token and derives the role
 * (https://docs.postgrest.org/en/v12/references/auth.html: role claim, else `anon`).
 *
 * @returns `{ caller }` or `{ failure }`; a request without any token is anonymous.
 */
export async function identifyCaller(
  headers: IncomingHttpHeaders,
  secret: string,
): Promise<{ caller: Caller } | { failure: JwtFailure }> {
  const token = requestToken(headers);
  if (!token) return { caller: { role: 'anon', claims: { role: 'anon' } } };
  const result = await verifyJwt(token, secret);
  if ('failure' in result) return result;
  const role =
    typeof result.claims.role === 'string' && result.claims.role !== '' ? result.claims.role : 'anon';
  return { caller: { role, claims: result.claims } };
}

/** Lower-cased request headers as one JSON-able object (`request.headers`). */
export function headerObject(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}
