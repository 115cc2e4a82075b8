import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A `member_testimonies` row (spec §3). */
export type Testimony = Tables<'member_testimonies'>;

/**
 * Reads the approved testimonies (spec §7 public read), newest `submitted_at` first.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function listApprovedTestimonies(): Promise<Testimony[]> {
  const { data, error } = await db
    .from('member_testimonies')
    .select('*')
    .eq('is_approved', true)
    .order('submitted_at', { ascending: false });
  if (error) throw error;
  return data;
}

/** Query-key factory of `member_testimonies`. */
export const testimonyQueries = {
  all: () => ['member_testimonies'] as const,
  approved: () =>
    queryOptions({
      queryKey: [...testimonyQueries.all(), 'approved'] as const,
      queryFn: listApprovedTestimonies,
    }),
};
