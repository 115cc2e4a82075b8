/**
 * Activity log (docs/decisions/0021): the database records every change a signed-in user makes
 * to content, inbox, newsletter, settings and staff rows and to stored media, with the changed
 * columns and their values, except the private inbox texts (names only). Entries are written by
 * triggers only: nobody inserts, changes or deletes one through the API, and only admins read
 * them. Entries older than a year are pruned by private.prune_activity_log().
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

interface Entry {
  actor_id: string;
  actor_email: string | null;
  area: string;
  table_name: string;
  row_id: string;
  action: string;
  changed_columns: string[];
  changes: Record<string, { old?: unknown; new?: unknown }>;
}

let db: pg.Client;
let member: Principal;
let editor: Principal;
let care: Principal;
let admin: Principal;

beforeAll(async () => {
  db = await superuser();
  member = await createPrincipal(db, 'log-member', null);
  editor = await createPrincipal(db, 'log-editor', 'editor');
  care = await createPrincipal(db, 'log-care', 'care');
  admin = await createPrincipal(db, 'log-admin', 'admin');
});

afterAll(async () => {
  await removePrincipals(db, [member, editor, care, admin]);
  await db.end();
});

/** The entries of one row, oldest first, read as the superuser. */
async function entriesOf(table: string, rowId: string): Promise<Entry[]> {
  const r = await db.query<Entry>(
    `select actor_id::text, actor_email, area, table_name, row_id, action, changed_columns, changes
     from public.activity_log where table_name = $1 and row_id = $2 order by id`,
    [table, rowId],
  );
  return r.rows;
}

function token(): string {
  return `log-${randomUUID().slice(0, 12)}`;
}

describe('what is recorded', () => {
  it('content: an editor inserts, updates and deletes a sermon', async () => {
    const title = token();
    const inserted = await editor.client
      .from('sermons')
      .insert({ title, speaker: 'Log Speaker', date: '2025-01-05' })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data?.id as string;
    expect((await editor.client.from('sermons').update({ series: 'Logged' }).eq('id', id)).error).toBeNull();
    // The same value again changes nothing and is not an event.
    expect((await editor.client.from('sermons').update({ series: 'Logged' }).eq('id', id)).error).toBeNull();
    expect((await editor.client.from('sermons').delete().eq('id', id)).error).toBeNull();

    const entries = await entriesOf('sermons', id);
    expect(entries.map((e) => e.action)).toEqual(['insert', 'update', 'delete']);
    for (const e of entries) {
      expect(e).toMatchObject({ actor_id: editor.id, actor_email: editor.email, area: 'content' });
    }
    expect(entries[0]!.changes.title).toEqual({ new: title });
    expect(entries[0]!.changed_columns).toEqual(expect.arrayContaining(['id', 'title', 'speaker', 'date']));
    expect(entries[1]!.changed_columns).toEqual(['series']);
    expect(entries[1]!.changes).toEqual({ series: { old: null, new: 'Logged' } });
    expect(entries[2]!.changes.title).toEqual({ old: title });
    expect(entries[2]!.changes.series).toEqual({ old: 'Logged' });
  });

  it('content: approving a testimony records is_approved only (updated_at is bookkeeping)', async () => {
    const title = token();
    const r = await db.query<{ id: string }>(
      `insert into public.member_testimonies (testimony_title, testimony_content) values ($1, 'Log') returning id::text`,
      [title],
    );
    const id = r.rows[0]!.id;
    try {
      const { error } = await admin.client
        .from('member_testimonies')
        .update({ is_approved: true, updated_at: new Date().toISOString() })
        .eq('id', id);
      expect(error).toBeNull();
      const entries = await entriesOf('member_testimonies', id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor_email: admin.email,
        action: 'update',
        changed_columns: ['is_approved'],
        changes: { is_approved: { old: false, new: true } },
      });
    } finally {
      await db.query('delete from public.member_testimonies where id = $1', [id]);
    }
  });

  it('inbox: the private texts are recorded by column name only', async () => {
    const secret = `${token()} please pray for my private matter`;
    const prayer = await db.query<{ id: string }>(
      `insert into public.prayer_requests (name, request_details) values ('Log', $1) returning id::text`,
      [secret],
    );
    const first = await db.query<{ id: string }>(
      `insert into public.first_timers (name, email, comments) values ('Log', 'log@example.org', $1) returning id::text`,
      [secret],
    );
    const subject = token();
    // A signed-in member writes to the inbox through the contact form: recorded too.
    const contact = await member.client
      .from('contact_messages')
      .insert({ name: 'Log', email: 'log@example.org', subject, message: secret });
    expect(contact.error).toBeNull();
    const contactId = (
      await db.query<{ id: string }>('select id::text from public.contact_messages where subject = $1', [
        subject,
      ])
    ).rows[0]!.id;

    expect(
      (await care.client.from('prayer_requests').delete().eq('id', prayer.rows[0]!.id)).error,
    ).toBeNull();
    expect((await care.client.from('first_timers').delete().eq('id', first.rows[0]!.id)).error).toBeNull();
    expect((await care.client.from('contact_messages').delete().eq('id', contactId)).error).toBeNull();

    const prayerEntries = await entriesOf('prayer_requests', prayer.rows[0]!.id);
    const firstEntries = await entriesOf('first_timers', first.rows[0]!.id);
    const contactEntries = await entriesOf('contact_messages', contactId);
    expect(prayerEntries).toHaveLength(1);
    expect(prayerEntries[0]).toMatchObject({ actor_id: care.id, area: 'inbox', action: 'delete' });
    expect(prayerEntries[0]!.changed_columns).toContain('request_details');
    expect(prayerEntries[0]!.changes).not.toHaveProperty('request_details');
    expect(prayerEntries[0]!.changes.name).toEqual({ old: 'Log' });
    expect(firstEntries[0]!.changed_columns).toContain('comments');
    expect(firstEntries[0]!.changes).not.toHaveProperty('comments');
    expect(contactEntries.map((e) => [e.actor_id, e.action])).toEqual([
      [member.id, 'insert'],
      [care.id, 'delete'],
    ]);
    for (const e of contactEntries) {
      expect(e.changed_columns).toContain('message');
      expect(e.changes).not.toHaveProperty('message');
    }
    const leaked = await db.query(
      `select 1 from public.activity_log where changes::text like '%' || $1 || '%'`,
      ['private matter'],
    );
    expect(leaked.rowCount).toBe(0);
  });

  it('inbox: a birthday keeps the birth date out of the log', async () => {
    const name = token();
    const { error } = await care.client
      .from('birthdays')
      .insert({ member_name: name, birth_date: '1970-03-04' });
    expect(error).toBeNull();
    const r = await db.query<Entry>(
      `select * from public.activity_log where table_name = 'birthdays' and changes -> 'member_name' ->> 'new' = $1`,
      [name],
    );
    await db.query('delete from public.birthdays where member_name = $1', [name]);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]!.changed_columns).toContain('birth_date');
    expect(JSON.stringify(r.rows[0]!.changes)).not.toContain('1970');
  });

  it('newsletter, settings and staff', async () => {
    const email = `${token()}@example.org`;
    await db.query('insert into public.newsletter_subscribers (email) values ($1)', [email]);
    const sub = await db.query<{ id: string }>(
      'select id::text from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect((await editor.client.from('newsletter_subscribers').delete().eq('email', email)).error).toBeNull();
    expect(await entriesOf('newsletter_subscribers', sub.rows[0]!.id)).toMatchObject([
      { area: 'newsletter', action: 'delete', actor_id: editor.id, changes: { email: { old: email } } },
    ]);

    const key = token().replace(/-/g, '_');
    const setting = await admin.client
      .from('site_settings')
      .insert({ setting_key: key, setting_value: { a: 1 } });
    expect(setting.error).toBeNull();
    expect(
      (
        await admin.client
          .from('site_settings')
          .update({ setting_value: { a: 2 } })
          .eq('setting_key', key)
      ).error,
    ).toBeNull();
    await db.query('delete from public.site_settings where setting_key = $1', [key]);
    expect(await entriesOf('site_settings', key)).toMatchObject([
      { area: 'settings', action: 'insert' },
      { area: 'settings', action: 'update', changes: { setting_value: { old: { a: 1 }, new: { a: 2 } } } },
    ]);

    const colleague = await createPrincipal(db, 'log-colleague', 'editor');
    try {
      const change = await admin.client
        .from('staff_members')
        .update({ role: 'care' })
        .eq('user_id', colleague.id);
      expect(change.error).toBeNull();
      expect(await entriesOf('staff_members', colleague.id)).toMatchObject([
        {
          area: 'staff',
          action: 'update',
          actor_id: admin.id,
          changes: { role: { old: 'editor', new: 'care' } },
        },
      ]);
    } finally {
      await removePrincipals(db, [colleague]);
    }
  });

  it('media: an upload and a removal, with the bucket and path as the row', async () => {
    const path = `log/${token()}.png`;
    const upload = await editor.client.storage
      .from('gallery-images')
      .upload(path, new Uint8Array([137, 80, 78, 71]), { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const removal = await editor.client.storage.from('gallery-images').remove([path]);
    expect(removal.error).toBeNull();
    const entries = await entriesOf('storage.objects', `gallery-images/${path}`);
    expect(entries.map((e) => [e.area, e.action, e.actor_id])).toEqual([
      ['media', 'insert', editor.id],
      ['media', 'delete', editor.id],
    ]);
    expect(entries[0]!.changes.name).toEqual({ new: path });
  });

  it('writes without a signed-in user (visitors, SQL) are not recorded', async () => {
    const subject = token();
    const visitor = await anonClient()
      .from('contact_messages')
      .insert({ name: 'Visitor', email: 'visitor@example.org', subject, message: 'Hello' });
    expect(visitor.error).toBeNull();
    const id = (
      await db.query<{ id: string }>('select id::text from public.contact_messages where subject = $1', [
        subject,
      ])
    ).rows[0]!.id;
    await db.query('delete from public.contact_messages where id = $1', [id]);
    expect(await entriesOf('contact_messages', id)).toEqual([]);
  });
});

describe('who may read and change entries', () => {
  let entryId: string;

  beforeAll(async () => {
    const r = await db.query<{ id: string }>(
      `insert into public.activity_log (actor_id, actor_email, area, table_name, row_id, action, changed_columns)
       values ($1, $2, 'content', 'sermons', 'fixture', 'update', '{title}') returning id::text`,
      [admin.id, admin.email],
    );
    entryId = r.rows[0]!.id;
  });

  afterAll(async () => {
    await db.query('delete from public.activity_log where id = $1', [entryId]);
  });

  it('only admins read entries', async () => {
    for (const [p, visible] of [
      [member, false],
      [editor, false],
      [care, false],
      [admin, true],
    ] as const) {
      const { data, error } = await p.client.from('activity_log').select('id').eq('id', entryId);
      expect(error).toBeNull();
      expect(data).toHaveLength(visible ? 1 : 0);
    }
    const anon = await anonClient().from('activity_log').select('id').eq('id', entryId);
    expect(anon.error?.code).toBe('42501');
  });

  it('nobody updates, deletes or forges an entry through the API, admins included', async () => {
    for (const client of [anonClient(), member.client, editor.client, care.client, admin.client]) {
      const update = await client.from('activity_log').update({ action: 'delete' }).eq('id', entryId);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('activity_log').delete().eq('id', entryId);
      expect(remove.error?.code).toBe('42501');
      const forge = await client.from('activity_log').insert({
        actor_id: admin.id,
        area: 'content',
        table_name: 'sermons',
        row_id: 'forged',
        action: 'insert',
        changed_columns: [],
      });
      expect(forge.error?.code).toBe('42501');
    }
    const r = await db.query('select action from public.activity_log where id = $1', [entryId]);
    expect(r.rows).toEqual([{ action: 'update' }]);
    const forged = await db.query(`select 1 from public.activity_log where row_id = 'forged'`);
    expect(forged.rowCount).toBe(0);
  });

  it('the people filter lists who appears in the log, for admins only', async () => {
    const asAdmin = await admin.client.rpc('activity_log_people');
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data).toEqual(expect.arrayContaining([{ actor_id: admin.id, actor_email: admin.email }]));
    const asEditor = await editor.client.rpc('activity_log_people');
    expect(asEditor.data).toEqual([]);
  });
});

describe('retention', () => {
  it('private.prune_activity_log() removes entries older than a year, and only those', async () => {
    const marker = token();
    await db.query(
      `insert into public.activity_log (occurred_at, actor_id, area, table_name, row_id, action, changed_columns)
       values (now() - interval '1 year 1 day', $1, 'content', 'sermons', $2 || '-old', 'update', '{}'),
              (now() - interval '1 year' + interval '1 hour', $1, 'content', 'sermons', $2 || '-recent', 'update', '{}')`,
      [admin.id, marker],
    );
    const pruned = await db.query<{ n: string }>('select private.prune_activity_log() as n');
    expect(Number(pruned.rows[0]!.n)).toBeGreaterThanOrEqual(1);
    const left = await db.query<{ row_id: string }>(
      `select row_id from public.activity_log where row_id like $1 || '%'`,
      [marker],
    );
    expect(left.rows).toEqual([{ row_id: `${marker}-recent` }]);
    await db.query(`delete from public.activity_log where row_id like $1 || '%'`, [marker]);
  });

  it('the API cannot call the prune function', async () => {
    const { error } = await admin.client.rpc('prune_activity_log');
    expect(error).not.toBeNull();
  });
});
