import { isValid, parseISO } from 'date-fns';
import type { EventsText } from '@/i18n/events';
import { wallClock } from '@/lib/church-time';
import { formatDate, formatWallClockDate } from '@/lib/dates';
import { type BirthdayRow, birthdayInYear } from './birthdays';
import { type OccurrenceAddress, eventPath, occurrenceKey } from './event-id';
import { DEFAULT_EVENT_MINUTES } from './google-calendar';

/** One entry of the calendar tab: a church event or a member's birthday (spec §2). */
export interface CalendarEntry {
  /** Unique among the entries: `<event id>:<yyyy-mm-dd>`, or `birthday:<id>:<year>`. */
  key: string;
  kind: 'event' | 'birthday';
  title: string;
  /** Wall-clock start on the church's calendar, as a visitor-local `Date` (see {@link toWallClock}). */
  start: Date;
  end: Date;
  allDay: boolean;
  /** The occurrence's page ({@link eventPath}); birthdays have none. */
  href: string | null;
  /** Accessible name: title, date and time, as the church announced them. */
  label: string;
}

/**
 * The church's wall-clock time of an instant as a `Date` in the visitor's zone with the same
 * year, month, day, hour and minute. react-big-calendar lays entries out in the browser's zone;
 * handing it wall-clock dates shows every visitor the times the church announced (a 7:00 PM
 * Indianapolis service stays at 7:00 PM for a visitor in Lagos).
 *
 * @param instant - the moment.
 * @param timeZone - IANA zone of the church.
 */
export function toWallClock(instant: Date, timeZone: string): Date {
  const w = wallClock(instant, timeZone);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The fields of an occurrence (`public.event_occurrences`) the calendar uses. */
export interface CalendarEventRow extends OccurrenceAddress {
  title: string;
  start_time: string;
  end_time: string | null;
}

/**
 * The entries of the calendar tab (spec §2): every event (blue) at its church wall-clock time,
 * lasting {@link DEFAULT_EVENT_MINUTES} when it has no end, and every birthday as an all-day
 * entry titled '{member_name} Birthday' (gold, `text.birthday`) on its month and day in each of `years` (29 February
 * moves to 28 February outside leap years). Rows with unparseable dates are skipped.
 *
 * @param years - the years being viewed; pass the viewed year and its neighbours so that
 *   ranges crossing New Year (a January month view, a December agenda) are complete.
 * @param timeZone - IANA zone of the church.
 * @param text - the calendar's words in the page's language (the events catalog's `calendar`):
 *   'Leap Person Birthday, Sunday, February 28, 2027, all day' or, in Spanish, 'Cumpleaños de
 *   Leap Person, domingo, 28 de febrero de 2027, todo el día'; dates follow the page's language.
 */
export function buildCalendarEntries(
  events: readonly CalendarEventRow[],
  birthdays: readonly BirthdayRow[],
  years: readonly number[],
  timeZone: string,
  text: EventsText['calendar'],
): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const event of events) {
    const startInstant = parseISO(event.start_time);
    if (!isValid(startInstant)) continue;
    const endParsed = event.end_time ? parseISO(event.end_time) : null;
    const hasEnd = endParsed !== null && isValid(endParsed) && endParsed >= startInstant;
    const endInstant = hasEnd ? endParsed : new Date(startInstant.getTime() + DEFAULT_EVENT_MINUTES * 60_000);
    const clock = (instant: Date) => formatDate(instant, 'time', timeZone);
    const time = hasEnd ? text.timeRange(clock(startInstant), clock(endInstant)) : clock(startInstant);
    entries.push({
      key: occurrenceKey(event),
      kind: 'event',
      title: event.title,
      start: toWallClock(startInstant, timeZone),
      end: toWallClock(endInstant, timeZone),
      allDay: false,
      href: eventPath(event),
      label: `${event.title}, ${formatDate(startInstant, 'full', timeZone)}, ${time}`,
    });
  }
  for (const year of years) {
    for (const birthday of birthdays) {
      const day = birthdayInYear(birthday.birth_month, birthday.birth_day, year);
      if (!day) continue;
      const start = new Date(day.year, day.month - 1, day.day);
      const title = text.birthday(birthday.member_name);
      entries.push({
        key: `birthday:${birthday.id}:${year}`,
        kind: 'birthday',
        title,
        start,
        end: new Date(day.year, day.month - 1, day.day + 1),
        allDay: true,
        href: null,
        label: `${title}, ${formatWallClockDate(start, 'full')}, ${text.allDayEntry}`,
      });
    }
  }
  return entries;
}
