/**
 * What the hosted API gateway does before a request reaches PostgREST, Storage or Auth:
 * CORS (`@fastify/cors`), `x-forwarded-for`, and refusing requests without an API key
 * (https://supabase.com/docs/guides/api/api-keys). This is the server's only rule of its own.
 *
 * Exception: public object URLs (`/storage/v1/object/public/…`) are fetched by `<img>`,
 * `<video>` and `<audio>` elements, which cannot send headers, so the gateway lets them through
 * without a key, as hosted Supabase does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import { compactVerify } from 'jose';
import { header } from './caller';

const EXPOSED_HEADERS = [
  'content-range',
  'content-length',
  'content-type',
  'etag',
  'accept-ranges',
  'location',
  'preference-applied',
  'x-supabase-api-version',
  'last-modified',
  'cache-control',
  'retry-after',
];

/**
 * The client's address as the gateway saw it: the TCP peer. This is the last entry of the
 * `x-forwarded-for` that reaches the services (every entry before it came from the client and
 * can be forged), so per-client limits key on it.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.socket.remoteAddress ?? 'unknown';
}

/** Paths reachable without an API key. */
function isKeyless(method: string, url: string): boolean {
  // The e-mail links of Auth (`/auth/v1/verify`) are opened by a browser without headers; the
  // hosted gateway routes them without a key too.
  return (
    (method === 'GET' || method === 'HEAD') &&
    (url.startsWith('/storage/v1/object/public/') || /^\/auth\/v1\/verify(\?|$)/.test(url))
  );
}

/**
 * Installs the gateway on `app`: CORS on every response and preflight answers (any origin, the
 * requested headers allowed, as the hosted gateway answers), `x-forwarded-for`, and the API-key
 * check (401 `{"message":"No API key found in request"}` when absent; 401
 * `{"message":"Invalid API key"}` when the key is not a JWT signed with the project secret).
 *
 * @param secret - HS256 secret the keys are signed with.
 */
export async function installGateway(app: FastifyInstance, secret: string): Promise<void> {
  const key = new TextEncoder().encode(secret);
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 3600,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    // As a proxy does: the peer address is appended after whatever the client sent.
    const forwarded = header(request.headers, 'x-forwarded-for');
    request.headers['x-forwarded-for'] = forwarded
      ? `${forwarded}, ${clientAddress(request)}`
      : clientAddress(request);
    if (isKeyless(request.method, request.url)) return;
    const apikey =
      header(request.headers, 'apikey') ??
      new URL(request.url, 'http://x').searchParams.get('apikey') ??
      undefined;
    if (!apikey) return reply.code(401).send({ message: 'No API key found in request' });
    try {
      await compactVerify(apikey, key, { algorithms: ['HS256'] });
    } catch {
      return reply.code(401).send({
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
    // The key stays where it was sent (`?apikey=` reaches PostgREST in the query string, as with
    // the self-hosted gateway's `hide_credentials: false`) and stands in for a missing bearer
    // token, as the hosted gateway forwards it.
    request.headers.authorization ??= `Bearer ${apikey}`;
  });
}
