import { describe, expect, it } from 'vitest';
import { isEventId } from './event-id';

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
