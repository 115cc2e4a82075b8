import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { server, SUPABASE_URL } from '@/testing/msw';
import { startCheckout, type CheckoutRequest } from './online-giving';

const gift: CheckoutRequest = {
  amount_cents: 5000,
  fund_id: '6f1c2b9e-2d1a-4c55-9a7e-0a1b2c3d4e5f',
  frequency: 'one_time',
  cover_fee: false,
  idempotency_key: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
};

/** Answers the function with a Checkout address and keeps what the page sent. */
function answerCheckout(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/functions/v1/giving-checkout`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ url: 'https://checkout.test/c/pay/cs_1', session_id: 'cs_1' });
    }),
  );
  return bodies;
}

describe("startCheckout: the gift in the page's language (docs/decisions/0055)", () => {
  afterEach(() => setLocale('en'));

  it('a Spanish page sends language es, so that Stripe opens in Spanish and returns to /es/', async () => {
    setLocale('es');
    const bodies = answerCheckout();
    expect(await startCheckout(gift)).toBe('https://checkout.test/c/pay/cs_1');
    expect(bodies).toEqual([{ ...gift, language: 'es' }]);
  });

  it('an English page sends exactly what it sent before', async () => {
    const bodies = answerCheckout();
    await startCheckout(gift);
    expect(bodies).toEqual([gift]);
  });
});
