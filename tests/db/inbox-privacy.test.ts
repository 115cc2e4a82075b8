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
  it('lists, then deletes, exactly that address’s rows with their notes; others stay', async () => {
    const email = address('erase');
    const bystander = address('bystander');
    const ids = await everything(email);
    const kept = await everything(bystander);
    await care.client
      .from('inbox_notes')
      .insert({ kind: 'prayer_request', item_id: ids.prayer_request, body: 'Called her' });

    const listed = await care.client.rpc('person_records', { email: `  ${email.toUpperCase()}` });
    expect(listed.error).toBeNull();
    expect(new Map(listed.data!.map((r: { kind: string; id: string }) => [r.kind, r.id]))).toEqual(
      new Map(Object.entries(ids)),
    );

    const erased = await care.client.rpc('erase_person', { email });
    expect(erased.error).toBeNull();
    expect(erased.data).toEqual([
      { kind: 'prayer_request', deleted: 1 },
      { kind: 'contact_message', deleted: 1 },
      { kind: 'first_timer', deleted: 1 },
      { kind: 'newsletter_subscriber', deleted: 1 },
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
