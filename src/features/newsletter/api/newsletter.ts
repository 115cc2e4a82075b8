import * as z from 'zod/mini';
import { languageColumn, type SentInLanguage } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import { EmailSchema } from '@/lib/validation';

/** Newsletter signup (spec §5): a required e-mail. */
export const NewsletterSchema = z.object({ email: EmailSchema });
export type NewsletterInput = z.input<typeof NewsletterSchema>;
export type NewsletterValues = z.output<typeof NewsletterSchema>;

/** PostgreSQL `unique_violation`: what the unique address index answers for a duplicate. */
export const DUPLICATE_CODE = '23505';

/** HTTP status of "already subscribed": the flood guard's answer and PostgREST's for 23505. */
export const DUPLICATE_STATUS = 409;

/** The error {@link subscribeToNewsletter} throws: PostgREST's error with the HTTP status. */
export interface SubscriptionError {
  code?: string;
  message: string;
  details?: string | null;
  hint?: string | null;
  /** HTTP status of the answer, e.g. 409 (already subscribed) or 429 (flood limit). */
  status: number;
}

/**
 * Adds an address to `newsletter_subscribers` (spec §7). No `.select()`: visitors cannot read
 * the table back.
 *
 * @throws {SubscriptionError} the PostgREST error with the answer's HTTP status; see
 *   {@link isDuplicateSubscription} for "already subscribed".
 */
export async function subscribeToNewsletter({
  email,
  language,
}: NewsletterValues & SentInLanguage): Promise<void> {
  const { error, status } = await db
    .from('newsletter_subscribers')
    .insert({ email, ...languageColumn(language) });
  if (error) throw { ...error, status } satisfies SubscriptionError;
}

/**
 * Whether an error from {@link subscribeToNewsletter} means "already subscribed" (spec §8,
 * 'Already subscribed!'). The flood guard answers a known address with 409 and an empty body, so
 * that the answer counts against the client's limit (docs/decisions/0016); a bare unique-index
 * violation (code 23505, also 409) means the same.
 *
 * @param error - anything thrown by {@link subscribeToNewsletter} (or a PostgREST error body).
 */
export function isDuplicateSubscription(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === DUPLICATE_CODE || status === DUPLICATE_STATUS;
}
