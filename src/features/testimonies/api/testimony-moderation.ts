import { queryOptions } from '@tanstack/react-query';
import { staffDb } from '@/lib/supabase';
import { testimonyQueries } from './testimonies';

// Staff reads and writes of member_testimonies (spec §4 "Testimony lifecycle", §7). They go
// through `staffDb` as the signed-in user; RLS lets only staff see pending rows and change any.

/**
 * Counts the testimonies waiting for approval (`is_approved` false): a `HEAD` request with
 * `Prefer: count=exact`, so no row is transferred.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function countPendingTestimonies(): Promise<number> {
  const { count, error } = await staffDb
    .from('member_testimonies')
    .select('id', { count: 'exact', head: true })
    .eq('is_approved', false);
  if (error) throw error;
  return count ?? 0;
}

/**
 * Query-key factory of the staff's testimony reads, under the public `member_testimonies` keys so
 * that invalidating `testimonyQueries.all()` after a change refreshes both.
 */
export const testimonyModerationQueries = {
  all: () => [...testimonyQueries.all(), 'staff'] as const,
  pendingCount: () =>
    queryOptions({
      queryKey: [...testimonyModerationQueries.all(), 'pending-count'] as const,
      queryFn: countPendingTestimonies,
    }),
};
