import { TZDate } from '@date-fns/tz';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  builtChurchTimeZone,
  churchDay,
  churchLocalToIso,
  churchTimeZone,
  DEFAULT_CHURCH_TIME_ZONE,
  formatChurchDateTime,
  isoToChurchLocal,
  isTimeZone,
  setChurchTimeZone,
  startOfChurchDay,
  startOfNextChurchDay,
  timeZoneOfSettings,
  wallClock,
  zonedToInstant,
} from './church-time';
import { formatDate } from './dates';
import { setLocale } from './i18n/locale';

const INDY = 'America/Indiana/Indianapolis';

afterEach(() => {
  setChurchTimeZone(DEFAULT_CHURCH_TIME_ZONE);
});

describe('the church time zone', () => {
  it('is the default until the setting says otherwise, and follows it', () => {
    expect(churchTimeZone()).toBe(INDY);
    expect(setChurchTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(churchTimeZone()).toBe('America/Los_Angeles');
  });

  it('starts in the zone the build wrote into the page', async () => {
    const meta = document.createElement('meta');
    meta.name = 'church-time-zone';
    meta.content = 'America/Denver';
    document.head.append(meta);
    try {
      vi.resetModules();
      const fresh = await import('./church-time');
      expect(fresh.churchTimeZone()).toBe('America/Denver');
      expect(fresh.builtChurchTimeZone()).toBe('America/Denver');
      fresh.setChurchTimeZone('America/Chicago');
      expect(fresh.builtChurchTimeZone()).toBe('America/Denver');
    } finally {
      meta.remove();
    }
    expect(builtChurchTimeZone()).toBeUndefined();
  });

  it('falls back to the default for an empty or unknown zone, as the database does', () => {
    setChurchTimeZone('Europe/Berlin');
    expect(setChurchTimeZone('Mars/Olympus_Mons')).toBe(INDY);
    setChurchTimeZone('Europe/Berlin');
    expect(setChurchTimeZone('')).toBe(INDY);
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('Nowhere/At_All')).toBe(false);
    expect(isTimeZone(7)).toBe(false);
  });

  it('reads the zone of the settings map (site_identity.time_zone)', () => {
    expect(timeZoneOfSettings({ site_identity: { name: 'Grace', time_zone: 'America/Chicago' } })).toBe(
      'America/Chicago',
    );
    expect(timeZoneOfSettings({ site_identity: { time_zone: 'Bad/Zone' } })).toBe(INDY);
    expect(timeZoneOfSettings({ site_identity: 'text' })).toBe(INDY);
    expect(timeZoneOfSettings(undefined)).toBe(INDY);
  });

  it('changes every default reading when the zone changes (pages, forms, lists alike)', () => {
    const moment = '2026-12-24T23:30:00.000Z';
    expect(isoToChurchLocal(moment)).toBe('2026-12-24T18:30');
    expect(formatDate(moment, 'MMM d, h:mm a')).toBe('Dec 24, 6:30 PM');
    expect(formatChurchDateTime(moment)).toBe('Dec 24, 2026, 6:30 PM');
    setChurchTimeZone('America/Chicago');
    expect(isoToChurchLocal(moment)).toBe('2026-12-24T17:30');
    expect(formatDate(moment, 'MMM d, h:mm a')).toBe('Dec 24, 5:30 PM');
    expect(formatChurchDateTime(moment)).toBe('Dec 24, 2026, 5:30 PM');
    expect(churchLocalToIso('2026-12-24T18:30')).toBe('2026-12-25T00:30:00.000Z');
    setChurchTimeZone('Pacific/Auckland');
    expect(churchDay(new Date(moment))).toBe('2026-12-25');
  });
});

describe('wall clock and back', () => {
  it('round-trips a datetime-local value, winter and summer', () => {
    expect(churchLocalToIso('2026-12-24T18:30', INDY)).toBe('2026-12-24T23:30:00.000Z');
    expect(churchLocalToIso('2026-07-04T09:00', INDY)).toBe('2026-07-04T13:00:00.000Z');
    expect(isoToChurchLocal('2026-12-24T23:30:00.000Z', INDY)).toBe('2026-12-24T18:30');
    expect(churchLocalToIso('2026-07-04T09:00:30', INDY)).toBe('2026-07-04T13:00:30.000Z');
    expect(churchLocalToIso('', INDY)).toBeNull();
    expect(churchLocalToIso('tomorrow', INDY)).toBeNull();
    expect(isoToChurchLocal(null)).toBe('');
    expect(isoToChurchLocal('not a date')).toBe('');
  });

  it('moves a time the spring-forward night skips forward by the gap, as Postgres does', () => {
    // 8 March 2026: 2:00 AM EST becomes 3:00 AM EDT in Indianapolis.
    expect(churchLocalToIso('2026-03-08T02:30', INDY)).toBe('2026-03-08T07:30:00.000Z');
    expect(isoToChurchLocal('2026-03-08T07:30:00.000Z', INDY)).toBe('2026-03-08T03:30');
    expect(churchLocalToIso('2026-03-08T01:59', INDY)).toBe('2026-03-08T06:59:00.000Z');
    expect(churchLocalToIso('2026-03-08T03:00', INDY)).toBe('2026-03-08T07:00:00.000Z');
    // East of UTC too (@date-fns/tz moves this one back instead): 1:30 AM GMT is 2:30 AM BST.
    expect(churchLocalToIso('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads a time the fall-back night has twice as the second of the two, as Postgres does', () => {
    // 1 November 2026: 2:00 AM EDT becomes 1:00 AM EST; 1:30 AM happens at 05:30Z and 06:30Z.
    expect(churchLocalToIso('2026-11-01T01:30', INDY)).toBe('2026-11-01T06:30:00.000Z');
    expect(churchLocalToIso('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T01:30:00.000Z');
    // Lord Howe falls back half an hour: 1:45 AM is +11:00 first, then +10:30.
    expect(churchLocalToIso('2026-04-05T01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T15:15:00.000Z');
    expect(isoToChurchLocal('2026-11-01T06:30:00.000Z', INDY)).toBe('2026-11-01T01:30');
    expect(churchLocalToIso('2026-11-01T02:00', INDY)).toBe('2026-11-01T07:00:00.000Z');
  });

  it('agrees with @date-fns/tz on every time around the clock changes that happens once, east and west of UTC', () => {
    const zones = [INDY, 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/St_Johns'];
    const days = [
      [2026, 3, 8],
      [2026, 3, 29],
      [2026, 10, 4],
      [2026, 10, 25],
      [2026, 11, 1],
    ] as const;
    for (const zone of zones)
      for (const [year, month, day] of days)
        for (let hour = 0; hour < 24; hour++)
          for (const minute of [0, 30]) {
            const ours = zonedToInstant({ year, month, day, hour, minute }, zone).getTime();
            const theirs = new TZDate(year, month - 1, day, hour, minute, zone);
            // A time the clock change skips has no reading to agree on (the test above).
            if (theirs.getHours() !== hour || theirs.getMinutes() !== minute) continue;
            const label = `${zone} ${year}-${month}-${day} ${hour}:${minute}`;
            const local = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
            expect(isoToChurchLocal(ours, zone), label).toBe(local);
            // A time that happens twice: the second (the test above), which @date-fns/tz picks
            // only west of UTC.
            const twice = [3_600_000, 1_800_000].some((gap) => isoToChurchLocal(ours - gap, zone) === local);
            if (!twice) expect(ours, label).toBe(theirs.getTime());
          }
  });

  it('rolls over out-of-range fields (the 32nd of December is New Year’s Day)', () => {
    expect(zonedToInstant({ year: 2026, month: 12, day: 32, hour: 9 }, INDY).toISOString()).toBe(
      '2027-01-01T14:00:00.000Z',
    );
    expect(Number.isNaN(zonedToInstant({ year: Number.NaN, month: 1, day: 1 }, INDY).getTime())).toBe(true);
  });

  it('reads the wall clock with its weekday', () => {
    expect(wallClock(Date.parse('2026-12-25T04:59:59Z'), INDY)).toEqual({
      year: 2026,
      month: 12,
      day: 24,
      weekday: 4,
      hour: 23,
      minute: 59,
      second: 59,
    });
  });
});

describe('church days', () => {
  it('gives the instants a day begins and the next one begins, 23 and 25 hours long on clock changes', () => {
    expect(startOfChurchDay('2026-03-08', INDY)?.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfNextChurchDay('2026-03-08', INDY)?.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfChurchDay('2026-11-01', INDY)?.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfNextChurchDay('2026-11-01', INDY)?.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfNextChurchDay('2026-12-31', INDY)?.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(startOfChurchDay('2026-07-15', 'Asia/Tokyo')?.toISOString()).toBe('2026-07-14T15:00:00.000Z');
  });

  it('starts a day whose midnight a clock change skips at its first moment', () => {
    // Santiago springs forward at midnight: 6 September 2026 begins at 01:00 local (04:00Z).
    expect(startOfChurchDay('2026-09-06', 'America/Santiago')?.toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });

  it('refuses a day that is not on the calendar', () => {
    expect(startOfChurchDay('2026-02-30', INDY)).toBeNull();
    expect(startOfNextChurchDay('yesterday', INDY)).toBeNull();
  });
});

describe('formatChurchDateTime', () => {
  it('writes the church’s clock in the chosen locale, with or without the time', () => {
    const moment = '2099-12-24T23:30:00Z';
    expect(formatChurchDateTime(moment, { timeZone: INDY })).toBe('Dec 24, 2099, 6:30 PM');
    expect(formatChurchDateTime(moment, { timeZone: INDY, withTime: false })).toBe('Dec 24, 2099');
    expect(formatChurchDateTime(moment, { timeZone: INDY, dateStyle: 'long', withTime: false })).toBe(
      'December 24, 2099',
    );
    expect(formatChurchDateTime(moment, { timeZone: INDY, locale: 'es-US', withTime: false })).toMatch(/dic/);
    expect(formatChurchDateTime(null)).toBe('');
    expect(formatChurchDateTime('soon')).toBe('');
  });

  it("writes in the page's language by default (es-US on a Spanish page)", () => {
    setLocale('es');
    try {
      expect(
        formatChurchDateTime('2099-12-24T23:30:00Z', { timeZone: INDY, dateStyle: 'long', withTime: false }),
      ).toBe('24 de diciembre de 2099');
    } finally {
      setLocale('en');
    }
  });
});
