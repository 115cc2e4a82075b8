/**
 * The stand-in speaks the pinned Stripe API version (docs/decisions/0038): the functions' version
 * is the SDK's own; a request of another version is refused; and every event the stand-in sends
 * through a whole giving life (card, bank payment, monthly gift, failed renewal and retry,
 * change, refund, dispute, cancellation) is stamped with that version and has the shape the
 * SDK's TypeScript types declare for it. At compile time the builders are typed with the SDK's
 * types (`tsc -b` fails on a wrong shape); at run time each event's object has every key its SDK
 * interface requires and none the interface lacks (read from the SDK's declaration files with
 * the TypeScript parser), and the keys the version removed are absent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bypass } from 'msw';
import Stripe from 'stripe';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../functions/_shared/giving';
import { startStripeStandIn, type StripeStandIn } from './stand-in';

// Compile time: what the version removed is not in the SDK's types either.
type Lacks<T, K extends string> = K extends keyof T ? false : true;
const removed: [
  Lacks<Stripe.Invoice, 'payment_intent'>,
  Lacks<Stripe.Invoice, 'subscription'>,
  Lacks<Stripe.Invoice, 'charge'>,
  Lacks<Stripe.Charge, 'invoice'>,
  Lacks<Stripe.Subscription, 'current_period_end'>,
] = [true, true, true, true, true];

const SDK_TYPES = path.resolve(import.meta.dirname, '../../../node_modules/stripe/cjs/resources');

/** The keys an SDK interface declares: all, and the required ones (no `?`). */
function declared(file: string, name: string): { all: Set<string>; required: Set<string> } {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(SDK_TYPES, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const found = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  );
  if (!found) throw new Error(`no interface ${name} in ${file}`);
  const all = new Set<string>();
  const required = new Set<string>();
  for (const member of found.members) {
    if (!ts.isPropertySignature(member) || !ts.isIdentifier(member.name)) continue;
    all.add(member.name.text);
    // `deleted?: void` marks deleted objects only.
    if (!member.questionToken) required.add(member.name.text);
  }
  return { all, required };
}

const SHAPES: Record<string, [string, string]> = {
  'checkout.session': ['Checkout/Sessions.d.ts', 'Session'],
  invoice: ['Invoices.d.ts', 'Invoice'],
  invoice_payment: ['InvoicePayments.d.ts', 'InvoicePayment'],
  charge: ['Charges.d.ts', 'Charge'],
  dispute: ['Disputes.d.ts', 'Dispute'],
  subscription: ['Subscriptions.d.ts', 'Subscription'],
  event: ['Events.d.ts', 'EventBase'],
};

let standIn: StripeStandIn;
let events: Stripe.Event[] = [];

/** A request to the stand-in, past the unit tests' network mock (`bypass`). */
async function call(
  route: string,
  body: Record<string, string> | null,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(
    bypass(`${standIn.url}${route}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        Authorization: 'Bearer sk_test_unit',
        'Stripe-Version': STRIPE_API_VERSION,
        ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(body ? { body: new URLSearchParams(body).toString() } : {}),
      redirect: 'manual',
    }),
  );
}

/** A Checkout Session as the giving-checkout function creates one (form-encoded, as the SDK sends). */
async function session(recurring: boolean): Promise<Stripe.Checkout.Session> {
  const response = await call('/v1/checkout/sessions', {
    mode: recurring ? 'subscription' : 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': '5181',
    'line_items[0][price_data][product_data][name]': 'Gift to Grace Chapel: Tithe',
    ...(recurring
      ? {
          'line_items[0][price_data][recurring][interval]': 'month',
          'line_items[0][price_data][recurring][interval_count]': '1',
          'subscription_data[metadata][fund_name]': 'Tithe',
        }
      : {}),
    success_url: 'https://church.test/checkout-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://church.test/checkout-cancel',
    'metadata[fund_name]': 'Tithe',
  });
  return (await response.json()) as Stripe.Checkout.Session;
}

const retrieve = async (id: string) =>
  (await (await call(`/v1/checkout/sessions/${id}`, null)).json()) as Stripe.Checkout.Session;

beforeAll(async () => {
  standIn = await startStripeStandIn({ port: 0, webhookSecret: 'whsec_unit' });
  const pay = async (s: Stripe.Checkout.Session, field: 'card' | 'bank_account', number: string) =>
    call(`/c/pay/${s.id}`, { email: 'giver@example.org', name: 'Ann Giver', [field]: number });

  const card = await session(false);
  await pay(card, 'card', '4242424242424242');
  const bank = await session(false);
  await pay(bank, 'bank_account', '000123456789');
  await call('/_local/settle', { session: bank.id });
  const failing = await session(false);
  await pay(failing, 'bank_account', '000111111116');
  await call('/_local/settle', { session: failing.id });
  const monthly = await session(true);
  await pay(monthly, 'card', '4242424242424242');
  const sub = (await retrieve(monthly.id)).subscription as string;
  await call('/_local/renew', { subscription: sub, fail: 'true' });
  await call('/_local/renew', { subscription: sub });
  await call('/_local/update', { subscription: sub, amount: '7500', cancel_at_period_end: 'true' });
  const pi = (await retrieve(card.id)).payment_intent as string;
  await call('/_local/refund', { payment_intent: pi, amount: '1000' });
  await call('/_local/dispute', { payment_intent: pi, outcome: 'lost' });
  await call('/_local/update', { subscription: sub, cancel_at_period_end: 'false' });
  events = ((await (await call('/_local/events', null)).json()) as { data: Stripe.Event[] }).data;
});

afterAll(async () => {
  await standIn.close();
});

describe('the pinned API version', () => {
  it("is the SDK's own, and the stand-in refuses requests of another", async () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    expect(removed).toEqual([true, true, true, true, true]);
    const other = await call('/v1/checkout/sessions/cs_test_x', null, {
      'Stripe-Version': '2025-09-30.clover',
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'api_version_invalid' },
    });
  });
});

describe('the events of a whole giving life', () => {
  it('are every kind the webhook handles, each stamped with the pinned version', () => {
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set([
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'invoice_payment.paid',
        'invoice.paid',
        'invoice.payment_failed',
        'customer.subscription.updated',
        'charge.refunded',
        'charge.dispute.created',
        'charge.dispute.closed',
      ]),
    );
    for (const event of events) expect(event.api_version).toBe(STRIPE_API_VERSION);
  });

  it("have the keys the SDK's types declare: every required one, none they lack", () => {
    for (const event of events) {
      for (const value of [event, event.data.object] as unknown as Record<string, unknown>[]) {
        const [file, name] = SHAPES[String(value.object)]!;
        const { all, required } = declared(file, name);
        const keys = Object.keys(value);
        expect(
          [...required].filter((k) => !keys.includes(k)),
          `${name} misses`,
        ).toEqual([]);
        expect(
          keys.filter((k) => !all.has(k)),
          `${name} has undeclared`,
        ).toEqual([]);
      }
    }
  });

  it('an invoice names its subscription under parent and has no payment intent; invoice_payment.paid has it', () => {
    const paid = events.find((e): e is Stripe.InvoicePaidEvent => e.type === 'invoice.paid')!;
    const invoice = paid.data.object as unknown as Record<string, unknown>;
    for (const gone of ['payment_intent', 'subscription', 'charge', 'paid', 'subscription_details'])
      expect(invoice).not.toHaveProperty(gone);
    expect(paid.data.object.parent?.subscription_details?.subscription).toMatch(/^sub_/);
    const link = events.find(
      (e): e is Stripe.InvoicePaymentPaidEvent =>
        e.type === 'invoice_payment.paid' && e.data.object.invoice === paid.data.object.id,
    )!;
    expect(link.data.object.payment).toEqual({
      payment_intent: expect.stringMatching(/^pi_/),
      type: 'payment_intent',
    });
  });

  it('a charge has no invoice; refunds are cumulative; a dispute names its payment intent', () => {
    const refund = events.find((e): e is Stripe.ChargeRefundedEvent => e.type === 'charge.refunded')!;
    expect(refund.data.object).not.toHaveProperty('invoice');
    expect(refund.data.object).toMatchObject({ amount: 5181, amount_refunded: 1000, refunded: false });
    const closed = events.find(
      (e): e is Stripe.ChargeDisputeClosedEvent => e.type === 'charge.dispute.closed',
    )!;
    expect(closed.data.object).toMatchObject({
      status: 'lost',
      payment_intent: refund.data.object.payment_intent,
    });
  });

  it('a subscription keeps its period on the item; a change carries the amount and the cancellation', () => {
    const updated = events.filter(
      (e): e is Stripe.CustomerSubscriptionUpdatedEvent => e.type === 'customer.subscription.updated',
    );
    const change = updated.find((e) => e.data.object.cancel_at_period_end)!;
    expect(change.data.object).not.toHaveProperty('current_period_end');
    expect(change.data.object.items.data[0]).toMatchObject({
      price: { unit_amount: 7500, recurring: { interval: 'month', interval_count: 1 } },
      current_period_end: expect.any(Number),
    });
    expect(updated.map((e) => e.data.object.status)).toContain('past_due');
  });
});
