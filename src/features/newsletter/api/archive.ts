import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A sent issue as the public archive shows it (docs/decisions/0040). */
export type ArchivedIssue = Pick<
  Tables<'newsletter_issues'>,
  'id' | 'slug' | 'subject' | 'preheader' | 'body' | 'sent_at'
>;

const COLUMNS = 'id, slug, subject, preheader, body, sent_at';

/**
 * Reads the sent issues, newest first (row security shows visitors nothing else).
 *
 * @throws the PostgREST error when the read fails.
 */
export async function listSentIssues(): Promise<ArchivedIssue[]> {
  const { data, error } = await db
    .from('newsletter_issues')
    .select(COLUMNS)
    .eq('status', 'sent')
    .order('sent_at', { ascending: false });
  if (error) throw error;
  return data;
}

/**
 * Reads one sent issue by its slug (`/newsletter/<slug>`, the e-mail's 'View in your browser').
 *
 * @returns the issue, or null when no sent issue has that slug.
 * @throws the PostgREST error when the read fails.
 */
export async function getSentIssue(slug: string): Promise<ArchivedIssue | null> {
  const { data, error } = await db
    .from('newsletter_issues')
    .select(COLUMNS)
    .eq('status', 'sent')
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** The archive's queries. */
export const archiveQueries = {
  list: () => queryOptions({ queryKey: ['newsletter-archive'], queryFn: listSentIssues }),
  detail: (slug: string) =>
    queryOptions({ queryKey: ['newsletter-archive', slug], queryFn: () => getSentIssue(slug) }),
};

/**
 * Double opt-in (docs/decisions/0040): confirms the subscription of the confirmation link's
 * token through `public.newsletter_confirm`, with the public key.
 *
 * @param token - 64 lower-case hex digits.
 * @returns true when a subscription has this token (confirmed now or before), false otherwise
 *   (the link is older than 7 days and the address was deleted, or it was mistyped).
 * @throws the PostgREST error when the call fails.
 */
export async function confirmSubscription(token: string): Promise<boolean> {
  const { data, error } = await db.rpc('newsletter_confirm', { token });
  if (error) throw error;
  return data;
}
