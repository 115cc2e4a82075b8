import { churchTimeZone, wallClock, type WallClock } from './church-clock';
import { parseDateInput, type DateInput } from './date-input';
import { getLocale, type Locale } from './i18n/locale';

/** Home page event date (spec §9). */
export const HOME_EVENT_DATE_FORMAT = 'MMM d, h:mm a';
/** Event list date (spec §9). */
export const LIST_EVENT_DATE_FORMAT = 'MMM d, yyyy, h:mm a';

export { parseDateInput, type DateInput } from './date-input';

/** Month and weekday names and the day periods of each language (date-fns's `es` words). */
const NAMES: Record<Locale, { months: string; weekdays: string; am: string; pm: string }> = {
  en: {
    months: 'January February March April May June July August September October November December',
    weekdays: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday',
    am: 'AM',
    pm: 'PM',
  },
  es: {
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    weekdays: 'domingo lunes martes miércoles jueves viernes sábado',
    am: 'a.m.',
    pm: 'p.m.',
  },
};

/** What an empty and an unparseable value read as (spec §5 for English). */
const NOT_A_DATE: Record<Locale, { empty: string; invalid: string }> = {
  en: { empty: 'Date not available', invalid: 'Invalid Date' },
  es: { empty: 'Fecha no disponible', invalid: 'Fecha no válida' },
};

/**
 * The site's date styles, each a {@link formatDate} pattern per language: the same facts in the
 * order and words each language writes them (es-US writes the day before the month, in lower
 * case, and 12-hour times with 'a.m.'/'p.m.'). Pass a style's name where a page shows a date, so
 * its Spanish page gets the Spanish order too; the English patterns are the spec's (§9).
 */
export const DATE_STYLES = {
  en: {
    /** Sunday, December 6, 2026 */
    full: 'EEEE, MMMM d, yyyy',
    /** December 6, 2026 */
    long: 'MMMM d, yyyy',
    /** Dec 6, 2026 */
    medium: 'MMM d, yyyy',
    /** December 2026 */
    month: 'MMMM yyyy',
    /** 7:00 PM */
    time: 'h:mm a',
    /** Dec 6, 7:00 PM (the home page's event cards) */
    shortDateTime: HOME_EVENT_DATE_FORMAT,
    /** Dec 6, 2026, 7:00 PM (the Events page's cards) */
    mediumDateTime: LIST_EVENT_DATE_FORMAT,
    /** Sunday, December 6, 7:00 PM */
    weekdayDateTime: 'EEEE, MMMM d, h:mm a',
    /** Sunday, December 6, 2026, 7:00 PM */
    fullDateTime: 'EEEE, MMMM d, yyyy, h:mm a',
    /** Sunday at 7:00 PM */
    weekdayTime: "EEEE 'at' h:mm a",
  },
  es: {
    full: "EEEE, d 'de' MMMM 'de' yyyy",
    long: "d 'de' MMMM 'de' yyyy",
    medium: 'd MMM yyyy',
    month: "MMMM 'de' yyyy",
    time: 'h:mm a',
    shortDateTime: 'd MMM, h:mm a',
    mediumDateTime: 'd MMM yyyy, h:mm a',
    weekdayDateTime: "EEEE, d 'de' MMMM, h:mm a",
    fullDateTime: "EEEE, d 'de' MMMM 'de' yyyy, h:mm a",
    // 'a las' would need 'a la' at one o'clock: the comma reads right at every hour.
    weekdayTime: 'EEEE, h:mm a',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The name of one of the {@link DATE_STYLES}, e.g. `full`. */
export type DateStyle = keyof (typeof DATE_STYLES)['en'];

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

type Names = { months: string[]; weekdays: string[]; am: string; pm: string };
const split: Partial<Record<Locale, Names>> = {};

/** {@link NAMES} of a language as lists (split once). */
function namesOf(locale: Locale): Names {
  const names = NAMES[locale];
  return (split[locale] ??= {
    ...names,
    months: names.months.split(' '),
    weekdays: names.weekdays.split(' '),
  });
}

/**
 * The pattern tokens {@link formatDate} understands, with date-fns's meaning (Unicode TR35) and
 * the words of date-fns's locale of the language (`a` is Spanish `aaaa`: 'a.m.', 'p.m.').
 */
const TOKENS: Record<string, (clock: WallClock, names: Names) => string> = {
  yyyy: (c) => pad(c.year, 4),
  MMMM: (c, n) => n.months[c.month - 1] ?? '',
  MMM: (c, n) => (n.months[c.month - 1] ?? '').slice(0, 3),
  MM: (c) => pad(c.month),
  M: (c) => String(c.month),
  dd: (c) => pad(c.day),
  d: (c) => String(c.day),
  EEEE: (c, n) => n.weekdays[c.weekday] ?? '',
  EEE: (c, n) => (n.weekdays[c.weekday] ?? '').slice(0, 3),
  HH: (c) => pad(c.hour),
  h: (c) => String(c.hour % 12 || 12),
  hh: (c) => pad(c.hour % 12 || 12),
  mm: (c) => pad(c.minute),
  a: (c, n) => (c.hour < 12 ? n.am : n.pm),
};

/**
 * Writes a wall-clock moment with a date-fns-style pattern, or the language's pattern of a
 * {@link DateStyle}: the tokens of {@link TOKENS}, text in single quotes as is, other characters
 * (spaces, commas, dashes) as is.
 *
 * @throws RangeError for a letter run that is not a supported token.
 */
function applyPattern(clock: WallClock, pattern: string, locale: Locale = 'en'): string {
  const styles: Record<string, string> = DATE_STYLES[locale];
  const names = namesOf(locale);
  return (Object.hasOwn(styles, pattern) ? styles[pattern]! : pattern).replace(
    /'([^']*)'|([A-Za-z])\2*/g,
    (match, quoted: string | undefined) => {
      if (quoted !== undefined) return quoted;
      const token = TOKENS[match];
      if (!token) throw new RangeError(`formatDate: unsupported pattern token "${match}"`);
      return token(clock, names);
    },
  );
}

/**
 * Formats a date for display in the church's time zone (`@/lib/church-time`, decision 0052), so
 * every visitor sees the times the church announced. Plain dates are shown as the same calendar
 * day. The platform's `Intl` supplies the time-zone rules and the names are this module's, in
 * the page's language (decision 0054), so no date library or locale data is shipped to pages
 * that only show dates.
 *
 * Spec §5: an empty value gives 'Date not available' ('Fecha no disponible'); an unparseable one
 * gives 'Invalid Date' ('Fecha no válida').
 *
 * @param value - ISO timestamp, `yyyy-MM-dd` date, epoch ms or `Date`.
 * @param pattern - a {@link DateStyle} name (`full`: 'Sunday, December 6, 2026', 'domingo, 6 de
 *   diciembre de 2026'), which each language writes in its own order, or a date-fns-style pattern
 *   made of `yyyy MMMM MMM MM M dd d EEEE EEE HH hh h mm a`, e.g. {@link HOME_EVENT_DATE_FORMAT}
 *   ('MMM d, h:mm a'), whose names follow the language but not its order.
 * @param timeZone - IANA zone; defaults to the church's (`@/lib/church-time`).
 * @param locale - the language; defaults to the page's (`@/lib/i18n/locale`).
 */
export function formatDate(
  value: DateInput,
  pattern: DateStyle | (string & {}) = 'long',
  timeZone = churchTimeZone(),
  locale: Locale = getLocale(),
): string {
  const parsed = parseDateInput(value);
  if (!parsed) return NOT_A_DATE[locale].empty;
  if (Number.isNaN(parsed.date.getTime())) return NOT_A_DATE[locale].invalid;
  try {
    const clock = parsed.dateOnly ? wallClockOfDay(parsed.date) : wallClock(parsed.date, timeZone);
    return applyPattern(clock, pattern, locale);
  } catch {
    return NOT_A_DATE[locale].invalid;
  }
}

/**
 * Formats a `Date` by its own fields in the visitor's zone, with {@link formatDate}'s patterns,
 * styles and names: for dates that already hold the church's wall clock, such as the calendar's
 * (`toWallClock` of the events feature), or a birthday at local midnight.
 *
 * @param locale - the language; defaults to the page's.
 * @returns 'Invalid Date' ('Fecha no válida') for an invalid date or pattern.
 */
export function formatWallClockDate(
  date: Date,
  pattern: DateStyle | (string & {}),
  locale: Locale = getLocale(),
): string {
  try {
    if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
    const clock: WallClock = {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      weekday: date.getDay(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
    return applyPattern(clock, pattern, locale);
  } catch {
    return NOT_A_DATE[locale].invalid;
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
