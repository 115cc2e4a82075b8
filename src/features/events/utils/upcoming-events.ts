import { isTodayOrLater, parseDateInput } from '@/lib/dates';
import type { ChurchEvent } from '../api/church-events';

// Kept apart from the query options, which the router loads up front: date-fns stays in the
// home page's chunk.

/** An upcoming event with its parsed start (spec §4: the loader "adds a date field"). */
export type UpcomingEvent = ChurchEvent & { date: Date };

/** Number of events on the home page (spec §9). */
export const HOME_EVENT_LIMIT = 3;

/**
 * The home page's events (spec §2, §4): those whose start date is today or later in the
 * church's time zone, in start order, at most {@link HOME_EVENT_LIMIT}.
 */
export function selectUpcomingEvents(
  events: readonly ChurchEvent[],
  now: Date = new Date(),
): UpcomingEvent[] {
  const upcoming: UpcomingEvent[] = [];
  // The list is in start order and may hold every occurrence of the year: stop at the third.
  for (const event of events) {
    if (upcoming.length === HOME_EVENT_LIMIT) break;
    if (isTodayOrLater(event.start_time, now))
      upcoming.push({ ...event, date: parseDateInput(event.start_time)?.date ?? new Date(Number.NaN) });
  }
  return upcoming;
}
