/**
 * Reading the dates the database sends (ISO 8601 text of `timestamptz` and `date` columns) without
 * a date library on the first visit (decision 0043).
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 as the database writes it: a day, or a day and time with an optional offset. */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}(?:[.,]\d+)?))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

/** A database value: `timestamptz` or `date` text, epoch milliseconds or a `Date`. */
export type DateInput = string | number | Date | null | undefined;

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
