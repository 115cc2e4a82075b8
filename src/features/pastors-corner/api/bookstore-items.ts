import { queryOptions } from '@tanstack/react-query';
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
export async function listBookstoreItems(): Promise<BookstoreItem[]> {
  const { data, error } = await db
    .from('bookstore_items')
    .select('*')
    .order('sort_order', { ascending: true })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

/** Query-key factory of `bookstore_items`. */
export const bookstoreItemQueries = {
  all: () => ['bookstore_items'] as const,
  list: () =>
    queryOptions({ queryKey: [...bookstoreItemQueries.all(), 'list'] as const, queryFn: listBookstoreItems }),
};
