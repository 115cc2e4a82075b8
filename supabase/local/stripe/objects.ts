/**
 * The stand-in's objects, whole, as Stripe API 2026-10-28.endive (STRIPE_API_VERSION, the `stripe`
 * SDK 23.1.0's) has them, typed with that SDK's own types: a field the version removed or one the
 * stand-in forgot fails `tsc -b`; objects.test.ts checks the same at run time (docs/decisions/0038).
 * What the functions and tests use carries real values; the rest is Stripe's empty test-mode value.
 */
import type Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../functions/_shared/giving';
import type { SessionState, SubscriptionState } from './state';

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
    locale: s.locale,
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

/** An event of the pinned API version around `object`. */
export function stripeEvent<E extends Stripe.Event>(
  id: string,
  type: E['type'],
  object: E['data']['object'],
  created: number,
): E {
  const envelope: Omit<Stripe.EventBase, 'type' | 'data'> = {
    id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
  return { ...envelope, type, data: { object } } as E;
}
