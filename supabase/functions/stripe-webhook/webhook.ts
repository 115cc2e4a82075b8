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
 * the link to update the card. They go through the one sender of the functions
 * (../_shared/mail.ts) with an idempotency key per donation and kind, from the visitor sender (the church's name and
 * its visitor address, ../_shared/visitor-sender.ts); a failed e-mail is logged and does not
 * fail the event, which is already applied.
 */
import { rpc, type Fetch } from '../_shared/db.ts';
import {
  readMailApi,
  readServiceDb,
  required,
  type MailApi,
  type ReadVariable,
  type ServiceDb,
} from '../_shared/env.ts';
import { portalLink, STRIPE_API_VERSION, type StripeLike } from '../_shared/giving.ts';
import { errorText, json } from '../_shared/http.ts';
import { sendEmail } from '../_shared/mail.ts';
import { readVisitorFromAddress, readVisitorSender } from '../_shared/visitor-sender.ts';
import { composePaymentFailed, composeReceipt, type ReceiptEmail, type ReceiptGift } from './receipt.ts';

/** The function's settings. */
export interface WebhookEnv extends ServiceDb, MailApi {
  /** The endpoint's signing secret, `whsec_…` (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
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
 * and kind) from the visitor sender: the receipt (its date in the church's time zone, the site
 * setting, decision 0052), or after a failed renewal the link to update the card.
 *
 * @throws Error with the API's status and error name (../_shared/mail.ts).
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
  await sendEmail(
    env,
    fetchFn,
    { from: sender.from, to: gift.donor_email, ...email },
    `gift-${gift.kind === 'receipt' ? 'receipt' : 'payment-failed'}-${gift.id}`,
  );
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
      console.error(`${mail.kind} e-mail of donation ${mail.id} not sent: ${errorText(error)}`);
    }
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
    ...readMailApi(get),
    webhookSecret: required(get, 'STRIPE_WEBHOOK_SECRET'),
    visitorAddress: readVisitorFromAddress(get),
    linkSecret: required(get, 'GIVING_LINK_SECRET'),
  };
}
