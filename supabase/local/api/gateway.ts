/**
 * What the hosted API gateway does before a request reaches PostgREST, Storage or Auth:
 * CORS (`@fastify/cors`), `x-forwarded-for`, and refusing requests without an API key
 * (https://supabase.com/docs/guides/api/api-keys). This is the server's only rule of its own.
 *
 * Exception: public object URLs (`/storage/v1/object/public/…`, resized: `/storage/v1/render/image/public/…`) and signed URLs
 * (`/storage/v1/object/sign/…?token=…`) are fetched by `<img>`, `<video>` and `<audio>` elements,
 * which cannot send headers, so the gateway lets them through without a key, as hosted Supabase
 * does; Storage itself checks that the bucket is public, or the token's signature.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import { compactVerify } from 'jose';
import { header } from './caller';
import { signJwt } from './jwt';

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
  // Edge Functions: the hosted gateway asks no key; the function's `verify_jwt` decides
  // (functions/runner.ts), and a function called without it checks its caller itself.
  if (/^\/functions\/v1\//.test(url)) return true;
  // The e-mail links of Auth (`/auth/v1/verify`) are opened by a browser without headers; the
  // hosted gateway routes them without a key too.
  return (
    (method === 'GET' || method === 'HEAD') &&
    (url.startsWith('/storage/v1/object/public/') ||
      url.startsWith('/storage/v1/render/image/public/') ||
      url.startsWith('/storage/v1/object/sign/') ||
      /^\/auth\/v1\/verify(\?|$)/.test(url))
  );
}

/** The project's opaque API keys (https://supabase.com/docs/guides/api/api-keys). */
export interface OpaqueApiKeys {
  /** `sb_publishable_…`: acts as the `anon` role. */
  publishable: string;
  /** `sb_secret_…`: acts as `service_role`; refused from browsers. */
  secret: string;
}

/** Options of {@link installGateway}. */
export interface GatewayOptions {
  /** HS256 secret the legacy JWT keys and every session token are signed with. */
  jwtSecret: string;
  /** The publishable and secret keys this project accepts. */
  keys: OpaqueApiKeys;
}

/**
 * The legacy key JWT the CLI signs for `role` (claims `iss`, `role`, `exp` in that order, expiry
 * 2032-12-14): with the CLI's local JWT secret it is exactly the CLI's `anon` / `service_role` key.
 */
export function roleKeyJwt(role: 'anon' | 'service_role', jwtSecret: string): Promise<string> {
  return signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, jwtSecret);
}

/**
 * Hosted Supabase refuses a secret key from a browser, telling browsers apart by `User-Agent`
 * (https://supabase.com/docs/guides/api/api-keys, "You cannot use a secret key in the browser").
 * Every browser's User-Agent starts with `Mozilla/`; server HTTP clients (Node's fetch, curl,
 * supabase-js on a server) do not send one like it.
 */
function isBrowser(userAgent: string | undefined): boolean {
  return userAgent !== undefined && /^Mozilla\//.test(userAgent);
}

const INVALID_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
} as const;

/**
 * Installs the gateway on `app`: CORS on every response and preflight answers (any origin, the
 * requested headers allowed, as the hosted gateway answers), `x-forwarded-for`, and the API key,
 * from the `apikey` header or `?apikey=`:
 * - none: 401 `{"message":"No API key found in request"}`;
 * - the publishable key: the request acts as `anon`; the secret key: as `service_role`, unless
 *   the User-Agent is a browser's (401 `{"message":"Forbidden use of secret API key in
 *   browser"}`). Without an `Authorization` header, or with `Bearer sb_…` (supabase-js sends the
 *   key itself there), the gateway supplies the role's JWT as the bearer token, as the CLI's
 *   gateway (`supabase start`) and hosted projects do;
 * - a legacy JWT key signed with the project secret: stands in for a missing bearer token;
 * - anything else (an unknown `sb_` key, a JWT with another signature): 401 `Invalid API key`.
 */
export async function installGateway(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  const key = new TextEncoder().encode(options.jwtSecret);
  const roleTokens = new Map<string, { role: 'anon' | 'service_role'; jwt: string }>([
    [options.keys.publishable, { role: 'anon', jwt: await roleKeyJwt('anon', options.jwtSecret) }],
    [options.keys.secret, { role: 'service_role', jwt: await roleKeyJwt('service_role', options.jwtSecret) }],
  ]);
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
    // The key stays where it was sent (`?apikey=` reaches PostgREST in the query string, as with
    // the self-hosted gateway's `hide_credentials: false`).
    let keyToken: string;
    const mapped = roleTokens.get(apikey);
    if (mapped) {
      if (mapped.role === 'service_role' && isBrowser(header(request.headers, 'user-agent'))) {
        return reply.code(401).send({ message: 'Forbidden use of secret API key in browser' });
      }
      keyToken = mapped.jwt;
    } else {
      if (apikey.startsWith('sb_')) return reply.code(401).send(INVALID_KEY);
      try {
        await compactVerify(apikey, key, { algorithms: ['HS256'] });
      } catch {
        return reply.code(401).send(INVALID_KEY);
      }
      keyToken = apikey; // a legacy key is itself the role's JWT
    }
    // A user's own token passes through; a missing one, or an opaque key sent as the bearer
    // token, is replaced by the key's JWT (the CLI gateway's rule).
    const authorization = header(request.headers, 'authorization');
    if (authorization === undefined || authorization.startsWith('Bearer sb_')) {
      request.headers.authorization = `Bearer ${keyToken}`;
    }
  });
}
