import { isoToChurchLocal } from '@/lib/church-time';
import { localDay, parseRRule } from './repeat-rule';
import { WEEKDAY_CODES, type LocalDay, type RepeatRule, type WeekdayCode } from './repeat-rule-model';

/**
 * The repeat rules in words (docs/decisions/0028, 0029): the weekdays' and ordinals' names the
 * staff form shows, and a rule as a sentence ('Every 2 weeks on Friday, until June 26, 2027',
 * {@link describeRepeatRule}; a stored `RRULE` with {@link describeRRule}). The rules themselves
 * (the `RRULE` value, the dates) are in `./repeat-rule`.
 *
 * Only the staff pages import this file.
 */

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

/** The ordinal words of the nth-weekday choice; -1 is 'last'. */
export const ORDINALS: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  [-1]: 'last',
};

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

/** The text of a stored rule in words, or `null` when the form cannot read it (see {@link parseRRule}). */
export function describeRRule(text: string | null, startIso: string, timeZone: string): string | null {
  const start = localDay(isoToChurchLocal(startIso, timeZone));
  const rule = parseRRule(text, start, timeZone);
  return rule ? describeRepeatRule(rule, start) : null;
}
