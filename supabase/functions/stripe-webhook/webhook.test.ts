/**
 * Unit tests of the stripe-webhook function (webhook.ts, receipt.ts) with the official `stripe`
 * SDK's verification: a good signature is applied and receipted, a missing, wrong or stale one is
 * 400 and writes nothing, an event of another API version is 400 and writes nothing, a replay
 * sends no second receipt, a failed renewal sends the card link; the e-mails' content (the name
 * made plain). Each event type's effect on the database is in tests/db/stripe-events.test.ts,
 * giving.test.ts and giving-functions.test.ts.
 */
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { stripeSignature } from '../../local/stripe/stand-in';
import { STRIPE_API_VERSION, type StripeLike } from '../_shared/giving';
import { composePaymentFailed, composeReceipt, IRS_SENTENCE, type ReceiptGift } from './receipt';
import type { GiftMail } from './webhook';
import { handleWebhookRequest, type WebhookEnv } from './webhook';

const env: WebhookEnv = {
  supabaseUrl: 'http://db.test',
  serviceKey: 'service-key',
  webhookSecret: 'whsec_unit_secret',
  resendApiUrl: 'http://mail.test',
  resendApiKey: 're_test',
  visitorAddress: 'no-reply@example.org',
  linkSecret: 'link-secret',
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

function fake(
  answer: { duplicate: boolean; applied: boolean; mails: GiftMail[] },
  identity: Record<string, unknown> = { name: 'Grace Chapel' },
) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown> });
    if (url.endsWith('/rpc/apply_stripe_event')) return new Response(JSON.stringify(answer), { status: 200 });
    if (url.endsWith('/emails')) return new Response(JSON.stringify({ id: 'mail-1' }), { status: 200 });
    if (url.includes('/rest/v1/site_settings?'))
      return Response.json([{ setting_key: 'site_identity', setting_value: identity }]);
    return new Response('{}', { status: 404 });
  };
  /** The e-mails sent, in order. */
  const mails = () => calls.filter((c) => c.url.endsWith('/emails'));
  return { calls, fetchFn, mails };
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
  it('a good signature: the raw event is applied and the receipt sent', async () => {
    const db = fake({ duplicate: false, applied: true, mails: [{ kind: 'receipt', ...gift }] });
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
    const mail = db.mails()[0]!;
    expect(mail.url).toBe('http://mail.test/emails');
    expect(mail.body).toMatchObject({
      from: '"Grace Chapel" <no-reply@example.org>',
      to: ['giver@example.org'],
      subject: 'Your gift receipt from Grace Chapel',
    });
    expect(mail.body.text).toContain(IRS_SENTENCE);
  });

  it('dates the receipt in the church’s time zone, the site setting (decision 0052)', async () => {
    // 18:00 UTC on 27 November is 27 November in Indianapolis (the default), 28 November in Tokyo.
    const mails = { duplicate: false, applied: true, mails: [{ kind: 'receipt' as const, ...gift }] };
    const signed = () => delivery(stripeSignature(payload, env.webhookSecret));
    const indy = fake(mails);
    await handleWebhookRequest(signed(), env, stripe, crypto, indy.fetchFn);
    expect(indy.mails()[0]!.body.text).toContain('November 27, 2026');
    const tokyo = fake(mails, { name: 'Grace Chapel', time_zone: 'Asia/Tokyo' });
    await handleWebhookRequest(signed(), env, stripe, crypto, tokyo.fetchFn);
    expect(tokyo.mails()[0]!.body.text).toContain('November 28, 2026');
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
    const db = fake({ duplicate: false, applied: true, mails: [{ kind: 'receipt', ...gift }] });
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

  it('a recurring gift links to the customer portal through a signed link', async () => {
    const db = fake({
      duplicate: false,
      applied: true,
      mails: [{ kind: 'receipt', ...gift, frequency: 'monthly' }],
    });
    await handleWebhookRequest(
      delivery(stripeSignature(payload, env.webhookSecret)),
      env,
      stripe,
      crypto,
      db.fetchFn,
    );
    expect(String(db.mails()[0]!.body.html)).toMatch(
      /href="http:\/\/db\.test\/functions\/v1\/giving-checkout\/portal\?customer=cus_test_1&#38;sig=[0-9a-f]{64}"/,
    );
  });

  it('an event of another API version: 400 and nothing written', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const old = JSON.stringify({ ...event, api_version: '2025-09-30.clover' });
    const db = fake({ duplicate: false, applied: true, mails: [{ kind: 'receipt', ...gift }] });
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

  it('a receipt and a failed renewal: each e-mail once per donation and kind, the second with the card link', async () => {
    const db = fake({
      duplicate: false,
      applied: true,
      mails: [
        { kind: 'receipt', ...gift, id: 'd-1' },
        { kind: 'payment_failed', ...gift, id: 'd-2', frequency: 'monthly', amount_cents: 5181 },
      ],
    });
    await handleWebhookRequest(
      delivery(stripeSignature(payload, env.webhookSecret)),
      env,
      stripe,
      crypto,
      db.fetchFn,
    );
    const mails = db.calls.filter((c) => c.url.endsWith('/emails'));
    expect(mails.map((m) => m.body.subject)).toEqual([
      'Your gift receipt from Grace Chapel',
      'Your recurring gift to Grace Chapel needs attention',
    ]);
    expect(String(mails[1]!.body.text)).toMatch(
      /Update your card: http:\/\/db\.test\/functions\/v1\/giving-checkout\/portal\?customer=cus_test_1&sig=[0-9a-f]{64}/,
    );
    expect(String(mails[1]!.body.text)).toContain(
      'The monthly gift of $51.81 to Missions could not be charged',
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

  it('prints the name made plain, as alert e-mails do: nothing becomes a link, at most 60 characters', () => {
    const email = composeReceipt(
      { ...gift, donor_name: `https://evil.example/login\u202e ${'x'.repeat(100)}` },
      null,
      'UTC',
    );
    expect(email.text).toContain('Donor: https[:]//evil[.]example/login ');
    expect(email.text).not.toContain('https://evil.example');
    expect(email.html).not.toContain('evil.example');
    // 60 characters, and the two pairs of brackets around ':' and '.'.
    expect(/Donor: (.*)/.exec(email.text)![1]!.length).toBe(60 + 4);
    expect(composeReceipt({ ...gift, donor_name: '  ' }, null, 'UTC').text).not.toContain('Donor:');
  });

  it('the failed renewal names the amount and fund, links to update the card, and says nothing personal in the subject', () => {
    const email = composePaymentFailed({ ...gift, frequency: 'quarterly' }, 'https://fn.test/portal?x=1');
    expect(email.subject).toBe('Your recurring gift to Grace Chapel needs attention');
    expect(email.html).toContain('href="https://fn.test/portal?x=1"');
    expect(email.text).toContain(
      'The quarterly gift of $250.00 to Missions could not be charged to your card.',
    );
  });
});
