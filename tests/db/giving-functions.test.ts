/**
 * Online giving through the real functions (Deno), the Stripe stand-in and the database of the
 * test stack (docs/decisions/0038): a one-time $250 gift to Missions paid by card, declined card,
 * double click, the receipt e-mail with the IRS sentence, forged / stale / replayed webhooks, a
 * monthly gift with its renewal and cancellation through the receipt's portal link, a refund;
 * in Stripe API 2026-10-28.endive (issue 41): a monthly gift's refund, a failed renewal's card
 * e-mail, a bank payment pending then cleared, a signed session this site never created, and
 * statements queued and e-mailed once; return addresses from the configured site address only (the Origin
 * header of issue 41), and the flood guard's ceiling counting the sessions the function created.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkoutSession, stripeEvent } from '../../supabase/local/stripe/objects';
import { stripeSignature } from '../../supabase/local/stripe/stand-in';
import { sessionOf } from './support/stripe';
import { superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

let db: pg.Client;
let missions: string;
const apiUrl = () => inject('apiUrl');
const stripeUrl = () => inject('stripeUrl');
const IRS =
  'No goods or services were provided in exchange for this contribution other than intangible religious benefits.';

beforeAll(async () => {
  db = await superuser();
  await db.query(`update public.giving_settings set provider = 'stripe', ein = '12-3456789'`);
  missions = (await db.query(`select id::text from public.giving_funds where name = 'Missions'`)).rows[0].id;
});

afterAll(async () => {
  await db.query(`update public.giving_settings set provider = 'simulated', ein = null`);
  await db.end();
});

async function checkout(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { url?: string; session_id?: string; error?: string } }> {
  const response = await fetch(`${apiUrl()}/functions/v1/giving-checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({
      fund_id: missions,
      frequency: 'one_time',
      cover_fee: false,
      idempotency_key: randomUUID(),
      ...body,
    }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

async function pay(sessionUrl: string, card: string, email: string, field = 'card'): Promise<Response> {
  return fetch(sessionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ [field]: card, email, name: '' }).toString(),
    redirect: 'manual',
  });
}

/** A `/_local/*` helper of the stand-in. */
async function local(route: string, body: Record<string, string>): Promise<Response> {
  return fetch(`${stripeUrl()}/_local/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
}

type Mail = { Subject: string; Text: string; HTML: string };

/** The e-mails to `address` in the mail catcher, oldest first. */
async function mailsTo(address: string): Promise<Mail[]> {
  const mailUrl = inject('mailUrl');
  const list = (await (await fetch(`${mailUrl}/api/v1/messages`)).json()) as {
    messages: { ID: string; To: { Address: string }[] }[];
  };
  const found = list.messages.filter((m) => m.To.some((t) => t.Address === address)).reverse();
  return Promise.all(
    found.map(async (m) => (await (await fetch(`${mailUrl}/api/v1/message/${m.ID}`)).json()) as Mail),
  );
}

async function mailTo(address: string, subject = /./): Promise<Mail> {
  for (let i = 0; i < 50; i += 1) {
    const found = (await mailsTo(address)).find((m) => subject.test(m.Subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${address}`);
}

async function lastEvent(type: string): Promise<Record<string, unknown>> {
  const { data } = (await (await fetch(`${stripeUrl()}/_local/events`)).json()) as {
    data: Record<string, unknown>[];
  };
  const event = data.find((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event`);
  return event;
}

async function deliver(payload: string, signature: string): Promise<Response> {
  return fetch(`${apiUrl()}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}

describe('a one-time gift of $250 to Missions', () => {
  const email = `giver-${randomUUID().slice(0, 8)}@example.org`;
  let sessionId = '';
  let sessionUrl = '';

  it('bad input is refused and stores nothing', { timeout: 60_000 }, async () => {
    const before = (await db.query(`select count(*)::int as n from public.giving_checkouts`)).rows[0].n;
    expect(await checkout({ amount_cents: 50 })).toEqual({
      status: 400,
      body: { error: 'Enter an amount from $1 to $100,000.', field: 'amount_cents' },
    });
    expect((await checkout({ amount_cents: 5000, fund_id: randomUUID() })).body.error).toBe('Choose a fund.');
    expect((await db.query(`select count(*)::int as n from public.giving_checkouts`)).rows[0].n).toBe(before);
  });

  it('a double click creates one session', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([
      checkout({ amount_cents: 25000, donor_email: email, idempotency_key: key }),
      checkout({ amount_cents: 25000, donor_email: email, idempotency_key: key }),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.session_id).toBe(a.body.session_id);
    sessionId = a.body.session_id!;
    sessionUrl = a.body.url!;
    expect(sessionUrl).toBe(`${stripeUrl()}/c/pay/${sessionId}`);
    const { rows } = await db.query(
      `select gift_cents, fee_cents, fund_name, frequency from public.giving_checkouts where session_id = $1`,
      [sessionId],
    );
    expect(rows).toEqual([{ gift_cents: 25000, fee_cents: 0, fund_name: 'Missions', frequency: 'one_time' }]);
  });

  it('a declined card records nothing; 4242… pays, the webhook records the gift and the receipt goes out', async () => {
    const declined = await pay(sessionUrl, '4000 0000 0000 0002', email);
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(
      (await db.query(`select 1 from public.donations where stripe_checkout_session_id = $1`, [sessionId]))
        .rows,
    ).toHaveLength(0);

    const paid = await pay(sessionUrl, '4242 4242 4242 4242', email);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/checkout-success\\?session_id=${sessionId}$`));
    const { rows } = await db.query(
      `select amount_cents, fund_name, frequency, status, donor_email from public.donations where stripe_checkout_session_id = $1`,
      [sessionId],
    );
    expect(rows).toEqual([
      {
        amount_cents: 25000,
        fund_name: 'Missions',
        frequency: 'one_time',
        status: 'succeeded',
        donor_email: email,
      },
    ]);
    const summary = await fetch(`${apiUrl()}/rest/v1/rpc/giving_checkout_summary`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: sessionId }),
    });
    expect(await summary.json()).toEqual([
      {
        total_cents: 25000,
        fee_cents: 0,
        currency: 'usd',
        fund_name: 'Missions',
        frequency: 'one_time',
        paid: true,
      },
    ]);

    const receipt = await mailTo(email);
    expect(receipt.Subject).toMatch(/^Your gift receipt from /);
    for (const part of ['$250.00', 'Missions', 'EIN 12-3456789', IRS]) expect(receipt.Text).toContain(part);
    expect(receipt.Text).not.toContain('recurring gift:');
  });

  it('forged, stale and replayed webhooks change nothing', async () => {
    const event = await lastEvent('checkout.session.completed');
    const payload = JSON.stringify(event);
    const count = async () =>
      (
        await db.query(
          `select count(*)::int as n from public.donations where stripe_checkout_session_id = $1`,
          [sessionId],
        )
      ).rows[0].n;
    expect((await deliver(payload, stripeSignature(payload, 'whsec_forged'))).status).toBe(400);
    const forgedNew = JSON.stringify({ ...event, id: `evt_forged_${randomUUID().slice(0, 8)}` });
    expect((await deliver(forgedNew, stripeSignature(forgedNew, 'whsec_forged'))).status).toBe(400);
    const stale = stripeSignature(
      payload,
      inject('stripeWebhookSecret'),
      Math.floor(Date.now() / 1000) - 600,
    );
    expect((await deliver(payload, stale)).status).toBe(400);
    const replay = await deliver(payload, stripeSignature(payload, inject('stripeWebhookSecret')));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await count()).toBe(1);
  });

  it('a refund marks the gift refunded', async () => {
    const pi = (
      await db.query(
        `select stripe_payment_intent_id as pi from public.donations where stripe_checkout_session_id = $1`,
        [sessionId],
      )
    ).rows[0].pi;
    await local('refund', { payment_intent: pi });
    const { rows } = await db.query(
      `select status from public.donations where stripe_checkout_session_id = $1`,
      [sessionId],
    );
    expect(rows).toEqual([{ status: 'refunded' }]);
  });
});

describe('a monthly gift', () => {
  it(
    'creates the recurring gift and a donation per invoice; the receipt link cancels it in the portal',
    { timeout: 60_000 },
    async () => {
      const email = `monthly-${randomUUID().slice(0, 8)}@example.org`;
      const { body } = await checkout({
        amount_cents: 5000,
        frequency: 'monthly',
        cover_fee: true,
        donor_email: email,
        donor_name: 'Monthly Giver',
      });
      expect((await pay(body.url!, '4242424242424242', email)).status).toBe(303);
      const gift = (
        await db.query(
          `select id, status, amount_cents, fee_cents, frequency, stripe_subscription_id as sub from public.recurring_gifts where stripe_checkout_session_id = $1`,
          [body.session_id],
        )
      ).rows[0];
      // (5000 + 30) / (1 − 0.029) rounded up.
      expect(gift).toMatchObject({
        status: 'active',
        amount_cents: 5181,
        fee_cents: 181,
        frequency: 'monthly',
      });
      await local('renew', { subscription: gift.sub });
      const gifts = await db.query(
        `select amount_cents, donor_name from public.donations where recurring_gift_id = $1`,
        [gift.id],
      );
      expect(gifts.rows).toEqual([
        { amount_cents: 5181, donor_name: 'Monthly Giver' },
        { amount_cents: 5181, donor_name: 'Monthly Giver' },
      ]);

      const receipt = await mailTo(email);
      const link = /To change or cancel your recurring gift: (\S+)/.exec(receipt.Text)?.[1];
      expect(link).toMatch(/\/functions\/v1\/giving-checkout\/portal\?customer=cus_/);
      const forged = await fetch(link!.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`), {
        redirect: 'manual',
      });
      expect(forged.status).toBe(403);
      const opened = await fetch(link!, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      const portal = opened.headers.get('location')!;
      const page = await (await fetch(portal)).text();
      expect(page).toContain('Cancel gift');
      await fetch(`${portal}/cancel`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ subscription: gift.sub }).toString(),
        redirect: 'manual',
      });
      const ended = await db.query(`select status from public.recurring_gifts where id = $1`, [gift.id]);
      expect(ended.rows).toEqual([{ status: 'ended' }]);
    },
  );
});

describe('Stripe API 2026-10-28.endive through the stand-in', () => {
  it('a monthly gift refunded in the stand-in reaches its donation', { timeout: 60_000 }, async () => {
    const email = `refund-${randomUUID().slice(0, 8)}@example.org`;
    const { body } = await checkout({ amount_cents: 5000, frequency: 'monthly', donor_email: email });
    expect((await pay(body.url!, '4242424242424242', email)).status).toBe(303);
    const gift = (
      await db.query(
        `select d.stripe_payment_intent_id as pi, d.status from public.donations d
         join public.recurring_gifts r on r.id = d.recurring_gift_id where r.stripe_checkout_session_id = $1`,
        [body.session_id],
      )
    ).rows;
    expect(gift).toEqual([{ pi: expect.stringMatching(/^pi_/), status: 'succeeded' }]);
    expect((await local('refund', { payment_intent: gift[0].pi, amount: '1000' })).status).toBe(200);
    const partly = await db.query(
      `select status, refunded_cents, net_cents from public.donations where stripe_payment_intent_id = $1`,
      [gift[0].pi],
    );
    expect(partly.rows).toEqual([{ status: 'partially_refunded', refunded_cents: 1000, net_cents: 4000 }]);
    await local('refund', { payment_intent: gift[0].pi });
    const refunded = await db.query(
      `select status, net_cents from public.donations where stripe_payment_intent_id = $1`,
      [gift[0].pi],
    );
    expect(refunded.rows).toEqual([{ status: 'refunded', net_cents: 0 }]);
  });

  it(
    'a failed renewal: staff see payment failed, the donor gets the card link; the retry is received',
    { timeout: 60_000 },
    async () => {
      const email = `renewal-${randomUUID().slice(0, 8)}@example.org`;
      const { body } = await checkout({ amount_cents: 2500, frequency: 'monthly', donor_email: email });
      await pay(body.url!, '4242424242424242', email);
      const sub = (
        await db.query(
          `select stripe_subscription_id as sub from public.recurring_gifts where stripe_checkout_session_id = $1`,
          [body.session_id],
        )
      ).rows[0].sub as string;
      await local('renew', { subscription: sub, fail: 'true' });
      const status = async () =>
        (await db.query(`select status from public.recurring_gifts where stripe_subscription_id = $1`, [sub]))
          .rows[0].status;
      expect(await status()).toBe('payment_failed');
      const notice = await mailTo(email, /needs attention$/);
      expect(notice.Text).toMatch(
        /Update your card: \S+\/functions\/v1\/giving-checkout\/portal\?customer=cus_\S+&sig=[0-9a-f]{64}/,
      );
      await local('renew', { subscription: sub });
      expect(await status()).toBe('active');
      const donations = await db.query(
        `select d.status from public.donations d join public.recurring_gifts r on r.id = d.recurring_gift_id
       where r.stripe_subscription_id = $1 order by d.given_at`,
        [sub],
      );
      expect(donations.rows).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
    },
  );

  it('a bank payment is pending without a receipt until it clears', { timeout: 60_000 }, async () => {
    const email = `bank-${randomUUID().slice(0, 8)}@example.org`;
    const { body } = await checkout({ amount_cents: 7500, donor_email: email });
    expect((await pay(body.url!, '000123456789', email, 'bank_account')).status).toBe(303);
    const row = async () =>
      (
        await db.query(`select status from public.donations where stripe_checkout_session_id = $1`, [
          body.session_id,
        ])
      ).rows;
    expect(await row()).toEqual([{ status: 'pending' }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toEqual([]);
    await local('settle', { session: body.session_id! });
    expect(await row()).toEqual([{ status: 'succeeded' }]);
    expect((await mailTo(email)).Subject).toMatch(/^Your gift receipt from /);
  });

  it('a signed session this site never created is kept as not from this site, with no gift and no receipt', async () => {
    const t = randomUUID().replace(/-/g, '').slice(0, 16);
    const email = `giver-${t}@example.org`;
    const event = stripeEvent(
      `evt_foreign_${t}`,
      'checkout.session.completed',
      checkoutSession(sessionOf(t, { amount: 99_999_900 })),
      Math.floor(Date.now() / 1000),
    );
    const payload = JSON.stringify(event);
    const response = await deliver(payload, stripeSignature(payload, inject('stripeWebhookSecret')));
    expect(response.status).toBe(200);
    expect(
      (
        await db.query(`select 1 from public.donations where stripe_checkout_session_id = $1`, [
          `cs_test_${t}`,
        ])
      ).rows,
    ).toEqual([]);
    const kept = await db.query(
      `select reason, amount_cents from public.unmatched_stripe_payments where stripe_checkout_session_id = $1`,
      [`cs_test_${t}`],
    );
    expect(kept.rows).toEqual([{ reason: 'unknown_checkout', amount_cents: 99_999_900 }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toEqual([]);
    await db.query(`delete from public.unmatched_stripe_payments where stripe_checkout_session_id = $1`, [
      `cs_test_${t}`,
    ]);
  });
});

describe('E-mail statements (queued in the mail outbox, sent by send-giving-mail)', () => {
  const principals: Principal[] = [];
  afterAll(async () => {
    await removePrincipals(db, principals);
  });

  it(
    'finance queues each donor of the year their statement once: a second press queues nothing, Send again only the chosen',
    { timeout: 60_000 },
    async () => {
      const finance = await createPrincipal(db, 'statements-finance', 'finance');
      const editor = await createPrincipal(db, 'statements-editor', 'editor');
      principals.push(finance, editor);
      const email = `statement-${randomUUID().slice(0, 8)}@example.org`;
      await db.query(
        `insert into public.donations (amount_cents, fund_name, frequency, donor_email, donor_name, stripe_checkout_session_id, given_at)
       values (4000, 'Tithe', 'one_time', $1, 'Statement Giver', $2, make_timestamptz(2030, 3, 1, 12, 0, 0, 'UTC'))`,
        [email, `cs_test_statement_${randomUUID().slice(0, 8)}`],
      );
      const send = async (p: Principal, again?: string[]) =>
        p.client.rpc('queue_giving_statements', {
          year: 2030,
          time_zone: 'America/Indiana/Indianapolis',
          request_id: randomUUID(),
          ...(again ? { again } : {}),
        });
      expect((await send(editor)).error?.code).toBe('42501');
      const first = await send(finance);
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({ already_sent: 0 });
      const statement = await mailTo(email);
      expect(statement.Subject).toMatch(/^Your 2030 giving statement from /);
      for (const part of ['$40.00', 'Tithe', 'Total: $40.00', 'EIN 12-3456789', IRS])
        expect(statement.Text).toContain(part);

      // The second press: every statement was queued already; nothing more goes out.
      const second = await send(finance);
      expect(second.data).toMatchObject({ queued: 0 });
      await new Promise((r) => setTimeout(r, 300));
      expect(await mailsTo(email)).toHaveLength(1);

      // 'Send again' to this donor only.
      expect((await send(finance, [email])).data).toEqual({ queued: 1, already_sent: 0, last_sent_at: null });
      for (let i = 0; i < 100 && (await mailsTo(email)).length < 2; i += 1)
        await new Promise((r) => setTimeout(r, 100));
      expect(await mailsTo(email)).toHaveLength(2);
      await db.query(`delete from public.donations where donor_email = $1`, [email]);
      await db.query(`delete from public.giving_statement_sends where year = 2030`);
    },
  );
});

/** A Checkout Session as the stand-in keeps it (Stripe's retrieve call). */
async function session(id: string): Promise<{ success_url: string; cancel_url: string }> {
  return (await (
    await fetch(`${stripeUrl()}/v1/checkout/sessions/${id}`, {
      headers: { Authorization: 'Bearer sk_test_x' },
    })
  ).json()) as never;
}

describe('return addresses (issue 41: an open redirect after payment)', () => {
  it('without a site address: 409 naming the setting, and no session, whatever the Origin', async () => {
    const site = (await db.query(`select site_url from private.alert_settings`)).rows[0].site_url as string;
    await db.query(`update private.alert_settings set site_url = null`);
    try {
      const count = async () =>
        (await db.query(`select count(*)::int as n from public.giving_checkouts`)).rows[0].n as number;
      const before = await count();
      const answer = await checkout({ amount_cents: 5000 }, { Origin: 'https://evil.example' });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatch(/site_url in private\.alert_settings/);
      expect(answer.body.url).toBeUndefined();
      expect(await count()).toBe(before);
    } finally {
      await db.query(`update private.alert_settings set site_url = $1`, [site]);
    }
  });

  it('with one: the Origin, Referer and forwarded host headers change nothing', async () => {
    const site = (await db.query(`select site_url from private.alert_settings`)).rows[0].site_url as string;
    const answer = await checkout(
      { amount_cents: 5000 },
      {
        Origin: 'https://evil.example',
        Referer: 'https://evil.example/donate',
        'X-Forwarded-Host': 'evil.example',
      },
    );
    expect(answer.status).toBe(200);
    expect(await session(answer.body.session_id!)).toMatchObject({
      success_url: `${site}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site}/checkout-cancel?from=giving`,
    });
  });
});

describe("the flood guard's ceiling counts the sessions created", () => {
  it('refused by Stripe: not counted; a double click: one session; then the ceiling holds', async () => {
    const saved = (
      await db.query(
        `select per_client, global_per_hour from private.form_limits where form = 'giving_checkouts'`,
      )
    ).rows[0];
    await db.query(`delete from private.form_attempts where form = 'giving_checkouts'`);
    await db.query(
      `update private.form_limits set per_client = 100, global_per_hour = 3 where form = 'giving_checkouts'`,
    );
    try {
      // The same key with another amount: Stripe's idempotency error, 502, twice.
      const key = randomUUID();
      expect((await checkout({ amount_cents: 5000, idempotency_key: key })).status).toBe(200);
      for (const amount of [6000, 7000])
        expect((await checkout({ amount_cents: amount, idempotency_key: key })).status).toBe(502);
      // A double click (while the first is under way it holds a place too): one more session.
      const again = randomUUID();
      const [a, b] = await Promise.all([
        checkout({ amount_cents: 4000, idempotency_key: again }),
        checkout({ amount_cents: 4000, idempotency_key: again }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.session_id).toBe(a.body.session_id);
      // Two sessions made: room for a third, and then the ceiling of 3 holds.
      expect((await checkout({ amount_cents: 3000 })).status).toBe(200);
      expect((await checkout({ amount_cents: 2000 })).status).toBe(429);
      const outcomes = await db.query(
        `select outcome, count(*)::int as n from private.form_attempts where form = 'giving_checkouts'
         group by outcome order by outcome`,
      );
      expect(outcomes.rows).toEqual([
        { outcome: 'duplicate', n: 1 },
        { outcome: 'failed', n: 2 },
        { outcome: 'stored', n: 3 },
      ]);
    } finally {
      await db.query(
        `update private.form_limits set per_client = $1, global_per_hour = $2 where form = 'giving_checkouts'`,
        [saved.per_client, saved.global_per_hour],
      );
      await db.query(`delete from private.form_attempts where form = 'giving_checkouts'`);
    }
  });
});
