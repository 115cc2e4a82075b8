import { describe, expect, it } from 'vitest';
import { filterStaffEvents, parseStaffEventTab } from './staff-event-tabs';

const row = (id: string, changes: Partial<Parameters<typeof filterStaffEvents>[0][number]> = {}) => ({
  id,
  status: 'published',
  recurrence_rule: null,
  start_time: '2026-12-02T00:00:00Z',
  end_time: null,
  title: `Event ${id}`,
  location: null,
  description: null,
  ...changes,
});

describe('the staff events tabs', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const events = [
    row('future'),
    row('past', { start_time: '2026-11-01T00:00:00Z' }),
    row('ongoing', { start_time: '2026-11-25T10:00:00Z', end_time: '2026-11-25T13:00:00Z' }),
    row('series-on', { recurrence_rule: 'FREQ=WEEKLY', start_time: '2026-01-01T00:00:00Z' }),
    row('series-ended', { recurrence_rule: 'FREQ=WEEKLY;COUNT=2', start_time: '2026-01-01T00:00:00Z' }),
    row('draft', { status: 'draft', location: 'Fellowship Hall' }),
  ];
  const upcomingIds = new Set(['series-on']);
  const ids = (tab: 'upcoming' | 'past' | 'drafts', search = '') =>
    filterStaffEvents(events, tab, search, upcomingIds, now).map((event) => event.id);

  it('splits published events into upcoming and past, drafts apart', () => {
    expect(ids('upcoming')).toEqual(['future', 'ongoing', 'series-on']);
    expect(ids('past')).toEqual(['past', 'series-ended']);
    expect(ids('drafts')).toEqual(['draft']);
  });

  it('searches title, location and description in any case', () => {
    expect(ids('drafts', 'fellowship')).toEqual(['draft']);
    expect(ids('upcoming', 'EVENT SERIES')).toEqual(['series-on']);
    expect(ids('upcoming', 'nothing like it')).toEqual([]);
  });

  it('reads the tab from the address', () => {
    expect(parseStaffEventTab('past')).toBe('past');
    expect(parseStaffEventTab('calendar')).toBe('upcoming');
    expect(parseStaffEventTab(null)).toBe('upcoming');
  });
});
