import * as z from 'zod/mini';
import { db } from '@/lib/supabase-rest';
import { EmailSchema } from '@/lib/validation';

/** Newsletter signup (spec §5): a required e-mail. */
export const NewsletterSchema = z.object({ email: EmailSchema });
export type NewsletterInput = z.input<typeof NewsletterSchema>;
export type NewsletterValues = z.output<typeof NewsletterSchema>;

/** PostgreSQL `unique_violation`: the address is already subscribed (spec §8). */
export const DUPLICATE_CODE = '23505';

/**
 * Adds an address to `newsletter_subscribers` (spec §7). No `.select()`: visitors cannot read
 * the table back.
 *
 * @throws the PostgREST error; `code === '23505'` means already subscribed.
 */
export async function subscribeToNewsletter({ email }: NewsletterValues): Promise<void> {
  const { error } = await db.from('newsletter_subscribers').insert({ email });
  if (error) throw error;
}

/** Whether an error from {@link subscribeToNewsletter} means "already subscribed". */
export function isDuplicateSubscription(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_CODE;
}
