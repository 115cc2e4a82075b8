/**
 * The one sender loop of the mail outbox (docs/decisions/0053): `private.mail_outbox` holds every
 * queued e-mail of the site (staff alerts, registration e-mails, newsletter sends, gift receipts,
 * year-end statements) with a kind; the function of a kind runs {@link runMailOutbox}, which
 *
 * 1. claims due e-mails of its kind with `public.mail_claim(kind, batch)` (one claim function:
 *    `for update skip locked`, a five-minute lease, attempts counted, e-mails no longer wanted
 *    skipped and those queued more than 7 days ago expired, all in the database);
 * 2. composes each from the row's payload (the kind's own e-mail, `compose`);
 * 3. sends it through the one sender (mail.ts) with the row's idempotency key, so a retry after
 *    a lost answer or a lost report never delivers it twice;
 * 4. reports each result with `public.mail_report(mail_id, ok, error, provider_id)` (the
 *    database schedules retries after 1, 5, 25 and 125 minutes, then gives up).
 *
 * No Deno APIs, so the unit tests load it.
 */
import { rpc, type Fetch, type ServiceDb } from './db.ts';
import type { MailApi } from './env.ts';
import { errorText } from './http.ts';
import { sendEmail, type OutgoingEmail } from './mail.ts';

/** The kinds of the outbox, each sent by its own function (`private.mail_outbox.kind`). */
export type MailKind = 'alert' | 'registration' | 'newsletter' | 'receipt' | 'statement';

/** One row `public.mail_claim` hands out: the outbox's columns and the kind's payload. */
export interface ClaimedMail<P> {
  /** The outbox row's id (`private.mail_outbox.id`). */
  id: number;
  kind: MailKind;
  /** Sent as `Idempotency-Key`, the same on every attempt. */
  idempotency_key: string;
  /** Attempts so far, this one included. */
  attempts: number;
  /** What the kind's e-mail needs (see each function's claimed type). */
  payload: P;
}

/** How one run went. */
export interface OutboxRun {
  sent: number;
  failed: number;
}

/** What a run needs. */
export interface OutboxOptions<P> {
  db: ServiceDb;
  api: MailApi;
  kind: MailKind;
  /** Rows claimed per round (1–100). */
  batch: number;
  /** Rounds per call at most (the every-minute job calls again for the rest). */
  rounds: number;
  /** E-mails sent at once within a round. */
  concurrency: number;
  /**
   * The e-mail of one claimed row (from, to, subject, bodies, headers).
   *
   * @throws Error when the row lacks what it needs: reported as a failed attempt.
   */
  compose: (row: ClaimedMail<P>) => OutgoingEmail | Promise<OutgoingEmail>;
}

/** Runs `work` over `items`, at most `limit` at once. */
export async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(runners);
}

/** `make`, called once on first use; a failure is not kept (the next call tries again). */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}

/**
 * Claims, composes, sends and reports every due e-mail of one kind, in rounds until a round
 * comes back short or `rounds` have run.
 *
 * @returns how many were sent and how many failed (the database retries those).
 * @throws RpcError when the database cannot be reached (claimed rows come back after their
 *   five-minute lease, and their idempotency keys keep the provider from delivering them twice).
 */
export async function runMailOutbox<P>(
  options: OutboxOptions<P>,
  fetchFn: Fetch = fetch,
): Promise<OutboxRun> {
  const { db, api, kind, batch } = options;
  const result: OutboxRun = { sent: 0, failed: 0 };
  for (let round = 0; round < options.rounds; round += 1) {
    const claimed = await rpc<ClaimedMail<P>[]>(db, fetchFn, 'mail_claim', { kind, batch });
    if (claimed.length === 0) break;
    await pool(claimed, options.concurrency, async (row) => {
      try {
        const email = await options.compose(row);
        const { providerId } = await sendEmail(api, fetchFn, email, row.idempotency_key);
        await rpc(db, fetchFn, 'mail_report', { mail_id: row.id, ok: true, provider_id: providerId });
        result.sent += 1;
      } catch (error) {
        result.failed += 1;
        await rpc(db, fetchFn, 'mail_report', { mail_id: row.id, ok: false, error: errorText(error) });
      }
    });
    if (claimed.length < batch) break;
  }
  return result;
}
