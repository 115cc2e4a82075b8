/**
 * Staff roles beyond the policy matrix (docs/decisions/0021): the role check reads
 * staff_members on every request, so a removed or demoted staff member is refused at once with
 * the access token they still hold; removal ends their sessions; the last admin stays.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

let db: pg.Client;
const made: Principal[] = [];

async function principal(label: string, role: 'admin' | 'editor' | 'care' | null): Promise<Principal> {
  const p = await createPrincipal(db, label, role);
  made.push(p);
  return p;
}

beforeAll(async () => {
  db = await superuser();
});

afterAll(async () => {
  await removePrincipals(db, made);
  await db.end();
});

describe('the role is read on every request', () => {
  it('a removed editor is refused at once, with the same access token', async () => {
    const editor = await principal('removed-editor', 'editor');
    const before = await editor.client.from('member_testimonies').select('id').eq('is_approved', false);
    expect(before.error).toBeNull();
    const pending = await db.query(
      'select count(*)::int as n from public.member_testimonies where not is_approved',
    );
    expect(before.data).toHaveLength(pending.rows[0].n);

    await db.query('delete from public.staff_members where user_id = $1', [editor.id]);

    const after = await editor.client.from('member_testimonies').select('id').eq('is_approved', false);
    expect(after.error).toBeNull();
    expect(after.data).toEqual([]);
    const upload = await editor.client.storage
      .from('gallery-images')
      .upload(`roles/${editor.id}.png`, new Uint8Array([1, 2, 3]), { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    const isStaff = await editor.client.rpc('is_staff');
    expect(isStaff.data).toBe(false);
  });

  it('a care member made an editor gains the content and loses the inbox on the next request', async () => {
    const member = await principal('moved', 'care');
    const token = `roles-${member.id}`;
    await db.query(`insert into public.prayer_requests (request_details) values ($1)`, [token]);
    try {
      const asCare = await member.client.from('prayer_requests').select('id').eq('request_details', token);
      expect(asCare.data).toHaveLength(1);
      await db.query(`update public.staff_members set role = 'editor' where user_id = $1`, [member.id]);
      const asEditor = await member.client.from('prayer_requests').select('id').eq('request_details', token);
      expect(asEditor.data).toEqual([]);
      const insert = await member.client.from('church_events').insert({
        title: token,
        start_time: new Date(Date.now() + 86_400_000).toISOString(),
      });
      expect(insert.error).toBeNull();
    } finally {
      await db.query('delete from public.prayer_requests where request_details = $1', [token]);
      await db.query('delete from public.church_events where title = $1', [token]);
    }
  });

  it('is_staff() answers for every role and has_staff_role() only for the named ones', async () => {
    const care = await principal('fn-care', 'care');
    expect((await care.client.rpc('is_staff')).data).toBe(true);
    // As the policies call it: in SQL, as the authenticated role with the user's claims (on a
    // connection of its own: the claims setting outlives the transaction as '').
    const sql = await superuser();
    try {
      await sql.query('begin');
      await sql.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: care.id, role: 'authenticated' }),
      ]);
      await sql.query('set local role authenticated');
      const r = await sql.query<{ inbox: boolean; content: boolean; admin: boolean }>(
        `select public.has_staff_role('admin', 'care') as inbox, public.has_staff_role('admin', 'editor') as content,
                public.has_staff_role('admin') as admin`,
      );
      expect(r.rows).toEqual([{ inbox: true, content: false, admin: false }]);
    } finally {
      await sql.end();
    }
  });
});

describe('removing a staff member', () => {
  it('deletes their sessions and refresh tokens, so they cannot refresh', async () => {
    const admin = await principal('remover', 'admin');
    const editor = await principal('leaver', 'editor');
    const session = (await editor.client.auth.getSession()).data.session;
    expect(session).not.toBeNull();
    const { error } = await admin.client.from('staff_members').delete().eq('user_id', editor.id);
    expect(error).toBeNull();

    const sessions = await db.query('select 1 from auth.sessions where user_id = $1', [editor.id]);
    expect(sessions.rowCount).toBe(0);
    const tokens = await db.query('select 1 from auth.refresh_tokens where user_id = $1', [editor.id]);
    expect(tokens.rowCount).toBe(0);
    const refreshed = await editor.client.auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refreshed.error).not.toBeNull();
    expect(refreshed.data.session).toBeNull();
  });

  it('an editor or care member cannot remove anyone', async () => {
    const editor = await principal('not-admin', 'editor');
    const care = await principal('not-admin-care', 'care');
    for (const actor of [editor, care]) {
      const { error } = await actor.client.from('staff_members').delete().eq('user_id', care.id);
      expect(error).toBeNull();
      const left = await db.query('select 1 from public.staff_members where user_id = $1', [care.id]);
      expect(left.rowCount).toBe(1);
    }
  });
});

describe('the last admin', () => {
  /** Makes `keep` the only admin for the duration of `fn`, restoring the others' roles after. */
  async function asOnlyAdmin(keep: Principal, fn: () => Promise<void>): Promise<void> {
    await db.query('begin');
    await db.query('alter table public.staff_members disable trigger staff_members_keep_one_admin');
    const others = await db.query<{ user_id: string }>(
      `update public.staff_members set role = 'editor' where role = 'admin' and user_id <> $1 returning user_id`,
      [keep.id],
    );
    await db.query('alter table public.staff_members enable trigger staff_members_keep_one_admin');
    await db.query('commit');
    try {
      await fn();
    } finally {
      await db.query(`update public.staff_members set role = 'admin' where user_id = any($1::uuid[])`, [
        others.rows.map((r) => r.user_id),
      ]);
    }
  }

  it('cannot demote or remove themselves when alone, with a message the page shows', async () => {
    const admin = await principal('last-admin', 'admin');
    await asOnlyAdmin(admin, async () => {
      const demote = await admin.client
        .from('staff_members')
        .update({ role: 'editor' })
        .eq('user_id', admin.id);
      expect(demote.error).toMatchObject({
        code: 'P0001',
        message: 'The last admin cannot be removed or demoted.',
        details: 'last_admin',
        hint: 'Make another staff member an admin first.',
      });
      const remove = await admin.client.from('staff_members').delete().eq('user_id', admin.id);
      expect(remove.error).toMatchObject({ code: 'P0001', details: 'last_admin' });
      const row = await db.query('select role from public.staff_members where user_id = $1', [admin.id]);
      expect(row.rows).toEqual([{ role: 'admin' }]);
      // SQL (the dashboard) is held to the same rule.
      await expect(
        db.query('delete from public.staff_members where user_id = $1', [admin.id]),
      ).rejects.toThrow('The last admin cannot be removed or demoted.');
    });
  });

  it('can step down once another admin exists', async () => {
    const first = await principal('first-admin', 'admin');
    const second = await principal('second-admin', 'editor');
    await asOnlyAdmin(first, async () => {
      const promote = await first.client
        .from('staff_members')
        .update({ role: 'admin' })
        .eq('user_id', second.id);
      expect(promote.error).toBeNull();
      const stepDown = await first.client
        .from('staff_members')
        .update({ role: 'care' })
        .eq('user_id', first.id);
      expect(stepDown.error).toBeNull();
      const roles = await db.query(
        'select user_id::text, role from public.staff_members where user_id = any($1::uuid[]) order by role',
        [[first.id, second.id]],
      );
      expect(roles.rows).toEqual([
        { user_id: second.id, role: 'admin' },
        { user_id: first.id, role: 'care' },
      ]);
    });
  });
});

// One source for the value lists (docs/decisions/0021): the roles and inbox statuses are enum
// types, which the generated types carry as unions; text still goes in where functions pass it.
describe('value lists as enum types', () => {
  it('staff roles and inbox statuses are enums, in the order the pages list them', async () => {
    const types = await db.query(
      `select t.typname, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_catalog.pg_type as t join pg_catalog.pg_enum as e on e.enumtypid = t.oid
       where t.typnamespace = 'public'::regnamespace and t.typname in ('staff_role', 'inbox_status')
       group by t.typname order by t.typname`,
    );
    expect(types.rows).toEqual([
      { typname: 'inbox_status', labels: ['new', 'in_progress', 'done', 'archived'] },
      { typname: 'staff_role', labels: ['admin', 'editor', 'care', 'finance'] },
    ]);
    const columns = await db.query(
      `select table_schema || '.' || table_name || '.' || column_name as col, udt_name
       from information_schema.columns
       where (table_name, column_name) in (('staff_members', 'role'), ('staff_invitations', 'role'),
                                           ('inbox_items', 'status'), ('inbox', 'status'))
       order by 1`,
    );
    expect(columns.rows).toEqual([
      { col: 'private.staff_invitations.role', udt_name: 'staff_role' },
      { col: 'public.inbox.status', udt_name: 'inbox_status' },
      { col: 'public.inbox_items.status', udt_name: 'inbox_status' },
      { col: 'public.staff_members.role', udt_name: 'staff_role' },
    ]);
  });

  it('a role given as text is stored (functions pass text), and a value outside the list is refused', async () => {
    const member = await principal('enum-member', null);
    await db.query('insert into public.staff_members (user_id, role) values ($1, $2::text)', [
      member.id,
      'care',
    ]);
    const stored = await db.query('select role from public.staff_members where user_id = $1', [member.id]);
    expect(stored.rows).toEqual([{ role: 'care' }]);
    await expect(
      db.query(`update public.staff_members set role = 'treasurer' where user_id = $1`, [member.id]),
    ).rejects.toMatchObject({ code: '22P02' });
  });
});
