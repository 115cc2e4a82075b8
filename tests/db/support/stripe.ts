/**
 * Stripe events of the pinned API version (2026-10-28.endive) for the database tests, built with
 * the local stand-in's typed builders (supabase/local/stripe/objects.ts and payments.ts): exactly
 * the shapes the stand-in sends and the SDK's types declare. Every id carries the test's tag `t`.
 */
import type Stripe from 'stripe';
import { checkoutSession, stripeEvent, subscription } from '../../../supabase/local/stripe/objects';
import { charge, dispute, invoice, invoicePayment } from '../../../supabase/local/stripe/payments';
import type { ChargeState, SessionState, SubscriptionState } from '../../../supabase/local/stripe/state';

/** A Unix time in 2026, so that the gifts fall in one statement year. */
export const T0 = 1_790_000_000;

/** A paid (or, for a bank payment, unpaid) Checkout Session of this test. */
export function sessionOf(t: string, change: Partial<SessionState> = {}): SessionState {
  const mode = change.mode ?? 'payment';
  return {
    id: `cs_test_${t}`,
    mode,
    amount: 25000,
    currency: 'usd',
    created: T0,
    metadata: {},
    subscriptionMetadata: {},
    recurring: mode === 'subscription' ? { interval: 'month', interval_count: 1 } : null,
    description: 'Gift to Grace Chapel: Missions',
    successUrl: 'https://church.test/checkout-success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://church.test/checkout-cancel',
    customerEmail: null,
    clientReferenceId: null,
    submitType: mode === 'payment' ? 'donate' : null,
    locale: null,
    status: 'complete',
    paymentStatus: 'paid',
    customer: `cus_${t}`,
    email: `giver-${t}@example.org`,
    name: 'Grace Giver',
    paymentIntent: mode === 'payment' ? `pi_${t}` : null,
    subscription: mode === 'subscription' ? `sub_${t}` : null,
    url: 'https://checkout.test',
    ...change,
  };
}

/** The subscription of a monthly gift of this test. */
export function subscriptionOf(t: string, change: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    id: `sub_${t}`,
    itemId: `si_${t}`,
    priceId: `price_${t}`,
    customer: `cus_${t}`,
    status: 'active',
    metadata: {},
    amount: 5181,
    currency: 'usd',
    email: `giver-${t}@example.org`,
    name: 'Grace Giver',
    description: 'Gift to Grace Chapel: Missions',
    recurring: { interval: 'month', interval_count: 1 },
    created: T0,
    periodStart: T0,
    periodEnd: T0 + 30 * 86_400,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    latestInvoice: null,
    ...change,
  };
}

/** The charge of a payment intent. */
export function chargeOf(
  paymentIntent: string,
  amount: number,
  change: Partial<ChargeState> = {},
): ChargeState {
  return {
    id: `ch_${paymentIntent.slice(3)}`,
    paymentIntent,
    amount,
    amountRefunded: 0,
    currency: 'usd',
    customer: null,
    email: null,
    name: null,
    created: T0,
    disputed: false,
    ...change,
  };
}

/** The events, each with its own id `evt_<name>` and time. */
export const events = {
  session: (name: string, type: Stripe.Event['type'], s: SessionState, created = T0) =>
    stripeEvent<Stripe.CheckoutSessionCompletedEvent>(
      `evt_${name}`,
      type as 'checkout.session.completed',
      checkoutSession(s),
      created,
    ),
  invoice: (name: string, sub: SubscriptionState, n: number, paid = true, created = T0 + n) =>
    stripeEvent<Stripe.InvoicePaidEvent>(
      `evt_${name}`,
      (paid ? 'invoice.paid' : 'invoice.payment_failed') as 'invoice.paid',
      invoice(sub, {
        id: `in_${sub.id.slice(4)}_${n}`,
        paymentIntent: `pi_${sub.id.slice(4)}_${n}`,
        paid,
        created,
        attempts: 1,
      }),
      created,
    ),
  invoicePayment: (name: string, sub: SubscriptionState, n: number, created = T0 + n) =>
    stripeEvent<Stripe.InvoicePaymentPaidEvent>(
      `evt_${name}`,
      'invoice_payment.paid',
      invoicePayment(sub, {
        id: `in_${sub.id.slice(4)}_${n}`,
        paymentIntent: `pi_${sub.id.slice(4)}_${n}`,
        paid: true,
        created,
        attempts: 1,
      }),
      created,
    ),
  refund: (name: string, c: ChargeState, created = T0 + 100) =>
    stripeEvent<Stripe.ChargeRefundedEvent>(`evt_${name}`, 'charge.refunded', charge(c), created),
  dispute: (name: string, c: ChargeState, status: Stripe.Dispute.Status, created = T0 + 200) =>
    stripeEvent<Stripe.ChargeDisputeCreatedEvent>(
      `evt_${name}`,
      (status === 'needs_response'
        ? 'charge.dispute.created'
        : 'charge.dispute.closed') as 'charge.dispute.created',
      dispute(c, `dp_${c.id.slice(3)}`, status, created),
      created,
    ),
  subscription: (name: string, type: 'updated' | 'deleted', sub: SubscriptionState, created = T0 + 300) =>
    stripeEvent<Stripe.CustomerSubscriptionUpdatedEvent>(
      `evt_${name}`,
      `customer.subscription.${type}` as 'customer.subscription.updated',
      subscription(sub),
      created,
    ),
};

/** The payment intent of invoice `n` of a subscription (as `events.invoice` names it). */
export const invoicePi = (sub: SubscriptionState, n: number) => `pi_${sub.id.slice(4)}_${n}`;
