/**
 * Privacy of the care inbox and the newsletter (docs/decisions/0026): one-click unsubscribe with
 * a per-subscriber secret token, erasure of everything stored with one e-mail address, and the
 * retention job that deletes closed items once their time is up. Through the HTTP API as the
 * page and the unsubscribe link call it, with the superuser only to arrange and inspect.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { findTraces, queryOf } from './support/personal-data';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

let db: pg.Client;
let member: Principal;
let editor: Principal;
let care: Principal;
let admin: Principal;

/** A unique word the test's rows carry. */
const WORD = `privacy${randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** A fresh address of this run. */
function address(label: string): string {
  return `${label}.${WORD}.${randomUUID().slice(0, 8)}@example.org`;
}

beforeAll(async () => {
  db = await superuser();
  member = await createPrincipal(db, 'privacy-member', null);
  editor = await createPrincipal(db, 'privacy-editor', 'editor');
  care = await createPrincipal(db, 'privacy-care', 'care');
  admin = await createPrincipal(db, 'privacy-admin', 'admin');
});

afterAll(async () => {
  await db.query(`delete from public.prayer_requests where email like '%' || $1 || '%'`, [WORD]);
  await db.query(`delete from public.contact_messages where email like '%' || $1 || '%'`, [WORD]);
  await db.query(`delete from public.first_timers where email like '%' || $1 || '%'`, [WORD]);
  await db.query(`delete from public.newsletter_subscribers where email like '%' || $1 || '%'`, [WORD]);
  await db.query(
    `update public.inbox_retention set prayer_request_months = 12, contact_message_months = 12, first_timer_months = 24`,
  );
  await removePrincipals(db, [member, editor, care, admin]);
  await db.end();
});

/** Subscribes `email` as a visitor; returns the token the database made. */
async function subscribe(email: string): Promise<string> {
  const { error } = await anonClient().from('newsletter_subscribers').insert({ email });
  expect(error).toBeNull();
  const r = await db.query<{ unsubscribe_token: string }>(
    'select unsubscribe_token from public.newsletter_subscribers where email = $1',
    [email],
  );
  return r.rows[0]!.unsubscribe_token;
}

async function subscribed(email: string): Promise<boolean> {
  const r = await db.query('select 1 from public.newsletter_subscribers where email = $1', [email]);
  return r.rowCount === 1;
}

describe('unsubscribe links', () => {
  it('every subscriber gets a different 256-bit token that visitors cannot read', async () => {
    const a = await subscribe(address('tokena'));
    const b = await subscribe(address('tokenb'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    const read = await anonClient().from('newsletter_subscribers').select('unsubscribe_token');
    expect(read.error?.code).toBe('42501');
    // Pastoral care does not read the subscribers either; editors do (for the mailing tool).
    const byCare = await care.client
      .from('newsletter_subscribers')
      .select('unsubscribe_token')
      .eq('unsubscribe_token', a);
    expect(byCare.data ?? []).toEqual([]);
    const byEditor = await editor.client
      .from('newsletter_subscribers')
      .select('unsubscribe_token')
      .eq('unsubscribe_token', a);
    expect(byEditor.data).toEqual([{ unsubscribe_token: a }]);
  });

  it('a visitor cannot choose the token when subscribing', async () => {
    const email = address('chosen');
    const { error } = await anonClient()
      .from('newsletter_subscribers')
      .insert({ email, unsubscribe_token: '0'.repeat(64) });
    expect(error?.code).toBe('42501');
    expect(await subscribed(email)).toBe(false);
  });

  it('the link removes exactly its own subscriber, once, without signing in', async () => {
    const mine = address('mine');
    const other = address('other');
    const token = await subscribe(mine);
    await subscribe(other);
    const first = await anonClient().rpc('newsletter_unsubscribe', { token });
    expect(first).toMatchObject({ error: null, data: true });
    expect(await subscribed(mine)).toBe(false);
    expect(await subscribed(other)).toBe(true);
    // Used again (or after subscribing anew, which makes a new token): nothing more is removed.
    await subscribe(mine);
    const again = await anonClient().rpc('newsletter_unsubscribe', { token });
    expect(again).toMatchObject({ error: null, data: false });
    expect(await subscribed(mine)).toBe(true);
    expect(await subscribed(other)).toBe(true);
  });

  it('guessed, malformed or patterned tokens remove nobody', async () => {
    const email = address('guess');
    const token = await subscribe(email);
    for (const guess of [
      randomUUID().replaceAll('-', '').repeat(2),
      token.slice(0, 63),
      token.toUpperCase(),
      `${token.slice(0, 63)}%`,
      '%',
      '',
      `${token.slice(0, 32)}' or '1'='1`,
    ]) {
      const { data, error } = await anonClient().rpc('newsletter_unsubscribe', { token: guess });
      expect(error, guess).toBeNull();
      expect(data, guess).toBe(false);
    }
    expect(await subscribed(email)).toBe(true);
  });
});

/** Stores a submission of each kind with `email` (varied case and spaces); returns their ids. */
async function everything(email: string): Promise<Record<string, string>> {
  const anon = anonClient();
  const shout = ` ${email.toUpperCase()} `;
  expect(
    (await anon.from('prayer_requests').insert({ name: 'Ann', email, request_details: `pray ${WORD}` }))
      .error,
  ).toBeNull();
  expect(
    (
      await anon
        .from('contact_messages')
        .insert({ name: 'Ann', email: shout.trim(), subject: 'Hello', message: `msg ${WORD}` })
    ).error,
  ).toBeNull();
  expect(
    (await anon.from('first_timers').insert({ name: 'Ann', email, comments: `card ${WORD}` })).error,
  ).toBeNull();
  expect((await anon.from('newsletter_subscribers').insert({ email })).error).toBeNull();
  const ids: Record<string, string> = {};
  for (const [kind, table] of [
    ['prayer_request', 'prayer_requests'],
    ['contact_message', 'contact_messages'],
    ['first_timer', 'first_timers'],
    ['newsletter_subscriber', 'newsletter_subscribers'],
  ] as const) {
    const r = await db.query<{ id: string }>(
      `select id::text from public.${table} where lower(email) = lower($1)`,
      [email],
    );
    ids[kind] = r.rows[0]!.id;
  }
  return ids;
}

describe('delete all from this person', () => {
  it('an admin lists, then deletes, exactly that address’s rows with their notes; others stay', async () => {
    const email = address('erase');
    const bystander = address('bystander');
    const ids = await everything(email);
    const kept = await everything(bystander);
    await care.client
      .from('inbox_notes')
      .insert({ kind: 'prayer_request', item_id: ids.prayer_request, body: 'Called her' });

    const listed = await admin.client.rpc('person_records', { email: `  ${email.toUpperCase()}` });
    expect(listed.error).toBeNull();
    expect(new Map(listed.data!.map((r: { kind: string; id: string }) => [r.kind, r.id]))).toEqual(
      new Map(Object.entries(ids)),
    );

    const erased = await admin.client.rpc('erase_person', { email });
    expect(erased.error).toBeNull();
    expect(erased.data).toEqual([
      { kind: 'prayer_request', deleted: 1 },
      { kind: 'contact_message', deleted: 1 },
      { kind: 'first_timer', deleted: 1 },
      { kind: 'newsletter_subscriber', deleted: 1 },
      { kind: 'event_registration', deleted: 0 },
    ]);
    for (const table of ['prayer_requests', 'contact_messages', 'first_timers', 'newsletter_subscribers']) {
      const left = await db.query(`select 1 from public.${table} where lower(email) = lower($1)`, [email]);
      expect(left.rowCount, table).toBe(0);
      const other = await db.query(`select 1 from public.${table} where lower(email) = lower($1)`, [
        bystander,
      ]);
      expect(other.rowCount, table).toBe(1);
    }
    for (const table of ['inbox_items', 'inbox_notes']) {
      const left = await db.query(`select 1 from public.${table} where item_id = $1`, [ids.prayer_request]);
      expect(left.rowCount, table).toBe(0);
    }
    const bystanderItem = await db.query('select 1 from public.inbox_items where item_id = $1', [
      kept.prayer_request,
    ]);
    expect(bystanderItem.rowCount).toBe(1);
    // Nothing left: the list is empty and erasing again deletes nothing.
    expect((await admin.client.rpc('person_records', { email })).data).toEqual([]);
  });

  it('editors, members and visitors may neither list nor erase', async () => {
    const email = address('guarded');
    await everything(email);
    for (const client of [editor.client, member.client, anonClient()]) {
      for (const fn of ['person_records', 'erase_person'] as const) {
        const { error } = await client.rpc(fn, { email });
        expect(error?.code, fn).toBe('42501');
      }
    }
    const left = await db.query('select 1 from public.prayer_requests where email = $1', [email]);
    expect(left.rowCount).toBe(1);
  });

  it('refuses something that is not an e-mail address and deletes nothing', async () => {
    for (const bad of ['', '   ', 'not-an-address', 'two words@example.org']) {
      const { error } = await admin.client.rpc('erase_person', { email: bad });
      expect(error?.code, bad).toBe('22023');
      expect(error?.message).toBe("Enter the person's e-mail address, like name@example.com.");
    }
    // An empty address never matches the anonymous prayer requests that have none.
    const nothing = await db.query(`select count(*)::int as n from public.prayer_requests`);
    expect(nothing.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('security review (issue 29): what care reaches, and what erasure leaves', () => {
  // Before: care called person_records and erase_person and got, and deleted, the person's
  // newsletter subscription, a list the role table gives to admins and editors only.
  it('care lists and erases prayer requests, messages and cards only, never the newsletter list', async () => {
    const email = address('carescope');
    const ids = await everything(email);

    const listed = await care.client.rpc('person_records', { email });
    expect(listed.error).toBeNull();
    expect(listed.data!.map((r: { kind: string }) => r.kind).sort()).toEqual([
      'contact_message',
      'first_timer',
      'prayer_request',
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(ids.newsletter_subscriber);

    const erased = await care.client.rpc('erase_person', { email });
    expect(erased.error).toBeNull();
    expect(erased.data).toEqual([
      { kind: 'prayer_request', deleted: 1 },
      { kind: 'contact_message', deleted: 1 },
      { kind: 'first_timer', deleted: 1 },
    ]);
    expect(await subscribed(email)).toBe(true);

    // An admin's erasure covers the newsletter list too.
    const byAdmin = await admin.client.rpc('person_records', { email });
    expect(byAdmin.data).toEqual([
      expect.objectContaining({ kind: 'newsletter_subscriber', id: ids.newsletter_subscriber, label: email }),
    ]);
    const gone = await admin.client.rpc('erase_person', { email });
    expect(gone.data).toEqual([
      { kind: 'prayer_request', deleted: 0 },
      { kind: 'contact_message', deleted: 0 },
      { kind: 'first_timer', deleted: 0 },
      { kind: 'newsletter_subscriber', deleted: 1 },
      { kind: 'event_registration', deleted: 0 },
    ]);
    expect(await subscribed(email)).toBe(false);
  });

  it('care learns nothing of a newsletter-only address', async () => {
    const email = address('letteronly');
    await subscribe(email);
    expect(await care.client.rpc('person_records', { email })).toMatchObject({ error: null, data: [] });
    const erased = await care.client.rpc('erase_person', { email });
    expect(erased.data).toEqual([
      { kind: 'prayer_request', deleted: 0 },
      { kind: 'contact_message', deleted: 0 },
      { kind: 'first_timer', deleted: 0 },
    ]);
    expect(await subscribed(email)).toBe(true);
  });

  // Before: after erase_person the activity log still held the address, the name and the phone
  // (the entries of the deletions, kept for a year), and a signed-in member's prayer request was
  // logged with their name and e-mail address when it arrived.
  it('erase_person leaves the address, name and phone in no column of any table', async () => {
    const suffix = randomUUID().replaceAll('-', '').slice(0, 8);
    const email = `erase.me.${suffix}@example.org`;
    const name = `Erin Erase${suffix}`;
    // The phone of the issue, made unique with more digits (the form accepts 7 to 20).
    const phone = `555-123-4567 ${String(Number.parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`;
    const anon = anonClient();
    // Care wants an alert for every submission: the alert queue gets rows for these items.
    const alerts = await care.client.from('alert_preferences').upsert({
      staff_id: care.id,
      prayer_request: true,
      contact_message: true,
      first_timer: true,
      daily_digest: false,
    });
    expect(alerts.error).toBeNull();

    // The visitor's forms, as the site sends them (through the flood guard).
    expect(
      (await anon.from('prayer_requests').insert({ name, email, request_details: `Pray for ${name}` })).error,
    ).toBeNull();
    expect(
      (
        await anon.from('contact_messages').insert({
          name,
          email: email.toUpperCase(),
          phone,
          subject: `From ${name}`,
          message: `Call ${phone}`,
        })
      ).error,
    ).toBeNull();
    expect(
      (await anon.from('first_timers').insert({ name, email, phone, how_heard: 'Friend', comments: name }))
        .error,
    ).toBeNull();
    expect((await anon.from('newsletter_subscribers').insert({ email })).error).toBeNull();
    // The same person, signed in as a member, sends one more.
    expect(
      (await member.client.from('prayer_requests').insert({ name, email, request_details: phone })).error,
    ).toBeNull();

    // created_at as text: a JS Date would drop the microseconds.
    const items = await db.query<{ kind: string; id: string; created_at: string }>(
      `select 'prayer_request' as kind, id::text, created_at::text from public.prayer_requests where lower(email) = $1
       union all select 'contact_message', id::text, created_at::text from public.contact_messages where lower(email) = $1
       union all select 'first_timer', id::text, created_at::text from public.first_timers where lower(email) = $1`,
      [email],
    );
    expect(items.rows).toHaveLength(4);
    const outbox = await db.query('select 1 from private.alert_outbox where item_id = any($1::uuid[])', [
      items.rows.map((r) => r.id),
    ]);
    expect(outbox.rowCount).toBeGreaterThanOrEqual(4);
    // The flood guard recorded each visitor's submission when it arrived.
    const guardRows = async () =>
      (
        await db.query(
          `select 1 from private.form_fingerprints where at = any($1::timestamptz[])
           union all select 1 from private.form_attempts where at = any($1::timestamptz[])`,
          [items.rows.map((r) => r.created_at)],
        )
      ).rowCount;
    expect(await guardRows()).toBeGreaterThan(0);

    // Staff work on it: status, assignee and a note (which names the person).
    const prayer = items.rows.find((r) => r.kind === 'prayer_request')!;
    expect(
      (
        await care.client
          .from('inbox_items')
          .update({ status: 'in_progress', assignee_id: care.id, version: 1 })
          .eq('kind', 'prayer_request')
          .eq('item_id', prayer.id)
      ).error,
    ).toBeNull();
    expect(
      (
        await care.client
          .from('inbox_notes')
          .insert({ kind: 'prayer_request', item_id: prayer.id, body: `Rang ${name} on ${phone}` })
      ).error,
    ).toBeNull();

    const erased = await admin.client.rpc('erase_person', { email });
    expect(erased.error).toBeNull();
    expect(erased.data).toEqual([
      { kind: 'prayer_request', deleted: 2 },
      { kind: 'contact_message', deleted: 1 },
      { kind: 'first_timer', deleted: 1 },
      { kind: 'newsletter_subscriber', deleted: 1 },
      { kind: 'event_registration', deleted: 0 },
    ]);

    // Every text and jsonb column of every table in public and private: no address, name or phone.
    expect(await findTraces(queryOf(db), [email, name, phone])).toEqual([]);
    // Nor the guard's fingerprints (made from the content) and the senders' attempts.
    expect(await guardRows()).toBe(0);
    const left = await db.query('select 1 from private.alert_outbox where item_id = any($1::uuid[])', [
      items.rows.map((r) => r.id),
    ]);
    expect(left.rowCount).toBe(0);
    // The log still says what happened, without saying about whom.
    const log = await db.query<{ summary: string }>(
      `select summary from public.activity_log where row_id = any($1) order by id`,
      [items.rows.map((r) => r.id)],
    );
    expect(log.rows.map((r) => r.summary)).toEqual(
      expect.arrayContaining([
        'A signed-in visitor sent a prayer request',
        expect.stringMatching(/ deleted a prayer request$/),
        expect.stringMatching(/ deleted a first-timer card$/),
      ]),
    );
    await db.query('delete from public.alert_preferences where staff_id = $1', [care.id]);
  });

  it('after care erases a first-timer card, the activity log does not hold the name', async () => {
    const email = address('cardlog');
    const name = `Erin Erase ${randomUUID().slice(0, 8)}`;
    expect(
      (await anonClient().from('first_timers').insert({ name, email, phone: '555-123-4567' })).error,
    ).toBeNull();
    expect((await care.client.rpc('erase_person', { email })).error).toBeNull();
    const logged = await db.query(
      `select 1 from public.activity_log where changes::text ilike '%' || $1 || '%'`,
      [name],
    );
    expect(logged.rowCount).toBe(0);
    const told = await db.query(`select 1 from public.activity_log where summary ilike '%' || $1 || '%'`, [
      name,
    ]);
    expect(told.rowCount).toBe(0);
  });
});

describe('retention', () => {
  /** Stores a prayer request and a first-timer card and returns their ids. */
  async function pair(label: string): Promise<{ prayer: string; card: string }> {
    const email = address(label);
    const anon = anonClient();
    await anon.from('prayer_requests').insert({ email, request_details: `retain ${WORD}` });
    await anon.from('first_timers').insert({ name: 'Ben', email, comments: `retain ${WORD}` });
    const p = await db.query<{ id: string }>('select id::text from public.prayer_requests where email = $1', [
      email,
    ]);
    const f = await db.query<{ id: string }>('select id::text from public.first_timers where email = $1', [
      email,
    ]);
    return { prayer: p.rows[0]!.id, card: f.rows[0]!.id };
  }

  async function exists(table: string, id: string): Promise<boolean> {
    return (await db.query(`select 1 from public.${table} where id = $1`, [id])).rowCount === 1;
  }

  it('closing an item starts its clock, reopening stops it, and the list says when it goes', async () => {
    const { prayer } = await pair('clock');
    const read = async () =>
      (
        await care.client
          .from('inbox')
          .select('status, closed_at, removes_at')
          .eq('kind', 'prayer_request')
          .eq('id', prayer)
          .single()
      ).data!;
    expect(await read()).toMatchObject({ closed_at: null, removes_at: null });
    await care.client.from('inbox_items').update({ status: 'done', version: 1 }).eq('item_id', prayer);
    const done = await read();
    expect(done.closed_at).not.toBeNull();
    const months = (new Date(done.removes_at!).getTime() - new Date(done.closed_at!).getTime()) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    // Done → Archived keeps the clock; back to In progress clears it.
    await care.client.from('inbox_items').update({ status: 'archived', version: 2 }).eq('item_id', prayer);
    expect((await read()).closed_at).toBe(done.closed_at);
    await care.client.from('inbox_items').update({ status: 'in_progress', version: 3 }).eq('item_id', prayer);
    expect(await read()).toMatchObject({ status: 'in_progress', closed_at: null, removes_at: null });
  });

  it('the job deletes only closed items whose months are up, per kind, with their notes', async () => {
    const expired = await pair('expired');
    const recent = await pair('recent');
    const open = await pair('open');
    // Closed 13 months ago: the prayer request (12) has expired, the first-timer card (24) not yet.
    await db.query(
      `update public.inbox_items set status = 'done', closed_at = now() - interval '13 months' where item_id = any($1::uuid[])`,
      [[expired.prayer, expired.card]],
    );
    // Closed a month ago: both stay.
    await db.query(
      `update public.inbox_items set status = 'archived', closed_at = now() - interval '1 month' where item_id = any($1::uuid[])`,
      [[recent.prayer, recent.card]],
    );
    // Open items never expire, however old.
    await db.query(
      `update public.prayer_requests set created_at = now() - interval '5 years' where id = $1`,
      [open.prayer],
    );
    await db.query(
      `insert into public.inbox_notes (kind, item_id, author_id, body) values ('prayer_request', $1, $2, 'Prayed')`,
      [expired.prayer, care.id],
    );

    const run = await db.query<{ n: string }>('select private.apply_inbox_retention() as n');
    expect(Number(run.rows[0]!.n)).toBeGreaterThanOrEqual(1);
    expect(await exists('prayer_requests', expired.prayer)).toBe(false);
    expect(
      (await db.query('select 1 from public.inbox_notes where item_id = $1', [expired.prayer])).rowCount,
    ).toBe(0);
    expect(await exists('first_timers', expired.card)).toBe(true);
    expect(await exists('prayer_requests', recent.prayer)).toBe(true);
    expect(await exists('first_timers', recent.card)).toBe(true);
    expect(await exists('prayer_requests', open.prayer)).toBe(true);
    expect(await exists('first_timers', open.card)).toBe(true);

    // A shorter setting, saved by an admin, takes effect at the next run.
    const saved = await admin.client
      .from('inbox_retention')
      .update({ first_timer_months: 12 })
      .eq('id', true)
      .select('first_timer_months')
      .single();
    expect(saved).toMatchObject({ error: null, data: { first_timer_months: 12 } });
    await db.query('select private.apply_inbox_retention()');
    expect(await exists('first_timers', expired.card)).toBe(false);
    expect(await exists('first_timers', recent.card)).toBe(true);
  });

  it('only admins change the setting, within 1 to 120 months; care reads it', async () => {
    const byCare = await care.client
      .from('inbox_retention')
      .update({ prayer_request_months: 3 })
      .eq('id', true)
      .select();
    expect(byCare.data ?? []).toEqual([]);
    expect(
      (await care.client.from('inbox_retention').select('prayer_request_months').single()).data,
    ).toBeTruthy();
    const tooLong = await admin.client
      .from('inbox_retention')
      .update({ prayer_request_months: 121 })
      .eq('id', true);
    expect(tooLong.error?.code).toBe('23514');
    const none = await admin.client
      .from('inbox_retention')
      .update({ contact_message_months: 0 })
      .eq('id', true);
    expect(none.error?.code).toBe('23514');
    const row = await db.query(
      'select prayer_request_months, contact_message_months from public.inbox_retention',
    );
    expect(row.rows[0]).toMatchObject({ prayer_request_months: 12, contact_message_months: 12 });
  });

  it('the job is scheduled nightly', async () => {
    const job = await db.query(`select schedule, command from cron.job where jobname = 'inbox-retention'`);
    expect(job.rows).toEqual([{ schedule: '29 2 * * *', command: 'select private.apply_inbox_retention()' }]);
  });
});
