import { describe, expect, it } from 'vitest';
import { eventAddresses } from './entry-server';

const SERIES = '11111111-1111-4111-8111-111111111111';
const ONE_OFF = '22222222-2222-4222-8222-222222222222';
const at = (date: string) => ({
  id: SERIES,
  is_recurring: true,
  occurrence_date: date,
  start_time: `${date}T23:00:00Z`,
});

describe('eventAddresses', () => {
  it('lists a one-off event once, a series once and each of its dates still to come', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const paths = eventAddresses(
      [
        at('2026-11-25'),
        {
          id: ONE_OFF,
          is_recurring: false,
          occurrence_date: '2026-11-28',
          start_time: '2026-11-28T15:00:00Z',
        },
        at('2026-12-02'),
        at('2026-12-09'),
      ],
      now,
    ).map((address) => address.path);
    expect(paths).toEqual([
      `/events/${SERIES}`,
      `/events/${ONE_OFF}`,
      `/events/${SERIES}/2026-12-02`,
      `/events/${SERIES}/2026-12-09`,
    ]);
  });

  it('dates each address by the last change of its event, or of the event and that date', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const changes = new Map([
      [
        SERIES,
        {
          updatedAt: '2026-11-01T10:00:00Z',
          dates: new Map([['2026-12-09', '2026-11-20T09:00:00Z']]),
        },
      ],
    ]);
    const addresses = eventAddresses(
      [
        at('2026-12-02'),
        at('2026-12-09'),
        {
          id: ONE_OFF,
          is_recurring: false,
          occurrence_date: '2026-12-05',
          start_time: '2026-12-05T15:00:00Z',
        },
      ],
      now,
      changes,
    );
    expect(addresses).toEqual([
      // The series' own page shows its next date, which may be any changed one: the latest.
      { path: `/events/${SERIES}`, lastmod: '2026-11-20T09:00:00Z' },
      { path: `/events/${SERIES}/2026-12-02`, lastmod: '2026-11-01T10:00:00Z' },
      { path: `/events/${SERIES}/2026-12-09`, lastmod: '2026-11-20T09:00:00Z' },
      // Not in the change times (added between the two reads): no lastmod rather than a guess.
      { path: `/events/${ONE_OFF}` },
    ]);
  });
});
