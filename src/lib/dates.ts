import { churchTimeZone, wallClock, type WallClock } from './church-clock';

/** Home page event date (spec §9). */
export const HOME_EVENT_DATE_FORMAT = 'MMM d, h:mm a';
/** Event list date (spec §9). */
export const LIST_EVENT_DATE_FORMAT = 'MMM d, yyyy, h:mm a';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 as the database writes it: a day, or a day and time with an optional offset. */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}(?:[.,]\d+)?))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

type DateInput = string | number | Date | null | undefined;

/**
 * Reads an ISO 8601 day (`2030-06-02`, local midnight), or day and time (`T` or a space between
 * them; seconds and their fraction optional) with an offset (`Z`, `+02`, `-05:00`, `+0530`) or
 * none (local time): what date-fns' `parseISO` reads the same way, and what `timestamptz` and
 * `date` columns hold. Without date-fns, which would add 1 kB to the home page's first visit.
 *
 * @returns the moment; an invalid date for any other text, or a day, time or offset out of range
 *   (30 February, 25:00, +05:60; 24:00 alone is the end of the day, as ISO 8601 allows).
 */
function parseIso(text: string): Date {
  const match = ISO.exec(text);
  if (!match) return new Date(Number.NaN);
  const field = (group: number) => Number((match[group] ?? '0').replace(',', '.'));
  const [month, day, hour, minute, seconds] = [field(2), field(3), field(4), field(5), field(6)];
  const date = new Date(0);
  date.setUTCFullYear(field(1), month - 1, day);
  const inRange =
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    (hour === 24 ? minute === 0 && seconds === 0 : hour < 24 && minute < 60 && seconds < 60) &&
    field(10) < 60;
  if (!inRange) return new Date(Number.NaN);
  const wall = date.getTime() + (hour * 60 + minute) * 60_000 + seconds * 1000;
  if (match[7] || match[8]) {
    const offset = (field(9) * 60 + field(10)) * 60_000;
    return new Date(match[8] === '-' ? wall + offset : wall - offset);
  }
  // No offset: the same wall clock on this device, as `parseISO` reads it.
  const local = new Date(wall);
  const result = new Date(0);
  result.setFullYear(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  result.setHours(
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return result;
}

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
  return { date: parseIso(text), dateOnly: DATE_ONLY.test(text) };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A plain `yyyy-MM-dd` date as its own calendar day at midnight, whatever the zone. */
function wallClockOfDay(date: Date): WallClock {
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    weekday: day.getUTCDay(),
    hour: 0,
    minute: 0,
    second: 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The pattern tokens {@link formatDate} understands, with date-fns's meaning (Unicode TR35). */
const TOKENS: Record<string, (clock: WallClock) => string> = {
  yyyy: (c) => pad(c.year, 4),
  MMMM: (c) => MONTHS[c.month - 1] ?? '',
  MMM: (c) => (MONTHS[c.month - 1] ?? '').slice(0, 3),
  MM: (c) => pad(c.month),
  M: (c) => String(c.month),
  dd: (c) => pad(c.day),
  d: (c) => String(c.day),
  EEEE: (c) => WEEKDAYS[c.weekday] ?? '',
  EEE: (c) => (WEEKDAYS[c.weekday] ?? '').slice(0, 3),
  HH: (c) => pad(c.hour),
  h: (c) => String(c.hour % 12 || 12),
  hh: (c) => pad(c.hour % 12 || 12),
  mm: (c) => pad(c.minute),
  a: (c) => (c.hour < 12 ? 'AM' : 'PM'),
};

/**
 * Writes a wall-clock moment with a date-fns-style pattern: the tokens of {@link TOKENS}, text
 * in single quotes as is, other characters (spaces, commas, dashes) as is.
 *
 * @throws RangeError for a letter run that is not a supported token.
 */
function applyPattern(clock: WallClock, pattern: string): string {
  return pattern.replace(/'([^']*)'|([A-Za-z])\2*/g, (match, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted;
    const token = TOKENS[match];
    if (!token) throw new RangeError(`formatDate: unsupported pattern token "${match}"`);
    return token(clock);
  });
}

/**
 * Formats a date for display in the church's time zone (`@/lib/church-time`, decision 0052), so every visitor
 * sees the times the church announced. Plain dates are shown as the same calendar day. The
 * platform's `Intl` supplies the time-zone rules; names are en-US (spec §9), so no date library
 * or locale data is shipped to pages that only show dates.
 *
 * Spec §5: an empty value gives 'Date not available'; an unparseable one gives 'Invalid Date'.
 *
 * @param value - ISO timestamp, `yyyy-MM-dd` date, epoch ms or `Date`.
 * @param pattern - a date-fns-style pattern made of `yyyy MMMM MMM MM M dd d EEEE EEE HH hh h
 *   mm a`, e.g. {@link HOME_EVENT_DATE_FORMAT} ('MMM d, h:mm a').
 * @param timeZone - IANA zone; defaults to the church's (`@/lib/church-time`).
 */
export function formatDate(value: DateInput, pattern = 'MMMM d, yyyy', timeZone = churchTimeZone()): string {
  const parsed = parseDateInput(value);
  if (!parsed) return 'Date not available';
  if (Number.isNaN(parsed.date.getTime())) return 'Invalid Date';
  try {
    const clock = parsed.dateOnly ? wallClockOfDay(parsed.date) : wallClock(parsed.date, timeZone);
    return applyPattern(clock, pattern);
  } catch {
    return 'Invalid Date';
  }
}

/**
 * The calendar day (`yyyy-MM-dd`) of a moment in the church's time zone.
 *
 * @returns `null` for empty or unparseable input.
 */
export function calendarDay(value: DateInput, timeZone = churchTimeZone()): string | null {
  const parsed = parseDateInput(value);
  if (!parsed || Number.isNaN(parsed.date.getTime())) return null;
  const clock = parsed.dateOnly ? wallClockOfDay(parsed.date) : wallClock(parsed.date, timeZone);
  return applyPattern(clock, 'yyyy-MM-dd');
}

/** Longer than any calendar day of any zone (at most 25 hours, on a daylight-saving change). */
const THREE_DAYS_MS = 3 * 24 * 60 * 60 * 1000;

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
  timeZone = churchTimeZone(),
): boolean {
  // Most events are answered without reading a calendar (each reading costs a `formatToParts`,
  // which made the home page's event list a long task): a moment at or after `now` is on today
  // or a later day, and one more than three days before it on an earlier day, in every zone.
  const parsed = parseDateInput(value);
  if (parsed && !parsed.dateOnly && !Number.isNaN(now.getTime())) {
    const ms = parsed.date.getTime();
    if (Number.isNaN(ms)) return false;
    if (ms >= now.getTime()) return true;
    if (now.getTime() - ms > THREE_DAYS_MS) return false;
  }
  const day = calendarDay(value, timeZone);
  const today = calendarDay(now, timeZone);
  return day !== null && today !== null && day >= today;
}
