/**
 * The work of the `push-send` Edge Function (docs/decisions/0049-push-notifications.md), without
 * Deno APIs so that it runs in Deno (index.ts) and in the unit tests alike:
 *
 * 1. claim due deliveries with `public.push_claim` (PostgREST RPC, service role), in batches;
 * 2. build each Web Push request (RFC 8030 §5): the notification as JSON ({ title, body, url,
 *    tag, icon, lang }), encrypted for the subscription with `aes128gcm` (RFC 8291, by
 *    `_shared/web-push-encrypt.ts`, which index.ts passes in), `Authorization: vapid t=<JWT>,
 *    k=<public key>` (RFC 8292: ES256, `aud` the push service's origin, `exp` 12 hours ahead,
 *    `sub` the contact), `TTL`, `Urgency` and `Topic` of the message's kind;
 * 3. POST it to the endpoint and report each result with `public.push_report`: 201/2xx sent,
 *    404/410 gone (the database deletes the subscription), 429/5xx/no answer retry (the database
 *    schedules it), anything else failed. Reasons name the status, never the endpoint.
 */
import { rpc, type Fetch } from '../_shared/db.ts';
import { readServiceDb, required, type ReadVariable, type ServiceDb } from '../_shared/env.ts';
import { handleHookRequest } from '../_shared/http.ts';
import { pool } from '../_shared/outbox.ts';

/** One row of `public.push_claim`. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  kind: 'live' | 'sermon' | 'announcement' | 'reminder' | 'test';
  title: string;
  body: string;
  /** A path of the site, e.g. `/live`. */
  url: string;
  /** RFC 8030 Topic, also the notification's tag. */
  topic: string;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Seconds the push service may keep the message (the message's TTL, never past its expiry). */
  ttl: number;
  /** The language the title and body are written in ('en', 'es'; decision 0055). */
  language?: 'en' | 'es';
}

/** A subscription as `PushSubscription.toJSON()` gives it (the library's input). */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** The cryptography: index.ts passes it (the VAPID signer from `npm:jose`), tests too. */
export interface WebPushTools {
  /** RFC 8291 `aes128gcm` body of `plaintext` for the subscription (header and one record). */
  encrypt(subscription: SubscriptionJson, plaintext: Uint8Array): Promise<Uint8Array>;
  /** An ES256 JWT of `claims`, signed with the VAPID private key. */
  signJwt(claims: { aud: string; exp: number; sub: string }): Promise<string>;
}

/** What the function needs from its environment. */
export interface PushSendEnv extends ServiceDb {
  /** ALERTS_HOOK_SECRET: what the database sends as `x-alerts-secret`. */
  hookSecret: string;
  /** VAPID_PUBLIC_KEY: the P-256 public key, uncompressed point, base64url (RFC 8292 `k`). */
  vapidPublicKey: string;
  /** VAPID_PRIVATE_KEY: the private key (32 bytes), base64url. */
  vapidPrivateKey: string;
  /** VAPID_SUBJECT: `mailto:` or `https:` contact for the push services (RFC 8292 `sub`). */
  vapidSubject: string;
}

/** The result of one run. */
export interface PushRunResult {
  sent: number;
  gone: number;
  retried: number;
  failed: number;
}

/** The church's icon on every notification (the app icon of public/icons). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** Deliveries claimed per round, and requests sent at once within a round. */
export const BATCH_SIZE = 100;
export const CONCURRENCY = 10;
/** How long the VAPID JWT is valid (RFC 8292 §2: at most 24 hours). */
export const JWT_SECONDS = 12 * 60 * 60;

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * The VAPID key pair as a private JWK for jose's `importJWK` (x and y from the public key).
 *
 * @throws Error when the public key is not an uncompressed P-256 point or the private key is not 32 bytes.
 */
export function vapidPrivateJwk(publicKey: string, privateKey: string): JsonWebKey {
  const point = fromBase64url(publicKey);
  if (point.length !== 65 || point[0] !== 4) throw new Error('VAPID_PUBLIC_KEY is not a P-256 public key');
  if (fromBase64url(privateKey).length !== 32)
    throw new Error('VAPID_PRIVATE_KEY is not a P-256 private key');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: base64url(point.subarray(1, 33)),
    y: base64url(point.subarray(33)),
    d: privateKey,
  };
}

/**
 * The notification the service worker shows (src/service-worker/push.ts reads this shape):
 * `{ title, body, url, tag, icon }`, and `lang` (the message's language) when the claim gives one.
 */
export function notificationPayload(delivery: ClaimedDelivery): string {
  return JSON.stringify({
    title: delivery.title,
    body: delivery.body,
    url: delivery.url,
    tag: delivery.topic,
    icon: NOTIFICATION_ICON,
    ...(delivery.language ? { lang: delivery.language } : {}),
  });
}

/** The Web Push request of one delivery (RFC 8030 §5, RFC 8291, RFC 8292). */
export async function pushRequest(
  delivery: ClaimedDelivery,
  env: Pick<PushSendEnv, 'vapidPublicKey' | 'vapidSubject'>,
  tools: WebPushTools,
  now = Date.now(),
): Promise<{ url: string; init: RequestInit }> {
  const body = await tools.encrypt(
    {
      endpoint: delivery.endpoint,
      expirationTime: null,
      keys: { p256dh: delivery.p256dh, auth: delivery.auth },
    },
    new TextEncoder().encode(notificationPayload(delivery)),
  );
  const jwt = await tools.signJwt({
    aud: new URL(delivery.endpoint).origin,
    exp: Math.floor(now / 1000) + JWT_SECONDS,
    sub: env.vapidSubject,
  });
  return {
    url: delivery.endpoint,
    init: {
      method: 'POST',
      headers: {
        Authorization: `vapid t=${jwt}, k=${env.vapidPublicKey}`,
        TTL: String(delivery.ttl),
        Urgency: delivery.urgency,
        Topic: delivery.topic,
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
      },
      body: body as BodyInit,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    },
  };
}

/** What a push service's answer means for the delivery. */
export function outcomeOf(status: number): 'sent' | 'gone' | 'retry' | 'failed' {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'failed';
}

/**
 * Claims and sends every due delivery in batches of {@link BATCH_SIZE} (at most 20 batches per
 * call; the cron job calls again for the rest), {@link CONCURRENCY} at once, reporting each.
 *
 * @throws Error when the database cannot be reached (claimed rows come back after two minutes).
 */
export async function runPushSend(
  env: PushSendEnv,
  tools: WebPushTools,
  fetchFn: Fetch = fetch,
): Promise<PushRunResult> {
  const result: PushRunResult = { sent: 0, gone: 0, retried: 0, failed: 0 };
  for (let round = 0; round < 20; round += 1) {
    const claimed = await rpc<ClaimedDelivery[]>(env, fetchFn, 'push_claim', { batch: BATCH_SIZE });
    if (claimed.length === 0) break;
    await pool(claimed, CONCURRENCY, async (delivery) => {
      let outcome: ReturnType<typeof outcomeOf>;
      let status: number | null = null;
      let error: string | null = null;
      try {
        const { url, init } = await pushRequest(delivery, env, tools);
        const response = await fetchFn(url, init);
        status = response.status;
        await response.text().catch(() => ''); // the answer's body is not needed, but must be read
        outcome = outcomeOf(status);
        if (outcome !== 'sent') error = `push service answered ${status}`;
      } catch (caught) {
        outcome = 'retry';
        error = `no answer from the push service: ${caught instanceof Error ? caught.name : 'error'}`;
      }
      const counter = outcome === 'retry' ? 'retried' : outcome;
      result[counter] += 1;
      await rpc(env, fetchFn, 'push_report', {
        delivery_id: delivery.id,
        outcome,
        http_status: status,
        error,
      });
    });
    if (claimed.length < BATCH_SIZE) break;
  }
  return result;
}

/**
 * The HTTP handler: `POST` with the `x-alerts-secret` header runs {@link runPushSend} (405, 401
 * else), answering `{ sent, gone, retried, failed }` or `{ error }` (500).
 */
export function handlePushSendRequest(
  request: Request,
  env: PushSendEnv,
  tools: WebPushTools,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  return handleHookRequest(request, 'x-alerts-secret', env.hookSecret, () =>
    runPushSend(env, tools, fetchFn),
  );
}

/**
 * Reads the environment the function needs.
 *
 * @throws MissingVariable naming the first missing variable.
 */
export function readPushSendEnv(get: ReadVariable): PushSendEnv {
  return {
    ...readServiceDb(get),
    hookSecret: required(get, 'ALERTS_HOOK_SECRET'),
    vapidPublicKey: required(get, 'VAPID_PUBLIC_KEY'),
    vapidPrivateKey: required(get, 'VAPID_PRIVATE_KEY'),
    vapidSubject: required(get, 'VAPID_SUBJECT'),
  };
}
