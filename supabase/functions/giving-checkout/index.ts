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
import { json, STRIPE_API_VERSION } from '../_shared/giving.ts';

/**
 * The SDK with Deno's fetch, pinned to the one API version (STRIPE_API_VERSION), and the
 * stand-in's address when the local stack gives one.
 */
function stripeClient(): Stripe {
  const host = Deno.env.get('STRIPE_API_HOST');
  return new Stripe(Deno.env.get('STRIPE_SECRET_KEY') ?? '', {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    ...(host
      ? {
          host,
          port: Number(Deno.env.get('STRIPE_API_PORT') ?? '443'),
          protocol: Deno.env.get('STRIPE_API_PROTOCOL') === 'http' ? 'http' : 'https',
        }
      : {}),
  });
}

Deno.serve((request: Request) => {
  let env;
  try {
    env = readCheckoutEnv((name) => Deno.env.get(name));
    if (!Deno.env.get('STRIPE_SECRET_KEY')) throw new Error('STRIPE_SECRET_KEY is not set');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return json(500, { error: 'Online giving is not set up.' });
  }
  return handleCheckoutRequest(request, env, stripeClient());
});
