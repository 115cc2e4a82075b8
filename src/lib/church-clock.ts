/**
 * The church's clock (docs/decisions/0052): its time zone and the wall clock of an instant, the
 * part of church time (`./church-time`, which re-exports all of it) that every page needs as it
 * starts: `ChurchTimeZone` keeps the zone, the home page reads its events' days. The conversions
 * back to instants and `Intl`'s styles stay in `./church-time`, out of the first visit.
 */

/** The zone when the setting is empty or not a zone the platform knows (IANA; as the database's). */
export const DEFAULT_CHURCH_TIME_ZONE = 'America/Indiana/Indianapolis';

/** The locales dates are written in (spec §9: en-US; es-US once the site speaks Spanish). */
export type ChurchLocale = 'en-US' | 'es-US';

/** True when `name` is an IANA zone the platform's `Intl` knows, e.g. `America/Chicago`. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone the build wrote into the page, when it did. */
function zoneOfDocument(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="church-time-zone"]');
  return meta && isTimeZone(meta.content) ? meta.content : undefined;
}

const built: string | undefined = zoneOfDocument();
let current: string = built ?? DEFAULT_CHURCH_TIME_ZONE;

/**
 * The zone the public pages were prerendered in: the `<meta name="church-time-zone">` of this
 * page (the shell of staff pages carries the build's too); `undefined` when the page has none
 * (the dev server, a build that could not read the settings). Settings compare it with the
 * setting to say that the public pages need a new build.
 */
export function builtChurchTimeZone(): string | undefined {
  return built;
}

/** The church's IANA time zone as the app knows it now. */
export function churchTimeZone(): string {
  return current;
}

/**
 * Sets the church's zone (the setting's value as read; the build and `ChurchTimeZone` call it).
 * An empty or unknown zone gives {@link DEFAULT_CHURCH_TIME_ZONE}, as the database does.
 *
 * @returns the zone now in force.
 */
export function setChurchTimeZone(zone: unknown): string {
  current = isTimeZone(zone) ? zone : DEFAULT_CHURCH_TIME_ZONE;
  return current;
}

/**
 * The zone a `site_settings` map holds (`site_identity.time_zone`), or the default.
 *
 * @param settings - the map of `siteSettingsQueries.map()` (setting key → value).
 */
export function timeZoneOfSettings(settings: Readonly<Record<string, unknown>> | undefined): string {
  const identity = settings?.site_identity;
  const zone =
    typeof identity === 'object' && identity !== null
      ? (identity as { time_zone?: unknown }).time_zone
      : undefined;
  return isTimeZone(zone) ? zone : DEFAULT_CHURCH_TIME_ZONE;
}

/** A zone's name as people read it, `_` as spaces: `America/New_York` → 'America/New York'. */
export function zoneLabel(timeZone: string = current): string {
  return timeZone.replace(/_/g, ' ');
}

/** A moment on the church's clocks and calendars. */
export interface WallClock {
  year: number;
  /** 1-12. */
  month: number;
  /** 1-31. */
  day: number;
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: number;
  /** 0-23. */
  hour: number;
  minute: number;
  second: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `timeZone` at an instant, to the second.
 *
 * @throws RangeError for an unknown zone or an invalid date.
 */
export function wallClock(instant: Date | number, timeZone: string = current): WallClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}
