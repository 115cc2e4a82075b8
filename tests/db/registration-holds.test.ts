/**
 * Seats held until the address is proven (docs/decisions/0047; issue 41 item 3): a sign-up only
 * holds its seats and is e-mailed 'Confirm your seat'; opening the link confirms them; a hold
 * not confirmed in time is released (by the schedule's function, and lazily by the next call
 * that counts the date) and the person is told; waitlist promotion offers the seat the same way.
 * Registration keys are stored as SHA-256, and a re-sent link replaces the older ones.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';
import {
  caught,
  caughtMessage,
  linkToken,
  mailKinds,
  openEvent,
  register as registerAs,
  tokenFor,
} from './support/registrations';

let db: pg.Client;
let editor: Principal;
let anon: SupabaseClient;

const PREFIX = 'Registration hold test';

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'registration-hold-editor', 'editor');
  anon = anonClient();
  // The schedule stays out of these tests: each releases holds itself, or shows that the next
  // call releases them without it.
  await db.query(`update cron.job set active = false where jobname = 'registration-holds'`);
});

afterAll(async () => {
  await db?.query(`update cron.job set active = true where jobname = 'registration-holds'`);
  await db?.query(`delete from public.church_events where title like $1`, [`${PREFIX}%`]);
  if (db) await removePrincipals(db, [editor]);
  await db?.end();
});

const open = (title: string, settings: Parameters<typeof openEvent>[2]) =>
  openEvent(db, `${PREFIX} ${title}`, settings);
const register = (event: { id: string; date: string }, email: string, party?: number) =>
  registerAs(anon, event, email, party);

async function statusOf(eventId: string, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>(
    `select status from public.event_registrations where event_id = $1 and email = $2
     order by created_at desc limit 1`,
    [eventId, email],
  );
  return rows[0]?.status;
}

/** Moves the hold of `email` into the past, as if its minutes had run out. */
async function runOut(eventId: string, email: string): Promise<void> {
  await db.query(
    `update public.event_registrations set hold_expires_at = now() - interval '1 second'
     where event_id = $1 and email = $2 and status = 'awaiting'`,
    [eventId, email],
  );
}

async function counts(event: { id: string; date: string }): Promise<unknown> {
  const { data, error } = await editor.client.rpc('registration_counts', {
    event_id: event.id,
    occurrence_date: event.date,
  });
  expect(error).toBeNull();
  return data;
}

describe('a sign-up holds its seats until the address is proven', () => {
  it('five 10-seat parties from one connection only hold the 50 seats; nobody is told "You\'re registered"', async () => {
    const event = await open('Flooded', { capacity: 50 });
    const parties = Array.from({ length: 5 }, (_, i) => `stranger${i}@example.org`);
    for (const email of parties) {
      const r = await register(event, email, 10);
      expect(r.data).toMatchObject({ status: 'awaiting', hold_minutes: 30 });
      expect(r.data).not.toHaveProperty('token');
    }
    expect(await counts(event)).toMatchObject({
      registered: 0,
      awaiting: 50,
      seats_left: 0,
      state: 'waitlist',
    });
    expect(await mailKinds(db, event.id)).toEqual(['hold', 'hold', 'hold', 'hold', 'hold']);
    for (const email of parties) await caught(email, `Confirm your seat: ${PREFIX} Flooded`);
    const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
      messages: { To: { Address: string }[]; Subject: string }[];
    };
    const toThem = list.messages.filter((m) => m.To.some((t) => parties.includes(t.Address)));
    expect(toThem.map((m) => m.Subject.replace(/:.*/, ''))).toEqual(Array(5).fill('Confirm your seat'));
    const { rows } = await db.query<{ confirmed: string }>(
      `select count(*) filter (where status = 'confirmed') as confirmed from public.event_registrations
       where event_id = $1`,
      [event.id],
    );
    expect(rows[0]!.confirmed).toBe('0');
  });

  it('opening the link of the e-mail confirms the seats, once', async () => {
    const event = await open('Confirmed', { capacity: 5 });
    await register(event, 'prove-me@example.org', 2);
    const hold = await caught('prove-me@example.org', `Confirm your seat: ${PREFIX} Confirmed`);
    const token = linkToken((await caughtMessage(hold.ID)).Text);
    const { data: before } = await anon.rpc('registration_by_token', { token });
    expect(before).toMatchObject({ status: 'awaiting', hold_expires_at: expect.any(String) });
    const { data } = await anon.rpc('confirm_registration', { token });
    expect(data).toMatchObject({ status: 'confirmed', party_size: 2, hold_expires_at: null });
    // Opening the link again changes nothing and sends nothing more.
    expect((await anon.rpc('confirm_registration', { token })).data).toMatchObject({ status: 'confirmed' });
    expect(await mailKinds(db, event.id)).toEqual(['hold', 'confirmation']);
    await caught('prove-me@example.org', `You're registered: ${PREFIX} Confirmed`);
    expect(await counts(event)).toMatchObject({ registered: 2, awaiting: 0, seats_left: 3 });
    const { error } = await anon.rpc('confirm_registration', { token: 'x'.repeat(32) });
    expect(error?.details).toBe('not_found');
  });
});

describe('one connection holds at most one large party unconfirmed', () => {
  it('refuses an 11th unconfirmed seat for a date from one connection, counts confirmed seats apart, and allows 100 from a church network', async () => {
    // The test stacks raise every flood limit (tests/support/form-limits.ts): the real cap here.
    await db.query(`update private.form_limits set per_client = 10 where form = 'registration_holds'`);
    try {
      const event = await open('Capped', { capacity: 200 });
      for (const [i, party] of [4, 6].entries()) {
        expect((await register(event, `holder${i}@example.org`, party)).data?.status).toBe('awaiting');
      }
      expect((await register(event, 'one-too-many@example.org', 1)).code).toBe('too_many_holds');
      expect(await statusOf(event.id, 'one-too-many@example.org')).toBeUndefined();
      // The connection is kept only as an HMAC, and forgotten once the seats are confirmed.
      const { rows } = await db.query<{ hold_client: string | null }>(
        `select hold_client from public.event_registrations where event_id = $1 and email = 'holder0@example.org'`,
        [event.id],
      );
      expect(rows[0]!.hold_client).toMatch(/^[0-9a-f]{64}$/);
      const hold = await caught('holder0@example.org', `Confirm your seat: ${PREFIX} Capped`);
      await anon.rpc('confirm_registration', { token: linkToken((await caughtMessage(hold.ID)).Text) });
      const { rows: after } = await db.query<{ hold_client: string | null }>(
        `select hold_client from public.event_registrations where event_id = $1 and email = 'holder0@example.org'`,
        [event.id],
      );
      expect(after[0]!.hold_client).toBeNull();
      expect((await register(event, 'next-party@example.org', 4)).data?.status).toBe('awaiting');
      expect((await register(event, 'still-too-many@example.org', 1)).code).toBe('too_many_holds');

      // From the church's own network (the welcome table): ten times as many.
      await db.query(`update public.form_guard_settings set church_networks = '{127.0.0.1}'`);
      for (let i = 0; i < 9; i += 1) {
        expect((await register(event, `welcome${i}@example.org`, 10)).data?.status).toBe('awaiting');
      }
      expect((await register(event, 'welcome-last@example.org', 1)).code).toBe('too_many_holds');
    } finally {
      await db.query(`update public.form_guard_settings set church_networks = '{}'`);
      await db.query(`update private.form_limits set per_client = 1000000 where form = 'registration_holds'`);
    }
  });
});

describe('a hold not confirmed in time is released', () => {
  it("by the schedule's function: the person is told, the seats are free, the link says so", async () => {
    const event = await open('Released', { capacity: 4 });
    await register(event, 'too-late@example.org', 4);
    const token = await tokenFor(db, event.id, 'too-late@example.org');
    await runOut(event.id, 'too-late@example.org');
    // Counted free at once, before anything released it.
    const { data: seats } = await anon.rpc('registration_availability', {
      event_id: event.id,
      occurrence_date: event.date,
    });
    expect(seats).toMatchObject({ state: 'open', seats_left: 4 });
    await db.query('select private.release_registration_holds()');
    expect(await statusOf(event.id, 'too-late@example.org')).toBe('expired');
    expect(await mailKinds(db, event.id)).toEqual(['hold', 'released']);
    await caught('too-late@example.org', `Your seat was released: ${PREFIX} Released`);
    // The link no longer confirms anything.
    expect((await anon.rpc('confirm_registration', { token })).data).toMatchObject({ status: 'expired' });
    expect(await mailKinds(db, event.id)).toEqual(['hold', 'released']);
    const { rows: jobs } = await db.query(
      `select schedule, command from cron.job where jobname = 'registration-holds'`,
    );
    expect(jobs).toEqual([{ schedule: '* * * * *', command: 'select private.release_registration_holds()' }]);
  });

  it('lazily, by the next sign-up, however late the schedule is; the same address may register again', async () => {
    const event = await open('Lazy', { capacity: 2, waitlist: false });
    await register(event, 'slow@example.org', 2);
    expect((await register(event, 'quick@example.org', 2)).code).toBe('full');
    await runOut(event.id, 'slow@example.org');
    expect((await register(event, 'quick@example.org', 2)).data?.status).toBe('awaiting');
    expect(await statusOf(event.id, 'slow@example.org')).toBe('expired');
    // The release and the new hold are one call: queued together.
    expect(await mailKinds(db, event.id)).toEqual(['hold', 'hold', 'released']);
    await runOut(event.id, 'quick@example.org');
    expect((await register(event, 'slow@example.org', 1)).data?.status).toBe('awaiting');
    // A late confirmation of a hold that ran out confirms nothing.
    const late = await tokenFor(db, event.id, 'quick@example.org');
    expect((await anon.rpc('confirm_registration', { token: late })).data).toMatchObject({
      status: 'expired',
    });
  });
});

describe('waitlist promotion offers the seat by e-mail', () => {
  it('the first who fits is offered the seat, must confirm it, and loses it when the hold runs out', async () => {
    const event = await open('Offers', { capacity: 4 });
    const a = await register(event, 'a@example.org', 3);
    const b = await register(event, 'b@example.org', 1);
    const c = await register(event, 'c@example.org', 3);
    const d = await register(event, 'd@example.org', 1);
    const e = await register(event, 'e@example.org', 1);
    expect([a, b, c, d, e].map((r) => r.data?.status)).toEqual([
      'awaiting',
      'awaiting',
      'waitlisted',
      'waitlisted',
      'waitlisted',
    ]);
    expect(d.data?.waitlist_number).toBe(2);
    const [ta, tb] = [
      await tokenFor(db, event.id, 'a@example.org'),
      await tokenFor(db, event.id, 'b@example.org'),
    ];
    await anon.rpc('confirm_registration', { token: ta });
    await anon.rpc('confirm_registration', { token: tb });
    // b cancels: 1 seat; c (3) does not fit, d (1) is offered it.
    expect((await anon.rpc('cancel_registration', { token: tb })).data).toMatchObject({
      status: 'cancelled',
    });
    expect(await statusOf(event.id, 'd@example.org')).toBe('awaiting');
    expect(await statusOf(event.id, 'c@example.org')).toBe('waitlisted');
    await caught('d@example.org', `A seat opened: ${PREFIX} Offers`);
    // d lets the offer run out: released, told, and the seat goes to e.
    await runOut(event.id, 'd@example.org');
    await db.query('select private.release_registration_holds()');
    expect(await statusOf(event.id, 'd@example.org')).toBe('expired');
    expect(await statusOf(event.id, 'e@example.org')).toBe('awaiting');
    const te = await tokenFor(db, event.id, 'e@example.org');
    expect((await anon.rpc('confirm_registration', { token: te })).data).toMatchObject({
      status: 'confirmed',
    });
    // a shrinks to 1: 2 seats, still too few for c; a cancels: c is offered the 3 seats.
    expect((await anon.rpc('change_registration', { token: ta, party_size: 1 })).data).toMatchObject({
      status: 'confirmed',
      party_size: 1,
    });
    expect(await statusOf(event.id, 'c@example.org')).toBe('waitlisted');
    await anon.rpc('cancel_registration', { token: ta });
    expect(await statusOf(event.id, 'c@example.org')).toBe('awaiting');
    expect(await counts(event)).toMatchObject({ registered: 1, awaiting: 3, seats_left: 0, waitlisted: 0 });
    // Each cancellation is confirmed to the person who cancelled (issue 45).
    expect(await mailKinds(db, event.id)).toEqual([
      'hold',
      'hold',
      'waitlist',
      'waitlist',
      'waitlist',
      'confirmation',
      'confirmation',
      'cancel_confirmation',
      'offer',
      'offer',
      'released',
      'confirmation',
      'cancel_confirmation',
      'offer',
    ]);
  });
});

describe('registration keys', () => {
  it('are stored as SHA-256 only; a re-sent link issues a new key and the old one stops working', async () => {
    const event = await open('Keys', { capacity: 5 });
    await register(event, 'keys@example.org');
    const first = linkToken(
      (await caughtMessage((await caught('keys@example.org', `Confirm your seat: ${PREFIX} Keys`)).ID)).Text,
    );
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const { rows: stored } = await db.query<{ hash: string }>(
      `select encode(t.token_hash, 'hex') as hash from private.registration_tokens t
       join public.event_registrations r on r.id = t.registration_id where r.event_id = $1`,
      [event.id],
    );
    expect(stored).toEqual([{ hash: createHash('sha256').update(first).digest('hex') }]);
    const { rows: columns } = await db.query(
      `select 1 from information_schema.columns
       where table_schema = 'public' and table_name = 'event_registrations' and column_name like '%token%'`,
    );
    expect(columns).toEqual([]);
    const { rows: row } = await db.query<{ text: string }>(
      `select to_jsonb(r)::text as text from public.event_registrations r where r.event_id = $1`,
      [event.id],
    );
    expect(row[0]!.text).not.toContain(first);

    expect((await register(event, 'keys@example.org')).data).toEqual({ status: 'already_registered' });
    const again = await caught('keys@example.org', `Your registration: ${PREFIX} Keys`);
    const second = linkToken((await caughtMessage(again.ID)).Text);
    expect(second).not.toBe(first);
    expect((await anon.rpc('registration_by_token', { token: first })).error?.details).toBe('not_found');
    expect((await anon.rpc('confirm_registration', { token: first })).error?.details).toBe('not_found');
    expect((await anon.rpc('confirm_registration', { token: second })).data).toMatchObject({
      status: 'confirmed',
    });
    // Staff read registrations, never a key.
    expect(
      (await editor.client.from('event_registrations').select('id').eq('event_id', event.id)).data,
    ).toHaveLength(1);
    expect((await editor.client.from('event_registrations').select('token')).error).not.toBeNull();
  });
});
