import { describe, expect, it } from 'vitest';
import { announcementQuota, heldUntil, mayRemind } from './topic-rules';

const ZONE = 'America/Indiana/Indianapolis';
/** Wall-clock time in Indianapolis in December (UTC−5) as an instant. */
const local = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 11, day, hour + 5, minute));

describe('quiet hours (9 PM–8 AM church time)', () => {
  it('holds a sermon, an announcement or a reminder made at night until 8 AM', () => {
    expect(heldUntil('announcement', local(6, 21, 0), ZONE)).toEqual(local(7, 8));
    expect(heldUntil('sermon', local(6, 23, 59), ZONE)).toEqual(local(7, 8));
    expect(heldUntil('reminder', local(7, 0, 30), ZONE)).toEqual(local(7, 8));
    expect(heldUntil('sermon', local(7, 7, 59), ZONE)).toEqual(local(7, 8));
  });

  it('sends them at once during the day', () => {
    expect(heldUntil('announcement', local(7, 8, 0), ZONE)).toBeNull();
    expect(heldUntil('sermon', local(7, 20, 59), ZONE)).toBeNull();
  });

  it('never holds "We’re live" or a staff test', () => {
    expect(heldUntil('live', local(6, 23), ZONE)).toBeNull();
    expect(heldUntil('test', local(7, 3), ZONE)).toBeNull();
  });

  it('counts in the church’s zone, across a change of clocks', () => {
    // 2026-11-01: clocks go back at 2 AM in Indianapolis; 1 AM EDT is 05:00 UTC, 8 AM EST 13:00 UTC.
    expect(heldUntil('sermon', new Date(Date.UTC(2026, 10, 1, 5)), ZONE)).toEqual(
      new Date(Date.UTC(2026, 10, 1, 13)),
    );
    // 3 PM in Indianapolis is 9 PM in Berlin: quiet there, not here.
    expect(heldUntil('sermon', local(6, 15), ZONE)).toBeNull();
    expect(heldUntil('sermon', local(6, 15), 'Europe/Berlin')).toEqual(new Date(Date.UTC(2026, 11, 7, 7)));
  });
});

describe('the weekly cap of announcements', () => {
  const now = local(10, 12);
  it('leaves the cap minus those of the last 7 days', () => {
    expect(announcementQuota([], 2, now)).toEqual({ cap: 2, used: 0, left: 2, nextAt: null });
    expect(announcementQuota([local(9, 9), local(1, 9)], 2, now)).toMatchObject({
      used: 1,
      left: 1,
      nextAt: null,
    });
  });

  it('says when the next may go once the cap is reached', () => {
    const quota = announcementQuota([local(9, 9), local(4, 10)], 2, now);
    expect(quota).toMatchObject({ used: 2, left: 0 });
    expect(quota.nextAt).toEqual(local(11, 10));
    expect(announcementQuota([local(9, 9), local(8, 9), local(5, 9)], 2, now).nextAt).toEqual(local(15, 9));
  });

  it('allows none when the setting is 0', () => {
    expect(announcementQuota([], 0, now)).toEqual({ cap: 0, used: 0, left: 0, nextAt: null });
  });
});

describe('reminders for registrants only', () => {
  const now = local(10, 12);
  const event = { start_time: local(12, 9).toISOString() };
  it('offers "Remind me" for a confirmed registration of a date to come', () => {
    expect(mayRemind({ status: 'confirmed', event }, now)).toBe(true);
  });

  it('not for the waitlist, a cancelled or unconfirmed one, a started date or no registration', () => {
    expect(mayRemind({ status: 'waitlisted', event }, now)).toBe(false);
    expect(mayRemind({ status: 'cancelled', event }, now)).toBe(false);
    expect(mayRemind({ status: 'awaiting_confirmation', event }, now)).toBe(false);
    expect(mayRemind({ status: 'confirmed', event: { start_time: local(10, 11).toISOString() } }, now)).toBe(
      false,
    );
    expect(mayRemind({ status: 'confirmed', event: null }, now)).toBe(false);
    expect(mayRemind(undefined, now)).toBe(false);
  });
});
