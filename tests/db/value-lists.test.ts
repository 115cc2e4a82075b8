/**
 * Value lists as enum types (issue 42 item 4; docs/decisions/0050): every closed list of values
 * the pages show is a Postgres enum, which the generated types carry as a union with its values in
 * order (`Constants.public.Enums`), so the front end reads the list and keeps one label map per
 * list. A check constraint that lists values (`col in ('a', 'b')`, which Postgres keeps as
 * `col = ANY (ARRAY['a'::text, 'b'::text])`) is a list the generated types cannot see: none may be
 * left in `public` except the few below, which no page shows.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

/** Value-list checks that stay, as `table.column`, each with its reason. */
const STILL_CHECKS: Record<string, string> = {
  'giving_checkouts.mode':
    'Stripe Checkout’s own mode of a started checkout (payment or subscription), compared with the session; shown nowhere.',
  'newsletter_sends.kind':
    'Machinery of the sending outbox (confirm, issue, test); pages show counts, not kinds.',
};

/** The columns the pages show as a list of values, with the enum each one is. */
const SHOWN: Record<string, string> = {
  'church_events.status': 'event_status',
  'church_events.cover_image_source_type': 'image_source',
  'church_event_exceptions.cover_image_source_type': 'image_source',
  'sermons.status': 'sermon_status',
  'sermons.cover_image_source_type': 'image_source',
  'pastor_blog_posts.cover_image_source_type': 'image_source',
  'gallery_images.source_type': 'image_source',
  'giving_settings.provider': 'giving_provider',
  'donations.frequency': 'gift_frequency',
  'donations.status': 'gift_status',
  'donations.dispute_status': 'gift_dispute_status',
  'giving_checkouts.frequency': 'gift_frequency',
  'recurring_gifts.frequency': 'gift_frequency',
  'recurring_gifts.status': 'recurring_gift_status',
  'unmatched_stripe_payments.reason': 'unmatched_payment_reason',
  'event_registrations.status': 'registration_status',
  'newsletter_issues.status': 'newsletter_issue_status',
  'inbox_items.kind': 'inbox_kind',
  'inbox_items.status': 'inbox_status',
  'inbox.kind': 'inbox_kind',
  'activity_log.area': 'activity_area',
  'activity_log.action': 'activity_action',
  'staff_members.role': 'staff_role',
};

let db: pg.Client;
let editor: Principal;

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'lists-editor', 'editor');
});

afterAll(async () => {
  await removePrincipals(db, [editor]);
  await db.end();
});

describe('value lists', () => {
  it('no check constraint in public lists the values of a column, but the few no page shows', async () => {
    const r = await db.query<{ table_name: string; definition: string; columns: string[] }>(
      `select c.conrelid::regclass::text as table_name, pg_catalog.pg_get_constraintdef(c.oid) as definition,
              array(select a.attname::text from pg_catalog.pg_attribute as a
                     where a.attrelid = c.conrelid and a.attnum = any (c.conkey)) as columns
         from pg_catalog.pg_constraint as c
        where c.contype = 'c' and c.connamespace = 'public'::regnamespace`,
    );
    const listed = r.rows.flatMap((row) =>
      [...row.definition.matchAll(/(\w+) = ANY \(ARRAY\['/g)]
        .map((m) => m[1]!)
        .filter((column) => row.columns.includes(column))
        .map((column) => `${row.table_name}.${column}`),
    );
    // The pattern finds them: the checks that stay are found by it.
    expect(listed).toEqual(expect.arrayContaining(Object.keys(STILL_CHECKS)));
    expect(listed.filter((c) => !(c in STILL_CHECKS)).sort()).toEqual([]);
  });

  it('every list the pages show is an enum type, read by the generated types', async () => {
    const r = await db.query<{ col: string; type: string }>(
      `select c.table_name || '.' || c.column_name as col, c.udt_name as type
         from information_schema.columns as c
        where c.table_schema = 'public' and c.table_name || '.' || c.column_name = any ($1)`,
      [Object.keys(SHOWN)],
    );
    expect(Object.fromEntries(r.rows.map((row) => [row.col, row.type]))).toEqual(SHOWN);
  });

  it('the kinds of push message the notification history shows are the enum push_kind', async () => {
    const r = await db.query<{ col: string; type: string }>(
      `select 'push_messages.kind' as col, c.udt_name as type from information_schema.columns as c
        where c.table_schema = 'private' and c.table_name = 'push_messages' and c.column_name = 'kind'
       union all
       select 'push_history.kind', t.typname::text
         from pg_catalog.pg_proc as p,
              unnest(p.proallargtypes, p.proargnames, p.proargmodes) as a (type, name, mode)
         join pg_catalog.pg_type as t on t.oid = a.type
        where p.oid = 'public.push_history(integer)'::regprocedure and a.name = 'kind' and a.mode = 't'`,
    );
    expect(Object.fromEntries(r.rows.map((row) => [row.col, row.type]))).toEqual({
      'push_messages.kind': 'push_kind',
      'push_history.kind': 'push_kind',
    });
  });

  it('a value outside the list is refused (22P02) and stores nothing', async () => {
    const created = await editor.client
      .from('church_events')
      .insert({ title: 'lists-event', start_time: '2027-05-05T15:00:00Z', status: 'draft' })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    try {
      const bad = await editor.client
        .from('church_events')
        .update({ status: 'archived' as never })
        .eq('id', created.data!.id);
      expect(bad.error?.code).toBe('22P02');
      const row = await db.query('select status::text from public.church_events where id = $1', [
        created.data!.id,
      ]);
      expect(row.rows).toEqual([{ status: 'draft' }]);
    } finally {
      await db.query('delete from public.church_events where id = $1', [created.data!.id]);
    }
  });

  it('functions still store text in the columns: each enum has an assignment cast from text', async () => {
    const cast = await db.query<{ context: string }>(
      `select c.castcontext::text as context from pg_catalog.pg_cast as c
        where c.castsource = 'text'::regtype and c.casttarget = any ($1::regtype[])`,
      [[...new Set(Object.values(SHOWN))].map((t) => `public.${t}`)],
    );
    expect(cast.rows.length).toBe(new Set(Object.values(SHOWN)).size);
    expect(new Set(cast.rows.map((row) => row.context))).toEqual(new Set(['a']));
  });
});
