/**
 * Helpers of the web push database tests (docs/decisions/0049): subscriptions issued by the
 * stack's local push service, calls of the push-subscribe function as a browser makes them.
 */
import type pg from 'pg';
import { inject } from 'vitest';

/** The push-subscribe function of the test stack. */
export const pushFunction = () => `${inject('apiUrl')}/functions/v1/push-subscribe`;

/** A subscription as `PushSubscription.toJSON()` gives it. */
export interface Sub {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A subscription issued by the local push service for this run's VAPID key. */
export async function newSubscription(): Promise<Sub> {
  const { publicKey } = (await (await fetch(pushFunction())).json()) as { publicKey: string };
  const response = await fetch(`${inject('pushUrl')}/_local/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ applicationServerKey: publicKey }),
  });
  return (await response.json()) as Sub;
}

/** POSTs `body` to the function with the public key, as the site does. */
export async function callFunction(
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(pushFunction(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: inject('anonKey') },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The stored topics and language of an endpoint's subscription, or undefined. */
export async function subscriptionRow(db: pg.Client, endpoint: string) {
  return (
    await db.query(`select topics, language from private.push_subscriptions where endpoint = $1`, [endpoint])
  ).rows[0] as { topics: string[]; language: string } | undefined;
}
