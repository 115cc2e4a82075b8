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
import {
  type ChargeState,
  checkoutSession,
  type SessionState,
  subscription,
  type SubscriptionState,
} from './objects';
import { charge, dispute, type InvoiceState, invoice, invoicePayment, stripeEvent } from './payments';

/** A new id in Stripe's test-mode style, e.g. `pi_test_…`. */
export function stripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 86_400;

/** The stand-in's state and what changes it; `send` signs and delivers an event. */
export function createBilling(send: (event: Stripe.Event) => Promise<void>) {
  const subscriptions = new Map<string, SubscriptionState>();
  const invoices = new Map<string, InvoiceState & { subscription: string }>();
  const charges = new Map<string, ChargeState>();
  const disputes = new Map<string, string>();
  /** Bank payments waiting to settle: session id → whether they will clear. */
  const unsettled = new Map<string, boolean>();

  const emit = <E extends Stripe.Event>(type: E['type'], object: E['data']['object']) =>
    send(stripeEvent<E>(stripeId('evt'), type, object, now()));

  const addCharge = (
    paymentIntent: string,
    amount: number,
    currency: string,
    who: SessionState | SubscriptionState,
  ) => {
    charges.set(paymentIntent, {
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
  };

  /** Sends one invoice of a subscription, paid or failed. */
  const bill = async (sub: SubscriptionState, inv: InvoiceState & { subscription: string }) => {
    if (inv.paid) {
      addCharge(inv.paymentIntent, sub.amount, sub.currency, sub);
      await emit<Stripe.InvoicePaymentPaidEvent>('invoice_payment.paid', invoicePayment(sub, inv));
      await emit<Stripe.InvoicePaidEvent>('invoice.paid', invoice(sub, inv));
    } else {
      await emit<Stripe.InvoicePaymentFailedEvent>('invoice.payment_failed', invoice(sub, inv));
    }
  };

  const setStatus = async (sub: SubscriptionState, status: SubscriptionState['status']) => {
    if (sub.status === status) return;
    sub.status = status;
    await emit<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', subscription(sub));
  };

  return {
    subscriptions,

    /** The Checkout page paid: by card, or by bank account (`clears` whether it will settle). */
    async complete(session: SessionState, bank: { clears: boolean } | null): Promise<void> {
      session.status = 'complete';
      session.customer = stripeId('cus');
      if (session.mode === 'payment') {
        session.paymentIntent = stripeId('pi');
        session.paymentStatus = bank ? 'unpaid' : 'paid';
        if (bank) unsettled.set(session.id, bank.clears);
        else addCharge(session.paymentIntent, session.amount, session.currency, session);
        await emit<Stripe.CheckoutSessionCompletedEvent>(
          'checkout.session.completed',
          checkoutSession(session),
        );
        return;
      }
      session.paymentStatus = 'paid';
      const start = now();
      const sub: SubscriptionState = {
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
        recurring: session.recurring ?? { interval: 'month', interval_count: 1 },
        created: start,
        periodStart: start,
        periodEnd: start + MONTH * (session.recurring?.interval_count ?? 1),
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        latestInvoice: null,
      };
      session.subscription = sub.id;
      subscriptions.set(sub.id, sub);
      const first = {
        id: stripeId('in'),
        paymentIntent: stripeId('pi'),
        paid: true,
        created: start,
        attempts: 1,
        subscription: sub.id,
      };
      invoices.set(first.id, first);
      sub.latestInvoice = first.id;
      await bill(sub, first);
      await emit<Stripe.CheckoutSessionCompletedEvent>(
        'checkout.session.completed',
        checkoutSession(session),
      );
    },

    /** A bank payment settles; false when there is none waiting. */
    async settle(session: SessionState): Promise<boolean> {
      const clears = unsettled.get(session.id);
      if (clears === undefined || !session.paymentIntent) return false;
      unsettled.delete(session.id);
      if (clears) {
        session.paymentStatus = 'paid';
        addCharge(session.paymentIntent, session.amount, session.currency, session);
        await emit<Stripe.CheckoutSessionAsyncPaymentSucceededEvent>(
          'checkout.session.async_payment_succeeded',
          checkoutSession(session),
        );
      } else {
        await emit<Stripe.CheckoutSessionAsyncPaymentFailedEvent>(
          'checkout.session.async_payment_failed',
          checkoutSession(session),
        );
      }
      return true;
    },

    /** The next renewal; with `fail` its payment fails. A failed open invoice is retried first. */
    async renew(sub: SubscriptionState, fail: boolean): Promise<void> {
      const open = sub.latestInvoice ? invoices.get(sub.latestInvoice) : undefined;
      let inv = open && !open.paid ? open : undefined;
      if (inv) {
        inv.attempts += 1;
      } else {
        sub.periodStart = sub.periodEnd;
        sub.periodEnd += MONTH * sub.recurring.interval_count;
        inv = {
          id: stripeId('in'),
          paymentIntent: stripeId('pi'),
          paid: false,
          created: now(),
          attempts: 1,
          subscription: sub.id,
        };
        invoices.set(inv.id, inv);
        sub.latestInvoice = inv.id;
      }
      inv.paid = !fail;
      await bill(sub, inv);
      await setStatus(sub, fail ? 'past_due' : 'active');
    },

    /** Refunds `amount` cents (all that is left when absent) of the payment; null when unknown. */
    async refund(paymentIntent: string, amount: number | null): Promise<ChargeState | null> {
      const c = charges.get(paymentIntent);
      if (!c) return null;
      c.amountRefunded = Math.min(c.amount, c.amountRefunded + (amount ?? c.amount - c.amountRefunded));
      await emit<Stripe.ChargeRefundedEvent>('charge.refunded', charge(c));
      return c;
    },

    /** Opens a dispute of the payment, or closes it won or lost; null when unknown. */
    async dispute(paymentIntent: string, outcome: 'open' | 'won' | 'lost'): Promise<ChargeState | null> {
      const c = charges.get(paymentIntent);
      if (!c) return null;
      let id = disputes.get(paymentIntent);
      if (!id) {
        id = stripeId('dp');
        disputes.set(paymentIntent, id);
        c.disputed = true;
        await emit<Stripe.ChargeDisputeCreatedEvent>(
          'charge.dispute.created',
          dispute(c, id, 'needs_response', now()),
        );
      }
      if (outcome !== 'open') {
        await emit<Stripe.ChargeDisputeClosedEvent>('charge.dispute.closed', dispute(c, id, outcome, now()));
      }
      return c;
    },

    /** The donor changed the amount or chose to cancel at the end of the period. */
    async update(
      sub: SubscriptionState,
      change: { amount?: number; cancelAtPeriodEnd?: boolean },
    ): Promise<void> {
      if (change.amount !== undefined) sub.amount = change.amount;
      if (change.cancelAtPeriodEnd !== undefined) sub.cancelAtPeriodEnd = change.cancelAtPeriodEnd;
      await emit<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', subscription(sub));
    },

    /** Cancels now. */
    async cancel(sub: SubscriptionState): Promise<void> {
      if (sub.status === 'canceled') return;
      sub.status = 'canceled';
      sub.canceledAt = now();
      sub.endedAt = sub.canceledAt;
      await emit<Stripe.CustomerSubscriptionDeletedEvent>('customer.subscription.deleted', subscription(sub));
    },
  };
}

/** The stand-in's billing (see {@link createBilling}). */
export type Billing = ReturnType<typeof createBilling>;
