import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { env } from './env';

/** Home page event date (spec §9). */
export const HOME_EVENT_DATE_FORMAT = 'MMM d, h:mm a';
/** Event list date (spec §9). */
export const LIST_EVENT_DATE_FORMAT = 'MMM d, yyyy, h:mm a';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type DateInput = string | number | Date | null | undefined;

/**
 * Parses a database value: an ISO timestamp (`timestamptz`), a plain date (`date`, kept as a
 * calendar day with no time-zone shift), epoch milliseconds or a `Date`.
 *
 * @returns the parsed date (possibly invalid) or `null` when the input is empty.
 */
export function parseDateInput(value: DateInput): { date: Date; dateOnly: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return { date: value, dateOnly: false };
  if (typeof value === 'number') return { date: new Date(value), dateOnly: false };
  const text = value.trim();
  if (text === '') return null;
  return { date: parseISO(text), dateOnly: DATE_ONLY.test(text) };
}

/**
 * Formats a date for display in the church's time zone (ARCHITECTURE.md §4), so every visitor
 * sees the times the church announced. Plain dates are shown as the same calendar day.
 *
 * Spec §5: an empty value gives 'Date not available'; an unparseable one gives 'Invalid Date'.
 *
 * @param value - ISO timestamp, `yyyy-MM-dd` date, epoch ms or `Date`.
 * @param pattern - a date-fns pattern, e.g. {@link HOME_EVENT_DATE_FORMAT}.
 * @param timeZone - IANA zone; defaults to `VITE_CHURCH_TIME_ZONE`.
 */
export function formatDate(
  value: DateInput,
  pattern = 'MMMM d, yyyy',
  timeZone = env.VITE_CHURCH_TIME_ZONE,
): string {
  const parsed = parseDateInput(value);
  if (!parsed) return 'Date not available';
  if (!isValid(parsed.date)) return 'Invalid Date';
  try {
    return format(parsed.dateOnly ? parsed.date : new TZDate(parsed.date, timeZone), pattern);
  } catch {
    return 'Invalid Date';
  }
}

/**
 * The calendar day (`yyyy-MM-dd`) of a moment in the church's time zone.
 *
 * @returns `null` for empty or unparseable input.
 */
export function calendarDay(value: DateInput, timeZone = env.VITE_CHURCH_TIME_ZONE): string | null {
  const parsed = parseDateInput(value);
  if (!parsed || !isValid(parsed.date)) return null;
  return format(parsed.dateOnly ? parsed.date : new TZDate(parsed.date, timeZone), 'yyyy-MM-dd');
}

/**
 * Whether a moment falls today or later, comparing calendar days in the church's time zone
 * (spec §4: the home page keeps events whose start date is today or later).
 *
 * @param value - the event's `start_time`.
 * @param now - the current moment (injectable for tests).
 * @returns `false` for empty or unparseable input.
 */
export function isTodayOrLater(
  value: DateInput,
  now: Date = new Date(),
  timeZone = env.VITE_CHURCH_TIME_ZONE,
): boolean {
  const day = calendarDay(value, timeZone);
  const today = calendarDay(now, timeZone);
  return day !== null && today !== null && day >= today;
}
