import { queryOptions } from '@tanstack/react-query';
import { staffDb } from '@/lib/supabase';
import { isInboxKind, type InboxKind } from './inbox-kinds';

// Apart from the inbox's other reads: the staff header's badges load on every staff page.

/** Unread items per kind for the signed-in staff member. */
export type UnreadCounts = Record<InboxKind, number>;

/**
 * How many items of each kind the signed-in staff member has not opened (archived ones left
 * out): the database's `inbox_unread_counts()`.
 *
 * @throws the PostgREST error when the call fails.
 */
export async function fetchUnreadCounts(): Promise<UnreadCounts> {
  const { data, error } = await staffDb.rpc('inbox_unread_counts');
  if (error) throw error;
  const counts: UnreadCounts = { prayer_request: 0, contact_message: 0, first_timer: 0 };
  for (const row of data) if (isInboxKind(row.kind)) counts[row.kind] = Number(row.unread);
  return counts;
}

/**
 * The unread counts' query (`['inbox', 'unread']`, under `inboxQueries.all()`), refetched whenever
 * the window regains focus (a colleague may have sent or read items).
 */
export const unreadCountsQuery = () =>
  queryOptions({
    queryKey: ['inbox', 'unread'] as const,
    queryFn: fetchUnreadCounts,
    staleTime: 15_000,
    refetchOnWindowFocus: 'always',
  });
