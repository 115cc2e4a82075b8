import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { localizeRow, type ContentLanguage, type Localized } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';
import { pastorDeskQueries } from './pastor-desk';

/** A `pastor_books` row (spec §3). */
export type PastorBook = Tables<'pastor_books'>;

/** Recommended books shown on the Pastor's Desk tab (spec §9). */
export const PASTOR_BOOK_LIMIT = 3;

/**
 * Reads the recommended books (spec §7): all fields, in the staff order (`sort_order`), then
 * newest `month_year` first, at most 3.
 *
 * @throws the PostgREST error when the read fails (the tab then shows no books, spec §8).
 */
export async function listPastorBooks(
  language: ContentLanguage = 'en',
): Promise<Localized<PastorBook, 'title' | 'description'>[]> {
  const { data, error } = await db
    .from('pastor_books')
    .select('*')
    .order('sort_order', { ascending: true })
    .order('month_year', { ascending: false })
    .limit(PASTOR_BOOK_LIMIT);
  if (error) throw error;
  return data.map((book) => localizeRow(book, ['title', 'description'], language));
}

/** Query-key factory of `pastor_books`. */
export const pastorBookQueries = {
  all: () => ['pastor_books'] as const,
  recommended: (language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...pastorBookQueries.all(), 'recommended', language] as const,
      queryFn: () => listPastorBooks(language),
    }),
};

/**
 * Starts the reads of the Pastor's Desk tab for the route loader: the monthly word and key verses,
 * and the recommended books. Failures are left to the tab.
 */
export function prefetchPastorsDesk(queryClient: QueryClient, language: ContentLanguage = 'en'): void {
  void queryClient.prefetchQuery(pastorDeskQueries.desk(language));
  void queryClient.prefetchQuery(pastorBookQueries.recommended(language));
}
