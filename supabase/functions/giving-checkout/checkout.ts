/**
 * The work of the `giving-checkout` Edge Function (docs/decisions/0038; issue 31 "Deliver" 2):
 *
 *   POST /giving-checkout   { amount_cents, fund_id, frequency, cover_fee, donor_name?,
 *                             donor_email?, idempotency_key, language? }  →  200 { url, session_id }
 *   GET  /giving-checkout/portal?customer=cus_…&sig=…      →  303 to a Stripe customer-portal session
 *                                                              (portal.ts)
 *
 * The gift is checked against the database (`public.begin_giving_checkout`: stripe mode, the
 * site's address, amount in whole cents from $1 to $100,000, an enabled fund, one-time /
 * monthly / quarterly / annually, the form flood guard), then one Checkout Session is created
 * with the browser's idempotency key, so a double click makes one session, and reported back
 * (`record_giving_checkout`, or `release_giving_checkout` when Stripe refuses), so that the flood
 * guard's hourly ceiling counts sessions actually created. The return addresses come from the
 * site address of the settings (`private.alert_settings.site_url`) only, never from a request
 * header. A Spanish donor (`language: 'es'`) gets Stripe's page in Spanish and the Spanish
 * return pages, and the gift records the language (decision 0055). Errors: 400 `{ error, field? }`
 * for bad input (a sentence for the visitor), 429 from the flood guard, 409 when online giving is
 * off or the site address is not set, 502 when Stripe refuses.
 */
import { rpc, RpcError, type Fetch } from '../_shared/db.ts';
import { readServiceDb, required, type ReadVariable, type ServiceDb } from '../_shared/env.ts';
import type { StripeLike } from '../_shared/giving.ts';
import { errorText, json, preflight } from '../_shared/http.ts';
import { sitePage, type MailLanguage } from '../_shared/mail-language.ts';
import { openPortal } from './portal.ts';

/** The function's settings (secrets and the runtime's variables). */
export interface CheckoutEnv extends ServiceDb {
  /** Signs the receipts' portal links (GIVING_LINK_SECRET). */
  linkSecret: string;
}

/** A gift's frequency as the database names it. */
export type Frequency = 'one_time' | 'monthly' | 'quarterly' | 'annually';

/** Stripe's `recurring` of each recurring frequency (https://docs.stripe.com/api/prices/object#price_object-recurring). */
export const STRIPE_RECURRING: Record<
  Exclude<Frequency, 'one_time'>,
  { interval: 'month' | 'year'; interval_count: number }
> = {
  monthly: { interval: 'month', interval_count: 1 },
  quarterly: { interval: 'month', interval_count: 3 },
  annually: { interval: 'year', interval_count: 1 },
};

/**
 * The Checkout line item's name per language: 'Annual gift to Grace Chapel: Tithe',
 * 'Donativo anual a Grace Chapel: Tithe'.
 */
const GIFT_NAMES: Record<MailLanguage, Record<Frequency, string>> = {
  en: { one_time: 'Gift', monthly: 'Monthly gift', quarterly: 'Quarterly gift', annually: 'Annual gift' },
  es: {
    one_time: 'Donativo',
    monthly: 'Donativo mensual',
    quarterly: 'Donativo trimestral',
    annually: 'Donativo anual',
  },
};
const TO: Record<MailLanguage, string> = { en: 'to', es: 'a' };

/** The body the Donate page sends. */
export interface CheckoutBody {
  /** The gift in whole cents, before any covered fee. */
  amount_cents: number;
  fund_id: string;
  frequency: Frequency;
  cover_fee: boolean;
  donor_name?: string;
  donor_email?: string;
  /** A UUID the form makes once per gift; the same key creates the same session. */
  idempotency_key: string;
  /** The Donate page's language when Spanish, stored with the gift (decision 0055); absent: English. */
  language?: 'es';
}

/** What `begin_giving_checkout` answers. */
interface Begun {
  /** The flood guard's record of this attempt, reported back once Stripe has answered. */
  attempt_id: number;
  gift_cents: number;
  fee_cents: number;
  total_cents: number;
  fund_id: string;
  fund_name: string;
  frequency: Frequency;
  /** The site's origin (`private.alert_settings.site_url`); the database refuses when it is not set. */
  site_url: string | null;
  church_name: string;
}

/** The 409 when no site address is configured: the return addresses would have nothing to stand on. */
const NO_SITE_URL =
  'Online giving is not set up yet: the site\'s address is missing. An administrator sets site_url in private.alert_settings (README, "Taking gifts with Stripe").';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Bad input: 400 with a sentence for the visitor and the field it is about. */
class InputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/**
 * Checks the body's shape (the database checks the values against the settings).
 *
 * @throws InputError naming the field.
 */
export function parseCheckoutBody(value: unknown): CheckoutBody {
  const body = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const amount = body.amount_cents;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100 || amount > 10_000_000) {
    throw new InputError('Enter an amount from $1 to $100,000.', 'amount_cents');
  }
  if (typeof body.fund_id !== 'string' || !UUID.test(body.fund_id))
    throw new InputError('Choose a fund.', 'fund_id');
  if (typeof body.frequency !== 'string' || !Object.hasOwn(GIFT_NAMES.en, body.frequency)) {
    throw new InputError('Choose one-time, monthly, quarterly or annually.', 'frequency');
  }
  const name = typeof body.donor_name === 'string' ? body.donor_name.trim() : '';
  if (name.length > 100) throw new InputError('Your name can be at most 100 characters.', 'donor_name');
  const email = typeof body.donor_email === 'string' ? body.donor_email.trim() : '';
  if (email && (email.length > 254 || !EMAIL.test(email))) {
    throw new InputError('Enter a valid email address.', 'donor_email');
  }
  if (typeof body.idempotency_key !== 'string' || !UUID.test(body.idempotency_key)) {
    throw new InputError('Reload the page and try again.', 'idempotency_key');
  }
  if (body.language !== undefined && body.language !== 'en' && body.language !== 'es') {
    throw new InputError('Reload the page and try again.', 'language');
  }
  return {
    amount_cents: amount,
    fund_id: body.fund_id.toLowerCase(),
    frequency: body.frequency as Frequency,
    cover_fee: body.cover_fee === true,
    ...(name ? { donor_name: name } : {}),
    ...(email ? { donor_email: email } : {}),
    idempotency_key: body.idempotency_key.toLowerCase(),
    ...(body.language === 'es' ? { language: 'es' as const } : {}),
  };
}

/**
 * The request's client-address headers, for the flood guard's one rule in the database
 * (`private.client_address`: `cf-connecting-ip` when the settings say the API sits behind
 * Cloudflare, else the last `x-forwarded-for` entry).
 */
export function clientHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['cf-connecting-ip', 'x-forwarded-for']) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return headers;
}

/**
 * The Checkout Session's parameters (https://docs.stripe.com/api/checkout/sessions/create). For a
 * Spanish donor the page opens in Spanish (`locale: 'es'`, one of the SDK's
 * `SessionCreateParams.Locale`) and returns to the Spanish pages (`/es/checkout-success`,
 * `/es/checkout-cancel`); English leaves `locale` unset, as before. The return addresses are
 * built from `siteUrl`, the configured site address, only.
 */
export function sessionParams(body: CheckoutBody, begun: Begun, siteUrl: string): Record<string, unknown> {
  const language: MailLanguage = body.language ?? 'en';
  const recurring = begun.frequency === 'one_time' ? null : STRIPE_RECURRING[begun.frequency];
  const metadata = {
    fund_id: begun.fund_id,
    fund_name: begun.fund_name,
    frequency: begun.frequency,
    gift_cents: String(begun.gift_cents),
    fee_cents: String(begun.fee_cents),
    cover_fee: body.cover_fee ? 'yes' : 'no',
    ...(body.donor_name ? { donor_name: body.donor_name } : {}),
  };
  return {
    mode: recurring ? 'subscription' : 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: begun.total_cents,
          product_data: {
            name: `${GIFT_NAMES[language][begun.frequency]} ${TO[language]} ${begun.church_name}: ${begun.fund_name}`,
          },
          ...(recurring ? { recurring } : {}),
        },
      },
    ],
    success_url: sitePage(siteUrl, language, '/checkout-success?session_id={CHECKOUT_SESSION_ID}'),
    cancel_url: sitePage(siteUrl, language, '/checkout-cancel?from=giving'),
    ...(language === 'es' ? { locale: 'es' } : {}),
    ...(body.donor_email ? { customer_email: body.donor_email } : {}),
    ...(recurring ? {} : { submit_type: 'donate', customer_creation: 'always' }),
    metadata,
    ...(recurring ? { subscription_data: { metadata } } : {}),
  };
}

/** Handles one request (see the file's comment). */
export async function handleCheckoutRequest(
  request: Request,
  env: CheckoutEnv,
  stripe: StripeLike,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  const path = new URL(request.url).pathname;
  if (request.method === 'GET' && path.endsWith('/portal')) return openPortal(request, env, stripe, fetchFn);
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });

  let body: CheckoutBody;
  try {
    body = parseCheckoutBody(await request.json().catch(() => null));
  } catch (error) {
    if (error instanceof InputError) return json(400, { error: error.message, field: error.field });
    throw error;
  }

  let begun: Begun;
  try {
    begun = await rpc<Begun>(env, fetchFn, 'begin_giving_checkout', {
      gift_cents: body.amount_cents,
      fund_id: body.fund_id,
      frequency: body.frequency,
      cover_fee: body.cover_fee,
      client_headers: clientHeaders(request),
    });
  } catch (error) {
    if (error instanceof RpcError) {
      if (error.code === '22023') return json(400, { error: error.message });
      if (error.status === 429) {
        return json(429, {
          error: 'Too many attempts from this connection. Please try again in a few minutes.',
        });
      }
      if (error.code === 'P0001') return json(409, { error: error.message });
    }
    return json(500, { error: 'The gift could not be started. Please try again.' });
  }
  // Only the configured site address: a header (Origin, Host, Referer) never shapes a return URL.
  const siteUrl = (begun.site_url ?? '').replace(/\/+$/, '');
  if (!siteUrl) {
    await release(env, fetchFn, begun.attempt_id);
    return json(409, { error: NO_SITE_URL });
  }

  let session: { id: string; url: string | null };
  try {
    session = await stripe.checkout.sessions.create(sessionParams(body, begun, siteUrl) as never, {
      idempotencyKey: `giving-checkout-${body.idempotency_key}`,
    });
  } catch (error) {
    console.error(`stripe refused the session: ${errorText(error)}`);
    await release(env, fetchFn, begun.attempt_id);
    return json(502, { error: 'The payment page could not be opened. Please try again.' });
  }
  // A replayed session (double click) is already recorded: the first row is kept.
  try {
    await rpc<boolean>(env, fetchFn, 'record_giving_checkout', {
      attempt_id: begun.attempt_id,
      session_id: session.id,
      gift_cents: begun.gift_cents,
      fee_cents: begun.fee_cents,
      fund_id: begun.fund_id,
      fund_name: begun.fund_name,
      frequency: begun.frequency,
      ...(body.language ? { language: body.language } : {}),
    });
  } catch (error) {
    console.error(`record_giving_checkout failed: ${errorText(error)}`);
    return json(500, { error: 'The gift could not be started. Please try again.' });
  }
  return json(200, {
    url: session.url,
    session_id: session.id,
  });
}

/** Tells the flood guard that Stripe created nothing for this attempt (best effort: logged). */
async function release(env: CheckoutEnv, fetchFn: Fetch, attemptId: number): Promise<void> {
  try {
    await rpc(env, fetchFn, 'release_giving_checkout', { attempt_id: attemptId });
  } catch (error) {
    console.error(`release_giving_checkout failed: ${errorText(error)}`);
  }
}

/**
 * Reads the environment.
 *
 * @throws MissingVariable naming the first missing variable.
 */
export function readCheckoutEnv(get: ReadVariable): CheckoutEnv {
  return {
    ...readServiceDb(get),
    linkSecret: required(get, 'GIVING_LINK_SECRET'),
  };
}
