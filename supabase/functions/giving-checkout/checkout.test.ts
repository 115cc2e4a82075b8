/**
 * Unit tests of the giving-checkout function (checkout.ts) with the official `stripe` SDK pointed
 * at the local stand-in (supabase/local/stripe/) and the database answered by a fake fetch:
 * input validation, the database's refusals, the session's parameters for every frequency,
 * return addresses from the configured site address only (never a request header), idempotency
 * (a double click makes one session), what the flood guard is told, the portal link; and
 * `deno check` of both giving functions' Deno entry points.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Stripe from 'stripe';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw';
import { denoBinary } from '../../local/functions/runner';
import { startStripeStandIn, type StripeStandIn } from '../../local/stripe/stand-in';
import { portalLink, type StripeLike } from '../_shared/giving';
import { handleCheckoutRequest, parseCheckoutBody, sessionParams, type CheckoutEnv } from './checkout';

const env: CheckoutEnv = {
  supabaseUrl: 'http://db.test',
  serviceKey: 'service-key',
  linkSecret: 'link-secret',
};
const FUND = '6f1c2b9e-2d1a-4c55-9a7e-0a1b2c3d4e5f';
const KEY = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
const begun = {
  attempt_id: 41,
  gift_cents: 5000,
  fee_cents: 181,
  total_cents: 5181,
  fund_id: FUND,
  fund_name: 'Tithe',
  frequency: 'monthly',
  site_url: 'https://church.test',
  church_name: 'Grace Chapel',
};

let standIn: StripeStandIn;
let stripe: StripeLike;

beforeAll(async () => {
  standIn = await startStripeStandIn({ port: 0, webhookSecret: 'whsec_unit' });
  stripe = new Stripe('sk_test_unit', {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  }) as unknown as StripeLike;
});
afterAll(async () => {
  await standIn.close();
});
// The SDK's requests reach the real stand-in, not the component tests' network mock.
beforeEach(() => {
  server.use(http.all(`${standIn.url}/*`, () => passthrough()));
});

/**
 * A fake PostgREST: `begin_giving_checkout` answers `answer`, `giving_site_url` answers `site`,
 * `record_giving_checkout` true and `release_giving_checkout` nothing; every call is recorded.
 */
function fakeDb(answer: { status: number; body: unknown }, site: string | null = 'https://church.test') {
  const calls: { url: string; body: unknown }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.endsWith('/rpc/begin_giving_checkout'))
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    if (url.endsWith('/rpc/record_giving_checkout')) return new Response('true', { status: 200 });
    if (url.endsWith('/rpc/release_giving_checkout')) return new Response(null, { status: 204 });
    if (url.endsWith('/rpc/giving_site_url')) return new Response(JSON.stringify(site), { status: 200 });
    return new Response('{}', { status: 404 });
  };
  const called = (name: string) => calls.filter((c) => c.url.endsWith(`/rpc/${name}`));
  return { calls, called, fetchFn };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://fn.test/giving-checkout', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-forwarded-for': '203.0.113.9, 10.0.0.1',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** The session as the stand-in keeps it (Stripe's retrieve call). */
async function retrieve(sessionId: string): Promise<Record<string, unknown>> {
  return (await (
    await fetch(`${standIn.url}/v1/checkout/sessions/${sessionId}`, {
      headers: { Authorization: 'Bearer sk_test_unit' },
    })
  ).json()) as Record<string, unknown>;
}

const good = {
  amount_cents: 5000,
  fund_id: FUND,
  frequency: 'monthly',
  cover_fee: true,
  idempotency_key: KEY,
};

describe('parseCheckoutBody', () => {
  it.each([
    [{ amount_cents: 99 }, 'amount_cents', 'Enter an amount from $1 to $100,000.'],
    [{ amount_cents: 100.5 }, 'amount_cents', 'Enter an amount from $1 to $100,000.'],
    [{ amount_cents: 10_000_001 }, 'amount_cents', 'Enter an amount from $1 to $100,000.'],
    [{ amount_cents: '5000' }, 'amount_cents', 'Enter an amount from $1 to $100,000.'],
    [{ fund_id: 'Missions' }, 'fund_id', 'Choose a fund.'],
    [{ frequency: 'yearly' }, 'frequency', 'Choose one-time, monthly, quarterly or annually.'],
    [{ frequency: 'toString' }, 'frequency', 'Choose one-time, monthly, quarterly or annually.'],
    [{ donor_email: 'not an address' }, 'donor_email', 'Enter a valid email address.'],
    [{ idempotency_key: 'x' }, 'idempotency_key', 'Reload the page and try again.'],
    [{ language: 'fr' }, 'language', 'Reload the page and try again.'],
  ])('refuses %j', (change, field, message) => {
    expect(() => parseCheckoutBody({ ...good, ...change })).toThrow(message);
    try {
      parseCheckoutBody({ ...good, ...change });
    } catch (error) {
      expect((error as { field: string }).field).toBe(field);
    }
  });

  it.each(['one_time', 'monthly', 'quarterly', 'annually'])('accepts the frequency %s', (frequency) => {
    expect(parseCheckoutBody({ ...good, frequency }).frequency).toBe(frequency);
  });

  it("keeps the Spanish page's language for the gift; English is the default", () => {
    expect(parseCheckoutBody({ ...good, language: 'es' }).language).toBe('es');
    expect(parseCheckoutBody({ ...good, language: 'en' })).not.toHaveProperty('language');
    expect(parseCheckoutBody(good)).not.toHaveProperty('language');
  });

  it('accepts $1 and $100,000 and trims the name and e-mail', () => {
    expect(parseCheckoutBody({ ...good, amount_cents: 100 }).amount_cents).toBe(100);
    expect(
      parseCheckoutBody({ ...good, amount_cents: 10_000_000, donor_name: ' Ann ', donor_email: ' a@b.org ' }),
    ).toMatchObject({
      amount_cents: 10_000_000,
      donor_name: 'Ann',
      donor_email: 'a@b.org',
    });
  });
});

describe('sessionParams', () => {
  it('one-time: payment mode, the success and cancel addresses, fund and fee in metadata', () => {
    const params = sessionParams(
      { ...good, frequency: 'one_time' } as never,
      { ...begun, frequency: 'one_time' } as never,
      'https://church.test',
    );
    expect(params).toMatchObject({
      mode: 'payment',
      success_url: 'https://church.test/checkout-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://church.test/checkout-cancel?from=giving',
      metadata: {
        fund_id: FUND,
        fund_name: 'Tithe',
        fee_cents: '181',
        cover_fee: 'yes',
        frequency: 'one_time',
      },
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 5181 } }],
    });
    expect(params).not.toHaveProperty('subscription_data');
  });

  it.each([
    ['monthly', 'month', 1, 'Monthly gift to Grace Chapel: Tithe'],
    ['quarterly', 'month', 3, 'Quarterly gift to Grace Chapel: Tithe'],
    ['annually', 'year', 1, 'Annual gift to Grace Chapel: Tithe'],
  ])(
    '%s: a subscription charged every %s × %i, named for it, with the metadata on the subscription too',
    (frequency, interval, count, name) => {
      const params = sessionParams(
        { ...good, frequency } as never,
        { ...begun, frequency } as never,
        'https://church.test',
      );
      expect(params).toMatchObject({
        mode: 'subscription',
        line_items: [
          {
            price_data: {
              unit_amount: 5181,
              product_data: { name },
              recurring: { interval, interval_count: count },
            },
          },
        ],
        subscription_data: { metadata: { frequency } },
      });
    },
  );
});

describe('the Checkout page of each frequency (the stand-in, as Stripe takes the session)', () => {
  it.each([
    ['one_time', '$51.81</strong>'],
    ['monthly', '$51.81 per month</strong>'],
    ['quarterly', '$51.81 every 3 months</strong>'],
    ['annually', '$51.81 per year</strong>'],
  ])('%s: %s', async (frequency, shown) => {
    const session = await stripe.checkout.sessions.create(
      sessionParams(
        { ...good, frequency } as never,
        { ...begun, frequency } as never,
        'https://church.test',
      ) as never,
    );
    expect(await (await fetch(session.url!)).text()).toContain(shown);
  });

  it('refuses an interval Stripe does not know, with its error shape', async () => {
    const response = await fetch(`${standIn.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_test_unit',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body:
        'mode=subscription&success_url=https://church.test/s&cancel_url=https://church.test/c' +
        '&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd' +
        '&line_items[0][price_data][unit_amount]=5000&line_items[0][price_data][recurring][interval]=yearly',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        param: 'line_items[0][price_data][recurring][interval]',
        message:
          'Invalid line_items[0][price_data][recurring][interval]: must be one of day, week, month, or year',
      },
    });
  });
});

describe('a Spanish donor (issue 43, item 6)', () => {
  it("opens Stripe's page in Spanish and returns to the Spanish pages; the stand-in records the locale", async () => {
    const db = fakeDb({ status: 200, body: begun });
    const response = await handleCheckoutRequest(
      post(
        { ...good, idempotency_key: crypto.randomUUID(), language: 'es' },
        { Origin: 'https://evil.example' },
      ),
      env,
      stripe,
      db.fetchFn,
    );
    expect(response.status).toBe(200);
    const session = await retrieve(((await response.json()) as { session_id: string }).session_id);
    expect(session.locale).toBe('es');
    expect(session.success_url).toBe(
      'https://church.test/es/checkout-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(session.cancel_url).toBe('https://church.test/es/checkout-cancel?from=giving');
    expect(db.called('record_giving_checkout')[0]?.body).toMatchObject({ language: 'es' });
  });

  it('names the gift in Spanish; English leaves the locale unset', () => {
    const spanish = sessionParams(
      { ...good, language: 'es' } as never,
      begun as never,
      'https://church.test',
    );
    expect(spanish).toMatchObject({
      locale: 'es',
      line_items: [{ price_data: { product_data: { name: 'Donativo mensual a Grace Chapel: Tithe' } } }],
    });
    expect(sessionParams(good as never, begun as never, 'https://church.test')).not.toHaveProperty('locale');
  });

  it("refuses a locale Stripe does not know, with Stripe's error shape", async () => {
    const response = await fetch(`${standIn.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_test_unit',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body:
        'mode=payment&success_url=https://church.test/s&cancel_url=https://church.test/c&locale=es-US' +
        '&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd' +
        '&line_items[0][price_data][unit_amount]=5000&line_items[0][price_data][product_data][name]=Gift',
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: Record<string, string> };
    expect(error).toMatchObject({ type: 'invalid_request_error', param: 'locale' });
    expect(error.message).toMatch(/^Invalid locale: must be one of auto, bg, .*, es, es-419, .*, or zh-TW$/);
  });
});

describe('handleCheckoutRequest', () => {
  it('bad input: 400 with the field, and nothing asked of the database', async () => {
    const db = fakeDb({ status: 200, body: begun });
    const response = await handleCheckoutRequest(
      post({ ...good, amount_cents: 50 }),
      env,
      stripe,
      db.fetchFn,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Enter an amount from $1 to $100,000.',
      field: 'amount_cents',
    });
    expect(db.calls).toEqual([]);
  });

  it.each([
    [{ status: 400, body: { code: '22023', message: 'Choose a fund.' } }, 400, 'Choose a fund.'],
    [
      { status: 429, body: { code: 'rate_limited', message: 'x' } },
      429,
      'Too many attempts from this connection. Please try again in a few minutes.',
    ],
    [
      { status: 400, body: { code: 'P0001', message: 'Online giving is not turned on.' } },
      409,
      'Online giving is not turned on.',
    ],
    [
      {
        status: 400,
        body: { code: 'P0001', message: 'Online giving is not set up yet: the site’s address…' },
      },
      409,
      'Online giving is not set up yet: the site’s address…',
    ],
  ])('the database refuses %j: %i', async (answer, status, message) => {
    const db = fakeDb(answer);
    const response = await handleCheckoutRequest(
      post({ ...good, idempotency_key: crypto.randomUUID() }),
      env,
      stripe,
      db.fetchFn,
    );
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(db.called('record_giving_checkout')).toEqual([]);
  });

  it('no site address: 409 naming the setting, no session, and the attempt leaves the ceiling; an Origin header stands in for nothing', async () => {
    const db = fakeDb({ status: 200, body: { ...begun, site_url: null } });
    const response = await handleCheckoutRequest(
      post({ ...good, idempotency_key: crypto.randomUUID() }, { Origin: 'https://evil.example' }),
      env,
      stripe,
      db.fetchFn,
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /site_url in private\.alert_settings/,
    );
    expect(db.called('record_giving_checkout')).toEqual([]);
    expect(db.called('release_giving_checkout').map((c) => c.body)).toEqual([{ attempt_id: 41 }]);
  });

  it('the return addresses are the site address, whatever Origin, Host or Referer say', async () => {
    const db = fakeDb({ status: 200, body: begun });
    const response = await handleCheckoutRequest(
      post(
        { ...good, idempotency_key: crypto.randomUUID() },
        {
          Origin: 'https://evil.example',
          Referer: 'https://evil.example/donate',
          'X-Forwarded-Host': 'evil.example',
        },
      ),
      env,
      stripe,
      db.fetchFn,
    );
    expect(response.status).toBe(200);
    const session = await retrieve(((await response.json()) as { session_id: string }).session_id);
    expect(session.success_url).toBe('https://church.test/checkout-success?session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe('https://church.test/checkout-cancel?from=giving');
  });

  it('creates one session per idempotency key (a double click), records it and passes the client to the guard', async () => {
    const db = fakeDb({ status: 200, body: begun });
    const [a, b] = await Promise.all([
      handleCheckoutRequest(post(good), env, stripe, db.fetchFn),
      handleCheckoutRequest(post(good), env, stripe, db.fetchFn),
    ]);
    const first = (await a.json()) as { url: string; session_id: string };
    const second = (await b.json()) as { url: string; session_id: string };
    expect(a.status).toBe(200);
    expect(second.session_id).toBe(first.session_id);
    expect(first.url).toBe(`${standIn.url}/c/pay/${first.session_id}`);
    // The client-address headers go to the database, which applies the flood guard's one rule.
    expect(db.called('begin_giving_checkout')[0]?.body).toEqual({
      gift_cents: 5000,
      fund_id: FUND,
      frequency: 'monthly',
      cover_fee: true,
      client_headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
    });
    expect(db.called('record_giving_checkout')[0]?.body).toEqual({
      attempt_id: 41,
      session_id: first.session_id,
      gift_cents: 5000,
      fee_cents: 181,
      fund_id: FUND,
      fund_name: 'Tithe',
      frequency: 'monthly',
    });
    // Another gift under the same key is Stripe's idempotency error: 502, nothing recorded, and
    // the attempt is released from the flood guard's ceiling.
    vi.mocked(console.error).mockImplementation(() => {});
    const other = fakeDb({ status: 200, body: { ...begun, total_cents: 9999 } });
    const refused = await handleCheckoutRequest(post(good), env, stripe, other.fetchFn);
    expect(refused.status).toBe(502);
    expect(other.called('record_giving_checkout')).toEqual([]);
    expect(other.called('release_giving_checkout').map((c) => c.body)).toEqual([{ attempt_id: 41 }]);
  });

  it('passes cf-connecting-ip along too (the database decides whether to believe it)', async () => {
    const db = fakeDb({ status: 200, body: begun });
    await handleCheckoutRequest(
      post({ ...good, idempotency_key: crypto.randomUUID() }, { 'cf-connecting-ip': '198.51.100.4' }),
      env,
      stripe,
      db.fetchFn,
    );
    expect(
      (db.called('begin_giving_checkout')[0]?.body as { client_headers: unknown }).client_headers,
    ).toEqual({ 'cf-connecting-ip': '198.51.100.4', 'x-forwarded-for': '203.0.113.9, 10.0.0.1' });
  });

  it('the portal link: a wrong signature is 403, a good one redirects to a portal session', async () => {
    const db = fakeDb({ status: 200, body: begun });
    const bad = await handleCheckoutRequest(
      new Request('http://fn.test/giving-checkout/portal?customer=cus_1&sig=00'),
      env,
      stripe,
      db.fetchFn,
    );
    expect(bad.status).toBe(403);
    const link = await portalLink('http://fn.test', env.linkSecret, 'cus_test_1');
    const good = await handleCheckoutRequest(
      new Request(link.replace('http://fn.test', 'http://fn.test')),
      env,
      stripe,
      db.fetchFn,
    );
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toMatch(new RegExp(`^${standIn.url}/p/session/bps_`));
    expect(await (await fetch(good.headers.get('location')!)).text()).toContain(
      'href="https://church.test/donate"',
    );
  });

  it('the portal without a site address: no way back to the site rather than a guessed one', async () => {
    const db = fakeDb({ status: 200, body: begun }, null);
    const link = await portalLink('http://fn.test', env.linkSecret, 'cus_test_2');
    const opened = await handleCheckoutRequest(
      new Request(link, { headers: { Origin: 'https://evil.example', Referer: 'https://evil.example/' } }),
      env,
      stripe,
      db.fetchFn,
    );
    expect(opened.status).toBe(303);
    const page = await (await fetch(opened.headers.get('location')!)).text();
    expect(page).not.toContain('Return to the site');
    expect(page).not.toContain('localhost');
  });
});

describe('Deno entry points', () => {
  it('type-check with deno check', { timeout: 120_000 }, async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const files = [
      path.join(here, 'index.ts'),
      path.join(here, '../stripe-webhook/index.ts'),
      path.join(here, '../send-giving-mail/index.ts'),
    ];
    const run = promisify(execFile);
    const { stderr } = await run(denoBinary(), ['check', '--quiet', ...files], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        NO_COLOR: '1',
        DENO_NO_UPDATE_CHECK: '1',
      },
    });
    expect(stderr).toBe('');
  });
});
