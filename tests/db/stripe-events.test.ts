/**
 * The webhook's events in Stripe API 2026-10-28.endive (issue 41 items 4 and 5;
 * docs/decisions/0038), applied by `public.apply_stripe_event` in the shapes the local stand-in
 * sends (tests/db/support/stripe.ts): a recurring gift's refund reaching its donation (the invoice
 * has no payment intent), a refund before its invoice.paid, partial refunds, bank payments
 * pending then succeeded or failed, a failed renewal and its retry, subscription changes in any
 * order, disputes (a lost one leaves the statements), sessions that are not this site's, the
 * fund and amounts from the checkout row, and the statements' sends once per donor and year.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';
import { chargeOf, events, invoicePi, sessionOf, subscriptionOf, T0 } from './support/stripe';

let db: pg.Client;
let service: SupabaseClient;
let missions: string;
let tithe: string;
const tags: string[] = [];
const principals: Principal[] = [];

interface Mail {
  kind: 'receipt' | 'payment_failed';
  id: string;
  amount_cents: number;
  donor_name: string | null;
  frequency: string;
  fund_name: string;
}

function tag(): string {
  const t = randomUUID().replace(/-/g, '').slice(0, 16);
  tags.push(t);
  return t;
}

async function apply(event: unknown): Promise<{ duplicate: boolean; applied: boolean; mails: Mail[] }> {
  const { data, error } = await service.rpc('apply_stripe_event', { event });
  if (error) throw new Error(error.message);
  return data as { duplicate: boolean; applied: boolean; mails: Mail[] };
}

/** This site's checkout row of a session: what the giving-checkout function records. */
async function checkoutRow(
  t: string,
  row: { mode?: 'payment' | 'subscription'; gift?: number; fee?: number; frequency?: string } = {},
): Promise<void> {
  await db.query(
    `insert into public.giving_checkouts (session_id, mode, gift_cents, fee_cents, fund_id, fund_name, frequency)
     values ($1, $2, $3, $4, $5, 'Missions', $6)`,
    [
      `cs_test_${t}`,
      row.mode ?? 'payment',
      row.gift ?? 25000,
      row.fee ?? 0,
      missions,
      row.frequency ?? 'one_time',
    ],
  );
}

async function donation(where: string, value: string) {
  const { rows } = await db.query(
    `select status, amount_cents, refunded_cents, net_cents, dispute_status, fund_name, frequency, donor_name,
            stripe_payment_intent_id as pi
     from public.donations where ${where} = $1`,
    [value],
  );
  return rows[0] as Record<string, unknown> | undefined;
}

/** A monthly gift of $51.81 whose checkout is this site's; returns its subscription. */
async function monthlyGift(t: string) {
  await checkoutRow(t, { mode: 'subscription', gift: 5000, fee: 181, frequency: 'monthly' });
  const session = sessionOf(t, { mode: 'subscription', amount: 5181 });
  await apply(events.session(`${t}_s`, 'checkout.session.completed', session));
  return subscriptionOf(t);
}

beforeAll(async () => {
  db = await superuser();
  service = serviceClient();
  const funds = await db.query(
    `select name, id::text from public.giving_funds where name in ('Missions', 'Tithe')`,
  );
  missions = funds.rows.find((r) => r.name === 'Missions').id;
  tithe = funds.rows.find((r) => r.name === 'Tithe').id;
});

afterAll(async () => {
  for (const t of tags) {
    const like = `%${t}%`;
    await db.query(
      `delete from public.donations where stripe_checkout_session_id like $1 or stripe_invoice_id like $1`,
      [like],
    );
    await db.query(`delete from public.recurring_gifts where stripe_subscription_id like $1`, [like]);
    await db.query(`delete from public.giving_checkouts where session_id like $1`, [like]);
    await db.query(
      `delete from public.unmatched_stripe_payments where stripe_checkout_session_id like $1 or stripe_invoice_id like $1`,
      [like],
    );
    await db.query(`delete from private.stripe_deferred_events where event_id like $1`, [like]);
    await db.query(`delete from private.stripe_events where id like $1`, [like]);
    await db.query(`delete from public.giving_statement_sends where donor_email like $1`, [like]);
  }
  await db.query(`delete from public.activity_log where table_name = 'giving_statement_sends'`);
  await removePrincipals(db, principals);
  await db.end();
});

describe('recurring gifts in the current API shape', () => {
  it('a refund reaches the donation: the payment intent comes from invoice_payment.paid', async () => {
    const t = tag();
    const sub = await monthlyGift(t);
    const paid = await apply(events.invoice(`${t}_i1`, sub, 1));
    expect(paid.mails).toEqual([
      expect.objectContaining({ kind: 'receipt', amount_cents: 5181, frequency: 'monthly' }),
    ]);
    await apply(events.invoicePayment(`${t}_p1`, sub, 1));
    expect(await donation('stripe_invoice_id', `in_${t}_1`)).toMatchObject({ pi: invoicePi(sub, 1) });

    await apply(events.refund(`${t}_r`, chargeOf(invoicePi(sub, 1), 5181, { amountRefunded: 5181 })));
    expect(await donation('stripe_invoice_id', `in_${t}_1`)).toMatchObject({
      status: 'refunded',
      refunded_cents: 5181,
      net_cents: 0,
    });
  });

  it('an invoice that carries its payments gives the payment intent itself', async () => {
    const t = tag();
    const sub = await monthlyGift(t);
    const event = events.invoice(`${t}_i1`, sub, 1);
    event.data.object.payments = {
      object: 'list',
      url: `/v1/invoices/in_${t}_1/payments`,
      has_more: false,
      data: [
        {
          id: `inpay_${t}`,
          object: 'invoice_payment',
          amount_paid: 5181,
          amount_requested: 5181,
          created: T0,
          currency: 'usd',
          invoice: `in_${t}_1`,
          is_default: true,
          livemode: false,
          payment: { type: 'payment_intent', payment_intent: invoicePi(sub, 1) },
          status: 'paid',
          status_transitions: { canceled_at: null, paid_at: T0 },
        },
      ],
    };
    await apply(event);
    expect(await donation('stripe_invoice_id', `in_${t}_1`)).toMatchObject({ pi: invoicePi(sub, 1) });
  });

  it('events in any order end right: refund, then the payment link, then invoice.paid, then the session', async () => {
    const t = tag();
    await checkoutRow(t, { mode: 'subscription', gift: 5000, fee: 181, frequency: 'monthly' });
    const sub = subscriptionOf(t);
    expect(
      (await apply(events.refund(`${t}_r`, chargeOf(invoicePi(sub, 1), 5181, { amountRefunded: 2000 }))))
        .mails,
    ).toEqual([]);
    await apply(events.invoicePayment(`${t}_p1`, sub, 1));
    expect((await apply(events.invoice(`${t}_i1`, sub, 1))).mails).toEqual([]);
    expect(await donation('stripe_invoice_id', `in_${t}_1`)).toBeUndefined();
    // The session records the gift; everything that waited is applied, with one receipt.
    const done = await apply(
      events.session(
        `${t}_s`,
        'checkout.session.completed',
        sessionOf(t, { mode: 'subscription', amount: 5181 }),
      ),
    );
    expect(done.mails.map((m) => m.kind)).toEqual(['receipt']);
    expect(await donation('stripe_invoice_id', `in_${t}_1`)).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 2000,
      net_cents: 3181,
      pi: invoicePi(sub, 1),
    });
  });

  it('partial refunds add up, and one arriving late never lowers the refunded amount', async () => {
    const t = tag();
    const sub = await monthlyGift(t);
    await apply(events.invoice(`${t}_i1`, sub, 1));
    await apply(events.invoicePayment(`${t}_p1`, sub, 1));
    const charge = chargeOf(invoicePi(sub, 1), 5181);
    await apply(events.refund(`${t}_r2`, { ...charge, amountRefunded: 3000 }, T0 + 20));
    await apply(events.refund(`${t}_r1`, { ...charge, amountRefunded: 1000 }, T0 + 10));
    expect(await donation('stripe_invoice_id', `in_${t}_1`)).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 3000,
      net_cents: 2181,
    });
  });

  it('a failed renewal: payment failed for staff, the card e-mail once; the retry receives it', async () => {
    const t = tag();
    const sub = await monthlyGift(t);
    const failed = await apply(events.invoice(`${t}_f1`, sub, 2, false));
    expect(failed.mails).toEqual([expect.objectContaining({ kind: 'payment_failed', amount_cents: 5181 })]);
    expect((await apply(events.invoice(`${t}_f2`, sub, 2, false))).mails).toEqual([]);
    expect(await donation('stripe_invoice_id', `in_${t}_2`)).toMatchObject({
      status: 'failed',
      net_cents: 0,
    });
    const gift = async () =>
      (
        await db.query(`select status from public.recurring_gifts where stripe_subscription_id = $1`, [
          sub.id,
        ])
      ).rows[0];
    expect(await gift()).toEqual({ status: 'payment_failed' });

    const retried = await apply(events.invoice(`${t}_ok`, sub, 2));
    expect(retried.mails.map((m) => m.kind)).toEqual(['receipt']);
    expect(await donation('stripe_invoice_id', `in_${t}_2`)).toMatchObject({
      status: 'succeeded',
      net_cents: 5181,
    });
    expect(await gift()).toEqual({ status: 'active' });
  });

  it('subscription changes: amount, interval and cancellation at the period end; an older event changes nothing', async () => {
    const t = tag();
    const sub = await monthlyGift(t);
    const later = subscriptionOf(t, {
      amount: 7500,
      recurring: { interval: 'month', interval_count: 3 },
      cancelAtPeriodEnd: true,
    });
    await apply(events.subscription(`${t}_u2`, 'updated', later, T0 + 500));
    await apply(events.subscription(`${t}_u1`, 'updated', { ...sub, status: 'past_due' }, T0 + 400));
    const row = async () =>
      (
        await db.query(
          `select status, amount_cents, frequency, extract(epoch from cancel_at)::bigint as cancel_at
           from public.recurring_gifts where stripe_subscription_id = $1`,
          [sub.id],
        )
      ).rows[0];
    expect(await row()).toEqual({
      status: 'active',
      amount_cents: 7500,
      frequency: 'quarterly',
      cancel_at: String(later.periodEnd),
    });
    await apply(
      events.subscription(`${t}_d`, 'deleted', { ...later, status: 'canceled', endedAt: T0 + 600 }, T0 + 600),
    );
    await apply(events.subscription(`${t}_u3`, 'updated', { ...later, status: 'active' }, T0 + 700));
    expect(await row()).toMatchObject({ status: 'ended', cancel_at: null });
  });
});

describe('one-time gifts', () => {
  it('fund, frequency, gift and fee come from the checkout row; the name Stripe collected comes first', async () => {
    const t = tag();
    await checkoutRow(t, { gift: 24000, fee: 1000 });
    const session = sessionOf(t, {
      metadata: {
        fund_id: tithe,
        fund_name: 'Tithe',
        frequency: 'monthly',
        fee_cents: '0',
        donor_name: 'Form Name',
      },
      name: 'Card Holder',
    });
    const applied = await apply(events.session(`${t}_s`, 'checkout.session.completed', session));
    expect(applied.mails).toEqual([
      expect.objectContaining({ kind: 'receipt', donor_name: 'Card Holder', fund_name: 'Missions' }),
    ]);
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toMatchObject({
      fund_name: 'Missions',
      frequency: 'one_time',
      amount_cents: 25000,
      donor_name: 'Card Holder',
    });
    const fee = await db.query(
      `select fee_cents, fund_id::text from public.donations where stripe_checkout_session_id = $1`,
      [`cs_test_${t}`],
    );
    expect(fee.rows).toEqual([{ fee_cents: 1000, fund_id: missions }]);
  });

  it('without a collected name, the form name', async () => {
    const t = tag();
    await checkoutRow(t);
    await apply(
      events.session(
        `${t}_s`,
        'checkout.session.completed',
        sessionOf(t, { name: null, metadata: { donor_name: ' Form Name ' } }),
      ),
    );
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toMatchObject({
      donor_name: 'Form Name',
    });
  });

  it('a bank payment is pending without a receipt, then succeeds with one', async () => {
    const t = tag();
    await checkoutRow(t);
    const pending = sessionOf(t, { paymentStatus: 'unpaid' });
    expect((await apply(events.session(`${t}_c`, 'checkout.session.completed', pending))).mails).toEqual([]);
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toMatchObject({
      status: 'pending',
      net_cents: 0,
    });
    const cleared = await apply(
      events.session(
        `${t}_ok`,
        'checkout.session.async_payment_succeeded',
        { ...pending, paymentStatus: 'paid' },
        T0 + 86_400,
      ),
    );
    expect(cleared.mails.map((m) => m.kind)).toEqual(['receipt']);
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toMatchObject({
      status: 'succeeded',
      net_cents: 25000,
    });
  });

  it('a bank payment that fails: failed, no receipt, even when the events come the other way round', async () => {
    const t = tag();
    await checkoutRow(t);
    const pending = sessionOf(t, { paymentStatus: 'unpaid' });
    expect(
      (await apply(events.session(`${t}_no`, 'checkout.session.async_payment_failed', pending, T0 + 86_400)))
        .mails,
    ).toEqual([]);
    expect((await apply(events.session(`${t}_c`, 'checkout.session.completed', pending))).mails).toEqual([]);
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toMatchObject({
      status: 'failed',
      net_cents: 0,
    });
  });

  it('a refund while the bank payment is pending waits until it clears', async () => {
    const t = tag();
    await checkoutRow(t);
    const pending = sessionOf(t, { paymentStatus: 'unpaid' });
    await apply(events.session(`${t}_c`, 'checkout.session.completed', pending));
    await apply(events.refund(`${t}_r`, chargeOf(`pi_${t}`, 25000, { amountRefunded: 25000 })));
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toMatchObject({ status: 'pending' });
    await apply(
      events.session(`${t}_ok`, 'checkout.session.async_payment_succeeded', {
        ...pending,
        paymentStatus: 'paid',
      }),
    );
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toMatchObject({
      status: 'refunded',
      net_cents: 0,
    });
  });

  it('a dispute flags the gift; lost, it leaves the statements', async () => {
    const t = tag();
    await checkoutRow(t);
    await apply(events.session(`${t}_s`, 'checkout.session.completed', sessionOf(t)));
    const statementOf = async () => {
      const finance = principals.find((p) => p.email.startsWith('stripe-events-finance'))!;
      const { data } = await finance.client.rpc('giving_statements', { year: 2026, time_zone: 'UTC' });
      return (data as { donor_email: string; total_cents: number }[]).find(
        (s) => s.donor_email === `giver-${t}@example.org`,
      );
    };
    principals.push(await createPrincipal(db, 'stripe-events-finance', 'finance'));
    expect(await statementOf()).toMatchObject({ total_cents: 25000 });
    await apply(events.dispute(`${t}_d1`, chargeOf(`pi_${t}`, 25000), 'needs_response'));
    expect(await donation('stripe_payment_intent_id', `pi_${t}`)).toMatchObject({
      dispute_status: 'open',
      net_cents: 25000,
    });
    await apply(events.dispute(`${t}_d2`, chargeOf(`pi_${t}`, 25000), 'lost'));
    await apply(events.dispute(`${t}_d1_late`, chargeOf(`pi_${t}`, 25000), 'needs_response'));
    expect(await donation('stripe_payment_intent_id', `pi_${t}`)).toMatchObject({
      dispute_status: 'lost',
      net_cents: 0,
    });
    expect(await statementOf()).toBeUndefined();
  });
});

describe('only this site’s checkouts become gifts', () => {
  it('a signed session this site never created: not from this site, no gift, no receipt', async () => {
    const t = tag();
    const applied = await apply(
      events.session(`${t}_s`, 'checkout.session.completed', sessionOf(t, { amount: 99_999_900 })),
    );
    expect(applied).toEqual({ duplicate: false, applied: true, mails: [] });
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toBeUndefined();
    const { rows } = await db.query(
      `select reason, amount_cents, expected_cents from public.unmatched_stripe_payments where stripe_checkout_session_id = $1`,
      [`cs_test_${t}`],
    );
    expect(rows).toEqual([{ reason: 'unknown_checkout', amount_cents: 99_999_900, expected_cents: null }]);
  });

  it('a session whose amount differs from the checkout row: not from this site', async () => {
    const t = tag();
    await checkoutRow(t, { gift: 5000 });
    expect(
      (await apply(events.session(`${t}_s`, 'checkout.session.completed', sessionOf(t, { amount: 500_000 }))))
        .mails,
    ).toEqual([]);
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toBeUndefined();
    const { rows } = await db.query(
      `select reason, amount_cents, expected_cents from public.unmatched_stripe_payments where stripe_checkout_session_id = $1`,
      [`cs_test_${t}`],
    );
    expect(rows).toEqual([{ reason: 'checkout_differs', amount_cents: 500_000, expected_cents: 5000 }]);
  });

  it("a foreign subscription's invoices, before or after its session, are not gifts either", async () => {
    const t = tag();
    const sub = subscriptionOf(t);
    await apply(events.invoice(`${t}_i1`, sub, 1));
    await apply(
      events.session(
        `${t}_s`,
        'checkout.session.completed',
        sessionOf(t, { mode: 'subscription', amount: 5181 }),
      ),
    );
    await apply(events.invoice(`${t}_i2`, sub, 2));
    const { rows } = await db.query(
      `select stripe_invoice_id, reason from public.unmatched_stripe_payments where stripe_subscription_id = $1 and stripe_invoice_id is not null order by 1`,
      [sub.id],
    );
    expect(rows).toEqual([
      { stripe_invoice_id: `in_${t}_1`, reason: 'unknown_checkout' },
      { stripe_invoice_id: `in_${t}_2`, reason: 'unknown_checkout' },
    ]);
    expect(
      (await db.query(`select 1 from public.recurring_gifts where stripe_subscription_id = $1`, [sub.id]))
        .rows,
    ).toEqual([]);
  });
});

describe('statements e-mailed once per donor and year (claim/finish_giving_statement_sends)', () => {
  it('a second press claims sends already made; Send again only for the chosen donors; others are refused', async () => {
    const t = tag();
    const finance = await createPrincipal(db, 'statement-sends-finance', 'finance');
    const editor = await createPrincipal(db, 'statement-sends-editor', 'editor');
    principals.push(finance, editor);
    const emails = [`a-${t}@example.org`, `b-${t}@example.org`];
    const claim = async (again: boolean, list = emails, request = randomUUID()) => {
      const { data, error } = await finance.client.rpc('claim_giving_statement_sends', {
        year: 2030,
        request_id: request,
        donor_emails: list,
        again,
      });
      expect(error).toBeNull();
      return data as { id: string; donor_email: string; sent_at: string | null }[];
    };
    const first = await claim(false);
    expect(first.map((s) => [s.donor_email, s.sent_at])).toEqual(emails.map((e) => [e, null]));
    // A retry before they are recorded: the same sends (the same idempotency keys).
    expect((await claim(false)).map((s) => s.id)).toEqual(first.map((s) => s.id));
    const { data: done } = await finance.client.rpc('finish_giving_statement_sends', {
      ids: first.map((s) => s.id),
    });
    expect(done).toBe(2);
    const second = await claim(false);
    expect(second.every((s) => s.sent_at !== null)).toBe(true);

    const request = randomUUID();
    const again = await claim(true, [emails[0]!], request);
    expect(again).toEqual([{ id: expect.any(String), donor_email: emails[0], sent_at: null }]);
    expect((await claim(true, [emails[0]!], request)).map((s) => s.id)).toEqual(again.map((s) => s.id));

    const log = await db.query(
      `select summary from public.activity_log where table_name = 'giving_statement_sends' and actor_id = $1`,
      [finance.id],
    );
    expect(log.rows).toEqual([
      { summary: expect.stringMatching(/ e-mailed the 2030 giving statements to 2 donors$/) },
    ]);
    expect(log.rows[0].summary).not.toContain(t);

    const refused = await editor.client.rpc('claim_giving_statement_sends', {
      year: 2030,
      request_id: randomUUID(),
      donor_emails: emails,
      again: false,
    });
    expect(refused.error?.code).toBe('42501');
    expect((await editor.client.from('giving_statement_sends').select('id').eq('year', 2030)).data).toEqual(
      [],
    );
  });
});
