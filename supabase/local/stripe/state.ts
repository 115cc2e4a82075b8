/**
 * What the local Stripe stand-in keeps of each object between requests (docs/decisions/0038);
 * objects.ts and payments.ts build the API's objects from it.
 */
import type Stripe from 'stripe';

/** A recurring price's interval, as the session's line item asked for it. */
export interface Recurring {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
}

/** What the stand-in keeps of a Checkout Session. */
export interface SessionState {
  id: string;
  mode: 'payment' | 'subscription';
  amount: number;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  recurring: Recurring | null;
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string | null;
  clientReferenceId: string | null;
  submitType: 'donate' | 'pay' | null;
  /** The page's language as asked for (`locale`), null when not given. */
  locale: Stripe.Checkout.Session.Locale | null;
  status: 'open' | 'complete';
  paymentStatus: 'paid' | 'unpaid';
  /** The donor as the page collected them. */
  customer: string | null;
  email: string | null;
  name: string | null;
  paymentIntent: string | null;
  subscription: string | null;
  url: string;
}

/** What the stand-in keeps of a subscription. */
export interface SubscriptionState {
  id: string;
  itemId: string;
  priceId: string;
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  metadata: Record<string, string>;
  amount: number;
  currency: string;
  email: string;
  name: string | null;
  description: string;
  recurring: Recurring;
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoice: string | null;
}

/** What the stand-in keeps of a charge (one per payment intent). */
export interface ChargeState {
  id: string;
  paymentIntent: string;
  amount: number;
  amountRefunded: number;
  currency: string;
  customer: string | null;
  email: string | null;
  name: string | null;
  created: number;
  disputed: boolean;
}

/** One invoice of a subscription, paid (or not) by `paymentIntent`. */
export interface InvoiceState {
  id: string;
  paymentIntent: string;
  paid: boolean;
  created: number;
  attempts: number;
}
