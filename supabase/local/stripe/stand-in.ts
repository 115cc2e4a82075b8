/**
 * The local Stripe stand-in (docs/decisions/0038): the part of Stripe's API the giving functions
 * call, a hosted-checkout page and a customer-portal page, and webhook events signed exactly as
 * Stripe signs them. Only the local stack starts it (127.0.0.1:54326, or a free port for test
 * stacks); the functions reach it through the SDK's `host`/`port`/`protocol` settings
 * (STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL), which only the local stack sets.
 *
 *   POST /v1/checkout/sessions        create (mode payment | subscription; price_data line items)
 *   GET  /v1/checkout/sessions/:id    retrieve
 *   POST /v1/billing_portal/sessions  create a portal session for a customer
 *   GET  /c/pay/:id, POST /c/pay/:id  the checkout page: 'Card number', 'Pay', back to cancel_url
 *   GET  /p/session/:id, POST …/cancel the portal page: the customer's gifts, 'Cancel gift'
 *   POST /_local/refund               { payment_intent } → charge.refunded (test and demo helper)
 *   POST /_local/renew                { subscription } → the next invoice.paid
 *   GET  /_local/events               the events sent, newest first
 *
 * API errors have Stripe's shape, `{ error: { type, code?, message, param? } }` with 400, 401,
 * 402 or 404 (https://docs.stripe.com/api/errors). `Idempotency-Key` works as Stripe documents
 * (https://docs.stripe.com/api/idempotent_requests): the same key and parameters answer the first
 * result again with `Idempotent-Replayed: true`; the same key with other parameters is a 400
 * `idempotency_error`. Test cards (https://docs.stripe.com/testing): 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined (`card_declined`).
 *
 * Webhooks (https://docs.stripe.com/webhooks#verify-manually): `Stripe-Signature: t=<unix
 * seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import getPort from 'get-port';
import { parseStripeForm, type FormValue } from './form';

/** Options of {@link startStripeStandIn}. */
export interface StripeStandInOptions {
  /** Port on 127.0.0.1; 0 picks a free port. */
  port: number;
  /** Where events are POSTed (the stripe-webhook function), or none. */
  webhookUrl?: string;
  /** The endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** Receives delivery failures. */
  onError?: (error: unknown) => void;
}

/** A running stand-in. */
export interface StripeStandIn {
  /** e.g. `http://127.0.0.1:54326`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** The test cards. */
export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/**
 * Signs a payload as Stripe does.
 *
 * @returns the `Stripe-Signature` header value.
 */
export function stripeSignature(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

function id(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function stripeError(reply: FastifyReply, status: number, type: string, message: string, extra: Json = {}) {
  return reply.code(status).send({ error: { type, message, ...extra } });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function obj(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function dollars(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** Starts the stand-in. */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const port = options.port === 0 ? await getPort({ host: '127.0.0.1' }) : options.port;
  const url = `http://127.0.0.1:${port}`;
  const sessions = new Map<string, Json>();
  const portals = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const idempotent = new Map<string, { hash: string; status: number; body: unknown }>();
  const events: Json[] = [];
  const app: FastifyInstance = Fastify({ logger: false });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseStripeForm(body as string));
    } catch (error) {
      done(error as Error);
    }
  });

  const send = async (type: string, object: Json): Promise<void> => {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.unshift(event);
    if (!options.webhookUrl) return;
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': stripeSignature(payload, options.webhookSecret),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok)
        options.onError?.(new Error(`webhook ${type} answered ${response.status}: ${await response.text()}`));
    } catch (error) {
      options.onError?.(error);
    }
  };

  // The secret key: any `sk_test_…`, as the API refuses a missing or malformed one.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const key = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!key || !/^(sk|rk)_test_/.test(key)) {
      return stripeError(
        reply,
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${(key ?? '').slice(0, 8)}***`,
      );
    }
  });

  /** Runs `create` once per Idempotency-Key and parameters. */
  const once = async (
    request: { headers: Record<string, string | string[] | undefined>; body: unknown; url: string },
    reply: FastifyReply,
    create: () => { status: number; body: unknown },
  ) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') {
      const result = create();
      return reply.code(result.status).send(result.body);
    }
    const hash = createHash('sha256')
      .update(`${request.url}\n${JSON.stringify(request.body)}`)
      .digest('hex');
    const seen = idempotent.get(key);
    if (seen) {
      if (seen.hash !== hash) {
        return stripeError(
          reply,
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return reply
        .code(seen.status)
        .header('Idempotent-Replayed', 'true')
        .header('Idempotency-Key', key)
        .send(seen.body);
    }
    const result = create();
    idempotent.set(key, { hash, ...result });
    return reply.code(result.status).header('Idempotency-Key', key).send(result.body);
  };

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const body = obj(request.body as FormValue);
    return once(request, reply, () => {
      const mode = str(body.mode);
      if (mode !== 'payment' && mode !== 'subscription') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              param: 'mode',
              message: 'Invalid mode: must be one of payment, setup, or subscription',
            },
          },
        };
      }
      for (const param of ['success_url', 'cancel_url'] as const) {
        const value = str(body[param]);
        if (!value || !/^https?:\/\//.test(value)) {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                param,
                message: `Invalid URL: ${param} must be a URL.`,
              },
            },
          };
        }
      }
      const items = Array.isArray(body.line_items) ? body.line_items : [];
      if (items.length === 0) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              param: 'line_items',
              message: 'You must provide at least one line item.',
            },
          },
        };
      }
      let total = 0;
      let currency = 'usd';
      let recurring: Recurring | null = null;
      for (const [i, raw] of items.entries()) {
        const item = obj(raw);
        const price = obj(item.price_data);
        const amount = Number(str(price.unit_amount));
        const quantity = Number(str(item.quantity) ?? '1');
        if (!Number.isInteger(amount) || amount < 50 || amount > 99_999_999) {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                param: `line_items[${i}][price_data][unit_amount]`,
                message: 'Invalid integer: unit_amount must be at least 50 cents and at most 99999999.',
              },
            },
          };
        }
        total += amount * quantity;
        currency = str(price.currency) ?? currency;
        const rec = obj(price.recurring);
        if (price.recurring !== undefined) {
          const checked = recurringOf(rec, `line_items[${i}][price_data][recurring]`);
          if ('error' in checked) return { status: 400, body: { error: checked.error } };
          recurring = checked;
        }
      }
      if (mode === 'subscription' && !recurring) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              param: 'line_items',
              message:
                'You must provide at least one recurring price in `subscription` mode when using prices.',
            },
          },
        };
      }
      const sessionId = id('cs');
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        amount_subtotal: total,
        amount_total: total,
        cancel_url: str(body.cancel_url),
        client_reference_id: str(body.client_reference_id) ?? null,
        created: Math.floor(Date.now() / 1000),
        currency,
        customer: null,
        customer_details: null,
        customer_email: str(body.customer_email) ?? null,
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
        livemode: false,
        metadata: obj(body.metadata),
        mode,
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        submit_type: str(body.submit_type) ?? null,
        subscription: null,
        success_url: str(body.success_url),
        url: `${url}/c/pay/${sessionId}`,
        // Not in Stripe's session object; kept for the subscription this page creates.
        _subscription_metadata: obj(obj(body.subscription_data).metadata),
        _recurring: recurring,
        _description: str(obj(obj(obj(items[0]).price_data).product_data).name) ?? 'Gift',
      };
      sessions.set(sessionId, session);
      return { status: 200, body: publicSession(session) };
    });
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) {
      return stripeError(
        reply,
        404,
        'invalid_request_error',
        `No such checkout.session: '${request.params.id}'`,
        { code: 'resource_missing', param: 'session' },
      );
    }
    return publicSession(session);
  });

  app.post('/v1/billing_portal/sessions', async (request, reply) => {
    const body = obj(request.body as FormValue);
    return once(request, reply, () => {
      const customer = str(body.customer);
      if (!customer) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              param: 'customer',
              message: 'Missing required param: customer.',
            },
          },
        };
      }
      const portalId = id('bps');
      const portal = {
        id: portalId,
        object: 'billing_portal.session',
        customer,
        livemode: false,
        return_url: str(body.return_url) ?? null,
        url: `${url}/p/session/${portalId}`,
        created: Math.floor(Date.now() / 1000),
      };
      portals.set(portalId, portal);
      return { status: 200, body: portal };
    });
  });

  // The checkout page ------------------------------------------------------------------------------

  const page = (title: string, content: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1e293b}
label{display:block;margin:1rem 0 .25rem;font-weight:600}input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box;border:1px solid #64748b;border-radius:6px}
button{margin-top:1.25rem;width:100%;padding:.8rem;font-size:1rem;font-weight:700;color:#fff;background:#1a3fae;border:0;border-radius:6px;cursor:pointer}
.error{color:#b91c1c;font-weight:600}.note{font-size:.875rem;color:#475569}a{color:#1a3fae}</style></head>
<body><p class="note">Local Stripe stand-in: no card is charged.</p>${content}</body></html>`;

  const payPage = (session: Json, error?: string) => {
    const amount = dollars(session.amount_total as number, session.currency as string);
    const recurring = session._recurring as Recurring | null;
    const every = recurring ? ` ${everyText(recurring)}` : '';
    return page(
      `Pay ${amount}`,
      `<main><h1>${escapeHtml(String(session._description))}</h1><p><strong>${amount}${every}</strong></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/c/pay/${escapeHtml(String(session.id))}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(String(session.customer_email ?? ''))}" required>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name">
<button type="submit">Pay</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">← Back</a></p></main>`,
    );
  };

  app.get<{ Params: { id: string } }>('/c/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session)
      return reply
        .code(404)
        .type('text/html')
        .send(page('Not found', '<p>This checkout link is not valid.</p>'));
    if (session.status === 'complete') return reply.redirect(successUrl(session), 303);
    return reply.type('text/html').send(payPage(session));
  });

  app.post<{ Params: { id: string } }>('/c/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session)
      return reply
        .code(404)
        .type('text/html')
        .send(page('Not found', '<p>This checkout link is not valid.</p>'));
    if (session.status === 'complete') return reply.redirect(successUrl(session), 303);
    const form = obj(request.body as FormValue);
    const card = (str(form.card) ?? '').replace(/[\s-]/g, '');
    const email = (str(form.email) ?? '').trim();
    const name = (str(form.name) ?? '').trim() || null;
    if (card === DECLINED_CARD)
      return reply.type('text/html').send(payPage(session, 'Your card was declined.'));
    if (card !== PAYING_CARD)
      return reply.type('text/html').send(payPage(session, 'Your card number is invalid.'));
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      return reply.type('text/html').send(payPage(session, 'Your email address is invalid.'));

    const customer = id('cus');
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer,
      customer_details: { email, name, address: null, phone: null, tax_exempt: 'none', tax_ids: [] },
    });
    if (session.mode === 'payment') {
      session.payment_intent = id('pi');
      await send('checkout.session.completed', publicSession(session));
    } else {
      const subscription = id('sub');
      session.subscription = subscription;
      subscriptions.set(subscription, {
        id: subscription,
        object: 'subscription',
        customer,
        status: 'active',
        metadata: session._subscription_metadata,
        _amount: session.amount_total,
        _currency: session.currency,
        _email: email,
        _name: name,
        _description: session._description,
        _recurring: session._recurring,
      });
      await send('checkout.session.completed', publicSession(session));
      await invoicePaid(subscription);
    }
    return reply.redirect(successUrl(session), 303);
  });

  const invoicePaid = async (subscriptionId: string): Promise<boolean> => {
    const sub = subscriptions.get(subscriptionId);
    if (!sub || sub.status !== 'active') return false;
    const now = Math.floor(Date.now() / 1000);
    await send('invoice.paid', {
      id: id('in'),
      object: 'invoice',
      amount_due: sub._amount,
      amount_paid: sub._amount,
      amount_remaining: 0,
      billing_reason: 'subscription_cycle',
      currency: sub._currency,
      customer: sub.customer,
      customer_email: sub._email,
      customer_name: sub._name,
      livemode: false,
      paid: true,
      payment_intent: id('pi'),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: sub.metadata, subscription: subscriptionId },
      },
      status: 'paid',
      status_transitions: { paid_at: now, finalized_at: now },
    });
    return true;
  };

  // The customer portal ------------------------------------------------------------------------------

  app.get<{ Params: { id: string } }>('/p/session/:id', async (request, reply) => {
    const portal = portals.get(request.params.id);
    if (!portal)
      return reply.code(404).type('text/html').send(page('Not found', '<p>This link has expired.</p>'));
    const mine = [...subscriptions.values()].filter((s) => s.customer === portal.customer);
    const rows = mine
      .map((s) => {
        const every = everyText(s._recurring as Recurring);
        const what = `${escapeHtml(String(s._description))}: ${dollars(s._amount as number, s._currency as string)} ${every}`;
        return s.status === 'active'
          ? `<li>${what} <form method="post" action="/p/session/${escapeHtml(String(portal.id))}/cancel"><input type="hidden" name="subscription" value="${escapeHtml(String(s.id))}"><button type="submit">Cancel gift</button></form></li>`
          : `<li>${what} (canceled)</li>`;
      })
      .join('');
    return reply
      .type('text/html')
      .send(
        page(
          'Your gifts',
          `<main><h1>Your gifts</h1><ul>${rows || '<li>No recurring gifts.</li>'}</ul>${portal.return_url ? `<p><a href="${escapeHtml(String(portal.return_url))}">Return to the site</a></p>` : ''}</main>`,
        ),
      );
  });

  app.post<{ Params: { id: string } }>('/p/session/:id/cancel', async (request, reply) => {
    const portal = portals.get(request.params.id);
    const subscriptionId = str(obj(request.body as FormValue).subscription) ?? '';
    const sub = subscriptions.get(subscriptionId);
    if (!portal || !sub || sub.customer !== portal.customer)
      return reply.code(404).type('text/html').send(page('Not found', '<p>Not found.</p>'));
    if (sub.status === 'active') {
      sub.status = 'canceled';
      const now = Math.floor(Date.now() / 1000);
      await send('customer.subscription.deleted', {
        id: sub.id,
        object: 'subscription',
        customer: sub.customer,
        status: 'canceled',
        canceled_at: now,
        ended_at: now,
        metadata: sub.metadata,
      });
    }
    return reply.redirect(`/p/session/${String(portal.id)}`, 303);
  });

  // Local helpers (tests and demos) -------------------------------------------------------------

  app.post('/_local/refund', async (request, reply) => {
    const body = obj(request.body as FormValue);
    const paymentIntent = str(body.payment_intent);
    const amount = Number(str(body.amount));
    const refunded = Number(str(body.amount_refunded) ?? str(body.amount));
    if (!paymentIntent || !Number.isInteger(amount))
      return stripeError(reply, 400, 'invalid_request_error', 'payment_intent and amount are required.');
    await send('charge.refunded', {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: refunded,
      refunded: refunded >= amount,
      payment_intent: paymentIntent,
      currency: 'usd',
    });
    return { ok: true };
  });

  app.post('/_local/renew', async (request, reply) => {
    const subscription = str(obj(request.body as FormValue).subscription) ?? '';
    if (!(await invoicePaid(subscription)))
      return stripeError(reply, 404, 'invalid_request_error', `No such subscription: '${subscription}'`);
    return { ok: true };
  });

  app.get('/_local/events', async () => ({ data: events }));
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  await app.listen({ host: '127.0.0.1', port });
  return { url, port, close: () => app.close() };
}

/** A price's `recurring` as Stripe accepts it: an interval of day, week, month or year. */
interface Recurring {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
}

/** Most of each interval in one period: Stripe allows at most three years. */
const MOST: Record<Recurring['interval'], number> = { day: 1095, week: 156, month: 36, year: 3 };

/**
 * Checks `price_data[recurring]` as Stripe does (https://docs.stripe.com/api/prices/create#create_price-recurring):
 * `interval` one of day, week, month, year; `interval_count` a whole number, at most three years.
 */
function recurringOf(rec: Record<string, FormValue>, param: string): Recurring | { error: Json } {
  const interval = str(rec.interval);
  if (interval !== 'day' && interval !== 'week' && interval !== 'month' && interval !== 'year') {
    return {
      error: {
        type: 'invalid_request_error',
        param: `${param}[interval]`,
        message: `Invalid ${param}[interval]: must be one of day, week, month, or year`,
      },
    };
  }
  const count = Number(str(rec.interval_count) ?? '1');
  if (!Number.isInteger(count) || count < 1 || count > MOST[interval]) {
    return {
      error: {
        type: 'invalid_request_error',
        param: `${param}[interval_count]`,
        message:
          'Invalid interval_count: the maximum interval allowed is 3 years (1095 days, 156 weeks or 36 months).',
      },
    };
  }
  return { interval, interval_count: count };
}

/** How often a price is charged, as the Checkout page says it: 'per year', 'every 3 months'. */
function everyText(recurring: Recurring): string {
  return recurring.interval_count === 1
    ? `per ${recurring.interval}`
    : `every ${recurring.interval_count} ${recurring.interval}s`;
}

function successUrl(session: Json): string {
  return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id));
}

/** The session as the API returns it (without the stand-in's own bookkeeping). */
function publicSession(session: Json): Json {
  return Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_')));
}
