/**
 * What happens on the stand-in after a Checkout page is paid, and the events it sends, in the
 * order and shapes of Stripe API 2026-10-28.endive (docs/decisions/0038):
 *
 * - a card payment: `checkout.session.completed` (paid) with its payment intent and charge;
 * - a bank payment (one-time gifts): `checkout.session.completed` (unpaid), then on settling
 *   `checkout.session.async_payment_succeeded` or `…_failed`;
 * - a subscription: its first invoice (`invoice_payment.paid`, `invoice.paid`), then
 *   `checkout.session.completed`, as Stripe often delivers them; each renewal an invoice that is
 *   paid or fails (`invoice.payment_failed`, the subscription `past_due`), a retry that pays it;
 * - refunds (`charge.refunded`, cumulative `amount_refunded`), disputes (`charge.dispute.created`,
 *   `…closed` won or lost), changes (`customer.subscription.updated`) and cancellation
 *   (`customer.subscription.deleted`).
 */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { checkoutSession, stripeEvent, subscription } from './objects';
import { charge, dispute, invoice, invoicePayment } from './payments';
import type { ChargeState, InvoiceState, Recurring, SessionState, SubscriptionState } from './state';

/** A new id in Stripe's test-mode style, e.g. `pi_test_…`. */
export function stripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;
/** One interval's length in seconds (the stand-in's calendar: a month of 30 days, a year of 365). */
const INTERVAL_SECONDS: Record<Recurring['interval'], number> = {
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
  year: 365 * DAY,
};
/** A billing period of `recurring`, in seconds. */
const period = (recurring: Recurring) => INTERVAL_SECONDS[recurring.interval] * recurring.interval_count;

/** What the stand-in keeps between requests; `send` signs and delivers an event. */
interface State {
  send: (event: Stripe.Event) => Promise<void>;
  subscriptions: Map<string, SubscriptionState>;
  invoices: Map<string, InvoiceState & { subscription: string }>;
  charges: Map<string, ChargeState>;
  disputes: Map<string, string>;
  /** Bank payments waiting to settle: session id → whether they will clear. */
  unsettled: Map<string, boolean>;
}

function emit<E extends Stripe.Event>(state: State, type: E['type'], object: E['data']['object']) {
  return state.send(stripeEvent<E>(stripeId('evt'), type, object, now()));
}

function addCharge(
  state: State,
  paymentIntent: string,
  amount: number,
  currency: string,
  who: SessionState | SubscriptionState,
): void {
  state.charges.set(paymentIntent, {
    id: stripeId('ch'),
    paymentIntent,
    amount,
    amountRefunded: 0,
    currency,
    customer: who.customer,
    email: who.email,
    name: who.name,
    created: now(),
    disputed: false,
  });
}

/** Sends one invoice of a subscription, paid or failed. */
async function bill(state: State, sub: SubscriptionState, inv: InvoiceState): Promise<void> {
  if (inv.paid) {
    addCharge(state, inv.paymentIntent, sub.amount, sub.currency, sub);
    await emit<Stripe.InvoicePaymentPaidEvent>(state, 'invoice_payment.paid', invoicePayment(sub, inv));
    await emit<Stripe.InvoicePaidEvent>(state, 'invoice.paid', invoice(sub, inv));
  } else {
    await emit<Stripe.InvoicePaymentFailedEvent>(state, 'invoice.payment_failed', invoice(sub, inv));
  }
}

/** A new invoice of the subscription's current period. */
function newInvoice(state: State, sub: SubscriptionState, paid: boolean) {
  const inv = {
    id: stripeId('in'),
    paymentIntent: stripeId('pi'),
    paid,
    created: now(),
    attempts: 1,
    subscription: sub.id,
  };
  state.invoices.set(inv.id, inv);
  sub.latestInvoice = inv.id;
  return inv;
}

/** The subscription a paid Checkout Session starts. */
function startSubscription(session: SessionState & { customer: string }): SubscriptionState {
  const start = now();
  const recurring = session.recurring ?? { interval: 'month', interval_count: 1 };
  return {
    id: stripeId('sub'),
    itemId: stripeId('si'),
    priceId: stripeId('price'),
    customer: session.customer,
    status: 'active',
    metadata: session.subscriptionMetadata,
    amount: session.amount,
    currency: session.currency,
    email: session.email ?? '',
    name: session.name,
    description: session.description,
    recurring,
    created: start,
    periodStart: start,
    periodEnd: start + period(recurring),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    latestInvoice: null,
  };
}

/** The Checkout page paid: by card, or by bank account (`clears` whether it will settle). */
async function complete(
  state: State,
  session: SessionState,
  bank: { clears: boolean } | null,
): Promise<void> {
  const customer = stripeId('cus');
  Object.assign(session, { status: 'complete', customer });
  if (session.mode === 'payment') {
    session.paymentIntent = stripeId('pi');
    session.paymentStatus = bank ? 'unpaid' : 'paid';
    if (bank) state.unsettled.set(session.id, bank.clears);
    else addCharge(state, session.paymentIntent, session.amount, session.currency, session);
    await emit<Stripe.CheckoutSessionCompletedEvent>(
      state,
      'checkout.session.completed',
      checkoutSession(session),
    );
    return;
  }
  session.paymentStatus = 'paid';
  const sub = startSubscription({ ...session, customer });
  session.subscription = sub.id;
  state.subscriptions.set(sub.id, sub);
  await bill(state, sub, newInvoice(state, sub, true));
  await emit<Stripe.CheckoutSessionCompletedEvent>(
    state,
    'checkout.session.completed',
    checkoutSession(session),
  );
}

/** A bank payment settles; false when there is none waiting. */
async function settle(state: State, session: SessionState): Promise<boolean> {
  const clears = state.unsettled.get(session.id);
  if (clears === undefined || !session.paymentIntent) return false;
  state.unsettled.delete(session.id);
  if (!clears) {
    await emit<Stripe.CheckoutSessionAsyncPaymentFailedEvent>(
      state,
      'checkout.session.async_payment_failed',
      checkoutSession(session),
    );
    return true;
  }
  session.paymentStatus = 'paid';
  addCharge(state, session.paymentIntent, session.amount, session.currency, session);
  await emit<Stripe.CheckoutSessionAsyncPaymentSucceededEvent>(
    state,
    'checkout.session.async_payment_succeeded',
    checkoutSession(session),
  );
  return true;
}

/** The next renewal; with `fail` its payment fails. A failed open invoice is retried first. */
async function renew(state: State, sub: SubscriptionState, fail: boolean): Promise<void> {
  const open = sub.latestInvoice ? state.invoices.get(sub.latestInvoice) : undefined;
  let inv = open && !open.paid ? open : undefined;
  if (inv) {
    inv.attempts += 1;
    inv.paid = !fail;
  } else {
    sub.periodStart = sub.periodEnd;
    sub.periodEnd += period(sub.recurring);
    inv = newInvoice(state, sub, !fail);
  }
  await bill(state, sub, inv);
  const status = fail ? 'past_due' : 'active';
  if (sub.status !== status) {
    sub.status = status;
    await emit<Stripe.CustomerSubscriptionUpdatedEvent>(
      state,
      'customer.subscription.updated',
      subscription(sub),
    );
  }
}

/** Refunds `amount` cents (all that is left when absent) of the payment; null when unknown. */
async function refund(
  state: State,
  paymentIntent: string,
  amount: number | null,
): Promise<ChargeState | null> {
  const c = state.charges.get(paymentIntent);
  if (!c) return null;
  c.amountRefunded = Math.min(c.amount, c.amountRefunded + (amount ?? c.amount - c.amountRefunded));
  await emit<Stripe.ChargeRefundedEvent>(state, 'charge.refunded', charge(c));
  return c;
}

/** Opens a dispute of the payment, or closes it won or lost; null when unknown. */
async function openDispute(
  state: State,
  paymentIntent: string,
  outcome: 'open' | 'won' | 'lost',
): Promise<ChargeState | null> {
  const c = state.charges.get(paymentIntent);
  if (!c) return null;
  let id = state.disputes.get(paymentIntent);
  if (!id) {
    id = stripeId('dp');
    state.disputes.set(paymentIntent, id);
    c.disputed = true;
    await emit<Stripe.ChargeDisputeCreatedEvent>(
      state,
      'charge.dispute.created',
      dispute(c, id, 'needs_response', now()),
    );
  }
  if (outcome !== 'open') {
    await emit<Stripe.ChargeDisputeClosedEvent>(
      state,
      'charge.dispute.closed',
      dispute(c, id, outcome, now()),
    );
  }
  return c;
}

/** The donor changed the amount or chose to cancel at the end of the period. */
async function update(
  state: State,
  sub: SubscriptionState,
  change: { amount?: number; cancelAtPeriodEnd?: boolean },
): Promise<void> {
  if (change.amount !== undefined) sub.amount = change.amount;
  if (change.cancelAtPeriodEnd !== undefined) sub.cancelAtPeriodEnd = change.cancelAtPeriodEnd;
  await emit<Stripe.CustomerSubscriptionUpdatedEvent>(
    state,
    'customer.subscription.updated',
    subscription(sub),
  );
}

/** Cancels now. */
async function cancel(state: State, sub: SubscriptionState): Promise<void> {
  if (sub.status === 'canceled') return;
  sub.status = 'canceled';
  sub.canceledAt = now();
  sub.endedAt = sub.canceledAt;
  await emit<Stripe.CustomerSubscriptionDeletedEvent>(
    state,
    'customer.subscription.deleted',
    subscription(sub),
  );
}

/** The stand-in's state and what changes it (see the file's comment); `send` delivers an event. */
export function createBilling(send: (event: Stripe.Event) => Promise<void>) {
  const state: State = {
    send,
    subscriptions: new Map(),
    invoices: new Map(),
    charges: new Map(),
    disputes: new Map(),
    unsettled: new Map(),
  };
  return {
    subscriptions: state.subscriptions,
    complete: (session: SessionState, bank: { clears: boolean } | null) => complete(state, session, bank),
    settle: (session: SessionState) => settle(state, session),
    renew: (sub: SubscriptionState, fail: boolean) => renew(state, sub, fail),
    refund: (paymentIntent: string, amount: number | null) => refund(state, paymentIntent, amount),
    dispute: (paymentIntent: string, outcome: 'open' | 'won' | 'lost') =>
      openDispute(state, paymentIntent, outcome),
    update: (sub: SubscriptionState, change: { amount?: number; cancelAtPeriodEnd?: boolean }) =>
      update(state, sub, change),
    cancel: (sub: SubscriptionState) => cancel(state, sub),
  };
}

/** The stand-in's billing (see {@link createBilling}). */
export type Billing = ReturnType<typeof createBilling>;
