import { isoToChurchLocal, zonedToInstant } from '@/lib/church-time';
import {
  NO_REPEAT,
  WEEKDAY_CODES,
  type LocalDay,
  type RepeatFrequency,
  type RepeatRule,
  type WeekdayCode,
} from './repeat-rule-model';

/**
 * The staff form's repeat rules (issue "Repeat rules"; docs/decisions/0028 for the RRULE subset
 * the database accepts, 0029 for why this is not the `rrule` package): the days of the church's
 * zone, the RFC 5545 `RRULE` value of a {@link RepeatRule} ({@link toRRule}, {@link parseRRule})
 * and the check that an event's start is one of its dates ({@link startFitsRule}). The rule's
 * shape is in `./repeat-rule-model`, its words in `./repeat-rule-words`.
 *
 * Only the staff pages import this file.
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function weekdayOf(year: number, month: number, day: number): WeekdayCode {
  // getUTCDay: 0 = Sunday; the codes start on Monday.
  return WEEKDAY_CODES[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] ?? 'MO';
}

/**
 * The calendar day of a `datetime-local` value or a `yyyy-MM-dd` date.
 *
 * @returns `null` when the text is neither or not a real date.
 */
export function localDay(value: string): LocalDay | null {
  const match = DATE_ONLY.exec(value.slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day, weekday: weekdayOf(year, month, day) };
}

/** The nth weekday of its month that `day` is: 1 to 5. */
export function ordinalOf(day: LocalDay): number {
  return Math.ceil(day.day / 7);
}

/** Whether `day` is the last of its weekday in its month. */
export function isLastWeekdayOfMonth(day: LocalDay): boolean {
  return day.day + 7 > daysInMonth(day.year, day.month);
}

/**
 * The rule the form shows when the person picks a frequency, filled in from the event's start
 * (weekly on its weekday, monthly on its day of the month or its nth weekday), keeping the
 * interval and the ending.
 *
 * @param rule - the current rule.
 * @param frequency - the new frequency.
 * @param start - the event's first day, when known.
 */
export function withFrequency(
  rule: RepeatRule,
  frequency: RepeatFrequency,
  start: LocalDay | null,
): RepeatRule {
  const next: RepeatRule = { ...rule, frequency };
  if (start) {
    if (frequency === 'weekly' && rule.weekdays.length === 0) next.weekdays = [start.weekday];
    if (frequency === 'monthly' && rule.frequency !== 'monthly') {
      next.monthDay = start.day;
      next.ordinal = ordinalOf(start) === 5 ? -1 : ordinalOf(start);
      next.ordinalWeekday = start.weekday;
    }
  }
  return next;
}

/** The UTC instant of the end of `yyyy-MM-dd` (23:59:59) in `timeZone`, as RRULE `UNTIL` text. */
function untilText(date: string, timeZone: string): string {
  const day = localDay(date);
  if (!day) return '';
  const end = zonedToInstant({ ...day, hour: 23, minute: 59, second: 59 }, timeZone);
  return end
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The `yyyy-MM-dd` day in `timeZone` of RRULE `UNTIL` text (`20270627T035959Z`). */
function untilDay(text: string, timeZone: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  const instant = Date.UTC(year, month - 1, day, hour, minute, second);
  return isoToChurchLocal(new Date(instant).toISOString(), timeZone).slice(0, 10);
}

/**
 * The RFC 5545 `RRULE` value of a rule (without the `RRULE:` prefix), in the subset the
 * database accepts (decision 0028): e.g. `FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20270627T035959Z`.
 * `UNTIL` is the end of the chosen day in `timeZone`, in UTC, as §3.3.10 requires with a zoned
 * start. Weekdays are written Monday first.
 *
 * @param rule - the form's rule (assumed valid: see the form's schema).
 * @param timeZone - the event's IANA zone.
 * @returns the text, or `null` for `frequency: 'none'`.
 */
export function toRRule(rule: RepeatRule, timeZone: string): string | null {
  if (rule.frequency === 'none') return null;
  const parts = [`FREQ=${rule.frequency.toUpperCase()}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.frequency === 'weekly') {
    const days = WEEKDAY_CODES.filter((code) => rule.weekdays.includes(code));
    if (days.length > 0) parts.push(`BYDAY=${days.join(',')}`);
  }
  if (rule.frequency === 'monthly') {
    parts.push(
      rule.monthlyBy === 'day'
        ? `BYMONTHDAY=${rule.monthDay}`
        : `BYDAY=${rule.ordinal}${rule.ordinalWeekday}`,
    );
  }
  if (rule.ends === 'on') parts.push(`UNTIL=${untilText(rule.until, timeZone)}`);
  if (rule.ends === 'after') parts.push(`COUNT=${rule.count}`);
  return parts.join(';');
}

/**
 * Reads an `RRULE` value back into the form's rule. Rules outside what the form writes (several
 * days of the month, several nth weekdays, every Monday of the month) are not readable.
 *
 * @param text - the stored `recurrence_rule`, or null for a one-off event.
 * @param start - the event's first day (fills the parts the rule leaves to it).
 * @param timeZone - the event's IANA zone (reads `UNTIL` back as a day).
 * @returns the rule, {@link NO_REPEAT} for null, or `null` when the text is not one the form reads.
 */
export function parseRRule(text: string | null, start: LocalDay | null, timeZone: string): RepeatRule | null {
  if (text === null || text === '') return { ...NO_REPEAT };
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || value === undefined || extra !== undefined || parts.has(key)) return null;
    parts.set(key, value);
  }
  const freq = parts.get('FREQ');
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') return null;
  const rule: RepeatRule = { ...NO_REPEAT, frequency: freq.toLowerCase() as RepeatFrequency };
  if (start) {
    rule.monthDay = start.day;
    rule.ordinal = ordinalOf(start);
    rule.ordinalWeekday = start.weekday;
  }
  for (const [key, value] of parts) {
    switch (key) {
      case 'FREQ':
      case 'WKST':
        break;
      case 'INTERVAL':
        rule.interval = Number(value);
        break;
      case 'COUNT':
        rule.ends = 'after';
        rule.count = Number(value);
        break;
      case 'UNTIL': {
        const day = untilDay(value, timeZone);
        if (!day) return null;
        rule.ends = 'on';
        rule.until = day;
        break;
      }
      case 'BYMONTHDAY':
        if (freq !== 'MONTHLY' || !/^-?\d{1,2}$/.test(value)) return null;
        rule.monthlyBy = 'day';
        rule.monthDay = Number(value);
        break;
      case 'BYDAY': {
        const days = value.split(',');
        if (freq === 'WEEKLY') {
          if (!days.every((day) => (WEEKDAY_CODES as readonly string[]).includes(day))) return null;
          rule.weekdays = days as WeekdayCode[];
          break;
        }
        const match =
          freq === 'MONTHLY' && days.length === 1 ? /^([+-]?[1-5])(MO|TU|WE|TH|FR|SA|SU)$/.exec(value) : null;
        if (!match) return null;
        rule.monthlyBy = 'weekday';
        rule.ordinal = Number(match[1]);
        rule.ordinalWeekday = match[2] as WeekdayCode;
        break;
      }
      default:
        return null;
    }
  }
  if (!Number.isInteger(rule.interval) || rule.interval < 1) return null;
  if (rule.frequency === 'weekly' && rule.weekdays.length === 0 && start) rule.weekdays = [start.weekday];
  return rule;
}

/**
 * Whether the event's first day is one of the rule's dates, as the database requires
 * (`start_not_in_rule`, decision 0028): weekly on one of its weekdays, monthly on its day of the
 * month or its nth (or last) weekday. Daily and yearly rules start anywhere.
 */
export function startFitsRule(rule: RepeatRule, start: LocalDay): boolean {
  switch (rule.frequency) {
    case 'weekly':
      return rule.weekdays.length === 0 || rule.weekdays.includes(start.weekday);
    case 'monthly':
      if (rule.monthlyBy === 'day') {
        const last = daysInMonth(start.year, start.month);
        return rule.monthDay > 0 ? start.day === rule.monthDay : start.day === last + rule.monthDay + 1;
      }
      if (start.weekday !== rule.ordinalWeekday) return false;
      return rule.ordinal === -1 ? isLastWeekdayOfMonth(start) : ordinalOf(start) === rule.ordinal;
    default:
      return true;
  }
}
