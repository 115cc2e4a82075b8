import { TZDate } from '@date-fns/tz';

/**
 * One weekly service: `weekday` 0 (Sunday) to 6 (Saturday); `start` and `end` in minutes after
 * midnight, church time. `end` may exceed 1440 for a service that runs past midnight.
 */
export interface WeeklyService {
  weekday: number;
  start: number;
  end: number;
}

/** Assumed length of a service whose text gives no end time ('Wednesdays 7:00 PM'). */
export const DEFAULT_SERVICE_MINUTES = 120;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_WORD =
  /\b(?:(sun|mon|tues|wednes|thurs|fri|satur)days?|(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat))\b/gi;
const TIME = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\b\.?/gi;
const RANGE_JOIN = /^\s*(?:to|-|–|—|until|till)\s*$/i;

interface TimeMatch {
  minutes: number;
  index: number;
  length: number;
}

function timesIn(text: string): TimeMatch[] {
  return [...text.matchAll(TIME)].flatMap((match) => {
    const hour = Number(match[1]);
    const minute = Number(match[2] ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) return [];
    const pm = match[3]?.toLowerCase() === 'p';
    const minutes = ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
    return [{ minutes, index: match.index, length: match[0].length }];
  });
}

function daysIn(text: string): number[] {
  return [...text.matchAll(DAY_WORD)].map((match) =>
    WEEKDAYS.indexOf((match[1] ?? match[2])!.slice(0, 3).toLowerCase() as (typeof WEEKDAYS)[number]),
  );
}

/**
 * Reads weekly services from schedule text such as the live page's `times_line1`
 * ('Sundays 9:00 AM to 12:00 PM') or the `service_times` lines ('Sunday' + '9:00 AM & 11:00 AM',
 * 'Mid-Week' + 'Wednesday 7:00 PM'). Each line names one or more weekdays (full, plural or
 * three-letter) and one or more 12-hour times; two times joined by 'to', '-' or '–' form one
 * service with an end, any other time starts a service of {@link DEFAULT_SERVICE_MINUTES}.
 * A range whose end is not after its start is taken to end the next day.
 *
 * @param lines - free text lines; lines without a weekday or a time add nothing.
 * @returns the services, in line order (may be empty).
 */
export function parseWeeklyServices(lines: readonly string[]): WeeklyService[] {
  const services: WeeklyService[] = [];
  for (const line of lines) {
    const days = daysIn(line);
    const times = timesIn(line);
    if (days.length === 0 || times.length === 0) continue;
    for (let i = 0; i < times.length; i += 1) {
      const start = times[i]!;
      const next = times[i + 1];
      let end = start.minutes + DEFAULT_SERVICE_MINUTES;
      if (next && RANGE_JOIN.test(line.slice(start.index + start.length, next.index))) {
        end = next.minutes > start.minutes ? next.minutes : next.minutes + 24 * 60;
        i += 1;
      }
      for (const weekday of days) services.push({ weekday, start: start.minutes, end });
    }
  }
  return services;
}

/** Where the clock stands against the schedule. */
export type ServiceStatus =
  | { kind: 'live'; service: WeeklyService; startsAt: Date; endsAt: Date }
  | { kind: 'upcoming'; service: WeeklyService; startsAt: Date; minutesUntil: number };

function occurrence(now: TZDate, dayOffset: number, minutes: number, timeZone: string): Date {
  // The TZDate constructor takes wall-clock fields in `timeZone`; overflowing days roll over,
  // and a wall time inside a daylight-saving gap moves forward, as clocks do.
  const wall = new TZDate(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + dayOffset,
    Math.floor(minutes / 60),
    minutes % 60,
    0,
    timeZone,
  );
  return new Date(wall.getTime());
}

/**
 * The service in progress or the next one to start, in the church's time zone (so a visitor in
 * another zone sees the same answer as one in the sanctuary, across daylight-saving changes).
 *
 * @param services - from {@link parseWeeklyServices}.
 * @param now - the current moment.
 * @param timeZone - IANA zone, e.g. 'America/Indiana/Indianapolis'.
 * @returns `live` when `startsAt <= now < endsAt`, otherwise the earliest future start with the
 *   whole minutes until it (rounded up, so never 0); `null` when there are no services.
 */
export function findServiceStatus(
  services: readonly WeeklyService[],
  now: Date,
  timeZone: string,
): ServiceStatus | null {
  if (services.length === 0) return null;
  const local = new TZDate(now.getTime(), timeZone);
  let next: ServiceStatus | null = null;
  // From yesterday (a service running past midnight) to a week ahead.
  for (let offset = -1; offset <= 7; offset += 1) {
    const weekday = (((local.getDay() + offset) % 7) + 7) % 7;
    for (const service of services) {
      if (service.weekday !== weekday) continue;
      const startsAt = occurrence(local, offset, service.start, timeZone);
      const endsAt = occurrence(local, offset, service.end, timeZone);
      if (startsAt <= now && now < endsAt) return { kind: 'live', service, startsAt, endsAt };
      if (startsAt > now && (next === null || startsAt < next.startsAt)) {
        const minutesUntil = Math.ceil((startsAt.getTime() - now.getTime()) / 60_000);
        next = { kind: 'upcoming', service, startsAt, minutesUntil };
      }
    }
  }
  return next;
}

/**
 * A short duration as the live page shows it: '45 min', '2 h 15 min', '2 h', '3 d 4 h'.
 *
 * @param minutes - whole minutes, at least 1.
 */
export function formatMinutesUntil(minutes: number): string {
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}
