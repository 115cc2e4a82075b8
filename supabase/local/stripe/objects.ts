/**
 * The objects of the local Stripe stand-in, whole, as Stripe's API version 2026-10-28.endive
 * (STRIPE_API_VERSION, the `stripe` SDK 23.1.0's) has them, typed with that SDK's own types: a
 * field the version removed (an invoice's `payment_intent` or `subscription`, a charge's
 * `invoice`) or one it added but the stand-in forgot fails the type check (`tsc -b`), and
 * objects.test.ts checks the same at run time. docs/decisions/0038.
 *
 * Only what the giving functions and their tests use carries real values; the rest is Stripe's
 * empty value for a test-mode object (null, false, [], the account's defaults).
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

/** A list as the API nests it. */
export const list = <T>(data: T[], url: string): Stripe.ApiList<T> => ({
  object: 'list',
  data,
  has_more: false,
  url,
});

/**
 * A decimal field as it travels in JSON: a string ('5000'), which the SDK turns into its Decimal
 * class when it reads a response (its types describe that class).
 */
export const decimal = (value: number): NonNullable<Stripe.Price['unit_amount_decimal']> =>
  String(value) as unknown as NonNullable<Stripe.Price['unit_amount_decimal']>;

/** A Checkout Session (https://docs.stripe.com/api/checkout/sessions/object). */
export function checkoutSession(s: SessionState): Stripe.Checkout.Session {
  return {
    id: s.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: s.amount,
    amount_total: s.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: s.created,
    currency: s.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: s.customer,
    customer_account: null,
    customer_creation: s.mode === 'payment' ? 'always' : null,
    customer_details:
      s.status === 'complete'
        ? {
            address: null,
            business_name: null,
            email: s.email,
            individual_name: null,
            name: s.name,
            phone: null,
            tax_exempt: 'none',
            tax_ids: [],
          }
        : null,
    customer_email: s.customerEmail,
    discounts: [],
    expires_at: s.created + 86_400,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: s.metadata,
    mode: s.mode,
    origin_context: null,
    payment_intent: s.paymentIntent,
    payment_link: null,
    payment_method_collection: s.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card', 'us_bank_account'],
    payment_status: s.paymentStatus,
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: s.status,
    submit_type: s.submitType,
    subscription: s.subscription,
    success_url: s.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: s.status === 'open' ? s.url : null,
    wallet_options: null,
  };
}

function price(sub: SubscriptionState): Stripe.Price {
  return {
    id: sub.priceId,
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created: sub.created,
    currency: sub.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: `prod_${sub.priceId.slice(6)}`,
    recurring: { ...sub.recurring, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: sub.amount,
    unit_amount_decimal: decimal(sub.amount),
  };
}

function plan(sub: SubscriptionState): Stripe.Plan {
  return {
    id: sub.priceId,
    object: 'plan',
    active: false,
    amount: sub.amount,
    amount_decimal: decimal(sub.amount),
    billing_scheme: 'per_unit',
    created: sub.created,
    currency: sub.currency,
    interval: sub.recurring.interval,
    interval_count: sub.recurring.interval_count,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: `prod_${sub.priceId.slice(6)}`,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/** A subscription (https://docs.stripe.com/api/subscriptions/object): the period is on its item. */
export function subscription(sub: SubscriptionState): Stripe.Subscription {
  return {
    id: sub.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: sub.created,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
    cancellation_details: null,
    collection_method: 'charge_automatically',
    created: sub.created,
    currency: sub.currency,
    customer: sub.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: sub.endedAt,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: list(
      [
        {
          id: sub.itemId,
          object: 'subscription_item',
          billing_thresholds: null,
          created: sub.created,
          current_period_end: sub.periodEnd,
          current_period_start: sub.periodStart,
          current_trial: null,
          discounts: [],
          metadata: {},
          plan: plan(sub),
          price: price(sub),
          quantity: 1,
          subscription: sub.id,
          tax_rates: [],
        },
      ],
      `/v1/subscription_items?subscription=${sub.id}`,
    ),
    latest_invoice: sub.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: sub.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: sub.created,
    status: sub.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: null,
    trial_start: null,
  };
}
