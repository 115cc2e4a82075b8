import { TZDate } from '@date-fns/tz';
import { env } from '@/lib/env';

/**
 * The instant of a wall-clock time at the church (a `datetime-local` value such as
 * `2026-12-24T18:30`), in the church's time zone (`VITE_CHURCH_TIME_ZONE`), as an ISO timestamp.
 * A time skipped by a clock change moves forward as the platform's rules do.
 *
 * @param local - `yyyy-MM-ddTHH:mm` (seconds optional).
 * @returns the UTC ISO timestamp, or `null` when `local` is empty or not such a value.
 */
export function churchLocalToIso(local: string, timeZone = env.VITE_CHURCH_TIME_ZONE): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(y, mo - 1, d, h, mi, s, timeZone);
  const time = date.getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * The church's wall-clock time of an instant as a `datetime-local` value (`yyyy-MM-ddTHH:mm`),
 * the inverse of {@link churchLocalToIso}.
 *
 * @param iso - an ISO timestamp, or null/empty (gives '').
 */
export function isoToChurchLocal(
  iso: string | null | undefined,
  timeZone = env.VITE_CHURCH_TIME_ZONE,
): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const date = new TZDate(time, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A moment as the staff pages show it, at the church: 'Dec 24, 2099, 6:30 PM' (en-US, the
 * church's time zone), or with `withTime` false 'Dec 24, 2099'. Intl only, so that the staff
 * editor does not load the site's date-pattern module.
 *
 * @param iso - an ISO timestamp.
 */
export function formatChurchDateTime(
  iso: string,
  withTime = true,
  timeZone = env.VITE_CHURCH_TIME_ZONE,
): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' as const } : {}),
    timeZone,
  }).format(new Date(iso));
}
