/**
 * Church time (docs/decisions/0052): the one source of the church's time zone and the one place
 * that turns instants into the church's wall clock and back; SQL's twin is
 * `private.church_time_zone()`. The zone is the `site_identity.time_zone` setting (Settings →
 * Church). The build writes it into each page as `<meta name="church-time-zone">`, read here as
 * the module loads, so the first render is the prerendered HTML; `ChurchTimeZone`
 * (`@/app/church-time-zone`) then keeps it in step with the setting. Only `Intl` is used, so
 * pages that only show dates load no zone library (decision 0017). The zone and the wall clock
 * live in `./church-clock`, which the first visit loads alone; they are re-exported here.
 */
import { type ChurchLocale, churchTimeZone, wallClock } from './church-clock';
import { getLocale, INTL_TAG } from './i18n/locale';

export {
  builtChurchTimeZone,
  type ChurchLocale,
  churchTimeZone,
  DEFAULT_CHURCH_TIME_ZONE,
  isTimeZone,
  setChurchTimeZone,
  timeZoneOfSettings,
  type WallClock,
  wallClock,
  zoneLabel,
} from './church-clock';

/** How far `timeZone`'s clocks are ahead of UTC at instant `ms`, in ms (whole seconds). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Wall-clock fields; out-of-range values roll over as `Date.UTC` rolls them (day 32 is the 1st). */
export interface WallFields {
  year: number;
  /** 1-12 (13 is January of the next year). */
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
}

/**
 * The instant a wall-clock time of `timeZone` names. A time that a clock change skips (2:30 AM
 * on the spring-forward night) moves forward by the gap (3:30 AM); a time that happens twice
 * (1:30 AM on the fall-back night) is the second of the two, in standard time. Both as Postgres'
 * `timestamp at time zone` reads them, so the pages and the database agree on every instant.
 *
 * @returns the instant; an invalid date when a field is not a number.
 */
export function zonedToInstant(fields: WallFields, timeZone: string = churchTimeZone()): Date {
  const asUtc = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  if (Number.isNaN(asUtc)) return new Date(Number.NaN);
  // The offsets a day either side: at most one clock change lies between them.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const candidates = [asUtc - before, asUtc - after].sort((a, b) => a - b);
  const exact = candidates.filter((instant) => offsetAt(instant, timeZone) === asUtc - instant);
  return new Date(exact.at(-1) ?? asUtc - before);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The instant of a `datetime-local` value (`yyyy-MM-ddTHH:mm`, seconds optional) read as the
 * church's wall clock (see {@link zonedToInstant} for clock changes).
 *
 * @returns the UTC ISO timestamp, or `null` when `local` is empty or not such a value (a day
 *   that is not on the calendar, such as 30 February, or an hour past 23 included).
 */
export function churchLocalToIso(local: string, timeZone: string = churchTimeZone()): string | null {
  const match = LOCAL.exec(local.trim());
  if (!match || !readDay(local.trim().slice(0, 10))) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const instant = zonedToInstant({ year, month, day, hour, minute, second }, timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/**
 * An instant as a `datetime-local` value on the church's wall clock (`yyyy-MM-ddTHH:mm`), the
 * inverse of {@link churchLocalToIso}.
 *
 * @param value - ISO timestamp, epoch ms or `Date`; empty or unparseable gives ''.
 */
export function isoToChurchLocal(
  value: string | number | Date | null | undefined,
  timeZone: string = churchTimeZone(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  const w = wallClock(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The church's calendar day (`yyyy-MM-dd`) of an instant. */
export function churchDay(instant: Date | number, timeZone: string = churchTimeZone()): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** `yyyy-MM-dd` as numbers, or null when it is not a real calendar date. */
function readDay(day: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
    return null;
  return { year, month, day: date };
}

/**
 * The instant a church calendar day begins (its first wall-clock moment, which is not always
 * 00:00 where a clock change happens at midnight).
 *
 * @param day - `yyyy-MM-dd`.
 * @returns null when `day` is not a real calendar date.
 */
export function startOfChurchDay(day: string, timeZone: string = churchTimeZone()): Date | null {
  const fields = readDay(day);
  return fields ? zonedToInstant(fields, timeZone) : null;
}

/** The instant the day after `day` begins (the exclusive end of `day`); null as {@link startOfChurchDay}. */
export function startOfNextChurchDay(day: string, timeZone: string = churchTimeZone()): Date | null {
  const fields = readDay(day);
  return fields ? zonedToInstant({ ...fields, day: fields.day + 1 }, timeZone) : null;
}

/** Options of {@link formatChurchDateTime}. */
export interface ChurchFormatOptions {
  /** Show the time of day too (default true). */
  withTime?: boolean;
  /** `Intl`'s date style (default 'medium': 'Dec 24, 2099'). */
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
  /** Default: the page's (`en-US`, `es-US`: `@/lib/i18n/locale`); the zone defaults to the church's. */
  locale?: ChurchLocale;
  timeZone?: string;
}

const styleFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the church's clocks show it, written by `Intl` in `locale`: 'Dec 24, 2099, 6:30 PM'
 * (en-US, medium date, short time), or without the time 'Dec 24, 2099'; on a Spanish page
 * '24 dic 2099, 6:30 p.m.' (es-US).
 *
 * @param value - ISO timestamp, epoch ms or `Date`.
 * @returns '' for an empty or unparseable value.
 */
export function formatChurchDateTime(
  value: string | number | Date | null | undefined,
  { withTime = true, dateStyle = 'medium', locale, timeZone = churchTimeZone() }: ChurchFormatOptions = {},
): string {
  locale ??= INTL_TAG[getLocale()];
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}|${timeZone}|${dateStyle}|${withTime}`;
  let format = styleFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle,
      ...(withTime ? { timeStyle: 'short' as const } : {}),
      timeZone,
    });
    styleFormats.set(key, format);
  }
  return format.format(date);
}
