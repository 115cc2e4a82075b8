/**
 * Event registration (docs/decisions/0039-event-registration.md): the capacity guard under 50
 * concurrent sign-ups for the last 5 seats, the flood guard, duplicates, bad input, per-date
 * seats of a series, staff actions and their activity entries, erasure, the mail queue and the
 * retention purge. Holds, their confirmation and release, waitlist offers and the hashed keys
 * (decision 0047) are in registration-holds.test.ts; the policy rows of the tables in
 * policies.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { anonClient, serviceClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';
import {
  caught,
  caughtMessage,
  linkToken,
  mailKinds,
  openEvent,
  register as registerAs,
  tokenFor,
  type Registered,
} from './support/registrations';

let db: pg.Client;
let editor: Principal;
let care: Principal;
let anon: SupabaseClient;

const PREFIX = 'Registration test';

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'registration-editor', 'editor');
  care = await createPrincipal(db, 'registration-care', 'care');
  anon = anonClient();
});

afterAll(async () => {
  await db?.query(`delete from public.church_events where title like $1`, [`${PREFIX}%`]);
  if (db) await removePrincipals(db, [editor, care]);
  await db?.end();
});

const open = (title: string, settings: Parameters<typeof openEvent>[2], start?: string) =>
  openEvent(db, `${PREFIX} ${title}`, settings, start);
const register = (
  event: { id: string; date: string },
  email: string,
  party?: number,
  extra?: Parameters<typeof registerAs>[4],
) => registerAs(anon, event, email, party, extra);

/** Confirms the registration of `email` as opening its e-mail's link does. */
async function confirm(eventId: string, email: string): Promise<void> {
  const { data, error } = await anon.rpc('confirm_registration', {
    token: await tokenFor(db, eventId, email),
  });
  expect(error).toBeNull();
  expect(data).toMatchObject({ status: 'confirmed' });
}

/** 50 separate connections, each a public call from its own address, released together. */
async function fiftyAtOnce(event: { id: string; date: string }): Promise<{ outcomes: string[]; ms: number }> {
  const url = inject('dbUrl');
  const clients = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const started = performance.now();
  const outcomes = await Promise.all(
    clients.map(async (c, i) => {
      try {
        await c.query('begin');
        await c.query(
          `select set_config('role', 'anon', true), set_config('request.method', 'POST', true),
                  set_config('request.jwt.claims', '{"role":"anon"}', true),
                  set_config('request.headers', $1, true)`,
          [JSON.stringify({ 'x-forwarded-for': `10.9.${Math.floor(i / 200)}.${i % 200}` })],
        );
        const { rows } = await c.query<{ r: Registered }>(
          `select public.register_for_event($1, $2, 'Late Comer', $3, 1) as r`,
          [event.id, event.date, `late${i}@example.org`],
        );
        await c.query('commit');
        return rows[0]!.r.status;
      } catch {
        await c.query('rollback');
        return 'refused';
      } finally {
        await c.end();
      }
    }),
  );
  return { outcomes, ms: Math.round(performance.now() - started) };
}

describe('capacity under concurrency', () => {
  it('50 concurrent sign-ups for the last 5 seats hold exactly 5; holds count against capacity', async () => {
    const event = await open('Retreat', { capacity: 20 });
    // 15 of the 20 seats taken: 10 confirmed, 5 held until their e-mail's link is opened.
    for (let i = 0; i < 15; i++) {
      const r = await register(event, `early${i}@example.org`);
      expect(r.data?.status).toBe('awaiting');
      if (i < 10) await confirm(event.id, `early${i}@example.org`);
    }
    const { outcomes, ms } = await fiftyAtOnce(event);
    const count = (s: string): number => outcomes.filter((o) => o === s).length;
    const figures = {
      awaiting: count('awaiting'),
      waitlisted: count('waitlisted'),
      refused: count('refused'),
      ms,
    };
    // The figures the decision records quote.
    console.info(`50 concurrent registrations for the last 5 seats: ${JSON.stringify(figures)}`);
    expect(figures.awaiting).toBe(5);
    expect(figures.awaiting + figures.waitlisted + figures.refused).toBe(50);
    const { rows } = await db.query<{ confirmed: string; held: string; waiting: string }>(
      `select sum(party_size) filter (where status = 'confirmed') as confirmed,
              sum(party_size) filter (where status = 'awaiting') as held,
              count(*) filter (where status = 'waitlisted') as waiting
       from public.event_registrations where event_id = $1`,
      [event.id],
    );
    expect(rows[0]).toEqual({ confirmed: '10', held: '10', waiting: String(figures.waitlisted) });
  });

  it('without a waitlist, a full date refuses with "full" and stores nothing', async () => {
    const event = await open('Meal', { capacity: 3, waitlist: false });
    expect((await register(event, 'a@example.org', 2)).data?.status).toBe('awaiting');
    expect((await register(event, 'b@example.org', 2)).code).toBe('not_enough_seats');
    expect((await register(event, 'c@example.org', 1)).data?.status).toBe('awaiting');
    expect((await register(event, 'd@example.org', 1)).code).toBe('full');
    const { data } = await anon.rpc('registration_availability', {
      event_id: event.id,
      occurrence_date: event.date,
    });
    expect(data).toMatchObject({ state: 'full', seats_left: 0, capacity: 3, hold_minutes: 30 });
    expect(data).not.toHaveProperty('registered');
    expect(data).not.toHaveProperty('awaiting');
  });
});

describe('flood guard', () => {
  it('a sixth attempt from one connection in 10 minutes is refused with 429', async () => {
    const event = await open('Flood', { capacity: 50 });
    const { rows } = await db.query<{ per_client: number }>(
      `select per_client from private.form_limits where form = 'event_registrations'`,
    );
    await db.query(`update private.form_limits set per_client = 5 where form = 'event_registrations'`);
    await db.query(`delete from private.form_attempts where form = 'event_registrations'`);
    try {
      for (let i = 0; i < 4; i++)
        expect((await register(event, `flood${i}@example.org`)).data?.status).toBe('awaiting');
      // An 'already registered' answer counts too: probing addresses is as limited as registering.
      expect((await register(event, 'flood0@example.org')).data?.status).toBe('already_registered');
      const { error, status } = await anon.rpc('register_for_event', {
        event_id: event.id,
        occurrence_date: event.date,
        name: 'Flood',
        email: 'flood5@example.org',
        party_size: 1,
      });
      expect(status).toBe(429);
      expect(error?.code).toBe('rate_limited');
      const { rows: stored } = await db.query(
        'select 1 from public.event_registrations where event_id = $1',
        [event.id],
      );
      expect(stored).toHaveLength(4);
    } finally {
      await db.query(`update private.form_limits set per_client = $1 where form = 'event_registrations'`, [
        rows[0]!.per_client,
      ]);
      await db.query(`delete from private.form_attempts where form = 'event_registrations'`);
    }
  });
});

describe('duplicates and input', () => {
  it('a second registration by the same address is refused and a new link is sent', async () => {
    const event = await open('Volunteer day', { capacity: 10 });
    expect((await register(event, 'Same@Example.org')).data?.status).toBe('awaiting');
    const again = await register(event, ' same@example.ORG ');
    expect(again.data).toEqual({ status: 'already_registered' });
    expect(await mailKinds(db, event.id)).toEqual(['hold', 'link']);
    const { rows } = await db.query('select 1 from public.event_registrations where event_id = $1', [
      event.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('bad input gets a code and stores nothing; closed and off dates refuse', async () => {
    const event = await open('Input', {
      capacity: 10,
      questions: [
        { id: 'q1', label: 'Dietary needs', kind: 'text' },
        { id: 'q2', label: 'Staying overnight?', kind: 'yes_no', required: true },
        { id: 'q3', label: 'T-shirt', kind: 'choice', options: ['S', 'M', 'L'] },
      ],
    });
    expect((await register(event, 'x@example.org', 1, { name: '  ' })).code).toBe('invalid_name');
    expect((await register(event, 'not-an-address')).code).toBe('invalid_email');
    expect((await register(event, 'x@example.org', 11)).code).toBe('invalid_party_size');
    expect((await register(event, 'x@example.org', 1, { phone: 'call me' })).code).toBe('invalid_phone');
    expect((await register(event, 'x@example.org', 1, { answers: {} })).code).toBe('invalid_answers');
    expect((await register(event, 'x@example.org', 1, { answers: { q2: true, q3: 'XL' } })).code).toBe(
      'invalid_answers',
    );
    expect((await register(event, 'x@example.org', 1, { answers: { q2: true, q9: 'x' } })).code).toBe(
      'invalid_answers',
    );
    const ok = await register(event, 'x@example.org', 2, {
      answers: { q1: ' none ', q2: false, q3: 'M' },
      phone: '+1 (317) 555-0100',
    });
    expect(ok.data?.status).toBe('awaiting');
    const { rows } = await db.query('select answers from public.event_registrations where event_id = $1', [
      event.id,
    ]);
    expect(rows).toEqual([{ answers: { q1: 'none', q2: false, q3: 'M' } }]);

    const closed = await open('Closed', { capacity: 10, closes: 60 }, "now() + interval '30 minutes'");
    expect((await register(closed, 'y@example.org')).code).toBe('registration_closed');
    await db.query('update public.event_registration_settings set is_open = false where event_id = $1', [
      event.id,
    ]);
    expect((await register(event, 'z@example.org')).code).toBe('not_found');
  });
});

describe('a series counts each date on its own', () => {
  it('date overrides and separate seats', async () => {
    const { rows } = await db.query<{ id: string; d1: string; d2: string }>(
      `insert into public.church_events (title, start_time, recurrence_rule)
       values ($1, now() + interval '3 days', 'FREQ=WEEKLY')
       returning id::text,
         to_char((start_time at time zone time_zone)::date, 'YYYY-MM-DD') as d1,
         to_char((start_time at time zone time_zone)::date + 7, 'YYYY-MM-DD') as d2`,
      [`${PREFIX} Weekly meal`],
    );
    const { id, d1, d2 } = rows[0]!;
    await db.query(
      `insert into public.event_registration_settings (event_id, is_open, capacity, waitlist) values ($1, true, 2, false)`,
      [id],
    );
    await db.query(
      `insert into public.event_registration_dates (event_id, occurrence_date, capacity) values ($1, $2, 1)`,
      [id, d2],
    );
    expect((await register({ id, date: d1 }, 'one@example.org', 2)).data?.status).toBe('awaiting');
    expect((await register({ id, date: d2 }, 'one@example.org', 2)).code).toBe('not_enough_seats');
    expect((await register({ id, date: d2 }, 'one@example.org', 1)).data?.status).toBe('awaiting');
    // A date that is not in the series.
    const off = new Date(Date.parse(`${d1}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await register({ id, date: off }, 'two@example.org')).code).toBe('not_found');
  });
});

describe('staff', () => {
  it('editors confirm, check in and cancel; the seats are offered on; the log names no visitor', async () => {
    const event = await open('Check-in', { capacity: 2 });
    const a = await register(event, 'private-person@example.org', 2, { name: 'Private Person' });
    const b = await register(event, 'waiting@example.org', 1, { name: 'Waiting Person' });
    const ids = await db.query<{ id: string; email: string }>(
      'select id::text, email from public.event_registrations where event_id = $1',
      [event.id],
    );
    const idOf = (email: string): string => ids.rows.find((r) => r.email === email)!.id;
    expect(a.data?.status).toBe('awaiting');
    expect(b.data?.status).toBe('waitlisted');
    const act = (email: string, action: string, as = editor.client) =>
      as.rpc('registration_staff_action', { registration_id: idOf(email), action });

    // Someone who phoned the office: staff confirm the hold.
    expect((await act('private-person@example.org', 'confirm')).data).toMatchObject({ status: 'confirmed' });
    expect((await act('private-person@example.org', 'check_in')).data).toMatchObject({ status: 'confirmed' });
    expect((await act('waiting@example.org', 'confirm')).error?.details).toBe('not_enough_seats');
    expect((await act('waiting@example.org', 'cancel', care.client)).error?.code).toBe('42501');
    expect((await act('waiting@example.org', 'cancel', anon)).error).not.toBeNull();

    await act('private-person@example.org', 'cancel');
    const counts = async () =>
      (await editor.client.rpc('registration_counts', { event_id: event.id, occurrence_date: event.date }))
        .data;
    // The cancelled party's seats were offered to the waitlist: held until the link is opened.
    expect(await counts()).toMatchObject({ registered: 0, awaiting: 1, waitlisted: 0, seats_left: 1 });
    await confirm(event.id, 'waiting@example.org');
    expect(await counts()).toMatchObject({ registered: 1, awaiting: 0, seats_left: 1, checked_in: 0 });
    expect(await mailKinds(db, event.id)).toEqual([
      'hold',
      'waitlist',
      'confirmation',
      'cancellation',
      'offer',
      'confirmation',
    ]);

    const { data: queued } = await editor.client.rpc('email_registrants', {
      event_id: event.id,
      occurrence_date: event.date,
      message: 'Parking is behind the hall.',
    });
    expect(queued).toBe(1);

    const { rows: log } = await db.query<{ summary: string; entry: string }>(
      `select summary, to_jsonb(l)::text as entry from public.activity_log l
       where table_name like 'event_registration%' and actor_id = $1 order by id`,
      [editor.id],
    );
    expect(log.map((l) => l.summary.replace(/^\S+ /, ''))).toEqual([
      expect.stringMatching(/confirmed a registration awaiting confirmation for the event/),
      expect.stringMatching(
        /checked in a registration for the event "Registration test Check-in" on \w{3} \d+, \d{4}$/,
      ),
      expect.stringMatching(/cancelled a registration for the event/),
      expect.stringMatching(/e-mailed the registrants of the event/),
    ]);
    for (const l of log) {
      expect(l.entry).not.toMatch(/Private Person|private-person|Waiting Person|waiting@|Parking/);
    }
  });

  it('settings changes are logged as sentences', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.church_events (title, start_time) values ($1, now() + interval '9 days') returning id::text`,
      [`${PREFIX} Settings`],
    );
    const id = rows[0]!.id;
    const { error } = await editor.client
      .from('event_registration_settings')
      .insert({ event_id: id, is_open: true, capacity: 20, hold_minutes: 45 });
    expect(error).toBeNull();
    const { error: shapeError } = await editor.client
      .from('event_registration_settings')
      .update({ questions: [{ id: 'q1', label: 'x', kind: 'essay' }] })
      .eq('event_id', id);
    expect(shapeError?.code).toBe('23514');
    const { error: holdError } = await editor.client
      .from('event_registration_settings')
      .update({ hold_minutes: 2 })
      .eq('event_id', id);
    expect(holdError?.code).toBe('23514');
    const { rows: log } = await db.query<{ summary: string }>(
      `select summary from public.activity_log where table_name = 'event_registration_settings' and actor_id = $1`,
      [editor.id],
    );
    expect(log.map((l) => l.summary)).toEqual([
      expect.stringMatching(/opened registration for the event "Registration test Settings"$/),
    ]);
  });
});

describe('erasure', () => {
  it("an admin's erasure deletes the person's registrations and offers the seats to the waitlist", async () => {
    const admin = await createPrincipal(db, 'registration-admin', 'admin');
    try {
      const event = await open('Erasure', { capacity: 2 });
      await register(event, 'erase-me@example.org', 2);
      const waiting = await register(event, 'next@example.org', 2);
      expect(waiting.data?.status).toBe('waitlisted');
      const { data: listed } = await admin.client.rpc('person_records', { email: 'Erase-Me@example.org' });
      expect(listed).toEqual([expect.objectContaining({ kind: 'event_registration' })]);
      const { data: erased, error } = await admin.client.rpc('erase_person', {
        email: 'erase-me@example.org',
      });
      expect(error).toBeNull();
      expect(erased).toContainEqual({ kind: 'event_registration', deleted: 1 });
      const { data: next } = await anon.rpc('registration_by_token', {
        token: await tokenFor(db, event.id, 'next@example.org'),
      });
      expect(next).toMatchObject({ status: 'awaiting' });
      // Care's erasure does not reach registrations.
      const { data: careList } = await care.client.rpc('person_records', { email: 'next@example.org' });
      expect(careList).toEqual([]);
    } finally {
      await removePrincipals(db, [admin]);
    }
  });
});

describe('e-mails through the pipeline', () => {
  it('"Confirm your seat" carries the link; opening it sends "You\'re registered" with the .ics', async () => {
    const event = await open('Mail pipeline', { capacity: 1 });
    await register(event, 'pipeline-first@example.org');
    await register(event, 'pipeline-second@example.org');
    const hold = await caught(
      'pipeline-first@example.org',
      'Confirm your seat: Registration test Mail pipeline',
    );
    expect(hold.Attachments).toBe(0);
    const holdText = (await caughtMessage(hold.ID)).Text;
    expect(holdText).toMatch(/Open the link below by .+ to confirm/);
    await anon.rpc('confirm_registration', { token: linkToken(holdText) });

    const confirmation = await caught(
      'pipeline-first@example.org',
      "You're registered: Registration test Mail pipeline",
    );
    expect(confirmation.Attachments).toBe(1);
    const message = await caughtMessage(confirmation.ID);
    const token = linkToken(message.Text);
    expect(message.Attachments[0]).toMatchObject({ FileName: 'event.ics', ContentType: 'text/calendar' });
    const ics = await (
      await fetch(
        `${inject('mailUrl')}/api/v1/message/${confirmation.ID}/part/${message.Attachments[0]!.PartID}`,
      )
    ).text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:Registration test Mail pipeline');
    const waiting = await caught('pipeline-second@example.org', "You're on the waitlist");
    expect(waiting.Attachments).toBe(0);
    await anon.rpc('cancel_registration', { token });
    const offered = await caught(
      'pipeline-second@example.org',
      'A seat opened: Registration test Mail pipeline',
    );
    expect(offered.Attachments).toBe(0);
    expect((await caughtMessage(offered.ID)).Text).toMatch(/\/registrations\/[A-Za-z0-9_-]{32}/);
    const { rows } = await db.query<{ unsent: string; keys: string }>(
      `select count(*) filter (where o.sent_at is null) as unsent,
              count(*) filter (where m.token is not null) as keys
       from private.registration_mail m join private.mail_outbox o on o.registration_mail_id = m.id
       join public.event_registrations r on r.id = m.registration_id where r.event_id = $1`,
      [event.id],
    );
    // Every e-mail went, and no plain key is left behind.
    expect(rows[0]).toEqual({ unsent: '0', keys: '0' });
  });
});

describe('mail queue and retention', () => {
  it('claim hands each e-mail once; a failure is retried later; only the service role', async () => {
    // The function stays out of this test: no kick while it runs.
    const { rows: settings } = await db.query<{ url: string | null }>(
      'select functions_url as url from private.alert_settings',
    );
    await db.query('update private.alert_settings set functions_url = null');
    const event = await open('Mail', { capacity: 5 });
    try {
      await register(event, 'mail@example.org');
      await claimAndReport();
    } finally {
      await db.query('update private.alert_settings set functions_url = $1', [settings[0]?.url ?? null]);
    }
  });

  it('registrations go days_after days after their date', async () => {
    const event = await open('Old', { capacity: 5 });
    await register(event, 'old@example.org');
    await db.query(
      `update public.event_registrations set occurrence_date = current_date - 91 where event_id = $1`,
      [event.id],
    );
    await db.query('select private.purge_event_registrations()');
    const { rows } = await db.query('select 1 from public.event_registrations where event_id = $1', [
      event.id,
    ]);
    expect(rows).toHaveLength(0);
    const { rows: jobs } = await db.query(`select 1 from cron.job where jobname = 'registration-retention'`);
    expect(jobs).toHaveLength(1);
  });
});

/** Claims the queued e-mail of mail@example.org twice (once only handed out) and reports a failure. */
async function claimAndReport(): Promise<void> {
  const service = serviceClient();
  type Claimed = {
    id: number;
    idempotency_key: string;
    payload: { kind: string; payload: { to: string; token: string; hold_expires_at: string } };
  };
  // The one claim of the mail outbox, kind 'registration'.
  const claim = async () =>
    ((await service.rpc('mail_claim', { kind: 'registration', batch: 100 })).data ?? []) as Claimed[];
  const mine = (await claim()).filter((m) => m.payload.payload.to === 'mail@example.org');
  expect(mine).toHaveLength(1);
  expect(mine[0]!.idempotency_key).toMatch(/^church-registration-/);
  expect(mine[0]!.payload.kind).toBe('hold');
  expect(mine[0]!.payload.payload.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(Date.parse(mine[0]!.payload.payload.hold_expires_at)).toBeGreaterThan(Date.now() + 29 * 60_000);
  expect((await claim()).some((m) => m.id === mine[0]!.id)).toBe(false);
  await service.rpc('mail_report', { mail_id: mine[0]!.id, ok: false, error: 'timeout' });
  const { rows } = await db.query<{ later: boolean; attempts: number; kept: boolean }>(
    `select o.not_before > now() + interval '50 seconds' as later, o.attempts, m.token is not null as kept
     from private.mail_outbox o join private.registration_mail m on m.id = o.registration_mail_id
     where o.id = $1`,
    [mine[0]!.id],
  );
  // The key stays for the retry, which must carry the same link.
  expect(rows[0]).toEqual({ later: true, attempts: 1, kept: true });
  const { error } = await anon.rpc('mail_claim', { kind: 'registration', batch: 1 });
  expect(error).not.toBeNull();
}
