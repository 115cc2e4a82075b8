import { getLocale, INTL_TAG, type Locale } from '@/lib/i18n/locale';

/** The weekdays of a service, Sunday first (the index is `Date.getDay()`). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * How a weekday is written on the site: `'sunday'` -> `'Sunday'`; on Spanish pages as `es-US`
 * writes it, `'domingo'` (docs/decisions/0054).
 */
export function weekdayName(day: Weekday, locale: Locale = 'en'): string {
  if (locale === 'en') return day.charAt(0).toUpperCase() + day.slice(1);
  // 4 January 2026 was a Sunday.
  const date = new Date(Date.UTC(2026, 0, 4 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** 24-hour `HH:MM`, e.g. `09:00`, `19:30` (the `time` of a {@link ServiceTime}). */
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One weekly service of the `service_times` setting (issue 24): `day` a lower-case weekday,
 * `time` its start as 24-hour `HH:MM` in the church's time zone, `label` what the footer calls it
 * ('Sunday', 'Mid-Week'). Services sharing a label and a day are shown on one line.
 */
export interface ServiceTime {
  day: Weekday;
  time: string;
  label: string;
}

/** One line of the schedule as the footer shows it, e.g. `{ label: 'Sunday', time: '9:00 AM & 11:00 AM' }`. */
export interface ServiceTimeLine {
  label: string;
  time: string;
}

/** Built-in schedule (spec §9 "Defaults"): Sunday 9:00 and 11:00 AM, Mid-Week Wednesday 7:00 PM. */
export const DEFAULT_SERVICE_TIMES: ServiceTime[] = [
  { day: 'sunday', time: '09:00', label: 'Sunday' },
  { day: 'sunday', time: '11:00', label: 'Sunday' },
  { day: 'wednesday', time: '19:00', label: 'Mid-Week' },
];

/**
 * A 24-hour clock time in the site's 12-hour spelling: `'09:00'` -> `'9:00 AM'`, `'19:30'` ->
 * `'7:30 PM'`, `'00:15'` -> `'12:15 AM'`; on Spanish pages as `es-US` writes it (`'7:30 p.m.'`).
 *
 * @param time - `HH:MM` ({@link CLOCK_PATTERN}); anything else is returned unchanged.
 * @param locale - the page's language (default English, the site's spelling above).
 */
export function formatClock(time: string, locale: Locale = 'en'): string {
  if (!CLOCK_PATTERN.test(time)) return time;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (locale !== 'en') {
    const moment = new Date(Date.UTC(2026, 0, 1, hours, minutes));
    const options = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;
    return new Intl.DateTimeFormat(INTL_TAG[locale], options).format(moment);
  }
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The schedule as display lines: consecutive services with the same label and day share a
 * line, their times joined with ' & '; the day is named before the times unless the label is
 * the day's name. The built-in schedule reads 'Sunday: 9:00 AM & 11:00 AM' and
 * 'Mid-Week: Wednesday 7:00 PM'. Spanish pages name days and times as `es-US` does and join
 * times with ' y '.
 *
 * @param times - the structured services, in the order they were saved.
 * @param locale - the page's language (default: the document's).
 */
export function serviceTimeLines(
  times: readonly ServiceTime[],
  locale: Locale = getLocale(),
): ServiceTimeLine[] {
  const lines: { label: string; day: Weekday; times: string[] }[] = [];
  for (const service of times) {
    const last = lines.at(-1);
    if (last && last.label === service.label && last.day === service.day)
      last.times.push(formatClock(service.time, locale));
    else lines.push({ label: service.label, day: service.day, times: [formatClock(service.time, locale)] });
  }
  return lines.map(({ label, day, times: clock }) => {
    const dayName = weekdayName(day, locale);
    const joined = clock.join(locale === 'es' ? ' y ' : ' & ');
    return { label, time: label.toLowerCase() === dayName.toLowerCase() ? joined : `${dayName} ${joined}` };
  });
}

/**
 * The schedule as one line of text each, e.g. `['Sunday: 9:00 AM & 11:00 AM',
 * 'Mid-Week: Wednesday 7:00 PM']`: what the footer, the home page's ticker and the live page's
 * service information all show, so one change in Settings changes every page.
 *
 * @param times - the structured services of the `service_times` setting.
 * @param locale - the page's language (default: the document's).
 */
export function serviceTimeTexts(times: readonly ServiceTime[], locale: Locale = getLocale()): string[] {
  return serviceTimeLines(times, locale).map((line) => `${line.label}: ${line.time}`);
}
