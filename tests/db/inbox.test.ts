/**
 * The care inbox (docs/decisions/0025): a submission gets its workflow row from the database;
 * admins and care read the list (`inbox` view), change status and assignee with optimistic
 * concurrency (a stale version is refused with PT409 `inbox_item_changed`), add notes with the
 * database's author and time, and mark items read for themselves only; editors, members and
 * visitors read nothing. Search and paging go through PostgREST as the page sends them.
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
let care2: Principal;
let admin: Principal;

/** A unique word that the test's rows carry, so the seed's rows never match. */
const WORD = `inboxword${randomUUID().replaceAll('-', '').slice(0, 10)}`;

beforeAll(async () => {
  db = await superuser();
  member = await createPrincipal(db, 'inbox-member', null);
  editor = await createPrincipal(db, 'inbox-editor', 'editor');
  care = await createPrincipal(db, 'inbox-care', 'care');
  care2 = await createPrincipal(db, 'inbox-care2', 'care');
  admin = await createPrincipal(db, 'inbox-admin', 'admin');
});

afterAll(async () => {
  await db.query(`delete from public.prayer_requests where request_details like '%' || $1 || '%'`, [WORD]);
  await db.query(`delete from public.contact_messages where message like '%' || $1 || '%'`, [WORD]);
  await db.query(`delete from public.first_timers where comments like '%' || $1 || '%'`, [WORD]);
  await removePrincipals(db, [member, editor, care, care2, admin]);
  await db.end();
});

/** Stores a prayer request as a visitor would (anon, through the API); returns its id. */
async function visitorPrays(details: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { error } = await anonClient()
    .from('prayer_requests')
    .insert({ name: '', email: '', is_public: false, request_details: details, ...extra });
  expect(error).toBeNull();
  const r = await db.query<{ id: string }>(
    'select id::text from public.prayer_requests where request_details = $1',
    [details],
  );
  return r.rows[0]!.id;
}

describe('workflow rows follow the submissions', () => {
  it('a submission gets a New, unassigned row at version 1, and loses it (with notes and marks) when deleted', async () => {
    const id = await visitorPrays(`Please pray ${WORD} follow`);
    const row = await db.query(
      'select status, assignee_id, version from public.inbox_items where item_id = $1',
      [id],
    );
    expect(row.rows).toEqual([{ status: 'new', assignee_id: null, version: 1 }]);
    await care.client.from('inbox_notes').insert({ kind: 'prayer_request', item_id: id, body: 'Called' });
    await care.client.rpc('inbox_mark_read', { item_kind: 'prayer_request', item: id });
    const { error } = await care.client.from('prayer_requests').delete().eq('id', id);
    expect(error).toBeNull();
    for (const table of ['inbox_items', 'inbox_notes', 'inbox_reads']) {
      const left = await db.query(`select 1 from public.${table} where item_id = $1`, [id]);
      expect(left.rowCount, table).toBe(0);
    }
  });

  it('a visitor cannot set a status or create a workflow row', async () => {
    const { error } = await anonClient()
      .from('inbox_items')
      .insert({ kind: 'prayer_request', item_id: randomUUID(), received_at: new Date().toISOString() });
    expect(error?.code).toBe('42501');
  });
});

describe('who reads the inbox', () => {
  it('care and admin see the item in the list; editor, member and anon see nothing', async () => {
    const id = await visitorPrays(`Healing for my mother ${WORD} who`);
    for (const p of [care, admin]) {
      const { data, error } = await p.client.from('inbox').select('kind, id, status').eq('id', id);
      expect(error).toBeNull();
      expect(data).toEqual([{ kind: 'prayer_request', id, status: 'new' }]);
    }
    for (const client of [editor.client, member.client, anonClient()]) {
      const list = await client.from('inbox').select('id').eq('id', id);
      expect(list.data ?? []).toEqual([]);
      const items = await client.from('inbox_items').select('item_id').eq('item_id', id);
      expect(items.data ?? []).toEqual([]);
    }
    const counts = await editor.client.rpc('inbox_unread_counts');
    expect(counts.data?.every((c: { unread: number }) => Number(c.unread) === 0)).toBe(true);
    const assignees = await editor.client.rpc('inbox_assignees');
    expect(assignees.data).toEqual([]);
    const anonCounts = await anonClient().rpc('inbox_unread_counts');
    expect(anonCounts.error?.code).toBe('42501');
  });
});

describe('status, assignee and concurrency', () => {
  it('care changes status and assignee; each save bumps the version', async () => {
    const id = await visitorPrays(`Job interview ${WORD} status`);
    const first = await care.client
      .from('inbox_items')
      .update({ status: 'in_progress', assignee_id: care2.id, version: 1 })
      .eq('kind', 'prayer_request')
      .eq('item_id', id)
      .select('status, assignee_id, version')
      .single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ status: 'in_progress', assignee_id: care2.id, version: 2 });
    const second = await admin.client
      .from('inbox_items')
      .update({ status: 'done', version: 2 })
      .eq('kind', 'prayer_request')
      .eq('item_id', id)
      .select('status, version')
      .single();
    expect(second.data).toEqual({ status: 'done', version: 3 });
  });

  it('the second save of the same version is refused with PT409 inbox_item_changed and changes nothing', async () => {
    const id = await visitorPrays(`Travel mercies ${WORD} race`);
    const ok = await care.client
      .from('inbox_items')
      .update({ status: 'in_progress', version: 1 })
      .eq('kind', 'prayer_request')
      .eq('item_id', id);
    expect(ok.error).toBeNull();
    const stale = await care2.client
      .from('inbox_items')
      .update({ status: 'archived', version: 1 })
      .eq('kind', 'prayer_request')
      .eq('item_id', id);
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('PT409');
    expect(stale.error?.details).toBe('inbox_item_changed');
    const row = await db.query('select status, version from public.inbox_items where item_id = $1', [id]);
    expect(row.rows).toEqual([{ status: 'in_progress', version: 2 }]);
  });

  it('refuses an assignee who is not care or admin, and a status outside the four', async () => {
    const id = await visitorPrays(`Family ${WORD} assignee`);
    const wrong = await care.client
      .from('inbox_items')
      .update({ assignee_id: editor.id, version: 1 })
      .eq('kind', 'prayer_request')
      .eq('item_id', id);
    expect(wrong.error?.details).toBe('inbox_assignee_not_care');
    const bad = await care.client
      .from('inbox_items')
      .update({ status: 'closed', version: 1 })
      .eq('kind', 'prayer_request')
      .eq('item_id', id);
    // The status is the enum inbox_status (docs/decisions/0021, 0025): an unknown value is not one.
    expect(bad.error?.code).toBe('22P02');
    const row = await db.query(
      'select status, assignee_id, version from public.inbox_items where item_id = $1',
      [id],
    );
    expect(row.rows).toEqual([{ status: 'new', assignee_id: null, version: 1 }]);
  });

  it('an editor cannot change a status (no row is visible to them)', async () => {
    const id = await visitorPrays(`Peace ${WORD} editor`);
    const { data } = await editor.client
      .from('inbox_items')
      .update({ status: 'done', version: 1 })
      .eq('item_id', id)
      .select('item_id');
    expect(data ?? []).toEqual([]);
    const row = await db.query('select status from public.inbox_items where item_id = $1', [id]);
    expect(row.rows[0]).toEqual({ status: 'new' });
  });

  it('the assignee list names the care and admin staff, not editors', async () => {
    const { data, error } = await care.client.rpc('inbox_assignees');
    expect(error).toBeNull();
    const ids = (data ?? []).map((a: { user_id: string }) => a.user_id);
    expect(ids).toEqual(expect.arrayContaining([care.id, care2.id, admin.id]));
    expect(ids).not.toContain(editor.id);
    const mine = data?.find((a: { user_id: string }) => a.user_id === care.id);
    expect(mine).toMatchObject({ email: care.email, display_name: care.email });
  });

  it('assignees and note authors by the name staff choose at /admin/account (display_name)', async () => {
    const name = `Pastor ${randomUUID().slice(0, 8)}`;
    await db.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
      care2.id,
      { display_name: name, full_name: 'Seeded Name' },
    ]);
    try {
      const { data } = await care.client.rpc('inbox_assignees');
      expect(data?.find((a: { user_id: string }) => a.user_id === care2.id)).toMatchObject({
        display_name: name,
        email: care2.email,
      });
      const id = await visitorPrays(`Named ${WORD} note`);
      const note = await care2.client
        .from('inbox_notes')
        .insert({ kind: 'prayer_request', item_id: id, body: 'Called.' })
        .select('author_email, author_name')
        .single();
      expect(note).toMatchObject({ error: null, data: { author_email: care2.email, author_name: name } });
    } finally {
      await db.query(`update auth.users set raw_user_meta_data = '{}' where id = $1`, [care2.id]);
    }
  });
});

describe('notes', () => {
  it('several notes per item, each with the database’s author and time, whatever the request says', async () => {
    const id = await visitorPrays(`Exams ${WORD} notes`);
    const forged = randomUUID();
    const one = await care.client
      .from('inbox_notes')
      .insert({ kind: 'prayer_request', item_id: id, body: 'Phoned her today.' });
    expect(one.error).toBeNull();
    const two = await admin.client
      .from('inbox_notes')
      .insert({ kind: 'prayer_request', item_id: id, body: 'Visit next week.', author_id: forged } as never);
    // author_id is not a column the API may write.
    expect(two.error?.code).toBe('42501');
    const three = await admin.client
      .from('inbox_notes')
      .insert({ kind: 'prayer_request', item_id: id, body: 'Visit next week.' });
    expect(three.error).toBeNull();
    const { data } = await care2.client
      .from('inbox_notes')
      .select('author_id, author_email, body')
      .eq('item_id', id)
      .order('created_at');
    expect(data).toEqual([
      { author_id: care.id, author_email: care.email, body: 'Phoned her today.' },
      { author_id: admin.id, author_email: admin.email, body: 'Visit next week.' },
    ]);
    const blank = await care.client
      .from('inbox_notes')
      .insert({ kind: 'prayer_request', item_id: id, body: '  ' });
    expect(blank.error?.code).toBe('23514');
    const byEditor = await editor.client
      .from('inbox_notes')
      .insert({ kind: 'prayer_request', item_id: id, body: 'Editor note' });
    expect(byEditor.error?.code).toBe('42501');
    const editorReads = await editor.client.from('inbox_notes').select('id').eq('item_id', id);
    expect(editorReads.data ?? []).toEqual([]);
  });

  it('a note’s body is in the activity log by name only', async () => {
    const id = await visitorPrays(`Grief ${WORD} logged`);
    await care.client
      .from('inbox_notes')
      .insert({ kind: 'prayer_request', item_id: id, body: 'Secret words' });
    const r = await db.query<{ changed_columns: string[]; changes: Record<string, unknown> }>(
      `select changed_columns, changes from public.activity_log
       where table_name = 'inbox_notes' and changes -> 'item_id' ->> 'new' = $1`,
      [id],
    );
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]!.changed_columns).toContain('body');
    expect(r.rows[0]!.changes).not.toHaveProperty('body');
  });
});

describe('read marks and unread counts', () => {
  async function unread(p: Principal): Promise<Record<string, number>> {
    const { data, error } = await p.client.rpc('inbox_unread_counts');
    expect(error).toBeNull();
    return Object.fromEntries(
      (data ?? []).map((c: { kind: string; unread: number }) => [c.kind, Number(c.unread)]),
    );
  }

  it('opening an item marks it read for that staff member only; archived items are not counted', async () => {
    const before = { care: await unread(care), care2: await unread(care2) };
    const id = await visitorPrays(`New job ${WORD} reads`);
    expect((await unread(care)).prayer_request).toBe(before.care.prayer_request! + 1);
    expect((await unread(care2)).prayer_request).toBe(before.care2.prayer_request! + 1);

    const mark = await care.client.rpc('inbox_mark_read', { item_kind: 'prayer_request', item: id });
    expect(mark.error).toBeNull();
    // Opening again is no error and no second mark.
    expect(
      (await care.client.rpc('inbox_mark_read', { item_kind: 'prayer_request', item: id })).error,
    ).toBeNull();
    expect((await unread(care)).prayer_request).toBe(before.care.prayer_request);
    expect((await unread(care2)).prayer_request).toBe(before.care2.prayer_request! + 1);

    const mine = await care.client.from('inbox').select('read_by_me').eq('id', id).single();
    const theirs = await care2.client.from('inbox').select('read_by_me').eq('id', id).single();
    expect(mine.data).toEqual({ read_by_me: true });
    expect(theirs.data).toEqual({ read_by_me: false });
    // care2 sees none of care's marks.
    const marks = await care2.client.from('inbox_reads').select('staff_id').eq('item_id', id);
    expect(marks.data).toEqual([]);

    await db.query(
      `update public.inbox_items set status = 'archived', version = version where item_id = $1`,
      [id],
    );
    expect((await unread(care2)).prayer_request).toBe(before.care2.prayer_request);
  });

  it('an editor cannot mark an item read', async () => {
    const id = await visitorPrays(`Strength ${WORD} editor-read`);
    const { error } = await editor.client.rpc('inbox_mark_read', { item_kind: 'prayer_request', item: id });
    expect(error?.code).toBe('42501');
  });
});

describe('search and paging', () => {
  const tag = `${WORD}page`;

  beforeAll(async () => {
    // 7 items over the three kinds, one second apart, oldest first.
    const base = Date.parse('2030-01-01T12:00:00Z');
    const at = (i: number) => new Date(base + i * 1000).toISOString();
    for (let i = 0; i < 3; i++) {
      await db.query(
        `insert into public.prayer_requests (name, email, request_details, created_at) values ($1, $2, $3, $4)`,
        [`Pray ${i}`, i === 0 ? 'ruth@example.org' : null, `Prayer ${i} ${tag}`, at(i * 3)],
      );
    }
    for (let i = 0; i < 2; i++) {
      await db.query(
        `insert into public.contact_messages (name, email, subject, message, created_at) values ($1, $2, $3, $4, $5)`,
        [
          `Naomi ${i}`,
          `naomi${i}@example.org`,
          `Question ${i}`,
          `Message ${tag} about parking`,
          at(i * 3 + 1),
        ],
      );
    }
    for (let i = 0; i < 2; i++) {
      await db.query(
        `insert into public.first_timers (name, email, comments, created_at) values ($1, $2, $3, $4)`,
        [`Boaz ${i}`, `boaz${i}@example.org`, `First visit ${tag}`, at(i * 3 + 2)],
      );
    }
  });

  function list(p: Principal) {
    return p.client
      .from('inbox')
      .select('kind, name, received_at', { count: 'exact' })
      .ilike('search_text', `%${tag}%`)
      .order('received_at', { ascending: false })
      .order('id', { ascending: false });
  }

  it('pages newest first with a total count', async () => {
    const page1 = await list(care).range(0, 2);
    expect(page1.count).toBe(7);
    expect(page1.data?.map((r) => r.name)).toEqual(['Pray 2', 'Boaz 1', 'Naomi 1']);
    const page3 = await list(care).range(6, 8);
    expect(page3.data?.map((r) => r.name)).toEqual(['Pray 0']);
  });

  it('filters by kind and status', async () => {
    const messages = await list(admin).eq('kind', 'contact_message');
    expect(messages.count).toBe(2);
    const fresh = await list(admin).eq('status', 'new');
    expect(fresh.count).toBe(7);
    const done = await list(admin).eq('status', 'done');
    expect(done.count).toBe(0);
  });

  it('searches name, e-mail and words, case-insensitively', async () => {
    const byEmail = await care.client.from('inbox').select('name').ilike('search_text', '%ruth@example.org%');
    expect(byEmail.data?.map((r) => r.name)).toContain('Pray 0');
    const byWords = await list(care).ilike('search_text', '%parking%');
    expect(byWords.data?.map((r) => r.name).sort()).toEqual(['Naomi 0', 'Naomi 1']);
    const byName = await list(care).ilike('search_text', '%boaz 1%');
    expect(byName.data?.map((r) => r.name)).toEqual(['Boaz 1']);
  });

  it('an editor gets an empty page and a zero count', async () => {
    const page = await list(editor).range(0, 9);
    expect(page.data).toEqual([]);
    expect(page.count).toBe(0);
  });
});
