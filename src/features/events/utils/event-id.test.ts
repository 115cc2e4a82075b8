import { describe, expect, it } from 'vitest';
import { eventPath, isEventId, isOccurrenceDate, occurrenceKey } from './event-id';

describe('isEventId', () => {
  it('accepts UUIDs and rejects anything else', () => {
    expect(isEventId('c0000000-0000-4000-8000-000000000005')).toBe(true);
    expect(isEventId('C0000000-0000-4000-8000-00000000000A')).toBe(true);
    expect(isEventId('123')).toBe(false);
    expect(isEventId('c0000000-0000-4000-8000-000000000005x')).toBe(false);
    expect(isEventId("'; drop table church_events; --")).toBe(false);
    expect(isEventId(undefined)).toBe(false);
  });
});

describe('isOccurrenceDate', () => {
  it('accepts real dates written yyyy-mm-dd only', () => {
    expect(isOccurrenceDate('2026-12-09')).toBe(true);
    expect(isOccurrenceDate('2028-02-29')).toBe(true);
    expect(isOccurrenceDate('2027-02-29')).toBe(false);
    expect(isOccurrenceDate('2026-13-01')).toBe(false);
    expect(isOccurrenceDate('2026-2-3')).toBe(false);
    expect(isOccurrenceDate('2026-12-09T19:00')).toBe(false);
    expect(isOccurrenceDate(undefined)).toBe(false);
  });
});

describe('eventPath and occurrenceKey', () => {
  const id = 'c1000000-0000-4000-8000-000000000001';
  it('addresses a date of a repeating event by its original date, a one-off event by its id', () => {
    expect(eventPath({ id, occurrence_date: '2026-12-09', is_recurring: true })).toBe(
      `/events/${id}/2026-12-09`,
    );
    expect(eventPath({ id, occurrence_date: '2026-12-09', is_recurring: false })).toBe(`/events/${id}`);
    expect(occurrenceKey({ id, occurrence_date: '2026-12-09' })).toBe(`${id}:2026-12-09`);
  });
});
