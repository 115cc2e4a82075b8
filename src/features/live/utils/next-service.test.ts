import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_TIMES as DEFAULT_TIMES } from '@/lib/site-settings/service-times';
import { findServiceStatus, formatMinutesUntil, weeklyServices } from './next-service';

const TZ = 'America/Indiana/Indianapolis';

describe('weeklyServices', () => {
  it('turns each structured service into a weekday and a two-hour slot, without reading text', () => {
    expect(weeklyServices(DEFAULT_TIMES)).toEqual([
      { weekday: 0, start: 540, end: 660 },
      { weekday: 0, start: 660, end: 780 },
      { weekday: 3, start: 1140, end: 1260 },
    ]);
  });

  it('keeps a late service running past midnight', () => {
    expect(weeklyServices([{ day: 'friday', time: '23:30', label: 'Vigil' }])).toEqual([
      { weekday: 5, start: 1410, end: 1530 },
    ]);
  });
});

describe('findServiceStatus', () => {
  const services = weeklyServices(DEFAULT_TIMES);

  it('is live during the Sunday service, in church time', () => {
    // Sunday 2026-11-22 10:30 EST = 15:30 UTC.
    const status = findServiceStatus(services, new Date('2026-11-22T15:30:00Z'), TZ);
    expect(status).toMatchObject({ kind: 'live', service: { weekday: 0 } });
    expect(status?.kind === 'live' && status.endsAt.toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });

  it('counts down to the next service later the same day', () => {
    // Sunday 06:45 EST -> 9:00 is 2 h 15 min away.
    const status = findServiceStatus(services, new Date('2026-11-22T11:45:00Z'), TZ);
    expect(status).toMatchObject({ kind: 'upcoming', minutesUntil: 135 });
    expect(formatMinutesUntil(135)).toBe('2 h 15 min');
  });

  it('is no longer live at the end time and moves on to Wednesday', () => {
    // The 11:00 service ends at 13:00 EST = 18:00 UTC.
    const status = findServiceStatus(services, new Date('2026-11-22T18:00:00Z'), TZ);
    expect(status?.kind).toBe('upcoming');
    expect(status?.startsAt.toISOString()).toBe('2026-11-26T00:00:00.000Z'); // Wed 19:00 EST
  });

  it('wraps around the week from Thursday to Sunday', () => {
    const status = findServiceStatus(services, new Date('2026-11-26T12:00:00Z'), TZ);
    expect(status?.startsAt.toISOString()).toBe('2026-11-29T14:00:00.000Z');
  });

  it('uses the church zone, not the visitor zone: Saturday night in UTC is still Saturday there', () => {
    // 2026-11-22 03:00 UTC is Sunday in UTC but Saturday 22:00 in Indianapolis.
    const status = findServiceStatus(services, new Date('2026-11-22T03:00:00Z'), TZ);
    expect(status).toMatchObject({ kind: 'upcoming', minutesUntil: 11 * 60 });
  });

  it('counts real minutes across the spring-forward change (23 h day)', () => {
    // Saturday 2026-03-07 09:00 EST; Sunday 09:00 EDT is 23 hours later, not 24.
    const status = findServiceStatus(services, new Date('2026-03-07T14:00:00Z'), TZ);
    expect(status?.startsAt.toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(status?.kind === 'upcoming' && status.minutesUntil).toBe(23 * 60);
  });

  it('counts real minutes across the fall-back change (25 h day)', () => {
    // Saturday 2026-10-31 09:00 EDT; Sunday 09:00 EST is 25 hours later.
    const status = findServiceStatus(services, new Date('2026-10-31T13:00:00Z'), TZ);
    expect(status?.startsAt.toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(status?.kind === 'upcoming' && status.minutesUntil).toBe(25 * 60);
  });

  it('is live after midnight for a service that started the day before', () => {
    const late = weeklyServices([{ day: 'friday', time: '23:00', label: 'Vigil' }]);
    // Saturday 00:30 EST.
    expect(findServiceStatus(late, new Date('2026-11-28T05:30:00Z'), TZ)?.kind).toBe('live');
  });

  it('rounds up so that the countdown never reads 0', () => {
    const status = findServiceStatus(services, new Date('2026-11-22T13:59:30Z'), TZ);
    expect(status).toMatchObject({ kind: 'upcoming', minutesUntil: 1 });
  });

  it('returns null without services', () => {
    expect(findServiceStatus([], new Date(), TZ)).toBeNull();
  });
});

describe('formatMinutesUntil', () => {
  it.each([
    [1, '1 min'],
    [59, '59 min'],
    [60, '1 h'],
    [135, '2 h 15 min'],
    [24 * 60, '1 d'],
    [3 * 24 * 60 + 4 * 60 + 59, '3 d 4 h'],
  ])('%i minutes -> %s', (minutes, text) => {
    expect(formatMinutesUntil(minutes)).toBe(text);
  });
});
