import { queryOptions } from '@tanstack/react-query';
import { localizeRow, type ContentLanguage, type Localized } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A `bookstore_items` row (spec §3). */
export type BookstoreItem = Tables<'bookstore_items'>;

/**
 * Reads the bookstore (spec §7): all columns, in the staff order (`sort_order`), then newest first.
 *
 * @throws the PostgREST error when the read fails; the tab shows
 *   'Error loading books: Unknown error' (spec §8; the server's message is not shown).
 */
export async function listBookstoreItems(
  language: ContentLanguage = 'en',
): Promise<Localized<BookstoreItem, 'title' | 'excerpt'>[]> {
  const { data, error } = await db
    .from('bookstore_items')
    .select('*')
    .order('sort_order', { ascending: true })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((item) => localizeRow(item, ['title', 'excerpt'], language));
}

/** Query-key factory of `bookstore_items`. */
export const bookstoreItemQueries = {
  all: () => ['bookstore_items'] as const,
  list: (language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...bookstoreItemQueries.all(), 'list', language] as const,
      queryFn: () => listBookstoreItems(language),
    }),
};
