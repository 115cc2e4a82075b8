import { describe, expect, it } from 'vitest';
import { endOfDayIn, startOfDayIn } from './day-range';

describe('startOfDayIn / endOfDayIn', () => {
  it('gives midnight of the church time zone as an instant', () => {
    // Indianapolis is UTC-5 in winter, UTC-4 in summer.
    expect(startOfDayIn('2026-01-15', 'America/Indiana/Indianapolis')?.toISOString()).toBe(
      '2026-01-15T05:00:00.000Z',
    );
    expect(startOfDayIn('2026-07-15', 'America/Indiana/Indianapolis')?.toISOString()).toBe(
      '2026-07-15T04:00:00.000Z',
    );
    expect(startOfDayIn('2026-07-15', 'Asia/Tokyo')?.toISOString()).toBe('2026-07-14T15:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'UTC')?.toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it('ends a day where the next begins, across a daylight-saving change', () => {
    // 2026-03-08: clocks go forward in the US; that day has 23 hours.
    const start = startOfDayIn('2026-03-08', 'America/Indiana/Indianapolis');
    const end = endOfDayIn('2026-03-08', 'America/Indiana/Indianapolis');
    expect(start?.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(endOfDayIn('2026-12-31', 'UTC')?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('refuses what is not a real date', () => {
    expect(startOfDayIn('2026-02-30', 'UTC')).toBeNull();
    expect(startOfDayIn('15/01/2026', 'UTC')).toBeNull();
    expect(endOfDayIn('', 'UTC')).toBeNull();
  });
});
