/**
 * Unit tests of the stripe-webhook function (webhook.ts, receipt.ts) with the official `stripe`
 * SDK's verification: a good signature is applied and receipted, a missing, wrong or stale one is
 * 400 and writes nothing, a replay sends no second receipt; the receipt's content. Each event
 * type's effect on the database is in tests/db/giving.test.ts and giving-functions.test.ts.
 */
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { stripeSignature } from '../../local/stripe/stand-in';
import type { StripeLike } from '../_shared/giving';
import { composeReceipt, IRS_SENTENCE, type ReceiptGift } from './receipt';
import { handleWebhookRequest, type WebhookEnv } from './webhook';

const env: WebhookEnv = {
  supabaseUrl: 'http://db.test',
  serviceKey: 'service-key',
  webhookSecret: 'whsec_unit_secret',
  resendApiUrl: 'http://mail.test',
  resendApiKey: 're_test',
  from: 'Giving <giving@example.org>',
  linkSecret: 'link-secret',
  timeZone: 'America/Indiana/Indianapolis',
};
const stripe = new Stripe('sk_test_unit') as unknown as StripeLike;
const crypto = Stripe.createSubtleCryptoProvider();

const gift: ReceiptGift = {
  id: '11111111-2222-4333-8444-555555555555',
  amount_cents: 25000,
  currency: 'usd',
  fund_name: 'Missions',
  frequency: 'one_time',
  donor_name: 'Grace Giver',
  donor_email: 'giver@example.org',
  customer_id: 'cus_test_1',
  given_at: '2026-11-27T18:00:00Z',
  church_name: 'Grace Chapel',
  ein: '12-3456789',
};

function fake(answer: { duplicate: boolean; applied: boolean; receipt: ReceiptGift | null }) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown> });
    if (url.endsWith('/rpc/apply_stripe_event')) return new Response(JSON.stringify(answer), { status: 200 });
    if (url.endsWith('/emails')) return new Response(JSON.stringify({ id: 'mail-1' }), { status: 200 });
    return new Response('{}', { status: 404 });
  };
  return { calls, fetchFn };
}

const event = {
  id: 'evt_test_1',
  object: 'event',
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
  it('a good signature: the raw event is applied and the receipt sent', async () => {
    const db = fake({ duplicate: false, applied: true, receipt: gift });
    const response = await handleWebhookRequest(
      delivery(stripeSignature(payload, env.webhookSecret)),
      env,
      stripe,
      crypto,
      db.fetchFn,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(db.calls[0]).toEqual({ url: 'http://db.test/rest/v1/rpc/apply_stripe_event', body: { event } });
    const mail = db.calls[1]!;
    expect(mail.url).toBe('http://mail.test/emails');
    expect(mail.body).toMatchObject({
      to: ['giver@example.org'],
      subject: 'Your gift receipt from Grace Chapel',
    });
    expect(mail.body.text).toContain(IRS_SENTENCE);
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
    const db = fake({ duplicate: false, applied: true, receipt: gift });
    const response = await handleWebhookRequest(delivery(signature), env, stripe, crypto, db.fetchFn);
    expect(response.status).toBe(400);
    expect(db.calls).toEqual([]);
  });

  it('a replayed event: 200, duplicate, no receipt', async () => {
    const db = fake({ duplicate: true, applied: false, receipt: null });
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

  it('a recurring gift links to the customer portal through a signed link', async () => {
    const db = fake({ duplicate: false, applied: true, receipt: { ...gift, frequency: 'monthly' } });
    await handleWebhookRequest(
      delivery(stripeSignature(payload, env.webhookSecret)),
      env,
      stripe,
      crypto,
      db.fetchFn,
    );
    expect(String(db.calls[1]!.body.html)).toMatch(
      /href="http:\/\/db\.test\/functions\/v1\/giving-checkout\/portal\?customer=cus_test_1&#38;sig=[0-9a-f]{64}"/,
    );
  });
});

describe('composeReceipt', () => {
  it('names the church, EIN, date, amount, fund and the IRS sentence; the subject nothing personal', () => {
    const email = composeReceipt(gift, null, 'America/Indiana/Indianapolis');
    expect(email.subject).toBe('Your gift receipt from Grace Chapel');
    for (const part of [
      'Grace Chapel, EIN 12-3456789',
      'November 27, 2026',
      '$250.00',
      'Missions',
      IRS_SENTENCE,
    ]) {
      expect(email.text).toContain(part);
      expect(email.html).toContain(part);
    }
    expect(email.text).not.toContain('recurring');
  });

  it('escapes a donor name in the HTML', () => {
    const email = composeReceipt({ ...gift, donor_name: '<b>x</b>' }, null, 'UTC');
    expect(email.html).not.toContain('<b>x</b>');
  });
});
