import { TZDate } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_STYLES,
  HOME_EVENT_DATE_FORMAT,
  LIST_EVENT_DATE_FORMAT,
  calendarDay,
  formatDate,
  formatWallClockDate,
  isTodayOrLater,
  parseDateInput,
} from './dates';
import { setLocale } from './i18n/locale';

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

  // Every pattern the site uses (spec §9 and the pages), written as date-fns writes it, for
  // moments spread over several years, both daylight-saving changes, midnight and noon, in zones
  // east and west of UTC: date-fns (with @date-fns/tz) is the reference.
  const PATTERNS = [
    HOME_EVENT_DATE_FORMAT,
    LIST_EVENT_DATE_FORMAT,
    'MMMM d, yyyy',
    'EEEE, MMMM d, yyyy',
    'h:mm a',
    'MMMM yyyy',
    'yyyy-MM-dd',
    "EEE, dd MMM yyyy HH:mm 'at' hh:mm a",
  ];
  const ZONES = [tz, 'America/Los_Angeles', 'UTC', 'Asia/Kolkata', 'Pacific/Kiritimati'];
  const MOMENTS = [
    '2030-03-10T06:59:00Z', // just before the spring change in Indianapolis
    '2030-03-10T07:00:00Z', // just after it
    '2030-11-03T05:30:00Z', // the repeated hour of the autumn change
    '2030-11-03T06:30:00Z',
    '2030-06-02T04:00:00Z', // midnight in Indianapolis
    '2030-06-02T16:00:00Z', // noon in Indianapolis
    '2028-02-29T23:59:00Z',
    '2031-12-31T23:30:00Z',
  ];
  it.each(PATTERNS)('writes "%s" exactly as date-fns does, in every zone', (pattern) => {
    for (const zone of ZONES) {
      for (const moment of MOMENTS) {
        const expected = format(new TZDate(new Date(moment).getTime(), zone), pattern);
        expect(formatDate(moment, pattern, zone), `${moment} in ${zone}`).toBe(expected);
      }
    }
  });

  it("gives 'Invalid Date' for an unknown zone or an unsupported pattern letter", () => {
    expect(formatDate('2030-06-02T16:00:00Z', 'MMMM d', 'Mars/Olympus_Mons')).toBe('Invalid Date');
    expect(formatDate('2030-06-02T16:00:00Z', 'QQQ yyyy', tz)).toBe('Invalid Date');
  });
});

describe('formatDate in Spanish (es-US, decision 0054)', () => {
  afterEach(() => setLocale('en'));
  const sunday = '2026-12-07T00:30:00Z'; // Sunday, December 6, 2026, 7:30 PM in Indianapolis

  it("writes each style in the page's language, the day before the month", () => {
    setLocale('es');
    expect(formatDate(sunday, 'full', tz)).toBe('domingo, 6 de diciembre de 2026');
    expect(formatDate(sunday, 'long', tz)).toBe('6 de diciembre de 2026');
    expect(formatDate(sunday, 'medium', tz)).toBe('6 dic 2026');
    expect(formatDate(sunday, 'month', tz)).toBe('diciembre de 2026');
    expect(formatDate(sunday, 'time', tz)).toBe('7:30 p.m.');
    expect(formatDate(sunday, 'shortDateTime', tz)).toBe('6 dic, 7:30 p.m.');
    expect(formatDate(sunday, 'mediumDateTime', tz)).toBe('6 dic 2026, 7:30 p.m.');
    expect(formatDate(sunday, 'weekdayTime', tz)).toBe('domingo, 7:30 p.m.');
    expect(formatDate('2026-09-02', 'full', tz)).toBe('miércoles, 2 de septiembre de 2026');
    expect(formatDate(null)).toBe('Fecha no disponible');
    expect(formatDate('pronto')).toBe('Fecha no válida');
  });

  it('keeps the English styles as the spec writes them', () => {
    expect(formatDate(sunday, 'full', tz)).toBe('Sunday, December 6, 2026');
    expect(formatDate(sunday, 'mediumDateTime', tz)).toBe('Dec 6, 2026, 7:30 PM');
    expect(formatDate(sunday, 'shortDateTime', tz)).toBe('Dec 6, 7:30 PM');
    expect(formatDate(sunday, 'weekdayTime', tz)).toBe('Sunday at 7:30 PM');
    expect(formatDate(sunday, 'full', tz, 'es')).toBe('domingo, 6 de diciembre de 2026');
  });

  it("writes every Spanish style with the words of date-fns's es locale, in every zone", () => {
    const ZONES = [tz, 'Asia/Kolkata'];
    for (let month = 0; month < 12; month++) {
      for (let day = 1; day <= 7; day++) {
        const moment = new Date(Date.UTC(2030, month, day, (month * 7 + day) % 24, 5)).toISOString();
        for (const zone of ZONES) {
          for (const pattern of Object.values(DATE_STYLES.es)) {
            const expected = format(
              new TZDate(new Date(moment).getTime(), zone),
              pattern.replace('a', 'aaaa'),
              {
                locale: es,
              },
            );
            expect(formatDate(moment, pattern, zone, 'es'), `${moment} ${pattern}`).toBe(expected);
          }
        }
      }
    }
  });

  it("writes a calendar's wall-clock date by its own fields", () => {
    const local = new Date(2026, 11, 6, 19, 30);
    expect(formatWallClockDate(local, 'full', 'es')).toBe('domingo, 6 de diciembre de 2026');
    expect(formatWallClockDate(local, 'fullDateTime', 'en')).toBe('Sunday, December 6, 2026, 7:30 PM');
    expect(formatWallClockDate(new Date(Number.NaN), 'full', 'es')).toBe('Fecha no válida');
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

  it('answers far-off moments without reading a calendar, and nearby ones by calendar day', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(isTodayOrLater('2030-06-02T15:00:00Z', now, tz)).toBe(true);
    expect(isTodayOrLater('2029-12-25T15:00:00Z', now, tz)).toBe(false);
    expect(formatToParts).not.toHaveBeenCalled();
    // Just after midnight in Auckland (UTC+12) but still the day before in UTC.
    const auckland = new Date('2030-06-02T13:00:00Z'); // 01:00 on June 3 in Auckland
    expect(isTodayOrLater('2030-06-02T11:30:00Z', auckland, 'Pacific/Auckland')).toBe(false); // 23:30 June 2
    expect(isTodayOrLater('2030-06-02T12:30:00Z', auckland, 'Pacific/Auckland')).toBe(true); // 00:30 June 3
    expect(formatToParts).toHaveBeenCalled();
  });
});

describe('parseDateInput', () => {
  // What the database writes (timestamptz in PostgREST's JSON, date columns), with and without
  // seconds, fractions and offsets, and text that is not such a value: read as date-fns' parseISO
  // reads it, invalid included.
  it.each([
    '2030-06-02T18:30:00+00:00',
    '2030-06-02T18:30:00.123456+00:00',
    '2030-06-02T18:30:00.5Z',
    '2030-06-02T18:30:00,25Z',
    '2030-06-02T18:30:00.25z',
    '2030-06-02T18:30Z',
    '2030-06-02 18:30:00+02',
    '2030-06-02T18:30:00-05:00',
    '2030-06-02T18:30:00+0530',
    '2030-06-02T18:30:00',
    '2030-06-02T23:59:59.999',
    '2030-06-02T24:00:00Z',
    '2030-06-02',
    '2028-02-29',
    '1999-12-31T23:00:00-01:00',
    '2030-02-30',
    '2029-02-29T10:00:00Z',
    '2030-13-01',
    '2030-06-02T25:00:00Z',
    '2030-06-02T24:30:00Z',
    '2030-06-02T18:60:00Z',
    '2030-06-02T18:30:60Z',
    '2030-06-02T18:30:00+05:60',
    '2030-06-02T18:30:00+00:00 trailing',
    'June 2, 2030',
  ])('reads %s as parseISO does', (text) => {
    const expected = parseISO(text).getTime();
    const read = parseDateInput(text)?.date.getTime();
    if (Number.isNaN(expected)) expect(read).toBeNaN();
    else expect(read).toBe(expected);
  });
});
