import { wallClock, zonedToInstant } from '@/lib/church-time';
import type { Enums } from '@/types/database.types';

/**
 * The rules of push topics (docs/decisions/0049), as the pages explain them before anything is
 * sent; the database applies the same ones when it queues a message
 * (`private.push_quiet_until`, `public.push_announce`, `public.push_remind`).
 */

/** The kinds of push message (the enum `push_kind`). */
export type PushKind = Enums<'push_kind'>;

/** Quiet hours, church time: from 9 PM to 8 AM nothing but 'live' (and a staff test) is sent. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

/**
 * When a message of `kind` made at `at` goes out: null for now, else the end of the quiet hours
 * (the next 8 AM in the church's time zone).
 *
 * @param timeZone - IANA zone, e.g. 'America/Indiana/Indianapolis'.
 */
export function heldUntil(kind: PushKind, at: Date, timeZone: string): Date | null {
  if (kind === 'live' || kind === 'test') return null;
  const local = wallClock(at, timeZone);
  if (local.hour >= QUIET_HOURS.until && local.hour < QUIET_HOURS.from) return null;
  const dayOffset = local.hour >= QUIET_HOURS.from ? 1 : 0;
  return zonedToInstant(
    { year: local.year, month: local.month, day: local.day + dayOffset, hour: QUIET_HOURS.until },
    timeZone,
  );
}

/** Where the week's announcements stand. */
export interface AnnouncementQuota {
  /** Announcements allowed in any 7 days (`push_settings.announcements_per_week`). */
  cap: number;
  /** Sent in the last 7 days. */
  used: number;
  /** How many more may go now. */
  left: number;
  /** When the next may go, once the cap is reached; null while some are left. */
  nextAt: Date | null;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The weekly cap of announcements: at most `cap` in any 7 days.
 *
 * @param sent - when earlier announcements were sent.
 */
export function announcementQuota(sent: readonly Date[], cap: number, now: Date): AnnouncementQuota {
  const recent = sent
    .filter((at) => now.getTime() - at.getTime() < WEEK_MS)
    .sort((a, b) => a.getTime() - b.getTime());
  const used = recent.length;
  const left = Math.max(0, cap - used);
  const oldest = recent[used - cap];
  return {
    cap,
    used,
    left,
    nextAt: left > 0 || cap === 0 || !oldest ? null : new Date(oldest.getTime() + WEEK_MS),
  };
}

/** A registration as `/registrations/<token>` reads it (the parts the rule needs). */
export interface RegistrationForReminder {
  status: string;
  event: { start_time: string } | null;
}

/**
 * 'Remind me' is offered to registrants only: a confirmed registration (not waitlisted, not
 * cancelled, not waiting for its e-mailed confirmation) of a date that has not started.
 */
export function mayRemind(registration: RegistrationForReminder | null | undefined, now: Date): boolean {
  if (!registration || registration.status !== 'confirmed' || !registration.event) return false;
  return new Date(registration.event.start_time).getTime() > now.getTime();
}
