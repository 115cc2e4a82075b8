import { queryOptions } from '@tanstack/react-query';
import { localizeRow, type ContentLanguage, type Localized } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/**
 * A sent issue as the public archive shows it (docs/decisions/0040): subject, preheader and body
 * of its Spanish edition on Spanish pages where it has one (docs/decisions/0055).
 */
export type ArchivedIssue = Localized<
  Pick<
    Tables<'newsletter_issues'>,
    'id' | 'slug' | 'subject' | 'preheader' | 'body' | 'sent_at' | 'subject_es' | 'preheader_es' | 'body_es'
  >,
  IssueText
>;

type IssueText = 'subject' | 'preheader' | 'body';
const ISSUE_TEXTS: readonly IssueText[] = ['subject', 'preheader', 'body'];

const COLUMNS = 'id, slug, subject, preheader, body, sent_at, subject_es, preheader_es, body_es';

/**
 * Reads the sent issues, newest first (row security shows visitors nothing else).
 *
 * @param language - the page's language (default English).
 * @throws the PostgREST error when the read fails.
 */
export async function listSentIssues(language: ContentLanguage = 'en'): Promise<ArchivedIssue[]> {
  const { data, error } = await db
    .from('newsletter_issues')
    .select(COLUMNS)
    .eq('status', 'sent')
    .order('sent_at', { ascending: false });
  if (error) throw error;
  return data.map((issue) => localizeRow(issue, ISSUE_TEXTS, language));
}

/**
 * Reads one sent issue by its slug (`/newsletter/<slug>`, the e-mail's 'View in your browser').
 *
 * @param language - the page's language (default English).
 * @returns the issue, or null when no sent issue has that slug.
 * @throws the PostgREST error when the read fails.
 */
export async function getSentIssue(
  slug: string,
  language: ContentLanguage = 'en',
): Promise<ArchivedIssue | null> {
  const { data, error } = await db
    .from('newsletter_issues')
    .select(COLUMNS)
    .eq('status', 'sent')
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw error;
  return data ? localizeRow(data, ISSUE_TEXTS, language) : null;
}

/** The archive's queries. */
export const archiveQueries = {
  list: (language: ContentLanguage = 'en') =>
    queryOptions({ queryKey: ['newsletter-archive', language], queryFn: () => listSentIssues(language) }),
  detail: (slug: string, language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: ['newsletter-archive', slug, language],
      queryFn: () => getSentIssue(slug, language),
    }),
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
