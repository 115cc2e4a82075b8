import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterEventsByTab, parseEventTab } from './tabs';

const TZ = 'America/Indiana/Indianapolis';
const ids = (events: { id: string }[]) => events.map((event) => event.id);

describe('parseEventTab', () => {
  it('reads the four tabs and falls back to upcoming', () => {
    expect(parseEventTab('calendar')).toBe('calendar');
    expect(parseEventTab('thisMonth')).toBe('thisMonth');
    expect(parseEventTab('nextMonth')).toBe('nextMonth');
    expect(parseEventTab('upcoming')).toBe('upcoming');
    expect(parseEventTab('Calendar')).toBe('upcoming');
    expect(parseEventTab('')).toBe('upcoming');
    expect(parseEventTab(null)).toBe('upcoming');
    expect(parseEventTab(undefined)).toBe('upcoming');
  });
});

describe('filterEventsByTab in the church time zone', () => {
  const originalTz = process.env.TZ;
  // The visitor is in Tokyo, 14 hours ahead of Indianapolis in November.
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  const events = [
    { id: 'oct-31-late', start_time: '2026-10-31T23:00:00-04:00' },
    { id: 'nov-1', start_time: '2026-11-01T10:00:00-05:00' },
    { id: 'nov-30-evening', start_time: '2026-11-30T20:00:00-05:00' },
    { id: 'dec-1-early', start_time: '2026-12-01T00:30:00-05:00' },
    { id: 'dec-31-late', start_time: '2026-12-31T23:30:00-05:00' },
    { id: 'jan-1', start_time: '2027-01-01T09:00:00-05:00' },
    { id: 'broken', start_time: 'not a date' },
  ];

  it('on the last evening of November in Indianapolis, this month is still November', () => {
    // 22:30 in Indianapolis is already 1 December (12:30) in Tokyo.
    const now = new Date('2026-12-01T03:30:00Z');
    expect(new Date(now).getDate()).toBe(1);
    expect(ids(filterEventsByTab(events, 'thisMonth', now, TZ))).toEqual(['nov-1', 'nov-30-evening']);
    expect(ids(filterEventsByTab(events, 'nextMonth', now, TZ))).toEqual(['dec-1-early', 'dec-31-late']);
  });

  it('puts an event at 00:30 on the 1st into the new month although it is still the previous month in UTC-0', () => {
    const now = new Date('2026-12-10T12:00:00Z');
    expect(ids(filterEventsByTab(events, 'thisMonth', now, TZ))).toEqual(['dec-1-early', 'dec-31-late']);
    expect(ids(filterEventsByTab(events, 'nextMonth', now, TZ))).toEqual(['jan-1']);
  });

  it('rolls next month over the year end', () => {
    const now = new Date('2026-12-31T12:00:00-05:00');
    expect(ids(filterEventsByTab(events, 'nextMonth', now, TZ))).toEqual(['jan-1']);
  });

  it('keeps months right across the end of daylight-saving time (1 November 2026)', () => {
    // 23:59 EDT on 31 October; the clocks fall back an hour a little later.
    const now = new Date('2026-10-31T23:59:00-04:00');
    expect(ids(filterEventsByTab(events, 'thisMonth', now, TZ))).toEqual(['oct-31-late']);
    expect(ids(filterEventsByTab(events, 'nextMonth', now, TZ))).toEqual(['nov-1', 'nov-30-evening']);
  });

  it('keeps months right across the start of daylight-saving time (8 March 2026)', () => {
    const spring = [
      { id: 'feb-28', start_time: '2026-02-28T23:30:00-05:00' },
      { id: 'mar-8', start_time: '2026-03-08T03:30:00-04:00' },
      { id: 'mar-31-late', start_time: '2026-03-31T23:30:00-04:00' },
      { id: 'apr-1', start_time: '2026-04-01T00:15:00-04:00' },
    ];
    const now = new Date('2026-03-08T01:59:00-05:00');
    expect(ids(filterEventsByTab(spring, 'thisMonth', now, TZ))).toEqual(['mar-8', 'mar-31-late']);
    expect(ids(filterEventsByTab(spring, 'nextMonth', now, TZ))).toEqual(['apr-1']);
  });

  it('upcoming keeps events starting now or later, to the millisecond', () => {
    const now = new Date('2026-11-30T20:00:00-05:00');
    expect(ids(filterEventsByTab(events, 'upcoming', now, TZ))).toEqual([
      'nov-30-evening',
      'dec-1-early',
      'dec-31-late',
      'jan-1',
    ]);
    const later = new Date(now.getTime() + 1);
    expect(ids(filterEventsByTab(events, 'upcoming', later, TZ))).not.toContain('nov-30-evening');
  });
});
