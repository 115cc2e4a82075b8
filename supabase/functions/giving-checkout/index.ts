/**
 * Edge Function `giving-checkout` (Deno; docs/decisions/0038-online-giving-with-stripe.md): the
 * Donate page's 'Continue to secure payment' creates a Stripe Checkout Session here, and a
 * receipt's 'change or cancel' link opens the Stripe customer portal (checkout.ts).
 *
 * Deploy with `supabase functions deploy giving-checkout --no-verify-jwt`. Secrets:
 * STRIPE_SECRET_KEY, GIVING_LINK_SECRET; the runtime provides SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY. STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the SDK
 * at the local stand-in; only the local stack sets them. README, "Taking gifts with Stripe".
 */
import Stripe from 'npm:stripe@23.1.0';
import { handleCheckoutRequest, readCheckoutEnv } from './checkout.ts';
import { required } from '../_shared/env.ts';
import { STRIPE_API_VERSION } from '../_shared/giving.ts';
import { withEnv } from '../_shared/http.ts';

const get = (name: string) => Deno.env.get(name);

/**
 * The SDK with Deno's fetch, pinned to the one API version (STRIPE_API_VERSION), and the
 * stand-in's address when the local stack gives one.
 */
function stripeClient(secretKey: string): Stripe {
  const host = get('STRIPE_API_HOST');
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    ...(host
      ? {
          host,
          port: Number(get('STRIPE_API_PORT') ?? '443'),
          protocol: get('STRIPE_API_PROTOCOL') === 'http' ? 'http' : 'https',
        }
      : {}),
  });
}

Deno.serve(
  withEnv(
    () => ({ ...readCheckoutEnv(get), stripeKey: required(get, 'STRIPE_SECRET_KEY') }),
    'Online giving is not set up.',
    (request, env) => handleCheckoutRequest(request, env, stripeClient(env.stripeKey)),
  ),
);
