import { titleCase } from '@/lib/text';

/** One line of the service schedule, e.g. `{ label: 'Sunday', time: '9:00 AM & 11:00 AM' }`. */
export interface ServiceTime {
  label: string;
  time: string;
}

/** Built-in schedule (spec §9 "Defaults"). */
export const DEFAULT_SERVICE_TIMES: ServiceTime[] = [
  { label: 'Sunday', time: '9:00 AM & 11:00 AM' },
  { label: 'Mid-Week', time: 'Wednesday 7:00 PM' },
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function labelOf(key: string): string {
  const compact = key.toLowerCase().replace(/[\s_-]+/g, '');
  if (compact === 'midweek') return 'Mid-Week';
  return titleCase(key.split(/[\s_]+/));
}

function timeOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(timeOf).filter(Boolean).join(' & ');
  if (isRecord(value)) {
    const day = timeOf(value.day);
    const time = timeOf(value.time ?? value.times);
    return [day, time].filter(Boolean).join(' ');
  }
  return '';
}

/**
 * Reads the `service_times` setting (spec §3), which comes in three shapes, as a list:
 *
 * 1. `{ sunday: '9:00 AM & 11:00 AM', midweek: 'Wednesday 7:00 PM' }` -> Sunday, Mid-Week;
 * 2. `[{ day: 'Sunday', time: '9:00 AM' }, …]` -> one line per pair (`label` or `name` also
 *    accepted for `day`);
 * 3. `{ Sunday: '9:00 AM', Wednesday: '7:00 PM' }` -> one line per entry, keys capitalised.
 *
 * A time may also be a list of times (joined with ' & ') or a `{ day, time }` pair.
 * Lines without a label or a time are dropped. The `service_times` schema falls back to
 * {@link DEFAULT_SERVICE_TIMES} when no line is left.
 *
 * @param value - the raw `setting_value`.
 * @returns the usable lines, possibly none.
 */
export function serviceTimeLines(value: unknown): ServiceTime[] {
  let lines: ServiceTime[] = [];
  if (Array.isArray(value)) {
    lines = value.filter(isRecord).map((pair) => ({
      label: timeOf(pair.day ?? pair.label ?? pair.name),
      time: timeOf(pair.time ?? pair.times),
    }));
  } else if (isRecord(value)) {
    lines = Object.entries(value).map(([key, time]) => ({ label: labelOf(key), time: timeOf(time) }));
  }
  return lines.filter((line) => line.label !== '' && line.time !== '');
}
