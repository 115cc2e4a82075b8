/**
 * The local push service (docs/decisions/0049): what Firebase Cloud Messaging, Mozilla's autopush
 * or Apple's push service are to a browser, on 127.0.0.1, so that a test reads exactly what a
 * phone would get. Only the local stack starts it (`[local.push] port` of config.toml, 54327, or a
 * free port for test stacks); the push-subscribe function accepts its endpoints only because the
 * local stack names its origin in PUSH_EXTRA_ENDPOINT_ORIGINS.
 *
 *   POST   /_local/subscriptions            { applicationServerKey? } → a new subscription, as
 *                                            `PushSubscription.toJSON()` gives it ({ endpoint,
 *                                            expirationTime, keys: { p256dh, auth } }); its key
 *                                            pair and auth secret are made here (P-256, 16 bytes)
 *   POST   /_local/subscriptions/expire     { endpoint } → that endpoint answers 410 from now on
 *   GET    /_local/messages                 { messages: [...] } newest first: endpoint, the
 *                                            headers (ttl, urgency, topic), the VAPID claims, the
 *                                            decrypted payload (and `json` when it is JSON)
 *   DELETE /_local/messages                  forgets them
 *   POST   /push/:id                        a push message (RFC 8030 §5)
 *
 * A push message is checked as a push service checks it: `Authorization: vapid t=<JWT>, k=<key>`
 * (RFC 8292 §3: an ES256 JWT signed with `k`'s private key, `aud` this service's origin, `exp`
 * at most 24 hours ahead, `sub` a mailto: or https: contact; 401 otherwise, 403 when `k` is not
 * the applicationServerKey the subscription was made with), `TTL` (required, 400 without),
 * `Urgency` (very-low | low | normal | high) and `Topic` (at most 32 base64url characters), a
 * body of at most 4096 bytes (413) in `Content-Encoding: aes128gcm` that decrypts with the
 * subscription's keys (RFC 8291; 400 otherwise). Accepted: 201 with `Location`. Unknown
 * endpoint: 404; expired: 410.
 */
import { createECDH, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import getPort from 'get-port';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { decryptPushMessage, newUserAgentKeys, type UserAgentKeys } from './ece';

/**
 * A VAPID key pair (RFC 8292) as `web-push generate-vapid-keys` prints it: the P-256 public key
 * (uncompressed point) and the private key, base64url. The local stack makes one per run.
 */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/** Options of {@link startPushStandIn}. */
export interface PushStandInOptions {
  /** Port on 127.0.0.1; 0 picks a free port. */
  port: number;
}

/** A running push service. */
export interface PushStandIn {
  /** e.g. `http://127.0.0.1:54327`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** One message as `GET /_local/messages` lists it. */
export interface ReceivedPushMessage {
  id: string;
  endpoint: string;
  receivedAt: string;
  headers: { ttl: number; urgency: string | null; topic: string | null; contentEncoding: string };
  /** The VAPID JWT's claims (aud, exp, sub) and the sender's public key `k`. */
  vapid: { aud: string; exp: number; sub: string; k: string };
  /** The decrypted payload as text. */
  payload: string;
  /** The payload parsed, when it is JSON. */
  json: unknown;
}

interface Subscription {
  id: string;
  keys: UserAgentKeys;
  applicationServerKey: string | null;
  expired: boolean;
}

const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const DAY_SECONDS = 24 * 60 * 60;

/** The public key `k` (an uncompressed P-256 point, base64url) as a JWK for jose. */
function publicJwk(k: string) {
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 public key');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
}

/** RFC 8292 §3: `vapid t=<jwt>, k=<key>` (parameters in any order). */
function parseVapid(header: string | undefined): { t: string; k: string } | null {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const params = Object.fromEntries(
    match[1].split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()];
    }),
  );
  return typeof params.t === 'string' && typeof params.k === 'string' ? { t: params.t, k: params.k } : null;
}

/**
 * Checks the VAPID header of a push request.
 *
 * @returns the claims, or the status and reason of the refusal.
 */
async function checkVapid(
  header: string | undefined,
  origin: string,
  subscription: Subscription,
): Promise<
  { ok: true; vapid: ReceivedPushMessage['vapid'] } | { ok: false; status: number; reason: string }
> {
  const vapid = parseVapid(header);
  if (!vapid) return { ok: false, status: 401, reason: 'Authorization must be "vapid t=…, k=…" (RFC 8292).' };
  if (subscription.applicationServerKey && vapid.k !== subscription.applicationServerKey) {
    return { ok: false, status: 403, reason: 'k is not the key this subscription was made with.' };
  }
  try {
    if (decodeProtectedHeader(vapid.t).alg !== 'ES256') throw new Error('alg must be ES256');
    const key = await importJWK(publicJwk(vapid.k), 'ES256');
    const { payload } = await jwtVerify(vapid.t, key, { algorithms: ['ES256'], audience: origin });
    const now = Math.floor(Date.now() / 1000);
    if (typeof payload.exp !== 'number') throw new Error('exp is missing');
    if (payload.exp > now + DAY_SECONDS) throw new Error('exp is more than 24 hours ahead');
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
      throw new Error('sub must be a mailto: or https: contact');
    }
    return { ok: true, vapid: { aud: origin, exp: payload.exp, sub: payload.sub, k: vapid.k } };
  } catch (error) {
    return { ok: false, status: 401, reason: `Invalid VAPID JWT: ${(error as Error).message}` };
  }
}

function refuse(reply: FastifyReply, status: number, reason: string): FastifyReply {
  return reply.code(status).type('application/json').send({ error: reason });
}

/** Starts the local push service. */
export async function startPushStandIn(options: PushStandInOptions): Promise<PushStandIn> {
  const port = options.port === 0 ? await getPort({ host: '127.0.0.1' }) : options.port;
  const url = `http://127.0.0.1:${port}`;
  const subscriptions = new Map<string, Subscription>();
  const messages: ReceivedPushMessage[] = [];
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_r, body, done) =>
    done(null, body),
  );

  app.post('/_local/subscriptions', async (request) => {
    const body = (request.body ?? {}) as { applicationServerKey?: unknown };
    const id = randomBytes(18).toString('base64url');
    const keys = newUserAgentKeys();
    const serverKey = typeof body.applicationServerKey === 'string' ? body.applicationServerKey : null;
    subscriptions.set(id, { id, keys, applicationServerKey: serverKey, expired: false });
    return {
      endpoint: `${url}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: keys.publicKey, auth: keys.authSecret },
    };
  });

  app.post('/_local/subscriptions/expire', async (request, reply) => {
    const endpoint = String((request.body as { endpoint?: unknown } | null)?.endpoint ?? '');
    const found = subscriptions.get(endpoint.slice(`${url}/push/`.length));
    if (!endpoint.startsWith(`${url}/push/`) || !found) return refuse(reply, 404, 'No such subscription.');
    found.expired = true;
    return { expired: endpoint };
  });

  app.get('/_local/messages', async () => ({ messages: [...messages].reverse() }));
  app.delete('/_local/messages', async () => {
    messages.length = 0;
    return { deleted: true };
  });

  app.post<{ Params: { id: string } }>('/push/:id', async (request, reply) => {
    const subscription = subscriptions.get(request.params.id);
    if (!subscription) return refuse(reply, 404, 'No such subscription.');
    if (subscription.expired) return refuse(reply, 410, 'This subscription has expired.');
    const auth = await checkVapid(request.headers.authorization, url, subscription);
    if (!auth.ok) return refuse(reply, auth.status, auth.reason);
    const ttlHeader = request.headers.ttl;
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader)) {
      return refuse(reply, 400, 'The TTL header is required (RFC 8030 §5.2).');
    }
    const urgency = typeof request.headers.urgency === 'string' ? request.headers.urgency : null;
    if (urgency !== null && !URGENCIES.has(urgency)) return refuse(reply, 400, 'Unknown Urgency.');
    const topic = typeof request.headers.topic === 'string' ? request.headers.topic : null;
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) {
      return refuse(reply, 400, 'Topic must be at most 32 base64url characters (RFC 8030 §5.4).');
    }
    const encoding = String(request.headers['content-encoding'] ?? '');
    if (encoding !== 'aes128gcm') return refuse(reply, 415, 'Content-Encoding must be aes128gcm.');
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (body.length > 4096) return refuse(reply, 413, 'A push message body is at most 4096 bytes.');
    let payload: string;
    try {
      payload = decryptPushMessage(body, subscription.keys).toString('utf8');
    } catch (error) {
      return refuse(reply, 400, (error as Error).message);
    }
    let json: unknown = null;
    try {
      json = JSON.parse(payload);
    } catch {
      // a text payload
    }
    const id = randomBytes(12).toString('base64url');
    messages.push({
      id,
      endpoint: `${url}/push/${subscription.id}`,
      receivedAt: new Date().toISOString(),
      headers: { ttl: Number(ttlHeader), urgency, topic, contentEncoding: encoding },
      vapid: auth.vapid,
      payload,
      json,
    });
    if (messages.length > 500) messages.shift();
    return reply.code(201).header('Location', `${url}/m/${id}`).send();
  });

  await app.listen({ host: '127.0.0.1', port });
  return { url, port, close: () => app.close() };
}
