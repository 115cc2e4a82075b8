import { queryOptions } from '@tanstack/react-query';
import { isTodayOrLater, parseDateInput } from '@/lib/dates';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A `church_events` row (spec §3). */
export type ChurchEvent = Tables<'church_events'>;

/** An upcoming event with its parsed start (spec §4: the loader "adds a date field"). */
export type UpcomingEvent = ChurchEvent & { date: Date };

/** Number of events on the home page (spec §9). */
export const HOME_EVENT_LIMIT = 3;

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

/**
 * The home page's events (spec §2, §4): those whose start date is today or later in the
 * church's time zone, in start order, at most {@link HOME_EVENT_LIMIT}.
 */
export function selectUpcomingEvents(
  events: readonly ChurchEvent[],
  now: Date = new Date(),
): UpcomingEvent[] {
  return events
    .filter((event) => isTodayOrLater(event.start_time, now))
    .slice(0, HOME_EVENT_LIMIT)
    .map((event) => ({ ...event, date: parseDateInput(event.start_time)?.date ?? new Date(Number.NaN) }));
}

/** Query-key factory of `church_events`. */
export const churchEventQueries = {
  all: () => ['church_events'] as const,
  list: () =>
    queryOptions({ queryKey: [...churchEventQueries.all(), 'list'] as const, queryFn: listChurchEvents }),
};
