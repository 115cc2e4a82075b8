import { queryOptions } from '@tanstack/react-query';
import type { CoverSourceType } from '@/lib/covers';
import { localizeRow, type ContentLanguage } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import type { Json } from '@/types/database.types';
import type { BirthdayRow } from '../utils/birthdays';

/**
 * One occurrence of an event as every public view shows it: a row of
 * `public.event_occurrences` (docs/decisions/0028-recurring-events.md), with the event's id as
 * `id`. A one-off event is one occurrence; a repeating event has one per date, with that date's
 * exception applied (a changed time, place, title, description or cover; or cancelled). Read for
 * a language, title, description and location are in it where they have it (docs/decisions/0055).
 */
export interface ChurchEvent {
  /** The event (`church_events.id`). */
  id: string;
  /** The occurrence's original date in the church's zone, `yyyy-mm-dd` (its address). */
  occurrence_date: string;
  /** The start the rule gives this date (ISO); differs from `start_time` when the date moved. */
  original_start: string;
  /** ISO `timestamptz`. */
  start_time: string;
  end_time: string | null;
  title: string;
  description: string | null;
  location: string | null;
  /** `event_occurrences` returns the enum `image_source` as text. */
  cover_image_source_type: CoverSourceType | null;
  cover_image_path: string | null;
  cover_image_external_url: string | null;
  meeting_links: Json;
  /** Part of a repeating series. */
  is_recurring: boolean;
  /** 'Cancel this date' (the event page shows it struck through; lists leave it out). */
  is_cancelled: boolean;
  /** This date has its own changes. */
  is_changed: boolean;
  /** The Spanish of the date's texts (null: not translated). */
  title_es?: string | null;
  description_es?: string | null;
  location_es?: string | null;
  /** Which language each text is in, as read ({@link localizeRow}). */
  textLanguages?: Record<EventText, ContentLanguage>;
  /** Whether any text has Spanish (a Spanish page without is `noindex`). */
  hasSpanish?: boolean;
  /**
   * The event page's read only: where registration for this date stands now, for its badge
   * (decision 0039): 'open', 'waitlist' (no seat left, the waitlist is on), 'full' (no seat, no
   * waitlist); null when the date takes no registrations or they are closed.
   */
  registration?: RegistrationBadgeState | null;
}

/** The texts of an event that have a Spanish twin. */
type EventText = 'title' | 'description' | 'location';
const EVENT_TEXTS: readonly EventText[] = ['title', 'description', 'location'];

/** Where registration for a date stands, as the event page's badge says it (the events catalog's `detail.registration`). */
export type RegistrationBadgeState = 'open' | 'waitlist' | 'full';

/**
 * A birthday as visitors read it (spec §3: only month and day are used); the birth year stays
 * in the database (column grants of the policies migration).
 */
export type Birthday = BirthdayRow;

/** What the shared events loader supplies (spec §4): the occurrences and every birthday. */
export interface EventsAndBirthdays {
  /** Not cancelled, ordered by `start_time` ascending (spec §7). */
  events: ChurchEvent[];
  birthdays: Birthday[];
}

/** The `birthdays` columns visitors may read (`select('*')` is refused for them). */
export const BIRTHDAY_COLUMNS = 'id, member_name, birth_month, birth_day';

/** The columns of `event_occurrences` the pages read. */
const OCCURRENCE_COLUMNS =
  'event_id, occurrence_date, original_start, start_time, end_time, title, description, location, ' +
  'cover_image_source_type, cover_image_path, cover_image_external_url, cover_image_width, cover_image_height, ' +
  'meeting_links, is_recurring, ' +
  'is_cancelled, is_changed, title_es, description_es, location_es';

const DAY_MS = 86_400_000;

/**
 * The span in which the shared loader expands repeating series around `now`: 400 days back and
 * 400 days ahead (the lists, this and next month, and the calendar's months within that span; the
 * database accepts at most 3,700 days). It bounds the series only: one-time events are read
 * whatever their date ({@link loadEventsAndBirthdays}).
 */
export function occurrenceWindow(now: Date = new Date()): { range_start: string; range_end: string } {
  return {
    range_start: new Date(now.getTime() - 400 * DAY_MS).toISOString(),
    range_end: new Date(now.getTime() + 400 * DAY_MS).toISOString(),
  };
}

interface OccurrenceRow extends Omit<ChurchEvent, 'id'> {
  event_id: string;
}

/** A row of `event_occurrences` as a {@link ChurchEvent} in `language`. */
function toOccurrence({ event_id, ...rest }: OccurrenceRow, language: ContentLanguage = 'en'): ChurchEvent {
  return localizeRow({ id: event_id, ...rest }, EVENT_TEXTS, language);
}

/**
 * `POST /rest/v1/rpc/event_occurrences` with the page's columns. `every_one_off`: one-time events
 * whatever their date, the range bounding only the series (migration 20261128140000).
 */
function occurrences(range: { range_start: string; range_end: string; every_one_off?: boolean }) {
  return db.rpc('event_occurrences', range).select(OCCURRENCE_COLUMNS);
}

/**
 * The shared events loader (spec §4, §7, §8): every one-time event and the dates of repeating
 * series within {@link occurrenceWindow} (`public.event_occurrences` with `every_one_off`, the one
 * expansion; cancelled dates left out), so that Upcoming holds every event that starts now or
 * later however far ahead, and `birthdays` (month and day), in parallel. The Events page's lists and calendar and the home page's
 * Upcoming Events all read this one query, so a visit that shows both never asks twice.
 *
 * @param language - the page's language (default English).
 * @throws the first PostgREST error when either read fails (spec §8: the message is kept and
 *   both lists are emptied, which is what a failed query gives).
 */
export async function loadEventsAndBirthdays(
  now: Date = new Date(),
  language: ContentLanguage = 'en',
): Promise<EventsAndBirthdays> {
  const [events, birthdays] = await Promise.all([
    occurrences({ ...occurrenceWindow(now), every_one_off: true })
      .eq('is_cancelled', false)
      .order('start_time')
      .order('event_id'),
    db.from('birthdays').select(BIRTHDAY_COLUMNS),
  ]);
  if (events.error) throw events.error;
  if (birthdays.error) throw birthdays.error;
  const rows = events.data as unknown as OccurrenceRow[];
  return { events: rows.map((row) => toOccurrence(row, language)), birthdays: birthdays.data };
}

/**
 * Reads one occurrence for the event page (spec §7 "Event detail", decision 0028).
 *
 * - With `date` (`/events/<id>/<yyyy-mm-dd>`): that date of the event, cancelled or not.
 * - Without (`/events/<id>`): a one-off event; for a repeating event its next date that is not
 *   cancelled (the last one when none is left).
 *
 * @param id - a UUID; check it with `isEventId` first (a malformed id is an error, not "no row").
 * @param date - `yyyy-mm-dd`; check it with `isOccurrenceDate` first.
 * @param now - the current moment (tests).
 * @param language - the page's language (default English).
 * @returns the occurrence, or `null` when the event or the date does not exist (or is a draft).
 * @throws the PostgREST error for any other failure.
 */
export async function getChurchEvent(
  id: string,
  date?: string,
  now: Date = new Date(),
  language: ContentLanguage = 'en',
): Promise<ChurchEvent | null> {
  if (date) {
    const day = Date.parse(`${date}T12:00:00Z`);
    // A date moved by up to a year either way is still found.
    const { data, error } = await occurrences({
      range_start: new Date(day - 400 * DAY_MS).toISOString(),
      range_end: new Date(day + 400 * DAY_MS).toISOString(),
    })
      .eq('event_id', id)
      .eq('occurrence_date', date)
      .maybeSingle();
    if (error) throw error;
    return data ? toOccurrence(data as unknown as OccurrenceRow, language) : null;
  }
  const { data: event, error } = await db
    .from('church_events')
    .select('id, start_time, recurrence_rule')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  if (!event) return null;
  const start = Date.parse(event.start_time);
  const around = event.recurrence_rule
    ? { range_start: now.toISOString(), range_end: new Date(now.getTime() + 3650 * DAY_MS).toISOString() }
    : {
        range_start: new Date(start - DAY_MS).toISOString(),
        range_end: new Date(start + DAY_MS).toISOString(),
      };
  const next = await occurrences(around)
    .eq('event_id', id)
    .eq('is_cancelled', false)
    .order('start_time')
    .limit(1)
    .maybeSingle();
  if (next.error) throw next.error;
  if (next.data) return toOccurrence(next.data as unknown as OccurrenceRow, language);
  if (!event.recurrence_rule || start >= now.getTime()) return null;
  // A series with no date left: its last one.
  const last = await occurrences({
    range_start: new Date(Math.max(start, now.getTime() - 3650 * DAY_MS)).toISOString(),
    range_end: now.toISOString(),
  })
    .eq('event_id', id)
    .order('start_time', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (last.error) throw last.error;
  return last.data ? toOccurrence(last.data as unknown as OccurrenceRow, language) : null;
}

/**
 * Whether a date of the event takes registrations now (decision 0039): its settings are on (the
 * date's own on/off first), it is not cancelled, and its closing time (the start, or minutes
 * before it) has not passed. Seats are not counted here ({@link registrationBadgeState} does). A
 * failed read answers false, so the event page never fails for it.
 */
async function registrationOpens(id: string): Promise<(event: ChurchEvent) => boolean> {
  const [settings, dates] = await Promise.all([
    db
      .from('event_registration_settings')
      .select('is_open, closes_minutes_before')
      .eq('event_id', id)
      .maybeSingle(),
    db.from('event_registration_dates').select('occurrence_date, is_open').eq('event_id', id),
  ]);
  if (settings.error || dates.error || !settings.data) return () => false;
  const { is_open: open, closes_minutes_before: before } = settings.data;
  return (event) => {
    const own = dates.data.find((d) => d.occurrence_date === event.occurrence_date)?.is_open;
    const closes = Date.parse(event.start_time) - before * 60_000;
    return (own ?? open) && !event.is_cancelled && Date.now() < closes;
  };
}

/**
 * Where registration for the date stands, seats counted (`public.registration_availability`,
 * counts only, anyone may call it): 'open', 'waitlist' or 'full'; null when it takes none, is
 * closed, or the read fails (the page then shows no badge rather than a wrong one).
 */
async function registrationBadgeState(event: ChurchEvent): Promise<RegistrationBadgeState | null> {
  const { data, error } = await db.rpc('registration_availability', {
    event_id: event.id,
    occurrence_date: event.occurrence_date,
  });
  const state = error ? null : (data as { state?: unknown } | null)?.state;
  return state === 'open' || state === 'waitlist' || state === 'full' ? state : null;
}

export { loadEventChangeTimes, type EventChangeTimes } from './event-change-times';

/**
 * Query-key factory of the events domain (TkDodo's `queryOptions` pattern). Staff writes
 * invalidate everything under `eventQueries.all()`.
 */
export const eventQueries = {
  all: () => ['events'] as const,
  /** The shared loader: occurrences and birthdays together ({@link loadEventsAndBirthdays}). */
  list: (language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'list', language] as const,
      queryFn: () => loadEventsAndBirthdays(new Date(), language),
    }),
  /** One occurrence ({@link getChurchEvent}); `date` is the occurrence's `yyyy-mm-dd`. */
  detail: (id: string, date?: string, language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id, date ?? null, language] as const,
      queryFn: async (): Promise<ChurchEvent | null> => {
        const [event, opens] = await Promise.all([
          getChurchEvent(id, date, new Date(), language),
          registrationOpens(id),
        ]);
        if (!event) return null;
        // Seats are counted only for a date that takes registrations (most events take none).
        return { ...event, registration: opens(event) ? await registrationBadgeState(event) : null };
      },
    }),
};
