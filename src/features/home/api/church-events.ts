import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A `church_events` row (spec §3). */
export type ChurchEvent = Tables<'church_events'>;

/**
 * Reads every event ordered by `start_time` ascending (spec §7); the client filters.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function listChurchEvents(): Promise<ChurchEvent[]> {
  const { data, error } = await db.from('church_events').select('*').order('start_time', { ascending: true });
  if (error) throw error;
  return data;
}

/** Query-key factory of `church_events`. */
export const churchEventQueries = {
  all: () => ['church_events'] as const,
  list: () =>
    queryOptions({ queryKey: [...churchEventQueries.all(), 'list'] as const, queryFn: listChurchEvents }),
};
