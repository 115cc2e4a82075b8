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
let admin: Principal;
const TITLE = `versioned-${randomUUID()}`;

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'versions-editor', 'editor');
  care = await createPrincipal(db, 'versions-care', 'care');
  admin = await createPrincipal(db, 'versions-admin', 'admin');
});

afterAll(async () => {
  await db.query('delete from public.church_events where title like $1', [`${TITLE}%`]);
  await db.query('delete from public.birthdays where member_name like $1', [`${TITLE}%`]);
  await db.query('delete from public.giving_funds where name like $1', [`${TITLE}%`]);
  await db.query('delete from public.newsletter_issues where subject like $1', [`${TITLE}%`]);
  await db.query('delete from public.hero_videos where video_file_path like $1', [`${TITLE}%`]);
  await removePrincipals(db, [editor, care, admin]);
  await db.end();
});

/**
 * Tables a staff role may update that need no `version`, each with its reason. Append-only tables
 * (the activity log, inbox notes, the send rows) are not updatable through the API and are not
 * listed by the inventory at all. Empty: every updatable staff table is versioned.
 */
const WITHOUT_VERSION: Record<string, string> = {};

/** Tables whose version check is a trigger of their own, of the same shape. */
const OWN_CHECK: Record<string, string> = {
  // Its refusal names "this item" (inbox_item_changed, decision 0025).
  inbox_items: 'private.inbox_items_before_update',
};

interface UpdatableTable {
  table_name: string;
  has_version: boolean;
  /** Functions of the table's row-level `before update` triggers. */
  checks: string[];
}

/**
 * Every table in `public` that a staff role may update through the API: `authenticated` holds
 * UPDATE on it or on one of its columns (grants) and, with row-level security on, an UPDATE (or
 * ALL) policy for `authenticated` asks `has_staff_role` (policies).
 */
async function staffUpdatableTables(): Promise<UpdatableTable[]> {
  const r = await db.query<UpdatableTable>(
    `with granted as (
       select table_name from information_schema.role_table_grants
        where table_schema = 'public' and grantee = 'authenticated' and privilege_type = 'UPDATE'
       union
       select table_name from information_schema.column_privileges
        where table_schema = 'public' and grantee = 'authenticated' and privilege_type = 'UPDATE'
     )
     select c.relname::text as table_name,
            exists (select 1 from pg_catalog.pg_attribute as a
                     where a.attrelid = c.oid and a.attname = 'version' and not a.attisdropped) as has_version,
            array(select t.tgfoid::regproc::text from pg_catalog.pg_trigger as t
                   where t.tgrelid = c.oid and not t.tgisinternal
                     and t.tgtype & 1 = 1 and t.tgtype & 2 = 2 and t.tgtype & 16 = 16) as checks
       from pg_catalog.pg_class as c
       join granted as g on g.table_name = c.relname
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and (not c.relrowsecurity or exists (
              select 1 from pg_catalog.pg_policies as p
               where p.schemaname = 'public' and p.tablename = c.relname and p.cmd in ('UPDATE', 'ALL')
                 and p.roles && array['authenticated', 'public']::name[]
                 and concat(p.qual, ' ', p.with_check) like '%has_staff_role%'))
      order by 1`,
  );
  return r.rows;
}

describe('row versions', () => {
  it('every table a staff role may update has a version column and its check trigger', async () => {
    const tables = await staffUpdatableTables();
    // The inventory reads the catalogue: it finds the tables of every staff area, old and new.
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'church_events',
        'sermons',
        'site_settings',
        'giving_settings',
        'giving_funds',
        'event_registration_settings',
        'newsletter_issues',
        'newsletter_settings',
        'hero_videos',
        'inbox_retention',
        'inbox_items',
      ]),
    );
    const unversioned = tables
      .filter((t) => !(t.table_name in WITHOUT_VERSION))
      .filter(
        (t) => !t.has_version || !t.checks.includes(OWN_CHECK[t.table_name] ?? 'private.check_row_version'),
      )
      .map((t) => t.table_name);
    expect(unversioned).toEqual([]);
    // Each exception still names a table staff can update (a stale entry would hide nothing).
    const names = tables.map((t) => t.table_name);
    expect(Object.keys(WITHOUT_VERSION).filter((t) => !names.includes(t))).toEqual([]);
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

describe('the staff areas built after the row versions (issue 42 item 3)', () => {
  /**
   * As `who`, saves `column` (unchanged) with the version read, which is accepted and bumped; then
   * saves again with that same version, now stale, which is refused with PT409 `row_changed`.
   */
  async function expectStaleSaveRefused(
    who: Principal,
    table: string,
    key: Record<string, unknown>,
    column: string,
  ): Promise<void> {
    // The tables are named at run time: the filters are applied untyped.
    type Filter = { eq: (column: string, value: unknown) => Filter };
    const where = <Q>(query: Q): Q =>
      Object.entries(key).reduce<Filter>(
        (q, [k, v]) => q.eq(k, v),
        query as unknown as Filter,
      ) as unknown as Q;
    const read = await where(who.client.from(table).select('*')).single();
    expect(read.error).toBeNull();
    const row = read.data as unknown as Record<string, unknown> & { version: number };
    const patch = { [column]: row[column], version: row.version };
    const saved = await where(who.client.from(table).update(patch)).select('version').single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ version: row.version + 1 });
    const stale = await where(who.client.from(table).update(patch)).select('version');
    expect([table, stale.error?.code, stale.error?.details]).toEqual([table, 'PT409', 'row_changed']);
  }

  it('single-row settings: giving, retention of inbox items and registrations, the newsletter digest', async () => {
    await expectStaleSaveRefused(admin, 'giving_settings', { id: true }, 'fee_fixed_cents');
    await expectStaleSaveRefused(admin, 'inbox_retention', { id: true }, 'prayer_request_months');
    await expectStaleSaveRefused(admin, 'registration_retention', { id: true }, 'days_after');
    await expectStaleSaveRefused(editor, 'newsletter_settings', { id: true }, 'weekly_digest');
  });

  it('rows: a fund, a hero video, a newsletter issue, an event’s registration settings and dates', async () => {
    const fund = await admin.client
      .from('giving_funds')
      .insert({ name: `${TITLE} fund` })
      .select('id')
      .single();
    expect(fund.error).toBeNull();
    await expectStaleSaveRefused(admin, 'giving_funds', { id: fund.data!.id }, 'enabled');

    const video = await editor.client
      .from('hero_videos')
      .insert({ video_file_path: `${TITLE}.mp4` })
      .select('id')
      .single();
    expect(video.error).toBeNull();
    await expectStaleSaveRefused(editor, 'hero_videos', { id: video.data!.id }, 'is_active');

    const issue = await editor.client
      .from('newsletter_issues')
      .insert({ slug: TITLE, subject: `${TITLE} issue`, body: 'Hello.' })
      .select('id')
      .single();
    expect(issue.error).toBeNull();
    await expectStaleSaveRefused(editor, 'newsletter_issues', { id: issue.data!.id }, 'subject');

    const event = await editor.client
      .from('church_events')
      .insert({ title: `${TITLE} registration`, start_time: '2027-04-04T15:00:00Z' })
      .select('id')
      .single();
    expect(event.error).toBeNull();
    const eventId = event.data!.id as string;
    const settings = await editor.client.from('event_registration_settings').insert({ event_id: eventId });
    expect(settings.error).toBeNull();
    await expectStaleSaveRefused(editor, 'event_registration_settings', { event_id: eventId }, 'capacity');
    const date = await editor.client
      .from('event_registration_dates')
      .insert({ event_id: eventId, occurrence_date: '2027-04-04', is_open: true });
    expect(date.error).toBeNull();
    await expectStaleSaveRefused(
      editor,
      'event_registration_dates',
      { event_id: eventId, occurrence_date: '2027-04-04' },
      'is_open',
    );
  });

  it('people: one’s own alert choices, a staff member’s role', async () => {
    const own = await care.client.from('alert_preferences').insert({ staff_id: care.id, daily_digest: true });
    expect(own.error).toBeNull();
    await expectStaleSaveRefused(care, 'alert_preferences', { staff_id: care.id }, 'daily_digest');
    await expectStaleSaveRefused(admin, 'staff_members', { user_id: editor.id }, 'role');
  });
});
