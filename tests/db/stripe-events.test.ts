/**
 * The webhook's events in Stripe API 2026-10-28.endive (issue 41 items 4 and 5;
 * docs/decisions/0038), applied by `public.apply_stripe_event` in the shapes the local stand-in
 * sends (tests/db/support/stripe.ts): a recurring gift's refund reaching its donation (the
 * invoice has no payment intent), a refund before its invoice.paid, partial refunds, a failed
 * renewal and its retry, subscription changes in any order, and sessions that are not this
 * site's. One-time gifts and the statements' sends: stripe-one-time.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { chargeOf, events, invoicePi, sessionOf, subscriptionOf, T0 } from './support/stripe';
import { stripeGiftsTest } from './support/stripe-gifts';

const gifts = stripeGiftsTest();
const { apply, checkoutRow, donation, monthlyGift, tag } = gifts;

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
        await gifts.db.query(`select status from public.recurring_gifts where stripe_subscription_id = $1`, [
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
        await gifts.db.query(
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

describe('only this site’s checkouts become gifts', () => {
  it('a signed session this site never created: not from this site, no gift, no receipt', async () => {
    const t = tag();
    const applied = await apply(
      events.session(`${t}_s`, 'checkout.session.completed', sessionOf(t, { amount: 99_999_900 })),
    );
    expect(applied).toEqual({ duplicate: false, applied: true, mails: [] });
    expect(await donation('stripe_checkout_session_id', `cs_test_${t}`)).toBeUndefined();
    const { rows } = await gifts.db.query(
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
    const { rows } = await gifts.db.query(
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
    const { rows } = await gifts.db.query(
      `select stripe_invoice_id, reason from public.unmatched_stripe_payments where stripe_subscription_id = $1 and stripe_invoice_id is not null order by 1`,
      [sub.id],
    );
    expect(rows).toEqual([
      { stripe_invoice_id: `in_${t}_1`, reason: 'unknown_checkout' },
      { stripe_invoice_id: `in_${t}_2`, reason: 'unknown_checkout' },
    ]);
    expect(
      (
        await gifts.db.query(`select 1 from public.recurring_gifts where stripe_subscription_id = $1`, [
          sub.id,
        ])
      ).rows,
    ).toEqual([]);
  });
});
