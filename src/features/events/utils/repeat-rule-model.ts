/**
 * The shape of a repeat rule as the staff form edits it (docs/decisions/0028, 0029): the RFC 5545
 * weekday codes, the frequencies, the database's limits, the one-off rule and a day of the
 * church's zone. What a rule means is in `./repeat-rule`, its words in `./repeat-rule-words`.
 */

/** RFC 5545 weekday codes, Monday first (ISO order). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** One RFC 5545 weekday code. */
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** How often an event repeats; `none` is a one-off event. */
export type RepeatFrequency = 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly';

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
