/**
 * One-time gifts in Stripe API 2026-10-28.endive (issue 41 items 4, 5 and 7;
 * docs/decisions/0038): the fund and amounts from this site's checkout row, the donor's name,
 * bank payments pending then succeeded or failed, a refund while pending, disputes (a lost one
 * leaves the statements). The year-end statements' e-mails once per donor and year:
 * giving-mail.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createPrincipal } from './support/principals';
import { chargeOf, events, sessionOf, T0 } from './support/stripe';
import { stripeGiftsTest } from './support/stripe-gifts';

const gifts = stripeGiftsTest();
const { apply, checkoutRow, donation, tag } = gifts;

describe('one-time gifts', () => {
  it('fund, frequency, gift and fee come from the checkout row; the name Stripe collected comes first', async () => {
    const t = tag();
    await checkoutRow(t, { gift: 24000, fee: 1000 });
    const session = sessionOf(t, {
      metadata: {
        fund_id: gifts.tithe,
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
    const fee = await gifts.db.query(
      `select fee_cents, fund_id::text from public.donations where stripe_checkout_session_id = $1`,
      [`cs_test_${t}`],
    );
    expect(fee.rows).toEqual([{ fee_cents: 1000, fund_id: gifts.missions }]);
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
      const finance = gifts.principals.find((p) => p.email.startsWith('stripe-events-finance'))!;
      const { data } = await finance.client.rpc('giving_statements', { year: 2026, time_zone: 'UTC' });
      return (data as { donor_email: string; total_cents: number }[]).find(
        (s) => s.donor_email === `giver-${t}@example.org`,
      );
    };
    gifts.principals.push(await createPrincipal(gifts.db, 'stripe-events-finance', 'finance'));
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
