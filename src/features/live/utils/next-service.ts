import { type WallClock, wallClock, zonedToInstant } from '@/lib/church-time';
import { WEEKDAYS, type ServiceTime } from '@/lib/site-settings/service-times';

/**
 * One weekly service: `weekday` 0 (Sunday) to 6 (Saturday); `start` and `end` in minutes after
 * midnight, church time. `end` may exceed 1440 for a service that runs past midnight.
 */
export interface WeeklyService {
  weekday: number;
  start: number;
  end: number;
}

/** Assumed length of a service, in minutes: `service_times` gives only the start. */
export const DEFAULT_SERVICE_MINUTES = 120;

/**
 * The weekly services of the structured `service_times` setting (issue 24): no text is parsed,
 * each entry's weekday and `HH:MM` start become a service of {@link DEFAULT_SERVICE_MINUTES}.
 *
 * @param times - the `service_times` entries, as `readSetting` gives them.
 * @returns the services, in the same order.
 */
export function weeklyServices(times: readonly ServiceTime[]): WeeklyService[] {
  return times.map((service) => {
    const [hours, minutes] = service.time.split(':').map(Number) as [number, number];
    const start = hours * 60 + minutes;
    return { weekday: WEEKDAYS.indexOf(service.day), start, end: start + DEFAULT_SERVICE_MINUTES };
  });
}

/** Where the clock stands against the schedule. */
export type ServiceStatus =
  | { kind: 'live'; service: WeeklyService; startsAt: Date; endsAt: Date }
  | { kind: 'upcoming'; service: WeeklyService; startsAt: Date; minutesUntil: number };

function occurrence(now: WallClock, dayOffset: number, minutes: number, timeZone: string): Date {
  // Overflowing days roll over, and a wall time inside a daylight-saving gap moves forward, as
  // clocks do (`@/lib/church-time`).
  return zonedToInstant(
    {
      year: now.year,
      month: now.month,
      day: now.day + dayOffset,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    },
    timeZone,
  );
}

/**
 * The service in progress or the next one to start, in the church's time zone (so a visitor in
 * another zone sees the same answer as one in the sanctuary, across daylight-saving changes).
 *
 * @param services - from {@link weeklyServices}.
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
  const local = wallClock(now, timeZone);
  let next: ServiceStatus | null = null;
  // From yesterday (a service running past midnight) to a week ahead.
  for (let offset = -1; offset <= 7; offset += 1) {
    const weekday = (((local.weekday + offset) % 7) + 7) % 7;
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
