/**
 * Day boundaries in a time zone, for date filters: the staff pick calendar days in the church's
 * time zone (docs/architecture.md §4), the database compares instants (`timestamptz`).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** Milliseconds the zone's wall clock is ahead of UTC at the instant `ms` (whole seconds). */
function offsetAt(ms: number, timeZone: string): number {
  const parts = format(timeZone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a calendar day begins in `timeZone` (its first wall-clock moment, which is not
 * always 00:00 on a daylight-saving change).
 *
 * @param day - `yyyy-MM-dd`.
 * @param timeZone - an IANA zone, e.g. `America/Indiana/Indianapolis`.
 * @returns the instant, or null when `day` is not a real `yyyy-MM-dd` date.
 */
export function startOfDayIn(day: string, timeZone: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = Date.UTC(year, month - 1, date);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return null;
  }
  // Wall-clock midnight minus the offset there; once more with the offset at that guess, since
  // the offset may differ between UTC midnight and local midnight.
  let instant = midnight - offsetAt(midnight, timeZone);
  instant = midnight - offsetAt(instant, timeZone);
  return new Date(instant);
}

/**
 * The instant the day after `day` begins in `timeZone`: the exclusive end of a range that
 * includes all of `day`.
 *
 * @returns null when `day` is not a real `yyyy-MM-dd` date.
 */
export function endOfDayIn(day: string, timeZone: string): Date | null {
  const start = startOfDayIn(day, timeZone);
  if (!start) return null;
  const next = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + 1),
  );
  return startOfDayIn(next.toISOString().slice(0, 10), timeZone);
}
