/**
 * The list of recurring gifts on /admin/giving (issue 45 item 5; docs/decisions/0038): when each
 * gift is next charged, kept by `apply_stripe_event` from the shapes the local stand-in sends for
 * Stripe API 2026-10-28.endive (the paid invoice's line period, the subscription item's
 * `current_period_end`, a failed invoice's `next_payment_attempt`), and read by finance through
 * the API. The other subscription events: stripe-events.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createPrincipal } from './support/principals';
import { events, sessionOf, subscriptionOf, T0 } from './support/stripe';
import { stripeGiftsTest } from './support/stripe-gifts';

const gifts = stripeGiftsTest();
const { apply, checkoutRow, monthlyGift, tag } = gifts;
const MONTH = 30 * 86_400;

/** The gift's status, end and next charge (Unix seconds, or null). */
async function gift(subscription: string) {
  const { rows } = await gifts.db.query(
    `select status, extract(epoch from cancel_at)::bigint as cancel_at,
            extract(epoch from next_charge_at)::bigint as next_charge_at
     from public.recurring_gifts where stripe_subscription_id = $1`,
    [subscription],
  );
  const row = rows[0] as { status: string; cancel_at: string | null; next_charge_at: string | null };
  return {
    status: row.status,
    cancel_at: row.cancel_at === null ? null : Number(row.cancel_at),
    next_charge_at: row.next_charge_at === null ? null : Number(row.next_charge_at),
  };
}

describe('the next charge of a recurring gift', () => {
  it('is the end of the paid period, also when the invoice came before the checkout', async () => {
    const t = tag();
    await checkoutRow(t, { mode: 'subscription', gift: 5000, fee: 181, frequency: 'monthly' });
    const sub = subscriptionOf(t);
    // As the stand-in (and often Stripe) sends them: the first invoice, then the session.
    await apply(events.invoice(`${t}_i1`, sub, 1));
    await apply(
      events.session(
        `${t}_s`,
        'checkout.session.completed',
        sessionOf(t, { mode: 'subscription', amount: 5181 }),
      ),
    );
    expect(await gift(sub.id)).toEqual({ status: 'active', cancel_at: null, next_charge_at: T0 + MONTH });
  });

  it('moves with each renewal and never back for an invoice that arrives late', async () => {
    const t = tag();
    const sub = await monthlyGift(t);
    const second = { ...sub, periodStart: sub.periodEnd, periodEnd: sub.periodEnd + MONTH };
    await apply(events.invoice(`${t}_i2`, second, 2));
    await apply(events.invoice(`${t}_i1`, sub, 1));
    expect((await gift(sub.id)).next_charge_at).toBe(T0 + 2 * MONTH);
  });

  it("after a failed renewal is Stripe's retry; the retry's payment sets the period's end again", async () => {
    const t = tag();
    const sub = await monthlyGift(t);
    await apply(events.invoice(`${t}_i1`, sub, 1));
    const second = { ...sub, periodStart: sub.periodEnd, periodEnd: sub.periodEnd + MONTH };
    const failed = events.invoice(`${t}_f`, second, 2, false);
    failed.data.object.next_payment_attempt = T0 + MONTH + 3 * 86_400;
    await apply(failed);
    await apply(
      events.subscription(`${t}_pd`, 'updated', { ...second, status: 'past_due' }, T0 + MONTH + 10),
    );
    expect(await gift(sub.id)).toEqual({
      status: 'payment_failed',
      cancel_at: null,
      next_charge_at: T0 + MONTH + 3 * 86_400,
    });

    await apply(events.invoice(`${t}_ok`, second, 2, true, T0 + MONTH + 3 * 86_400));
    await apply(events.subscription(`${t}_ac`, 'updated', second, T0 + MONTH + 3 * 86_400 + 10));
    expect(await gift(sub.id)).toEqual({ status: 'active', cancel_at: null, next_charge_at: T0 + 2 * MONTH });
  });

  it('none once the donor cancels, at the period end or at once; the subscription item gives it back', async () => {
    const t = tag();
    const sub = await monthlyGift(t);
    await apply(events.subscription(`${t}_c`, 'updated', { ...sub, cancelAtPeriodEnd: true }, T0 + 400));
    expect(await gift(sub.id)).toEqual({ status: 'active', cancel_at: sub.periodEnd, next_charge_at: null });

    // The donor changed their mind: the period end comes from `items.data[0].current_period_end`.
    await apply(events.subscription(`${t}_k`, 'updated', sub, T0 + 500));
    expect(await gift(sub.id)).toEqual({ status: 'active', cancel_at: null, next_charge_at: sub.periodEnd });

    await apply(
      events.subscription(`${t}_d`, 'deleted', { ...sub, status: 'canceled', endedAt: T0 + 600 }, T0 + 600),
    );
    expect(await gift(sub.id)).toEqual({ status: 'ended', cancel_at: null, next_charge_at: null });
  });

  it('finance reads it through the API', async () => {
    const t = tag();
    const sub = await monthlyGift(t);
    await apply(events.invoice(`${t}_i1`, sub, 1));
    const finance = await createPrincipal(gifts.db, 'recurring-gifts-finance', 'finance');
    gifts.principals.push(finance);
    const { data, error } = await finance.client
      .from('recurring_gifts')
      .select('status, frequency, next_charge_at')
      .eq('stripe_subscription_id', sub.id);
    expect(error).toBeNull();
    expect(data).toEqual([
      { status: 'active', frequency: 'monthly', next_charge_at: expect.stringMatching(/^2026-/) },
    ]);
    expect(Date.parse(data![0]!.next_charge_at as string) / 1000).toBe(T0 + MONTH);
  });
});
