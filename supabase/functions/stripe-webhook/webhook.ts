/**
 * The work of the `stripe-webhook` Edge Function (docs/decisions/0038; issues 31 and 41): the
 * only writer of gifts.
 *
 *   POST /stripe-webhook  raw body + Stripe-Signature  →  200 { received, duplicate }
 *
 * The signature is verified on the raw body with the SDK's `constructEventAsync` (HMAC-SHA256,
 * 300 seconds' tolerance: https://docs.stripe.com/webhooks#verify-manually); a missing, wrong or
 * stale signature is 400 and nothing is written. An event of another API version than the one
 * the functions pin (STRIPE_API_VERSION: the endpoint was created with another) is 400 and
 * nothing is written, so Stripe keeps it and tries again once the endpoint is fixed. The event
 * is applied by `public.apply_stripe_event`, which ignores an id it has seen and, in the same
 * transaction, queues the e-mails the event asks for in the one mail outbox (docs/decisions/0053):
 * a receipt for each gift received, and for a failed renewal the e-mail with the link to update
 * the card. The send-giving-mail function sends them, and tries again until they go; this
 * function sends no e-mail.
 */
import { rpc, type Fetch } from '../_shared/db.ts';
import { readServiceDb, required, type ReadVariable, type ServiceDb } from '../_shared/env.ts';
import { STRIPE_API_VERSION, type StripeLike } from '../_shared/giving.ts';
import { errorText, json } from '../_shared/http.ts';

/** The function's settings. */
export interface WebhookEnv extends ServiceDb {
  /** The endpoint's signing secret, `whsec_…` (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
}

/** What the function reads of `apply_stripe_event`'s answer (it lists the e-mails it queued too). */
interface Applied {
  duplicate: boolean;
  applied: boolean;
}

/**
 * Handles one delivery (see the file's comment).
 *
 * @param cryptoProvider - the SDK's SubtleCrypto provider (Deno has no Node crypto).
 */
export async function handleWebhookRequest(
  request: Request,
  env: WebhookEnv,
  stripe: StripeLike,
  cryptoProvider: unknown,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  const signature = request.headers.get('stripe-signature');
  if (!signature) return json(400, { error: 'Missing Stripe-Signature header.' });
  const payload = await request.text();
  let event: { id: string; type: string; api_version?: string | null };
  try {
    event = await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      env.webhookSecret,
      undefined,
      cryptoProvider as never,
    );
  } catch (error) {
    console.error(`webhook signature refused: ${errorText(error)}`);
    return json(400, { error: 'Invalid signature.' });
  }
  if (event.api_version !== STRIPE_API_VERSION) {
    console.error(
      `event ${event.id} is of API version ${String(event.api_version)}; the endpoint must send ${STRIPE_API_VERSION}`,
    );
    return json(400, { error: `Send events of API version ${STRIPE_API_VERSION}.` });
  }
  let applied: Applied;
  try {
    // The raw body, not the SDK's object: exactly what Stripe signed.
    applied = await rpc<Applied>(env, fetchFn, 'apply_stripe_event', {
      event: JSON.parse(payload) as unknown,
    });
  } catch (error) {
    // 500: Stripe delivers the event again later.
    console.error(`event ${event.id} not applied: ${errorText(error)}`);
    return json(500, { error: 'The event could not be applied.' });
  }
  return json(200, { received: true, duplicate: applied.duplicate });
}

/**
 * Reads the environment.
 *
 * @throws MissingVariable naming the first missing variable.
 */
export function readWebhookEnv(get: ReadVariable): WebhookEnv {
  return {
    ...readServiceDb(get),
    webhookSecret: required(get, 'STRIPE_WEBHOOK_SECRET'),
  };
}
