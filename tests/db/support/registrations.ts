/**
 * Helpers of the event registration tests (docs/decisions/0039, 0047): events with registration
 * open, sign-ups through the API as a visitor makes them, the e-mails queued for an event, a key
 * for a registration, and the mail catcher.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { inject } from 'vitest';

/** What `register_for_event` answers. */
export interface Registered {
  status: 'awaiting' | 'waitlisted' | 'already_registered';
  waitlist_number: number | null;
  hold_expires_at?: string | null;
  hold_minutes?: number;
}

/**
 * A published one-off event 30 days ahead titled `title`, with registration on (a hold of
 * `hold` minutes, default 30); returns its id and date.
 */
export async function openEvent(
  db: pg.Client,
  title: string,
  settings: { capacity: number; waitlist?: boolean; questions?: unknown[]; closes?: number; hold?: number },
  start = "now() + interval '30 days'",
): Promise<{ id: string; date: string }> {
  const { rows } = await db.query<{ id: string; date: string }>(
    `insert into public.church_events (title, start_time) values ($1, ${start})
     returning id::text, to_char((start_time at time zone time_zone)::date, 'YYYY-MM-DD') as date`,
    [title],
  );
  const event = rows[0]!;
  await db.query(
    `insert into public.event_registration_settings
       (event_id, is_open, capacity, waitlist, questions, closes_minutes_before)
     values ($1, true, $2, $3, $4, $5)`,
    [
      event.id,
      settings.capacity,
      settings.waitlist ?? true,
      JSON.stringify(settings.questions ?? []),
      settings.closes ?? 0,
    ],
  );
  if (settings.hold !== undefined) {
    await db.query('update public.event_registration_settings set hold_minutes = $2 where event_id = $1', [
      event.id,
      settings.hold,
    ]);
  }
  return event;
}

/** Registers through the API as a visitor; the code (`details`) when refused. */
export async function register(
  anon: SupabaseClient,
  event: { id: string; date: string },
  email: string,
  party = 1,
  extra: { phone?: string; answers?: Record<string, unknown>; name?: string } = {},
): Promise<{ data: Registered | null; code?: string }> {
  const { data, error } = await anon.rpc('register_for_event', {
    event_id: event.id,
    occurrence_date: event.date,
    name: extra.name ?? 'Test Person',
    email,
    party_size: party,
    phone: extra.phone ?? null,
    answers: extra.answers ?? {},
  });
  if (error) return { data: null, code: error.details ?? error.code };
  return { data: data as Registered };
}

/** The kinds of the e-mails queued for an event's registrations, oldest first. */
export async function mailKinds(db: pg.Client, eventId: string): Promise<string[]> {
  const { rows } = await db.query<{ kind: string }>(
    `select m.kind from private.registration_mail m join public.event_registrations r on r.id = m.registration_id
     where r.event_id = $1 order by m.created_at, m.kind`,
    [eventId],
  );
  return rows.map((r) => r.kind);
}

/**
 * A working key of the registration of `email` for the event, as an e-mail's link carries it
 * (issued by the database; the key of a real e-mail is read from the catcher with {@link caught}).
 */
export async function tokenFor(db: pg.Client, eventId: string, email: string): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `select private.issue_registration_token(r.id) as token from public.event_registrations r
     where r.event_id = $1 and lower(r.email) = lower($2) order by r.created_at desc limit 1`,
    [eventId, email],
  );
  if (!rows[0]) throw new Error(`no registration of ${email}`);
  return rows[0].token;
}

/** One message of the catcher's list. */
export interface CaughtSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
  Attachments: number;
}

/**
 * The catcher's message to `to` whose subject starts with `subject`, waiting up to 25 s: the
 * outbox sends on a schedule, which a busy 2-core machine runs late.
 */
export async function caught(to: string, subject: string): Promise<CaughtSummary> {
  const until = Date.now() + 25_000;
  for (;;) {
    const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
      messages: CaughtSummary[];
    };
    const found = list.messages.find(
      (m) => m.To.some((a) => a.Address === to) && m.Subject.startsWith(subject),
    );
    if (found) return found;
    if (Date.now() > until) throw new Error(`no e-mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The text of a caught message and its attachments. */
export async function caughtMessage(
  id: string,
): Promise<{ Text: string; Attachments: { PartID: string; FileName: string; ContentType: string }[] }> {
  return (await (await fetch(`${inject('mailUrl')}/api/v1/message/${id}`)).json()) as {
    Text: string;
    Attachments: { PartID: string; FileName: string; ContentType: string }[];
  };
}

/** The key in a registration e-mail's link. */
export function linkToken(text: string): string {
  const token = /\/registrations\/([A-Za-z0-9_-]{32})/.exec(text)?.[1];
  if (!token) throw new Error('no registration link in the e-mail');
  return token;
}
