import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/events/en';
import es from '@/i18n/events/es';
import { setLocale } from '@/lib/i18n/locale';
import { buildCalendarEntries, toWallClock } from './calendar-entries';

const TZ = 'America/Indiana/Indianapolis';

describe('calendar entries for a visitor in another zone', () => {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Africa/Lagos';
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it('shows the church wall-clock time', () => {
    const date = toWallClock(new Date('2026-11-30T19:00:00-05:00'), TZ);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual(
      [2026, 10, 30, 19, 0],
    );
  });

  it('builds blue events with links and accessible names, 60 minutes without an end', () => {
    const entries = buildCalendarEntries(
      [
        {
          id: 'e1',
          occurrence_date: '2026-11-30',
          is_recurring: false,
          title: 'Youth Night',
          start_time: '2026-11-30T18:00:00-05:00',
          end_time: '2026-11-30T20:30:00-05:00',
        },
        {
          id: 'e2',
          occurrence_date: '2026-12-02',
          is_recurring: true,
          title: 'Bible Study',
          start_time: '2026-12-02T19:00:00-05:00',
          end_time: null,
        },
        {
          id: 'bad',
          occurrence_date: '',
          is_recurring: false,
          title: 'Broken',
          start_time: 'nope',
          end_time: null,
        },
      ],
      [],
      [2026],
      TZ,
      en.calendar,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      key: 'e1:2026-11-30',
      kind: 'event',
      href: '/events/e1',
      allDay: false,
      label: 'Youth Night, Monday, November 30, 2026, 6:00 PM to 8:30 PM',
    });
    expect(entries[1]?.label).toBe('Bible Study, Wednesday, December 2, 2026, 7:00 PM');
    // A date of a repeating event links to its own page.
    expect(entries[1]).toMatchObject({ key: 'e2:2026-12-02', href: '/events/e2/2026-12-02' });
    expect(entries[1]!.end.getTime() - entries[1]!.start.getTime()).toBe(60 * 60_000);
  });

  it('places birthdays as all-day entries in each viewed year, 29 February on the 28th in 2027', () => {
    const entries = buildCalendarEntries(
      [],
      [
        { id: 'b1', member_name: 'Leap Person', birth_month: 2, birth_day: 29 },
        { id: 'b2', member_name: 'Angela Brooks', birth_month: 1, birth_day: 14 },
      ],
      [2027, 2028],
      TZ,
      en.calendar,
    );
    const leap = entries.filter((entry) => entry.title === 'Leap Person Birthday');
    expect(
      leap.map((entry) => [entry.start.getFullYear(), entry.start.getMonth(), entry.start.getDate()]),
    ).toEqual([
      [2027, 1, 28],
      [2028, 1, 29],
    ]);
    expect(leap[0]).toMatchObject({
      kind: 'birthday',
      allDay: true,
      href: null,
      label: 'Leap Person Birthday, Sunday, February 28, 2027, all day',
    });
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
  });

  it("names entries in the page's language (Spanish: 'Cumpleaños de …', dates and times in es-US)", () => {
    setLocale('es');
    try {
      const entries = buildCalendarEntries(
        [
          {
            id: 'e1',
            occurrence_date: '2026-12-06',
            is_recurring: false,
            title: 'Culto dominical',
            start_time: '2026-12-06T10:00:00-05:00',
            end_time: '2026-12-06T12:00:00-05:00',
          },
        ],
        [{ id: 'b1', member_name: 'Ana Ruiz', birth_month: 12, birth_day: 6 }],
        [2026],
        TZ,
        es.calendar,
      );
      expect(entries.map((entry) => entry.label)).toEqual([
        'Culto dominical, domingo, 6 de diciembre de 2026, de 10:00 a.m. a 12:00 p.m.',
        'Cumpleaños de Ana Ruiz, domingo, 6 de diciembre de 2026, todo el día',
      ]);
    } finally {
      setLocale('en');
    }
  });
});
