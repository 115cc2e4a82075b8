import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';
import type { BirthdayRow } from '../utils/birthdays';

/** A `church_events` row (spec §3). */
export type ChurchEvent = Tables<'church_events'>;

/**
 * A birthday as visitors read it (spec §3: only month and day are used); the birth year stays
 * in the database (column grants of the policies migration).
 */
export type Birthday = BirthdayRow;

/** What the shared events loader supplies (spec §4): every event and every birthday. */
export interface EventsAndBirthdays {
  /** Ordered by `start_time` ascending (spec §7). */
  events: ChurchEvent[];
  birthdays: Birthday[];
}

/** The `birthdays` columns visitors may read (`select('*')` is refused for them). */
export const BIRTHDAY_COLUMNS = 'id, member_name, birth_month, birth_day';

/**
 * The shared events loader (spec §4, §7, §8): reads `church_events` (all columns, by
 * `start_time` ascending; pages filter on the client) and `birthdays` (month and day) in
 * parallel. The Events page's lists and calendar and the home page's Upcoming Events all read
 * this one query, so a visit that shows both never asks twice for the same rows.
 *
 * @throws the first PostgREST error when either read fails (spec §8: the message is kept and
 *   both lists are emptied, which is what a failed query gives).
 */
export async function loadEventsAndBirthdays(): Promise<EventsAndBirthdays> {
  const [events, birthdays] = await Promise.all([
    db.from('church_events').select('*').order('start_time', { ascending: true }),
    db.from('birthdays').select(BIRTHDAY_COLUMNS),
  ]);
  if (events.error) throw events.error;
  if (birthdays.error) throw birthdays.error;
  return { events: events.data, birthdays: birthdays.data };
}

/**
 * Reads one event (spec §7 "Event detail": all columns where id equals {id}, single row).
 *
 * @param id - a UUID; check it with `isEventId` first (a malformed id is an error, not "no row").
 * @returns the row, or `null` when no event has this id.
 * @throws the PostgREST error for any other failure.
 */
export async function getChurchEvent(id: string): Promise<ChurchEvent | null> {
  const { data, error } = await db.from('church_events').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * Query-key factory of the events domain (TkDodo's `queryOptions` pattern). Staff writes
 * invalidate everything under `eventQueries.all()`.
 */
export const eventQueries = {
  all: () => ['events'] as const,
  /** The shared loader: events and birthdays together ({@link loadEventsAndBirthdays}). */
  list: () =>
    queryOptions({ queryKey: [...eventQueries.all(), 'list'] as const, queryFn: loadEventsAndBirthdays }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id] as const,
      queryFn: () => getChurchEvent(id),
    }),
};
