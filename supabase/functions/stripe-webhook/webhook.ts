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
 * is applied by `public.apply_stripe_event`, which ignores an id it has seen and answers the
 * e-mails to send: a receipt for each gift received, and for a failed renewal the e-mail with
 * the link to update the card. They go through Resend's API (the mail pipeline of the inbox
 * alerts) with an idempotency key per donation, from the visitor sender (the church's name and
 * its visitor address, ../_shared/visitor-sender.ts); a failed e-mail is logged and does not
 * fail the event, which is already applied.
 */
import {
  type Fetch,
  json,
  portalLink,
  rpc,
  type ServiceDb,
  STRIPE_API_VERSION,
  type StripeLike,
} from '../_shared/giving.ts';
import { readVisitorFromAddress, readVisitorSender } from '../_shared/visitor-sender.ts';
import { composePaymentFailed, composeReceipt, type ReceiptEmail, type ReceiptGift } from './receipt.ts';

/** The function's settings. */
export interface WebhookEnv extends ServiceDb {
  /** The endpoint's signing secret, `whsec_…` (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  resendApiUrl: string;
  resendApiKey: string;
  /** The visitor sender's address when the settings set none (VISITOR_FROM_ADDRESS). */
  visitorAddress: string;
  /** Signs the receipts' portal links (GIVING_LINK_SECRET, the giving-checkout function's too). */
  linkSecret: string;
}

/** An e-mail `apply_stripe_event` asks for: a receipt, or a failed renewal's. */
export interface GiftMail extends ReceiptGift {
  kind: 'receipt' | 'payment_failed';
}

/** What `apply_stripe_event` answers. */
interface Applied {
  duplicate: boolean;
  applied: boolean;
  mails: GiftMail[];
}

/**
 * Sends one e-mail to the donor (Resend's `POST /emails`, with an idempotency key per donation
 * and kind) from `from` (the visitor sender): the receipt, or after a failed renewal the link to
 * update the card.
 *
 * @throws Error with the API's status and message.
 */
export async function sendGiftMail(
  env: WebhookEnv,
  fetchFn: Fetch,
  sender: { from: string; timeZone: string },
  gift: GiftMail,
): Promise<void> {
  if (!gift.donor_email) return;
  const portal =
    gift.frequency !== 'one_time' && gift.customer_id
      ? await portalLink(
          `${env.supabaseUrl.replace(/\/+$/, '')}/functions/v1`,
          env.linkSecret,
          gift.customer_id,
        )
      : null;
  let email: ReceiptEmail;
  if (gift.kind === 'payment_failed') {
    if (!portal) return;
    email = composePaymentFailed(gift, portal);
  } else {
    email = composeReceipt(gift, portal, sender.timeZone);
  }
  const response = await fetchFn(`${env.resendApiUrl.replace(/\/+$/, '')}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.resendApiKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `gift-${gift.kind === 'receipt' ? 'receipt' : 'payment-failed'}-${gift.id}`,
    },
    body: JSON.stringify({
      from: sender.from,
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
    console.error(`webhook signature refused: ${error instanceof Error ? error.message : String(error)}`);
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
    console.error(`event ${event.id} not applied: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { error: 'The event could not be applied.' });
  }
  let sender: { from: string; timeZone: string } | undefined;
  for (const mail of applied.mails ?? []) {
    try {
      sender ??= await readVisitorSender(
        { supabaseUrl: env.supabaseUrl, apiKey: env.serviceKey },
        fetchFn,
        env.visitorAddress,
      );
      await sendGiftMail(env, fetchFn, sender, mail);
    } catch (error) {
      console.error(
        `${mail.kind} e-mail of donation ${mail.id} not sent: ${error instanceof Error ? error.message : String(error)}`,
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
    visitorAddress: readVisitorFromAddress(get),
    linkSecret: need('GIVING_LINK_SECRET'),
  };
}
