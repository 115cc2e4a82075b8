import { describe, expect, it } from 'vitest';
import {
  HOME_EVENT_DATE_FORMAT,
  LIST_EVENT_DATE_FORMAT,
  calendarDay,
  formatDate,
  isTodayOrLater,
} from './dates';

const tz = 'America/Indiana/Indianapolis';

describe('formatDate', () => {
  it("shows 'Date not available' for empty values", () => {
    expect(formatDate(null)).toBe('Date not available');
    expect(formatDate(undefined)).toBe('Date not available');
    expect(formatDate('')).toBe('Date not available');
    expect(formatDate('   ')).toBe('Date not available');
  });

  it("shows 'Invalid Date' for unparseable values", () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDate(new Date(Number.NaN))).toBe('Invalid Date');
  });

  it('formats timestamps in the church time zone', () => {
    // 18:30 UTC in June is 2:30 PM in Indianapolis (EDT, UTC-4).
    expect(formatDate('2030-06-02T18:30:00Z', HOME_EVENT_DATE_FORMAT, tz)).toBe('Jun 2, 2:30 PM');
    expect(formatDate('2030-06-02T18:30:00Z', LIST_EVENT_DATE_FORMAT, tz)).toBe('Jun 2, 2030, 2:30 PM');
    // 02:00 UTC is still the previous evening in Indianapolis.
    expect(formatDate('2030-01-15T02:00:00Z', 'MMMM d, yyyy', tz)).toBe('January 14, 2030');
  });

  it('keeps a plain date on the same calendar day', () => {
    expect(formatDate('2030-03-09', 'MMMM d, yyyy', tz)).toBe('March 9, 2030');
    expect(formatDate('2030-03-09', 'MMMM d, yyyy', 'Pacific/Kiritimati')).toBe('March 9, 2030');
  });

  it('uses the default pattern', () => {
    expect(formatDate('2030-12-25', undefined, tz)).toBe('December 25, 2030');
  });
});

describe('calendarDay and isTodayOrLater', () => {
  const now = new Date('2030-06-02T15:00:00Z'); // 11:00 AM on June 2 in Indianapolis

  it('reads the calendar day in the church time zone', () => {
    expect(calendarDay('2030-06-03T01:00:00Z', tz)).toBe('2030-06-02');
    expect(calendarDay('garbage', tz)).toBeNull();
  });

  it('keeps events earlier today, today and later', () => {
    expect(isTodayOrLater('2030-06-02T12:00:00Z', now, tz)).toBe(true); // 8:00 AM today, already past
    expect(isTodayOrLater('2030-06-10T12:00:00Z', now, tz)).toBe(true);
  });

  it('drops events of earlier days and unparseable values', () => {
    expect(isTodayOrLater('2030-06-01T20:00:00Z', now, tz)).toBe(false);
    expect(isTodayOrLater('2030-06-02T03:00:00Z', now, tz)).toBe(false); // June 1, 11 PM local
    expect(isTodayOrLater(null, now, tz)).toBe(false);
    expect(isTodayOrLater('nope', now, tz)).toBe(false);
  });
});
