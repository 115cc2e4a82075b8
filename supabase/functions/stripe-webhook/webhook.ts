/**
 * The work of the `stripe-webhook` Edge Function (docs/decisions/0038; issue 31 "Deliver" 2): the
 * only writer of gifts.
 *
 *   POST /stripe-webhook  raw body + Stripe-Signature  →  200 { received, duplicate }
 *
 * The signature is verified on the raw body with the SDK's `constructEventAsync` (HMAC-SHA256,
 * 300 seconds' tolerance: https://docs.stripe.com/webhooks#verify-manually); a missing, wrong or
 * stale signature is 400 and nothing is written. The event is applied by
 * `public.apply_stripe_event`, which ignores an id it has seen. A new donation gets its receipt
 * e-mail through Resend's API (the mail pipeline of the inbox alerts); a failed e-mail is logged
 * and does not fail the event, which is already applied.
 */
import { type Fetch, json, portalLink, rpc, type ServiceDb, type StripeLike } from '../_shared/giving.ts';
import { composeReceipt, type ReceiptGift } from './receipt.ts';

/** The function's settings. */
export interface WebhookEnv extends ServiceDb {
  /** The endpoint's signing secret, `whsec_…` (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  resendApiUrl: string;
  resendApiKey: string;
  /** The receipts' sender, e.g. 'Grace Chapel <giving@gracechapel.org>' (GIVING_FROM). */
  from: string;
  /** Signs the receipts' portal links (GIVING_LINK_SECRET, the giving-checkout function's too). */
  linkSecret: string;
  /** The church's IANA time zone for receipt dates (CHURCH_TIME_ZONE). */
  timeZone: string;
}

/** What `apply_stripe_event` answers. */
interface Applied {
  duplicate: boolean;
  applied: boolean;
  receipt: ReceiptGift | null;
}

/**
 * Sends one receipt (Resend's `POST /emails`, with an idempotency key per donation).
 *
 * @throws Error with the API's status and message.
 */
export async function sendReceipt(env: WebhookEnv, fetchFn: Fetch, gift: ReceiptGift): Promise<void> {
  if (!gift.donor_email) return;
  const portal =
    gift.frequency !== 'one_time' && gift.customer_id
      ? await portalLink(
          `${env.supabaseUrl.replace(/\/+$/, '')}/functions/v1`,
          env.linkSecret,
          gift.customer_id,
        )
      : null;
  const email = composeReceipt(gift, portal, env.timeZone);
  const response = await fetchFn(`${env.resendApiUrl.replace(/\/+$/, '')}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.resendApiKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `gift-receipt-${gift.id}`,
    },
    body: JSON.stringify({
      from: env.from,
      to: [gift.donor_email],
      subject: email.subject,
      text: email.text,
      html: email.html,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok)
    throw new Error(`e-mail API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
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
  let event: { id: string; type: string };
  try {
    event = await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      env.webhookSecret,
      undefined,
      cryptoProvider as never,
    );
  } catch (error) {
    console.error(`webhook signature refused: ${error instanceof Error ? error.message : String(error)}`);
    return json(400, { error: 'Invalid signature.' });
  }
  let applied: Applied;
  try {
    // The raw body, not the SDK's object: exactly what Stripe signed.
    applied = await rpc<Applied>(env, fetchFn, 'apply_stripe_event', {
      event: JSON.parse(payload) as unknown,
    });
  } catch (error) {
    // 500: Stripe delivers the event again later.
    console.error(`event ${event.id} not applied: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { error: 'The event could not be applied.' });
  }
  if (applied.receipt) {
    try {
      await sendReceipt(env, fetchFn, applied.receipt);
    } catch (error) {
      console.error(
        `receipt of donation ${applied.receipt.id} not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return json(200, { received: true, duplicate: applied.duplicate });
}

/**
 * Reads the environment.
 *
 * @throws Error naming the first missing variable.
 */
export function readWebhookEnv(get: (name: string) => string | undefined): WebhookEnv {
  const need = (name: string): string => {
    const value = get(name);
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  return {
    supabaseUrl: need('SUPABASE_URL'),
    serviceKey: get('SUPABASE_SERVICE_ROLE_KEY') || need('SUPABASE_SECRET_KEY'),
    webhookSecret: need('STRIPE_WEBHOOK_SECRET'),
    resendApiUrl: get('RESEND_API_URL') || 'https://api.resend.com',
    resendApiKey: need('RESEND_API_KEY'),
    from: get('GIVING_FROM') || need('ALERTS_FROM'),
    linkSecret: need('GIVING_LINK_SECRET'),
    timeZone: get('CHURCH_TIME_ZONE') || 'America/Indiana/Indianapolis',
  };
}
