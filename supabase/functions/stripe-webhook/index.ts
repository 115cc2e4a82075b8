/**
 * Edge Function `stripe-webhook` (Deno; docs/decisions/0038-online-giving-with-stripe.md): Stripe
 * sends the giving events here in API version STRIPE_API_VERSION (checkout.session.completed,
 * .async_payment_succeeded and .async_payment_failed, invoice.paid, invoice.payment_failed,
 * invoice_payment.paid, charge.refunded, charge.dispute.created and .closed,
 * customer.subscription.updated and .deleted); the function verifies the signature and version
 * and records the gift (webhook.ts); the database queues the receipt or the failed renewal's card
 * link in the mail outbox, which send-giving-mail sends.
 *
 * Deploy with `supabase functions deploy stripe-webhook --no-verify-jwt` (Stripe signs its
 * requests instead of sending a JWT). Secrets: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET. README,
 * "Taking gifts with Stripe".
 */
import Stripe from 'npm:stripe@23.1.0';
import { STRIPE_API_VERSION } from '../_shared/giving.ts';
import { withEnv } from '../_shared/http.ts';
import { handleWebhookRequest, readWebhookEnv } from './webhook.ts';

// Pinned to the one API version; the webhook refuses events of another (webhook.ts).
const stripe = new Stripe(Deno.env.get('STRIPE_SECRET_KEY') ?? 'sk_test_unused', {
  apiVersion: STRIPE_API_VERSION,
  httpClient: Stripe.createFetchHttpClient(),
});
const cryptoProvider = Stripe.createSubtleCryptoProvider();

Deno.serve(
  withEnv(
    () => readWebhookEnv((name) => Deno.env.get(name)),
    'The webhook is not set up.',
    (request, env) => handleWebhookRequest(request, env, stripe, cryptoProvider),
  ),
);
