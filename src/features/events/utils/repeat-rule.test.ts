import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { describeRepeatRule, describeRRule } from './repeat-rule-words';
import { localDay, parseRRule, startFitsRule, toRRule, withFrequency } from './repeat-rule';
import { churchLocalToIso, isoToChurchLocal } from '@/lib/church-time';
import { NO_REPEAT, type RepeatRule } from './repeat-rule-model';

const ZONE = 'America/Indiana/Indianapolis';
const rule = (changes: Partial<RepeatRule>): RepeatRule => ({ ...NO_REPEAT, ...changes });

/** The first `n` dates (yyyy-MM-dd, church zone) ical.js expands from the rule and a local start. */
function icalDates(rrule: string, start: string, n: number): string[] {
  const recur = ICAL.Recur.fromString(rrule);
  const dtstart = ICAL.Time.fromDateTimeString(`${start}:00`);
  const iterator = recur.iterator(dtstart);
  const dates: string[] = [];
  for (let next = iterator.next(); next && dates.length < n; next = iterator.next()) {
    dates.push(next.toString().slice(0, 10));
  }
  return dates;
}

describe('repeat rules in words and as RRULE text', () => {
  // [rule, start (local), words, RRULE, first dates by ical.js]
  const cases: [Partial<RepeatRule>, string, string, string | null, string[]][] = [
    [{}, '2026-12-02T19:00', 'Does not repeat', null, []],
    [{ frequency: 'daily' }, '2026-12-02T19:00', 'Every day', 'FREQ=DAILY', ['2026-12-02', '2026-12-03']],
    [
      { frequency: 'daily', interval: 3, ends: 'after', count: 4 },
      '2026-12-02T07:00',
      'Every 3 days, 4 times',
      'FREQ=DAILY;INTERVAL=3;COUNT=4',
      ['2026-12-02', '2026-12-05', '2026-12-08', '2026-12-11'],
    ],
    [
      { frequency: 'weekly', weekdays: ['WE'] },
      '2026-12-02T19:00',
      'Every week on Wednesday',
      'FREQ=WEEKLY;BYDAY=WE',
      ['2026-12-02', '2026-12-09', '2026-12-16'],
    ],
    [
      { frequency: 'weekly', interval: 2, weekdays: ['FR'], ends: 'on', until: '2027-06-26' },
      '2026-12-04T18:30',
      'Every 2 weeks on Friday, until June 26, 2027',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20270627T035959Z',
      ['2026-12-04', '2026-12-18', '2027-01-01'],
    ],
    [
      { frequency: 'weekly', weekdays: ['FR', 'MO', 'WE'] },
      '2026-11-30T06:00',
      'Every week on Monday, Wednesday and Friday',
      'FREQ=WEEKLY;BYDAY=MO,WE,FR',
      ['2026-11-30', '2026-12-02', '2026-12-04', '2026-12-07'],
    ],
    [
      { frequency: 'weekly', weekdays: ['TU', 'TH'], ends: 'after', count: 1 },
      '2026-12-01T12:00',
      'Every week on Tuesday and Thursday, once',
      'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=1',
      ['2026-12-01'],
    ],
    [
      { frequency: 'monthly', monthlyBy: 'day', monthDay: 15 },
      '2026-12-15T10:00',
      'Every month on the 15th',
      'FREQ=MONTHLY;BYMONTHDAY=15',
      ['2026-12-15', '2027-01-15'],
    ],
    [
      { frequency: 'monthly', monthlyBy: 'day', monthDay: 31, ends: 'after', count: 3 },
      '2026-12-31T10:00',
      'Every month on the 31st, 3 times',
      'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=3',
      ['2026-12-31', '2027-01-31', '2027-03-31'],
    ],
    [
      { frequency: 'monthly', monthlyBy: 'day', monthDay: -1 },
      '2027-02-28T10:00',
      'Every month on the last day',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      ['2027-02-28', '2027-03-31', '2027-04-30'],
    ],
    [
      { frequency: 'monthly', monthlyBy: 'weekday', ordinal: 2, ordinalWeekday: 'TU' },
      '2026-12-08T19:00',
      'Every month on the second Tuesday',
      'FREQ=MONTHLY;BYDAY=2TU',
      ['2026-12-08', '2027-01-12', '2027-02-09'],
    ],
    [
      { frequency: 'monthly', monthlyBy: 'weekday', ordinal: 1, ordinalWeekday: 'SA' },
      '2026-12-05T08:00',
      'Every month on the first Saturday',
      'FREQ=MONTHLY;BYDAY=1SA',
      ['2026-12-05', '2027-01-02', '2027-02-06'],
    ],
    [
      { frequency: 'monthly', interval: 3, monthlyBy: 'weekday', ordinal: -1, ordinalWeekday: 'FR' },
      '2026-12-25T19:00',
      'Every 3 months on the last Friday',
      'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR',
      ['2026-12-25', '2027-03-26', '2027-06-25'],
    ],
    [
      { frequency: 'monthly', monthlyBy: 'day', monthDay: 22, ends: 'on', until: '2027-03-01' },
      '2026-12-22T19:00',
      'Every month on the 22nd, until March 1, 2027',
      'FREQ=MONTHLY;BYMONTHDAY=22;UNTIL=20270302T045959Z',
      ['2026-12-22', '2027-01-22', '2027-02-22'],
    ],
    [
      { frequency: 'yearly' },
      '2027-03-04T11:00',
      'Every year on March 4',
      'FREQ=YEARLY',
      ['2027-03-04', '2028-03-04'],
    ],
    [
      { frequency: 'yearly', interval: 2, ends: 'after', count: 2 },
      '2027-07-04T11:00',
      'Every 2 years on July 4, 2 times',
      'FREQ=YEARLY;INTERVAL=2;COUNT=2',
      ['2027-07-04', '2029-07-04'],
    ],
  ];

  it.each(cases)('%j from %s reads "%s"', (changes, start, words, rrule, dates) => {
    const day = localDay(start);
    const value = rule(changes);
    expect(describeRepeatRule(value, day)).toBe(words);
    expect(toRRule(value, ZONE)).toBe(rrule);
    if (rrule === null) return;
    // An independent RFC 5545 implementation reads the text as meant.
    expect(icalDates(rrule, start, dates.length)).toEqual(dates);
    // And the form reads it back to the same rule.
    const parsed = parseRRule(rrule, day, ZONE);
    expect(parsed && toRRule(parsed, ZONE)).toBe(rrule);
    expect(parsed && describeRepeatRule(parsed, day)).toBe(words);
    expect(startFitsRule(value, day!)).toBe(true);
  });

  it('reads the stored text of a series in words', () => {
    expect(describeRRule('FREQ=WEEKLY;BYDAY=WE', '2026-12-03T01:00:00Z', ZONE)).toBe(
      'Every week on Wednesday',
    );
    expect(describeRRule(null, '2026-12-03T01:00:00Z', ZONE)).toBe('Does not repeat');
    expect(describeRRule('FREQ=MONTHLY;BYMONTHDAY=1,15', '2026-12-01T15:00:00Z', ZONE)).toBeNull();
    expect(describeRRule('FREQ=HOURLY', '2026-12-01T15:00:00Z', ZONE)).toBeNull();
  });

  it('refuses a start that is not one of the dates', () => {
    expect(startFitsRule(rule({ frequency: 'weekly', weekdays: ['WE'] }), localDay('2026-12-03')!)).toBe(
      false,
    );
    expect(
      startFitsRule(
        rule({ frequency: 'monthly', monthlyBy: 'weekday', ordinal: -1, ordinalWeekday: 'FR' }),
        localDay('2026-12-18')!,
      ),
    ).toBe(false);
    expect(startFitsRule(rule({ frequency: 'monthly', monthDay: 15 }), localDay('2026-12-16')!)).toBe(false);
    expect(startFitsRule(rule({ frequency: 'monthly', monthDay: -1 }), localDay('2026-12-31')!)).toBe(true);
  });

  it('fills a new frequency from the start', () => {
    const start = localDay('2026-12-29')!; // the fifth (and last) Tuesday
    expect(withFrequency(NO_REPEAT, 'weekly', start).weekdays).toEqual(['TU']);
    const monthly = withFrequency(NO_REPEAT, 'monthly', start);
    expect([monthly.monthDay, monthly.ordinal, monthly.ordinalWeekday]).toEqual([29, -1, 'TU']);
  });
});

describe('times in the church zone', () => {
  it("reads 7:00 PM as the zone's 7:00 PM on both sides of a daylight-saving change", () => {
    // Daylight-saving time starts on March 14, 2027.
    expect(churchLocalToIso('2027-03-10T19:00', ZONE)).toBe('2027-03-11T00:00:00.000Z');
    expect(churchLocalToIso('2027-03-17T19:00', ZONE)).toBe('2027-03-17T23:00:00.000Z');
    expect(churchLocalToIso('2026-12-02T19:00', ZONE)).toBe('2026-12-03T00:00:00.000Z');
    expect(isoToChurchLocal('2026-12-03T00:00:00Z', ZONE)).toBe('2026-12-02T19:00');
    expect(isoToChurchLocal('2027-07-01T23:00:00Z', ZONE)).toBe('2027-07-01T19:00');
  });

  it('refuses malformed input', () => {
    expect(churchLocalToIso('2027-02-30T19:00', ZONE)).toBeNull();
    expect(churchLocalToIso('tomorrow', ZONE)).toBeNull();
    expect(isoToChurchLocal('', ZONE)).toBe('');
  });
});
