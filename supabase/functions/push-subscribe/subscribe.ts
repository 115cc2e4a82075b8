/**
 * The work of the `push-subscribe` Edge Function (docs/decisions/0049-push-notifications.md), the
 * only way a browser's push subscription reaches the database:
 *
 *   GET  /push-subscribe  → 200 { publicKey }  (the VAPID public key: PushManager's applicationServerKey)
 *   POST /push-subscribe  { action, subscription: { endpoint, keys: { p256dh, auth } }, … }
 *     subscribe    { topics: ('live' | 'sermons' | 'announcements')[], language? } → the state
 *     remind       { registration: <token of /registrations/<token>>, remind: boolean, language? }
 *     status       { registration? } → { subscribed, topics, reminded }
 *     unsubscribe  → { subscribed: false }
 *     test         Authorization: Bearer <staff access token>; 'Send to my device' (admins, editors)
 *
 * The endpoint must belong to a known push service (Google, Mozilla, Apple, Microsoft; https) or
 * to an origin of PUSH_EXTRA_ENDPOINT_ORIGINS (the local push service): the function never posts
 * to an address a visitor made up. The browser proves that a subscription is its own with its
 * endpoint and auth secret. Answers with CORS headers: 200 with `{ subscribed, topics, reminded }`,
 * 400 `{ error }` (a sentence for the visitor), 401/403, 429 (flood guard), 500.
 */
import { rpc, RpcError, type Fetch } from '../_shared/db.ts';
import { readServiceDb, required, type ReadVariable, type ServiceDb } from '../_shared/env.ts';
import { errorText, json, preflight } from '../_shared/http.ts';

/** The function's settings. */
export interface SubscribeEnv extends ServiceDb {
  /** The project's public key (PostgREST needs an apikey with a staff member's token). */
  anonKey: string;
  /** VAPID_PUBLIC_KEY, base64url. */
  vapidPublicKey: string;
  /** PUSH_EXTRA_ENDPOINT_ORIGINS: origins accepted besides the known push services (local only). */
  extraOrigins: string[];
}

/** A browser's subscription, checked. */
export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The topics a browser may choose. */
export const TOPICS = ['live', 'sermons', 'announcements'] as const;

/** Hosts of the browsers' push services (a name, or `.suffix` for any name under it). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

/** Bad input: 400 with a sentence. */
class InputError extends Error {}

/** Whether `endpoint` is a known push service's https address, or of an extra origin. */
export function endpointAllowed(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

/** base64 or base64url (with or without padding) as unpadded base64url. */
function toBase64url(value: string): string {
  return value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Checks `PushSubscription.toJSON()` as the browser sent it.
 *
 * @throws InputError when a part is missing or malformed, or the endpoint is not a push service's.
 */
export function parseSubscription(value: unknown, extraOrigins: readonly string[]): Subscription {
  const sub = (typeof value === 'object' && value !== null ? value : {}) as {
    endpoint?: unknown;
    keys?: { p256dh?: unknown; auth?: unknown };
  };
  const endpoint = typeof sub.endpoint === 'string' ? sub.endpoint : '';
  if (!endpoint || endpoint.length > 1024 || !endpointAllowed(endpoint, extraOrigins)) {
    throw new InputError('This browser’s push service is not supported.');
  }
  const p256dh = typeof sub.keys?.p256dh === 'string' ? toBase64url(sub.keys.p256dh) : '';
  const auth = typeof sub.keys?.auth === 'string' ? toBase64url(sub.keys.auth) : '';
  if (!/^[A-Za-z0-9_-]{87}$/.test(p256dh) || !/^[A-Za-z0-9_-]{22}$/.test(auth)) {
    throw new InputError('The browser sent an incomplete subscription. Please try again.');
  }
  return { endpoint, p256dh, auth };
}

function language(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/.test(value) ? value : 'en';
}

function topics(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((t) => (TOPICS as readonly unknown[]).includes(t))) {
    throw new InputError('Choose topics among live, sermons and announcements.');
  }
  return [...new Set(value as string[])];
}

/** The visitor's address as the gateway forwards it (the flood guard's key). */
function clientAddress(request: Request): string {
  return (request.headers.get('x-forwarded-for') ?? '').split(',').pop()?.trim() || 'unknown';
}

/** The staff member behind a bearer token when they may send a test (admin, editor), else null. */
async function testSender(request: Request, env: SubscribeEnv, fetchFn: Fetch): Promise<string | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return null;
  const response = await fetchFn(`${env.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/push_test_sender`, {
    method: 'POST',
    headers: { apikey: env.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) return null;
  const id = (await response.json()) as unknown;
  return typeof id === 'string' ? id : null;
}

/** Runs one action; the state `{ subscribed, topics, reminded }` or `{ queued }` for a test. */
async function act(
  request: Request,
  body: Record<string, unknown>,
  env: SubscribeEnv,
  fetchFn: Fetch,
): Promise<Response> {
  const sub = parseSubscription(body.subscription, env.extraOrigins);
  const client = clientAddress(request);
  const registration = typeof body.registration === 'string' ? body.registration : null;
  switch (body.action) {
    case 'subscribe':
      return json(
        200,
        await rpc(env, fetchFn, 'push_subscribe', {
          ...sub,
          topics: topics(body.topics),
          language: language(body.language),
          client,
        }),
      );
    case 'remind':
      if (!registration) throw new InputError('This registration link is not valid.');
      return json(
        200,
        await rpc(env, fetchFn, 'push_remind', {
          ...sub,
          language: language(body.language),
          registration_token: registration,
          remind: body.remind === true,
          client,
        }),
      );
    case 'status':
      return json(
        200,
        await rpc(env, fetchFn, 'push_status', {
          endpoint: sub.endpoint,
          auth: sub.auth,
          registration_token: registration,
        }),
      );
    case 'unsubscribe':
      await rpc(env, fetchFn, 'push_unsubscribe', { endpoint: sub.endpoint, auth: sub.auth });
      return json(200, { subscribed: false, topics: [], reminded: false });
    case 'test': {
      const staffId = await testSender(request, env, fetchFn);
      if (!staffId) return json(403, { error: 'Only admins and editors send notifications.' });
      const queued = await rpc(env, fetchFn, 'push_queue_test', {
        ...sub,
        language: language(body.language),
        staff_id: staffId,
        client,
      });
      return json(200, { queued });
    }
    default:
      throw new InputError('Unknown action.');
  }
}

/** Handles one request (see the file's comment). */
export async function handleSubscribeRequest(
  request: Request,
  env: SubscribeEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method === 'GET') return json(200, { publicKey: env.vapidPublicKey });
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  try {
    return await act(request, body ?? {}, env, fetchFn);
  } catch (error) {
    if (error instanceof InputError) return json(400, { error: error.message });
    if (error instanceof RpcError) {
      if (error.status === 429) {
        return json(429, {
          error: 'Too many requests from this connection. Please try again in a few minutes.',
        });
      }
      if (error.code === '42501')
        return json(403, { error: 'This subscription belongs to another browser.' });
      if (error.code === '22023') return json(400, { error: error.message });
    }
    console.error(`push-subscribe failed: ${errorText(error)}`);
    return json(500, { error: 'Notifications could not be changed. Please try again.' });
  }
}

/**
 * Reads the environment.
 *
 * @throws MissingVariable naming the first missing variable.
 */
export function readSubscribeEnv(get: ReadVariable): SubscribeEnv {
  return {
    ...readServiceDb(get),
    anonKey: required(get, 'SUPABASE_ANON_KEY'),
    vapidPublicKey: required(get, 'VAPID_PUBLIC_KEY'),
    extraOrigins: (get('PUSH_EXTRA_ENDPOINT_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}
