import { isoToChurchLocal, zonedToInstant } from '@/lib/church-time';

/**
 * The staff form's repeat rules (issue "Repeat rules"; docs/decisions/0028 for the RRULE subset
 * the database accepts, 0029 for why this is not the `rrule` package): a {@link RepeatRule}
 * object that the form edits, its RFC 5545 `RRULE` value ({@link toRRule}, {@link parseRRule}),
 * its wording ('Every 2 weeks on Friday, until June 26, 2027', {@link describeRepeatRule}) and
 * the check that an event's start is one of its dates ({@link startFitsRule}).
 *
 * Only the staff pages import this file.
 */

/** RFC 5545 weekday codes, Monday first (ISO order). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** One RFC 5545 weekday code. */
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** The weekdays' names, by code. */
export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/** How often an event repeats; `none` is a one-off event. */
export type RepeatFrequency = 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly';

/** The ordinal words of the nth-weekday choice; -1 is 'last'. */
export const ORDINALS: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  [-1]: 'last',
};

/** The ordinals offered, in order. */
export const ORDINAL_VALUES = [1, 2, 3, 4, 5, -1] as const;

/** The largest `INTERVAL` and `COUNT` the database accepts (decision 0028). */
export const MAX_INTERVAL = 99;
export const MAX_COUNT = 730;

/** A repeat rule as the staff form edits it. */
export interface RepeatRule {
  frequency: RepeatFrequency;
  /** Every N days / weeks / months / years, 1 to {@link MAX_INTERVAL}. */
  interval: number;
  /** `weekly`: the weekdays it falls on (at least one). */
  weekdays: WeekdayCode[];
  /** `monthly`: on a day of the month (`day`) or on the nth weekday (`weekday`). */
  monthlyBy: 'day' | 'weekday';
  /** `monthly` by day: 1 to 31, or -1 for the last day of the month. */
  monthDay: number;
  /** `monthly` by weekday: 1 to 5, or -1 for the last. */
  ordinal: number;
  /** `monthly` by weekday: which weekday. */
  ordinalWeekday: WeekdayCode;
  /** How the series ends. */
  ends: 'never' | 'on' | 'after';
  /** `ends: 'on'`: the last day (`yyyy-MM-dd` in the church's zone), included. */
  until: string;
  /** `ends: 'after'`: how many dates, 1 to {@link MAX_COUNT}. */
  count: number;
}

/** A one-off event's rule: the form's starting value. */
export const NO_REPEAT: RepeatRule = {
  frequency: 'none',
  interval: 1,
  weekdays: [],
  monthlyBy: 'day',
  monthDay: 1,
  ordinal: 1,
  ordinalWeekday: 'MO',
  ends: 'never',
  until: '',
  count: 10,
};

/** A calendar day in the church's zone: year, month (1-12), day, weekday code. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
  weekday: WeekdayCode;
}

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

/** 'Monday', 'Monday and Friday', 'Monday, Wednesday and Friday'. */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'June 26, 2027' for `2027-06-26`. */
export function longDate(date: string): string {
  const day = localDay(date);
  return day ? `${MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year}` : date;
}

/** 'the 15th', 'the 1st', 'the 22nd'. */
function dayOfMonthWords(day: number): string {
  if (day === -1) return 'the last day';
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  return `the ${day}${suffix}`;
}

/**
 * A rule in words, as the form shows it under the control and the events list beside each
 * series: 'Does not repeat', 'Every day', 'Every 2 weeks on Friday, until June 26, 2027',
 * 'Every month on the second Tuesday', 'Every month on the 31st, 10 times', 'Every year on
 * March 4' (the start's month and day).
 *
 * @param rule - the rule.
 * @param start - the event's first day (yearly rules name its month and day).
 */
export function describeRepeatRule(rule: RepeatRule, start: LocalDay | null): string {
  if (rule.frequency === 'none') return 'Does not repeat';
  const unit = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' }[rule.frequency];
  let text = rule.interval === 1 ? `Every ${unit}` : `Every ${rule.interval} ${unit}s`;
  if (rule.frequency === 'weekly') {
    const days = WEEKDAY_CODES.filter((code) => rule.weekdays.includes(code)).map(
      (code) => WEEKDAY_NAMES[code],
    );
    if (days.length > 0) text += ` on ${listWords(days)}`;
  }
  if (rule.frequency === 'monthly') {
    text +=
      rule.monthlyBy === 'day'
        ? ` on ${dayOfMonthWords(rule.monthDay)}`
        : ` on the ${ORDINALS[rule.ordinal] ?? `${rule.ordinal}th`} ${WEEKDAY_NAMES[rule.ordinalWeekday]}`;
  }
  if (rule.frequency === 'yearly' && start) text += ` on ${MONTH_NAMES[start.month - 1]} ${start.day}`;
  if (rule.ends === 'on' && rule.until) text += `, until ${longDate(rule.until)}`;
  if (rule.ends === 'after') text += rule.count === 1 ? ', once' : `, ${rule.count} times`;
  return text;
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

/** The text of a stored rule in words, or `null` when the form cannot read it (see {@link parseRRule}). */
export function describeRRule(text: string | null, startIso: string, timeZone: string): string | null {
  const start = localDay(isoToChurchLocal(startIso, timeZone));
  const rule = parseRRule(text, start, timeZone);
  return rule ? describeRepeatRule(rule, start) : null;
}
