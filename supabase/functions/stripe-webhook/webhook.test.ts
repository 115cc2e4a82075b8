/**
 * Unit tests of the stripe-webhook function (webhook.ts) with the official `stripe` SDK's
 * verification: a good signature is applied (and no e-mail is sent here: the database queues the
 * receipt), a missing, wrong or stale one is 400 and writes nothing, an event of another API
 * version is 400 and writes nothing, a database failure is 500. Each event type's effect on the
 * database is in tests/db/stripe-events.test.ts, giving.test.ts and giving-functions.test.ts; the
 * e-mails in ../send-giving-mail/giving-mail.test.ts.
 */
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { stripeSignature } from '../../local/stripe/stand-in';
import { STRIPE_API_VERSION, type StripeLike } from '../_shared/giving';
import { handleWebhookRequest, type WebhookEnv } from './webhook';

const env: WebhookEnv = {
  supabaseUrl: 'http://db.test',
  serviceKey: 'service-key',
  webhookSecret: 'whsec_unit_secret',
};
const stripe = new Stripe('sk_test_unit') as unknown as StripeLike;
const crypto = Stripe.createSubtleCryptoProvider();

/** What `apply_stripe_event` answers: the e-mails it queued are listed, not sent here. */
const RECEIPT = [{ kind: 'receipt', id: 'd-1', donor_email: 'giver@example.org' }];

function fake(answer: { duplicate: boolean; applied: boolean; mails: unknown[] }) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown> });
    if (url.endsWith('/rpc/apply_stripe_event')) return new Response(JSON.stringify(answer), { status: 200 });
    return new Response('{}', { status: 404 });
  };
  return { calls, fetchFn };
}

const event = {
  id: 'evt_test_1',
  object: 'event',
  api_version: STRIPE_API_VERSION,
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_1' } },
};
const payload = JSON.stringify(event, null, 2);

function delivery(signature: string | null, body = payload): Request {
  return new Request('http://fn.test/stripe-webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body,
  });
}

describe('handleWebhookRequest', () => {
  it('a good signature: the raw event is applied, and nothing else is called', async () => {
    const db = fake({ duplicate: false, applied: true, mails: RECEIPT });
    const response = await handleWebhookRequest(
      delivery(stripeSignature(payload, env.webhookSecret)),
      env,
      stripe,
      crypto,
      db.fetchFn,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(db.calls).toEqual([{ url: 'http://db.test/rest/v1/rpc/apply_stripe_event', body: { event } }]);
  });

  it.each([
    ['missing', null],
    ['wrong secret', stripeSignature(payload, 'whsec_other')],
    ['another body', stripeSignature(payload.replace('cs_test_1', 'cs_test_2'), env.webhookSecret)],
    [
      'stale (10 minutes old)',
      stripeSignature(payload, env.webhookSecret, Math.floor(Date.now() / 1000) - 600),
    ],
    ['malformed', 'v1=abc'],
  ])('signature %s: 400 and nothing written', async (_name, signature) => {
    vi.mocked(console.error).mockImplementation(() => {});
    const db = fake({ duplicate: false, applied: true, mails: RECEIPT });
    const response = await handleWebhookRequest(delivery(signature), env, stripe, crypto, db.fetchFn);
    expect(response.status).toBe(400);
    expect(db.calls).toEqual([]);
  });

  it('a replayed event: 200, duplicate, no receipt', async () => {
    const db = fake({ duplicate: true, applied: false, mails: [] });
    const response = await handleWebhookRequest(
      delivery(stripeSignature(payload, env.webhookSecret)),
      env,
      stripe,
      crypto,
      db.fetchFn,
    );
    expect(await response.json()).toEqual({ received: true, duplicate: true });
    expect(db.calls.map((c) => c.url)).toEqual(['http://db.test/rest/v1/rpc/apply_stripe_event']);
  });

  it('a database failure is 500 (Stripe delivers again)', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const fetchFn = async () => new Response('{"message":"down"}', { status: 503 });
    const response = await handleWebhookRequest(
      delivery(stripeSignature(payload, env.webhookSecret)),
      env,
      stripe,
      crypto,
      fetchFn,
    );
    expect(response.status).toBe(500);
  });

  it('an event of another API version: 400 and nothing written', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const old = JSON.stringify({ ...event, api_version: '2025-09-30.clover' });
    const db = fake({ duplicate: false, applied: true, mails: RECEIPT });
    const response = await handleWebhookRequest(
      delivery(stripeSignature(old, env.webhookSecret), old),
      env,
      stripe,
      crypto,
      db.fetchFn,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: `Send events of API version ${STRIPE_API_VERSION}.` });
    expect(db.calls).toEqual([]);
  });
});
