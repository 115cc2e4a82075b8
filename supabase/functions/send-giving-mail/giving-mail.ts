/**
 * The work of the `send-giving-mail` Edge Function (docs/decisions/0038 and 0053): the gift
 * e-mails and year-end statements queued in the one mail outbox, kinds 'receipt' and
 * 'statement'.
 *
 * - A receipt (or, after a failed renewal, the link to update the card) is queued by
 *   `public.apply_stripe_event` in the event's own transaction; a statement by
 *   `public.queue_giving_statements` ('E-mail statements' on /admin/giving). Each queue kicks
 *   this function through pg_net, and the `mail-outbox` job kicks it again while e-mails are due.
 * - {@link runGivingMail} runs the shared sender loop (../_shared/outbox.ts) for both kinds:
 *   claim (`public.mail_claim`), compose (receipt.ts, statement.ts), send with the outbox row's
 *   idempotency key (`gift-receipt-<donation>`, `gift-payment-failed-<donation>`,
 *   `giving-statement-<send>`: never delivered twice), report (`public.mail_report`: a failure
 *   is tried again after 1, 5, 25 and 125 minutes). A statement delivered records its `sent_at`.
 * - From the visitor sender: the church's name and its visitor address
 *   (../_shared/visitor-sender.ts).
 */
import type { Fetch } from '../_shared/db.ts';
import {
  readMailApi,
  readServiceDb,
  required,
  type MailApi,
  type ReadVariable,
  type ServiceDb,
} from '../_shared/env.ts';
import { portalLink } from '../_shared/giving.ts';
import { handleHookRequest } from '../_shared/http.ts';
import { mailLanguage, type MailLanguage } from '../_shared/mail-language.ts';
import type { OutgoingEmail } from '../_shared/mail.ts';
import { once, runMailOutbox, type OutboxRun } from '../_shared/outbox.ts';
import { readVisitorFromAddress, readVisitorSender } from '../_shared/visitor-sender.ts';
import { composePaymentFailed, composeReceipt, type ReceiptGift } from './receipt.ts';
import { composeStatement, type Statement } from './statement.ts';

/** The function's settings. */
export interface GivingMailEnv extends ServiceDb, MailApi {
  /** The visitor sender's address when the settings set none (VISITOR_FROM_ADDRESS). */
  visitorAddress: string;
  /** ALERTS_HOOK_SECRET: what the database sends as `x-alerts-secret`. */
  hookSecret: string;
  /** Signs the receipts' portal links (GIVING_LINK_SECRET, the giving-checkout function's too). */
  linkSecret: string;
}

/** A gift e-mail as `mail_claim('receipt')` hands it out (`private.gift_mail_payload`). */
export interface GiftMail extends ReceiptGift {
  kind: 'receipt' | 'payment_failed';
}

/** A statement e-mail as `mail_claim('statement')` hands it out (`private.statement_mail_payload`). */
export interface StatementMail {
  year: number;
  /** The IANA zone the statement's dates are shown in (what the page showed). */
  time_zone: string;
  to_email: string;
  statement: Statement | null;
  church_name: string | null;
  ein: string | null;
  signer: string | null;
  /** The language of the donor's latest gift; English when absent. */
  language?: MailLanguage;
}

/**
 * The e-mail of a gift in the donor's language: the receipt (its date in `timeZone`, the church's:
 * the `site_identity.time_zone` setting, decision 0052), or after a failed renewal the link to
 * update the card.
 */
export async function composeGiftMail(
  env: GivingMailEnv,
  gift: GiftMail,
  timeZone: string,
): Promise<Omit<OutgoingEmail, 'from'>> {
  if (!gift.donor_email) throw new Error('The gift has no e-mail address.');
  const portal =
    gift.frequency !== 'one_time' && gift.customer_id
      ? await portalLink(
          `${env.supabaseUrl.replace(/\/+$/, '')}/functions/v1`,
          env.linkSecret,
          gift.customer_id,
        )
      : null;
  if (gift.kind === 'payment_failed') {
    if (!portal) throw new Error('A failed renewal needs a recurring gift with a customer.');
    return { to: gift.donor_email, ...composePaymentFailed(gift, portal) };
  }
  return { to: gift.donor_email, ...composeReceipt(gift, portal, timeZone) };
}

/**
 * The e-mail of a statement, in the church's name (`fallbackChurch` when the payload has none) and
 * the donor's language.
 */
export function composeStatementMail(
  mail: StatementMail,
  fallbackChurch: string,
): Omit<OutgoingEmail, 'from'> {
  if (!mail.statement) throw new Error('No gifts of that year are left to state.');
  const church = { name: mail.church_name?.trim() || fallbackChurch, ein: mail.ein, signer: mail.signer };
  return {
    to: mail.to_email,
    ...composeStatement(mail.year, mail.statement, church, mail.time_zone, mailLanguage(mail.language)),
  };
}

/**
 * Claims and sends every due receipt, then every due statement (rounds of 20, at most 10 each
 * per call; the every-minute job calls again for the rest), from the visitor sender.
 *
 * @returns how many of each kind were sent and failed (the database retries those).
 * @throws RpcError when the database cannot be reached (claimed rows come back after five minutes).
 */
export async function runGivingMail(
  env: GivingMailEnv,
  fetchFn: Fetch = fetch,
): Promise<{ receipts: OutboxRun; statements: OutboxRun }> {
  const sender = once(() =>
    readVisitorSender({ supabaseUrl: env.supabaseUrl, apiKey: env.serviceKey }, fetchFn, env.visitorAddress),
  );
  const common = { db: env, api: env, batch: 20, rounds: 10, concurrency: 10 } as const;
  const receipts = await runMailOutbox<GiftMail>(
    {
      ...common,
      kind: 'receipt',
      compose: async (row) => {
        const { from, timeZone } = await sender();
        return { from, ...(await composeGiftMail(env, row.payload, timeZone)) };
      },
    },
    fetchFn,
  );
  const statements = await runMailOutbox<StatementMail>(
    {
      ...common,
      kind: 'statement',
      compose: async (row) => {
        const { from, church } = await sender();
        return { from, ...composeStatementMail(row.payload, church) };
      },
    },
    fetchFn,
  );
  return { receipts, statements };
}

/**
 * The HTTP handler: `POST` with the `x-alerts-secret` header runs {@link runGivingMail};
 * anything else is refused (405, 401). Answers `{ receipts, statements }` or `{ error }` (500).
 */
export function handleGivingMailRequest(
  request: Request,
  env: GivingMailEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  return handleHookRequest(request, 'x-alerts-secret', env.hookSecret, () => runGivingMail(env, fetchFn));
}

/**
 * Reads the environment.
 *
 * @throws MissingVariable naming the first missing variable.
 */
export function readGivingMailEnv(get: ReadVariable): GivingMailEnv {
  return {
    ...readServiceDb(get),
    ...readMailApi(get),
    visitorAddress: readVisitorFromAddress(get),
    hookSecret: required(get, 'ALERTS_HOOK_SECRET'),
    linkSecret: required(get, 'GIVING_LINK_SECRET'),
  };
}
