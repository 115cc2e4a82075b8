/**
 * The stand-in's invoices, invoice payments, charges, disputes and events, whole, as Stripe API
 * 2026-10-28.endive has them, typed with the `stripe` SDK's own types (see objects.ts). An
 * invoice names its subscription under `parent.subscription_details` and has no
 * `payment_intent`; which payment intent paid it is an InvoicePayment (the `invoice_payment.paid`
 * event; the invoice's `payments` list is includable, so events do not carry it). A charge has
 * no `invoice`. docs/decisions/0038.
 */
import type Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../functions/_shared/giving';
import { decimal, list, type ChargeState, type SubscriptionState } from './objects';

/** One invoice of a subscription, paid (or not) by `paymentIntent`. */
export interface InvoiceState {
  id: string;
  paymentIntent: string;
  paid: boolean;
  created: number;
  attempts: number;
}

/** An invoice of a subscription (https://docs.stripe.com/api/invoices/object). */
export function invoice(sub: SubscriptionState, inv: InvoiceState): Stripe.Invoice {
  return {
    id: inv.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Local Stripe stand-in',
    account_tax_ids: null,
    amount_due: sub.amount,
    amount_overpaid: 0,
    amount_paid: inv.paid ? sub.amount : 0,
    amount_remaining: inv.paid ? 0 : sub.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: inv.attempts,
    attempted: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason:
      inv.attempts > 0 && sub.latestInvoice === inv.id ? 'subscription_cycle' : 'subscription_create',
    collection_method: 'charge_automatically',
    created: inv.created,
    currency: sub.currency,
    custom_fields: null,
    customer: sub.customer,
    customer_account: null,
    customer_address: null,
    customer_email: sub.email,
    customer_name: sub.name,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: inv.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: list(
      [
        {
          id: `il_${inv.id.slice(3)}`,
          object: 'line_item',
          amount: sub.amount,
          currency: sub.currency,
          description: `1 × ${sub.description}`,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: inv.id,
          livemode: false,
          metadata: {},
          parent: {
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: sub.id,
              subscription_item: sub.itemId,
            },
            type: 'subscription_item_details',
          },
          period: { end: sub.periodEnd, start: sub.periodStart },
          pretax_credit_amounts: [],
          pricing: {
            price_details: { price: sub.priceId, product: `prod_${sub.priceId.slice(6)}` },
            type: 'price_details',
            unit_amount_decimal: decimal(sub.amount),
          },
          quantity: 1,
          quantity_decimal: decimal(1),
          subscription: sub.id,
          subtotal: sub.amount,
          taxes: [],
        },
      ],
      `/v1/invoices/${inv.id}/lines`,
    ),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: sub.metadata, subscription: sub.id },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: sub.periodStart,
    period_start: sub.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: inv.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: inv.created,
      marked_uncollectible_at: null,
      paid_at: inv.paid ? inv.created : null,
      voided_at: null,
    },
    subtotal: sub.amount,
    subtotal_excluding_tax: sub.amount,
    test_clock: null,
    total: sub.amount,
    total_discount_amounts: [],
    total_excluding_tax: sub.amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: inv.created,
  };
}

/** Which payment intent paid an invoice (https://docs.stripe.com/api/invoice-payment/object). */
export function invoicePayment(sub: SubscriptionState, inv: InvoiceState): Stripe.InvoicePayment {
  return {
    id: `inpay_${inv.id.slice(3)}`,
    object: 'invoice_payment',
    amount_paid: inv.paid ? sub.amount : null,
    amount_requested: sub.amount,
    created: inv.created,
    currency: sub.currency,
    invoice: inv.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: inv.paymentIntent, type: 'payment_intent' },
    status: inv.paid ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: inv.paid ? inv.created : null },
  };
}

/** A charge (https://docs.stripe.com/api/charges/object). */
export function charge(c: ChargeState): Stripe.Charge {
  return {
    id: c.id,
    object: 'charge',
    amount: c.amount,
    amount_captured: c.amount,
    amount_refunded: c.amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: `txn_${c.id.slice(3)}`,
    billing_details: { address: null, email: c.email, name: c.name, phone: null, tax_id: null },
    calculated_statement_descriptor: 'LOCAL STAND-IN',
    captured: true,
    created: c.created,
    currency: c.currency,
    customer: c.customer,
    description: null,
    disputed: c.disputed,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: c.paymentIntent,
    payment_method: `pm_${c.id.slice(3)}`,
    payment_method_details: null,
    receipt_email: c.email,
    receipt_number: null,
    receipt_url: null,
    refunded: c.amountRefunded >= c.amount,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

/** A dispute of a charge (https://docs.stripe.com/api/disputes/object). */
export function dispute(
  c: ChargeState,
  id: string,
  status: Stripe.Dispute.Status,
  created: number,
): Stripe.Dispute {
  return {
    id,
    object: 'dispute',
    amount: c.amount,
    balance_transactions: [],
    charge: c.id,
    created,
    currency: c.currency,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: c.email,
      customer_name: c.name,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: created + 7 * 86_400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: c.paymentIntent,
    reason: 'fraudulent',
    status,
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
