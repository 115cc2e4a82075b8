import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A `church_events` row (spec §3). */
export type ChurchEvent = Tables<'church_events'>;

/** A `birthdays` row (spec §3): only the month and day of `birth_date` are shown. */
export type Birthday = Pick<Tables<'birthdays'>, 'id' | 'member_name' | 'birth_date'>;

/**
 * Reads every event ordered by `start_time` ascending (spec §7); pages filter on the client.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function listChurchEvents(): Promise<ChurchEvent[]> {
  const { data, error } = await db.from('church_events').select('*').order('start_time', { ascending: true });
  if (error) throw error;
  return data;
}

/**
 * Reads every member birthday (spec §7 "birthdays: GET all columns"); only `id`, `member_name`
 * and `birth_date` are kept, since other columns are never shown (spec §3).
 *
 * @throws the PostgREST error when the read fails.
 */
export async function listBirthdays(): Promise<Birthday[]> {
  const { data, error } = await db.from('birthdays').select('*');
  if (error) throw error;
  return data.map(({ id, member_name, birth_date }) => ({ id, member_name, birth_date }));
}

/**
 * Query-key factory of the events domain (TkDodo's `queryOptions` pattern). Staff writes
 * invalidate everything under `eventQueries.all()`.
 */
export const eventQueries = {
  all: () => ['events'] as const,
  list: () => queryOptions({ queryKey: [...eventQueries.all(), 'list'] as const, queryFn: listChurchEvents }),
  birthdays: () =>
    queryOptions({ queryKey: [...eventQueries.all(), 'birthdays'] as const, queryFn: listBirthdays }),
};
