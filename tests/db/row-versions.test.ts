/**
 * Row versions of the staff editors (docs/decisions/0020): every edited table carries `version`;
 * a save sending the version it read is accepted and bumps it, a save sending an older one is
 * refused with PT409 `row_changed` and changes nothing, and a save that does not name the version
 * still counts. The activity log does not list the version as a changed column.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

let db: pg.Client;
let editor: Principal;
let care: Principal;
const TITLE = `versioned-${randomUUID()}`;

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'versions-editor', 'editor');
  care = await createPrincipal(db, 'versions-care', 'care');
});

afterAll(async () => {
  await db.query('delete from public.church_events where title like $1', [`${TITLE}%`]);
  await db.query('delete from public.birthdays where member_name like $1', [`${TITLE}%`]);
  await removePrincipals(db, [editor, care]);
  await db.end();
});

describe('row versions', () => {
  it('every table a staff form edits has a version column and the check trigger', async () => {
    const r = await db.query<{ table_name: string }>(
      `select c.relname as table_name
         from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid
        where t.tgfoid = 'private.check_row_version'::regproc
        order by 1`,
    );
    expect(r.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'birthdays',
        'bookstore_items',
        'church_events',
        'gallery_images',
        'member_testimonies',
        'pastor_blog_posts',
        'pastor_books',
        'sermons',
        'site_settings',
      ]),
    );
  });

  it('the reader’s version is accepted and bumped; a stale one is refused with PT409 and changes nothing', async () => {
    const created = await editor.client
      .from('church_events')
      .insert({ title: TITLE, start_time: '2027-03-03T19:00:00Z' })
      .select('id, version')
      .single();
    expect(created.error).toBeNull();
    expect(created.data?.version).toBe(1);
    const id = created.data!.id as string;

    const first = await editor.client
      .from('church_events')
      .update({ title: `${TITLE} first`, version: 1 })
      .eq('id', id)
      .select('title, version')
      .single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ title: `${TITLE} first`, version: 2 });

    const stale = await editor.client
      .from('church_events')
      .update({ title: `${TITLE} second`, version: 1 })
      .eq('id', id)
      .select('title')
      .single();
    expect(stale.error?.code).toBe('PT409');
    expect(stale.error?.details).toBe('row_changed');
    const row = await db.query('select title, version from public.church_events where id = $1', [id]);
    expect(row.rows).toEqual([{ title: `${TITLE} first`, version: 2 }]);
  });

  it('a save that does not name the version passes and still counts', async () => {
    const created = await care.client
      .from('birthdays')
      .insert({ member_name: `${TITLE} b`, birth_date: '1980-05-04' })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    await db.query(`update public.birthdays set member_name = member_name || ' x' where id = $1`, [
      created.data!.id,
    ]);
    const row = await db.query('select version from public.birthdays where id = $1', [created.data!.id]);
    expect(row.rows).toEqual([{ version: 2 }]);
  });

  it('the activity log leaves the version out of the changed columns', async () => {
    const created = await editor.client
      .from('church_events')
      .insert({ title: `${TITLE} log`, start_time: '2027-03-04T19:00:00Z' })
      .select('id')
      .single();
    const id = created.data!.id as string;
    await editor.client.from('church_events').update({ location: 'Hall', version: 1 }).eq('id', id);
    const log = await db.query<{ changed_columns: string[] }>(
      `select changed_columns from public.activity_log
        where table_name = 'church_events' and row_id = $1 and action = 'update'`,
      [id],
    );
    expect(log.rows).toEqual([{ changed_columns: ['location'] }]);
  });
});
