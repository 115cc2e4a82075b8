/**
 * The local Stripe stand-in (docs/decisions/0038): the part of Stripe's API the giving functions
 * call, a hosted-checkout page and a customer-portal page, and webhook events signed exactly as
 * Stripe signs them, all in API version 2026-10-28.endive (STRIPE_API_VERSION, the one the
 * functions pin: objects.ts and payments.ts build its objects with the SDK's types). Only the
 * local stack starts it (127.0.0.1:54326, or a free port for test stacks); the functions reach it
 * through the SDK's `host`/`port`/`protocol` settings (STRIPE_API_HOST, STRIPE_API_PORT,
 * STRIPE_API_PROTOCOL), which only the local stack sets.
 *
 *   POST /v1/checkout/sessions        create (mode payment | subscription; price_data line items;
 *                                     `locale` checked and recorded)
 *   GET  /v1/checkout/sessions/:id    retrieve
 *   POST /v1/billing_portal/sessions  create a portal session for a customer
 *   GET  /c/pay/:id, POST /c/pay/:id  the checkout page: a card or a US bank account, back to cancel_url
 *   GET  /p/session/:id, POST …/cancel the portal page: the customer's gifts, 'Cancel gift'
 *   POST /_local/refund    { payment_intent, amount? } → charge.refunded (amount: cents, else the rest)
 *   POST /_local/dispute   { payment_intent, outcome: open | won | lost } → charge.dispute.*
 *   POST /_local/settle    { session } → checkout.session.async_payment_succeeded or …_failed
 *   POST /_local/renew     { subscription, fail? } → the next invoice, paid or failed
 *   POST /_local/update    { subscription, amount?, cancel_at_period_end? } → customer.subscription.updated
 *   GET  /_local/events    the events sent, newest first
 *
 * API errors have Stripe's shape, `{ error: { type, code?, message, param? } }` with 400, 401,
 * 402 or 404 (https://docs.stripe.com/api/errors). A request whose `Stripe-Version` is not the
 * pinned version is refused (400): the stand-in speaks that version only. `Idempotency-Key`
 * works as Stripe documents (https://docs.stripe.com/api/idempotent_requests): the same key and
 * parameters answer the first result again with `Idempotent-Replayed: true`; the same key with
 * other parameters is a 400 `idempotency_error`. Test cards and accounts: pages.ts.
 *
 * Webhooks (https://docs.stripe.com/webhooks#verify-manually): `Stripe-Signature: t=<unix
 * seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 */
import { createHash, createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import getPort from 'get-port';
import type Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../functions/_shared/giving';
import { createBilling, stripeId } from './billing';
import { apiError, obj, parseStripeForm, type FormValue } from './form';
import { checkoutSession } from './objects';
import type { Recurring, SessionState } from './state';
import { registerPages } from './routes';

export { DECLINED_CARD, FAILING_BANK_ACCOUNT, PAYING_BANK_ACCOUNT, PAYING_CARD } from './pages';

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

function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function strings(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj(value)).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** Most of each interval in one period: Stripe allows at most three years. */
const MOST_PER_PERIOD: Record<Recurring['interval'], number> = { day: 1095, week: 156, month: 36, year: 3 };

/**
 * Checks `price_data[recurring]` as Stripe does
 * (https://docs.stripe.com/api/prices/create#create_price-recurring): `interval` one of day, week,
 * month, year; `interval_count` a whole number, at most three years.
 */
function recurringOf(
  rec: Record<string, FormValue>,
  param: string,
): Recurring | { error: Record<string, unknown> } {
  const interval = str(rec.interval);
  if (interval !== 'day' && interval !== 'week' && interval !== 'month' && interval !== 'year') {
    return apiError(
      'invalid_request_error',
      `Invalid ${param}[interval]: must be one of day, week, month, or year`,
      {
        param: `${param}[interval]`,
      },
    );
  }
  const count = Number(str(rec.interval_count) ?? '1');
  if (!Number.isInteger(count) || count < 1 || count > MOST_PER_PERIOD[interval]) {
    return apiError(
      'invalid_request_error',
      'Invalid interval_count: the maximum interval allowed is 3 years (1095 days, 156 weeks or 36 months).',
      { param: `${param}[interval_count]` },
    );
  }
  return { interval, interval_count: count };
}

/**
 * The languages of the Checkout page in API version 2026-10-28.endive, as the SDK's
 * `Stripe.Checkout.SessionCreateParams.Locale` lists them
 * (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-locale).
 */
// prettier-ignore
export const CHECKOUT_LOCALES = [
  'auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA',
  'hi-IN', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR',
  'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW',
] as const satisfies readonly Stripe.Checkout.SessionCreateParams.Locale[];

/** Checks `locale` as Stripe does: one of {@link CHECKOUT_LOCALES}, else its enum error. */
function localeOf(value: FormValue | undefined): SessionState['locale'] | { error: Json } {
  if (value === undefined) return null;
  const locale = str(value);
  if ((CHECKOUT_LOCALES as readonly string[]).includes(locale ?? '')) return locale as SessionState['locale'];
  const listed = `${CHECKOUT_LOCALES.slice(0, -1).join(', ')}, or ${CHECKOUT_LOCALES.at(-1)}`;
  return apiError('invalid_request_error', `Invalid locale: must be one of ${listed}`, { param: 'locale' });
}

/** Checks a create-session body; returns the session, or Stripe's 400 error. */
function newSession(body: Record<string, FormValue>, url: string): SessionState | { error: Json } {
  const mode = str(body.mode);
  if (mode !== 'payment' && mode !== 'subscription') {
    return apiError('invalid_request_error', 'Invalid mode: must be one of payment, setup, or subscription', {
      param: 'mode',
    });
  }
  for (const param of ['success_url', 'cancel_url'] as const) {
    const value = str(body[param]);
    if (!value || !/^https?:\/\//.test(value))
      return apiError('invalid_request_error', `Invalid URL: ${param} must be a URL.`, { param });
  }
  const items = Array.isArray(body.line_items) ? body.line_items : [];
  if (items.length === 0)
    return apiError('invalid_request_error', 'You must provide at least one line item.', {
      param: 'line_items',
    });
  let total = 0;
  let currency = 'usd';
  let recurring: SessionState['recurring'] = null;
  for (const [i, raw] of items.entries()) {
    const price = obj(obj(raw).price_data);
    const amount = Number(str(price.unit_amount));
    if (!Number.isInteger(amount) || amount < 50 || amount > 99_999_999) {
      return apiError(
        'invalid_request_error',
        'Invalid integer: unit_amount must be at least 50 cents and at most 99999999.',
        { param: `line_items[${i}][price_data][unit_amount]` },
      );
    }
    total += amount * Number(str(obj(raw).quantity) ?? '1');
    currency = str(price.currency) ?? currency;
    if (price.recurring !== undefined) {
      const checked = recurringOf(obj(price.recurring), `line_items[${i}][price_data][recurring]`);
      if ('error' in checked) return checked;
      recurring = checked;
    }
  }
  if (mode === 'subscription' && !recurring) {
    return apiError(
      'invalid_request_error',
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      { param: 'line_items' },
    );
  }
  const locale = localeOf(body.locale);
  if (locale !== null && typeof locale === 'object') return locale;
  const id = stripeId('cs');
  const submitType = str(body.submit_type);
  return {
    id,
    mode,
    amount: total,
    currency,
    created: Math.floor(Date.now() / 1000),
    metadata: strings(body.metadata),
    subscriptionMetadata: strings(obj(body.subscription_data).metadata),
    recurring,
    description: str(obj(obj(obj(items[0]).price_data).product_data).name) ?? 'Gift',
    successUrl: str(body.success_url)!,
    cancelUrl: str(body.cancel_url)!,
    customerEmail: str(body.customer_email) ?? null,
    clientReferenceId: str(body.client_reference_id) ?? null,
    submitType: submitType === 'donate' || submitType === 'pay' ? submitType : null,
    locale,
    status: 'open',
    paymentStatus: 'unpaid',
    customer: null,
    email: null,
    name: null,
    paymentIntent: null,
    subscription: null,
    url: `${url}/c/pay/${id}`,
  };
}

/** Starts the stand-in. */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const port = options.port === 0 ? await getPort({ host: '127.0.0.1' }) : options.port;
  const url = `http://127.0.0.1:${port}`;
  const sessions = new Map<string, SessionState>();
  const idempotent = new Map<string, { hash: string; status: number; body: unknown }>();
  const events: Stripe.Event[] = [];
  const app: FastifyInstance = Fastify({ logger: false });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseStripeForm(body as string));
    } catch (error) {
      done(error as Error);
    }
  });

  const billing = createBilling(async (event) => {
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
        options.onError?.(
          new Error(`webhook ${event.type} answered ${response.status}: ${await response.text()}`),
        );
    } catch (error) {
      options.onError?.(error);
    }
  });

  // The secret key (any `sk_test_…`, as the API refuses a missing or malformed one) and the
  // version: the one the functions pin, or none (the account's default, which is that one).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const key = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!key || !/^(sk|rk)_test_/.test(key)) {
      return reply
        .code(401)
        .send(apiError('invalid_request_error', `Invalid API Key provided: ${(key ?? '').slice(0, 8)}***`));
    }
    const version = request.headers['stripe-version'];
    if (version !== undefined && version !== STRIPE_API_VERSION) {
      return reply
        .code(400)
        .send(
          apiError(
            'invalid_request_error',
            `Invalid Stripe API version: ${String(version)}. The local stand-in speaks ${STRIPE_API_VERSION} only.`,
            { code: 'api_version_invalid' },
          ),
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
        return reply
          .code(400)
          .send(
            apiError(
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ),
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

  app.post('/v1/checkout/sessions', async (request, reply) =>
    once(request, reply, () => {
      const session = newSession(obj(request.body as FormValue), url);
      if ('error' in session) return { status: 400, body: session };
      sessions.set(session.id, session);
      return { status: 200, body: checkoutSession(session) };
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) {
      return reply.code(404).send(
        apiError('invalid_request_error', `No such checkout.session: '${request.params.id}'`, {
          code: 'resource_missing',
          param: 'session',
        }),
      );
    }
    return checkoutSession(session);
  });

  const portals = registerPages(app, { url, sessions, billing, once });

  app.get('/_local/events', async () => ({ data: events }));
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  await app.listen({ host: '127.0.0.1', port });
  return { url, port, close: () => app.close().then(() => portals.clear()) };
}
