import { env } from '@/lib/env';

/**
 * The browser's side of web push (docs/decisions/0049): its `PushSubscription` (made by the site's
 * service worker's `PushManager`, with the VAPID public key the push-subscribe function gives) and
 * the push-subscribe Edge Function, the only writer of subscriptions. Loaded only when a visitor
 * taps a notification control, or when the browser already granted notifications (to show the
 * switches' states): never on a first visit.
 *
 * The permission is asked by the caller, first thing in the tap's handler (`askPermission` of
 * `../utils/platform`), and handed in as a promise: Safari grants the prompt only within the
 * user's gesture, and this module is still loading then.
 */

/** A topic a browser may subscribe to. */
export type Topic = 'live' | 'sermons' | 'announcements';

/** What the function answers: the browser's topics and whether a registration's reminder is on. */
export interface PushState {
  subscribed: boolean;
  topics: Topic[];
  reminded: boolean;
}

/**
 * Why a change failed: the permission refused (`blocked`) or not given (`notAllowed`), no service
 * worker ready (`noWorker`), the function unreachable (`unreachable`), the browser's push service
 * refusing (`browser`), or the function's own refusal (`server`).
 */
export type PushReason = 'blocked' | 'notAllowed' | 'noWorker' | 'unreachable' | 'browser' | 'server';

/**
 * A failure the visitor can read: the English sentence (the function's, or one of these; staff
 * pages show it as it is) and its {@link PushReason}, by which a Spanish page says it in Spanish.
 */
export class PushError extends Error {
  constructor(
    message: string,
    readonly reason: PushReason,
  ) {
    super(message);
  }
}

export const NOT_SUBSCRIBED: PushState = { subscribed: false, topics: [], reminded: false };

const BLOCKED =
  'Notifications are blocked for this site. Allow them in your browser’s settings for this site, then try again.';
const NOT_ALLOWED = 'Notifications were not allowed. Tap again when you are ready.';
const NO_WORKER =
  'This browser has not finished setting up the site for notifications. Reload the page and try again.';
const UNREACHABLE = 'Notifications could not be reached. Check your connection and try again.';

const functionUrl = () => `${env.VITE_SUPABASE_URL}/functions/v1/push-subscribe`;

async function callFunction<T>(body: Record<string, unknown>, accessToken?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(functionUrl(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: env.VITE_SUPABASE_ANON_KEY,
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new PushError(UNREACHABLE, 'unreachable');
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (!response.ok) {
    throw new PushError(
      typeof answer.error === 'string' ? answer.error : 'Something went wrong. Try again.',
      'server',
    );
  }
  return answer as T;
}

let publicKey: Promise<string> | undefined;

/** The VAPID public key (PushManager's `applicationServerKey`), read once per page. */
function applicationServerKey(): Promise<string> {
  publicKey ??= fetch(functionUrl(), { headers: { apikey: env.VITE_SUPABASE_ANON_KEY } })
    .then((r) => r.json() as Promise<{ publicKey?: unknown }>)
    .then((body) => {
      if (typeof body.publicKey !== 'string') throw new Error('no key');
      return body.publicKey;
    })
    .catch(() => {
      publicKey = undefined;
      throw new PushError(UNREACHABLE, 'unreachable');
    });
  return publicKey;
}

/** The site's active service worker registration (at most 10 s: a blocked worker never gets ready). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator)) throw new PushError(NO_WORKER, 'noWorker');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError(NO_WORKER, 'noWorker')), 10_000);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The browser's existing subscription, without asking anything; null when there is none. */
async function existingSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * The browser's subscription, made when there is none, once `permission` is granted.
 *
 * @throws PushError when the permission was refused or the worker or function cannot be reached.
 */
async function subscription(permission: Promise<NotificationPermission>): Promise<PushSubscription> {
  const granted = await permission;
  if (granted === 'denied') throw new PushError(BLOCKED, 'blocked');
  if (granted !== 'granted') throw new PushError(NOT_ALLOWED, 'notAllowed');
  const registration = await workerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await applicationServerKey(),
    });
  } catch (error) {
    if (error instanceof PushError) throw error;
    throw new PushError('This browser could not turn on notifications. Try again later.', 'browser');
  }
}

const language = () => navigator.language || 'en';

/**
 * The state of this browser's subscription (and of the reminder of `registration`), read without
 * asking for anything: not subscribed when the browser holds no subscription.
 */
export async function readPushState(registration?: string): Promise<PushState> {
  const sub = await existingSubscription();
  if (!sub) return NOT_SUBSCRIBED;
  return callFunction<PushState>({ action: 'status', subscription: sub.toJSON(), registration });
}

/**
 * Turns one topic on or off for this browser. Turning the last topic off (with no reminder left)
 * deletes the subscription on the server and in the browser.
 *
 * @param permission - from `askPermission()`, called first in the tap's handler.
 */
export async function setTopic(
  topic: Topic,
  on: boolean,
  permission: Promise<NotificationPermission>,
): Promise<PushState> {
  const sub = on ? await subscription(permission) : await existingSubscription();
  if (!sub) return NOT_SUBSCRIBED;
  const json = sub.toJSON();
  const current = await callFunction<PushState>({ action: 'status', subscription: json });
  const topics = on ? [...new Set([...current.topics, topic])] : current.topics.filter((t) => t !== topic);
  const next = await callFunction<PushState>({
    action: 'subscribe',
    subscription: json,
    topics,
    language: language(),
  });
  if (!next.subscribed) await sub.unsubscribe().catch(() => undefined);
  return next;
}

/** Turns every topic and reminder of this browser off ('Turn all off'). */
export async function unsubscribeAll(): Promise<PushState> {
  const sub = await existingSubscription();
  if (!sub) return NOT_SUBSCRIBED;
  await callFunction<PushState>({ action: 'unsubscribe', subscription: sub.toJSON() });
  await sub.unsubscribe().catch(() => undefined);
  return NOT_SUBSCRIBED;
}

/**
 * 'Remind me' (24 hours and 1 hour before) of the registration behind `token`, on or off.
 *
 * @param permission - from `askPermission()` when turning it on.
 */
export async function setReminder(
  token: string,
  on: boolean,
  permission: Promise<NotificationPermission>,
): Promise<PushState> {
  const sub = on ? await subscription(permission) : await existingSubscription();
  if (!sub) return NOT_SUBSCRIBED;
  const next = await callFunction<PushState>({
    action: 'remind',
    subscription: sub.toJSON(),
    registration: token,
    remind: on,
    language: language(),
  });
  if (!next.subscribed) await sub.unsubscribe().catch(() => undefined);
  return next;
}

/**
 * 'Send to my device' of /admin/notifications: a test notification to this browser, sent with the
 * staff member's access token (admins and editors).
 */
export async function sendTestToThisDevice(
  accessToken: string,
  permission: Promise<NotificationPermission>,
): Promise<void> {
  const sub = await subscription(permission);
  await callFunction({ action: 'test', subscription: sub.toJSON(), language: language() }, accessToken);
}
