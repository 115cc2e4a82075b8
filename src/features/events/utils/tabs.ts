import { wallClock } from '@/lib/church-time';
import { isValid, parseISO } from 'date-fns';

/** The Events page tabs (spec §2), in display order; `upcoming` is the default. */
export const EVENT_TABS = ['upcoming', 'thisMonth', 'nextMonth', 'calendar'] as const;

/** One Events page tab, as written in the address (`/events?tab=calendar`). */
export type EventTab = (typeof EVENT_TABS)[number];

/** The tabs that show a list of event cards (all but the calendar). */
export type EventListTab = Exclude<EventTab, 'calendar'>;

/** The default tab (spec §2). */
export const DEFAULT_EVENT_TAB: EventTab = 'upcoming';

/**
 * Reads the tab from the address's `tab` parameter.
 *
 * @param value - the raw parameter, e.g. `searchParams.get('tab')`.
 * @returns the tab, or {@link DEFAULT_EVENT_TAB} for a missing or unknown value (issue: "an
 *   unknown value falls back to upcoming").
 */
export function parseEventTab(value: string | null | undefined): EventTab {
  return (EVENT_TABS as readonly string[]).includes(value ?? '') ? (value as EventTab) : DEFAULT_EVENT_TAB;
}

/** A year and a month (1-12) on the church's calendar. */
interface YearMonth {
  year: number;
  month: number;
}

function yearMonthIn(instant: Date, timeZone: string): YearMonth {
  const { year, month } = wallClock(instant, timeZone);
  return { year, month };
}

function nextYearMonth({ year, month }: YearMonth): YearMonth {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/**
 * Keeps the events of one list tab (spec §4 "Events tab filters"), in the order given:
 * - `upcoming`: start time is now or later;
 * - `thisMonth`: start falls within the current month;
 * - `nextMonth`: start falls within the next month.
 *
 * Months are those of the church's calendar in `timeZone`, whatever the visitor's zone: on the
 * last evening of a month in Indianapolis "this month" is still that month, even for a visitor
 * whose clock already shows the next one. Events whose `start_time` does not parse are dropped.
 *
 * @param events - rows with an ISO `start_time` (`timestamptz`).
 * @param tab - a list tab.
 * @param now - the current moment (injectable for tests).
 * @param timeZone - IANA zone of the church, e.g. `America/Indiana/Indianapolis`.
 */
export function filterEventsByTab<T extends { start_time: string }>(
  events: readonly T[],
  tab: EventListTab,
  now: Date,
  timeZone: string,
): T[] {
  const current = yearMonthIn(now, timeZone);
  const wanted = tab === 'nextMonth' ? nextYearMonth(current) : current;
  return events.filter((event) => {
    const start = parseISO(event.start_time);
    if (!isValid(start)) return false;
    if (tab === 'upcoming') return start.getTime() >= now.getTime();
    const { year, month } = yearMonthIn(start, timeZone);
    return year === wanted.year && month === wanted.month;
  });
}
