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
  actor_name: string | null;
  subject: string | null;
  summary: string;
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
    `select actor_id::text, actor_email, actor_name, subject, summary, area, table_name, row_id, action,
            changed_columns, changes
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
        summary: `${admin.email} approved a testimony`,
      });
    } finally {
      await db.query('delete from public.member_testimonies where id = $1', [id]);
    }
  });

  it('inbox: visitors’ submissions are recorded by column name only, a member’s without who they are', async () => {
    const secret = `${token()} please pray for my private matter`;
    const prayer = await db.query<{ id: string }>(
      `insert into public.prayer_requests (name, email, request_details) values ('Log Person', 'log@example.org', $1) returning id::text`,
      [secret],
    );
    const first = await db.query<{ id: string }>(
      `insert into public.first_timers (name, email, phone, comments) values ('Log Person', 'log@example.org', '555-0100', $1) returning id::text`,
      [secret],
    );
    const subject = token();
    // A signed-in member writes to the inbox through the contact form: recorded, as a visitor.
    const contact = await member.client
      .from('contact_messages')
      .insert({ name: 'Log Person', email: 'log@example.org', subject, message: secret });
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
    expect(prayerEntries[0]).toMatchObject({
      actor_id: care.id,
      area: 'inbox',
      action: 'delete',
      changes: {},
      subject: null,
      summary: `${care.email} deleted a prayer request`,
    });
    expect(prayerEntries[0]!.changed_columns).toEqual(
      expect.arrayContaining(['name', 'email', 'request_details']),
    );
    expect(firstEntries[0]).toMatchObject({
      changes: {},
      summary: `${care.email} deleted a first-timer card`,
    });
    expect(firstEntries[0]!.changed_columns).toEqual(expect.arrayContaining(['comments', 'phone']));
    expect(contactEntries.map((e) => [e.actor_id, e.action, e.actor_email, e.actor_name, e.summary])).toEqual(
      [
        [member.id, 'insert', null, null, 'A signed-in visitor sent a contact message'],
        [care.id, 'delete', care.email, care.email, `${care.email} deleted a contact message`],
      ],
    );
    for (const e of [...prayerEntries, ...firstEntries, ...contactEntries]) {
      expect(e.changes).toEqual({});
    }
    const leaked = await db.query(
      `select 1 from public.activity_log
       where changes::text ilike any (array['%private matter%', '%Log Person%', '%log@example.org%', '%555-0100%'])
          or summary ilike any (array['%Log Person%', '%log@example.org%'])
          or actor_email = $1`,
      [member.email],
    );
    expect(leaked.rowCount).toBe(0);
  });

  // Issue 29: a signed-in member's prayer request was logged with their name and e-mail address.
  it('a signed-in member’s prayer request is logged without their name or e-mail address', async () => {
    const words = token();
    const sent = await member.client
      .from('prayer_requests')
      .insert({ name: 'Martha Member', email: member.email, request_details: words });
    expect(sent.error).toBeNull();
    const id = (
      await db.query<{ id: string }>(
        'select id::text from public.prayer_requests where request_details = $1',
        [words],
      )
    ).rows[0]!.id;
    try {
      // The request of the finding: what the log holds about the member's submission.
      const logged = await db.query<{ actor_email: string | null; changes: unknown }>(
        `select actor_email, changes from public.activity_log where table_name = 'prayer_requests' and row_id = $1`,
        [id],
      );
      expect(logged.rows).toEqual([{ actor_email: null, changes: {} }]);
      const entries = await entriesOf('prayer_requests', id);
      expect(entries).toEqual([
        expect.objectContaining({
          actor_id: member.id,
          actor_email: null,
          actor_name: null,
          action: 'insert',
          changes: {},
          subject: null,
          summary: 'A signed-in visitor sent a prayer request',
        }),
      ]);
      expect(JSON.stringify(entries)).not.toMatch(/Martha|example\.org/);
    } finally {
      await db.query('delete from public.prayer_requests where id = $1', [id]);
    }
  });

  it('testimonies: approval is recorded with its value, the member’s words and name are not', async () => {
    const name = `Tess ${token()}`;
    const r = await db.query<{ id: string }>(
      `insert into public.member_testimonies (submitter_name, testimony_title, testimony_content)
       values ($1, 'My story', 'Private words') returning id::text`,
      [name],
    );
    const id = r.rows[0]!.id;
    try {
      expect(
        (await editor.client.from('member_testimonies').update({ testimony_title: 'Retitled' }).eq('id', id))
          .error,
      ).toBeNull();
      expect((await editor.client.from('member_testimonies').delete().eq('id', id)).error).toBeNull();
      const entries = await entriesOf('member_testimonies', id);
      expect(entries.map((e) => [e.summary, e.changes])).toEqual([
        [`${editor.email} changed a testimony`, {}],
        [`${editor.email} deleted a testimony`, { is_approved: { old: false } }],
      ]);
      expect(JSON.stringify(entries)).not.toMatch(/Tess|My story|Retitled|Private words/);
    } finally {
      await db.query('delete from public.member_testimonies where id = $1', [id]);
    }
  });

  it('inbox: a birthday keeps the member’s name and date out of the log', async () => {
    const name = token();
    const { data, error } = await care.client
      .from('birthdays')
      .insert({ member_name: name, birth_date: '1970-03-04' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const entries = await entriesOf('birthdays', data!.id as string);
    await db.query('delete from public.birthdays where member_name = $1', [name]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changed_columns).toEqual(expect.arrayContaining(['member_name', 'birth_date']));
    expect(entries[0]).toMatchObject({ changes: {}, summary: `${care.email} added a birthday` });
    expect(JSON.stringify(entries[0])).not.toMatch(new RegExp(`1970|${name}`));
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
      {
        area: 'newsletter',
        action: 'delete',
        actor_id: editor.id,
        changes: {},
        summary: `${editor.email} removed a newsletter subscriber`,
      },
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

describe('entries as sentences, with names', () => {
  /** Gives a principal a display name (as /admin/account does) or a full name (as the seed does). */
  async function callThem(p: Principal, metadata: Record<string, string>): Promise<void> {
    await db.query('update auth.users set raw_user_meta_data = $2 where id = $1', [p.id, metadata]);
  }

  let office: string;
  let comms: string;

  beforeAll(async () => {
    office = `Church Office ${token()}`;
    comms = `Communications ${token()}`;
    await callThem(admin, { display_name: office, full_name: 'Not this one' });
    await callThem(editor, { full_name: comms });
  });

  afterAll(async () => {
    await callThem(admin, {});
    await callThem(editor, {});
  });

  /** Runs `sql` as `p` would through the API (auth.uid() is theirs), in one transaction. */
  async function asUser(p: Principal, sql: string, params: unknown[] = []): Promise<void> {
    await db.query('begin');
    try {
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: p.id, role: 'authenticated', email: p.email }),
      ]);
      await db.query(sql, params);
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
  }

  it('invitations: invited, resent, changed and withdrawn, by the admin’s display name', async () => {
    const invitee = `${token()}@example.org`;
    try {
      await asUser(
        admin,
        `insert into private.staff_invitations (email, role, invited_by) values ($1, 'editor', $2)`,
        [invitee, admin.id],
      );
      // Renewed with the same role: resent.
      await asUser(
        admin,
        `update private.staff_invitations set invited_at = invited_at + interval '1 minute',
           expires_at = expires_at + interval '1 minute' where email = $1`,
        [invitee],
      );
      // Renewed with another role.
      await asUser(
        admin,
        `update private.staff_invitations set role = 'care', invited_at = invited_at + interval '1 minute',
           expires_at = expires_at + interval '1 minute' where email = $1`,
        [invitee],
      );
      // Bookkeeping that renews nothing is not an event.
      await asUser(admin, `update private.staff_invitations set invited_by = null where email = $1`, [
        invitee,
      ]);
      await asUser(admin, `delete from private.staff_invitations where email = $1 and accepted_at is null`, [
        invitee,
      ]);
      const entries = await entriesOf('staff_invitations', invitee);
      expect(entries.map((e) => [e.action, e.summary])).toEqual([
        ['insert', `${office} invited ${invitee} as Editor`],
        ['update', `${office} resent the invitation to ${invitee}`],
        ['update', `${office} changed the invitation of ${invitee} from Editor to Pastoral care`],
        ['delete', `${office} withdrew the invitation to ${invitee}`],
      ]);
      for (const e of entries) {
        expect(e).toMatchObject({ area: 'staff', actor_id: admin.id, actor_name: office, subject: invitee });
        // Only the invitation's own columns: never a token or anything added later.
        expect(Object.keys(e.changes).every((c) => ['email', 'role', 'expires_at'].includes(c))).toBe(true);
      }
      expect(entries[2]!.changes.role).toEqual({ old: 'editor', new: 'care' });
    } finally {
      await db.query('delete from private.staff_invitations where email = $1', [invitee]);
    }
  });

  it('an accepted invitation’s delete is not a withdrawal, and writes without a user are not recorded', async () => {
    const invitee = `${token()}@example.org`;
    await db.query(
      `insert into private.staff_invitations (email, role, accepted_at) values ($1, 'care', now())`,
      [invitee],
    );
    await asUser(admin, 'delete from private.staff_invitations where email = $1', [invitee]);
    expect(await entriesOf('staff_invitations', invitee)).toEqual([]);
  });

  it('an invitee who opens the link accepted the invitation and joined the staff; an admin’s SQL adds', async () => {
    const invitee = await createPrincipal(db, 'log-newperson', null);
    const colleague = await createPrincipal(db, 'log-added', null);
    const name = `New Person ${token()}`;
    await callThem(invitee, { full_name: name });
    try {
      await asUser(
        admin,
        `insert into private.staff_invitations (email, role, invited_by) values ($1, 'editor', $2)`,
        [invitee.email, admin.id],
      );
      // The invitee's session from the e-mailed link (`amr` otp), as accept_staff_invitation asks.
      await db.query('begin');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({
          sub: invitee.id,
          role: 'authenticated',
          email: invitee.email,
          amr: [{ method: 'otp', timestamp: Math.floor(Date.now() / 1000) }],
        }),
      ]);
      await db.query('select public.accept_staff_invitation()');
      await db.query('commit');
      const accepted = await entriesOf('staff_members', invitee.id);
      expect(accepted.map((e) => [e.action, e.summary])).toEqual([
        ['insert', `${name} accepted the invitation and joined the staff as Editor`],
      ]);
      expect(accepted[0]).toMatchObject({ actor_id: invitee.id, actor_name: name, area: 'staff' });

      // Someone else's staff row, added by a signed-in admin (SQL as that admin): still 'added'.
      await asUser(admin, `insert into public.staff_members (user_id, role) values ($1, 'care')`, [
        colleague.id,
      ]);
      const added = await entriesOf('staff_members', colleague.id);
      expect(added.map((e) => e.summary)).toEqual([
        `${office} added ${colleague.email} to the staff as Pastoral care`,
      ]);
    } finally {
      await db.query('rollback').catch(() => undefined);
      await db.query('delete from private.staff_invitations where email = $1', [invitee.email]);
      await removePrincipals(db, [invitee, colleague]);
    }
  });

  it('a role change names both staff members and both roles', async () => {
    const colleague = await createPrincipal(db, 'log-named', 'editor');
    const name = `Colleague ${token()}`;
    await callThem(colleague, { display_name: name });
    try {
      const change = await admin.client
        .from('staff_members')
        .update({ role: 'care' })
        .eq('user_id', colleague.id);
      expect(change.error).toBeNull();
      const [entry] = await entriesOf('staff_members', colleague.id);
      expect(entry).toMatchObject({
        summary: `${office} changed ${name} from Editor to Pastoral care`,
        subject: name,
        actor_name: office,
      });
    } finally {
      await removePrincipals(db, [colleague]);
    }
  });

  it('publishing: the sermon’s title is kept in the entry after the sermon is gone', async () => {
    const title = `Grace Abounds ${token()}`;
    const draft = await editor.client
      .from('sermons')
      .insert({ title, speaker: 'Log Speaker', date: '2025-01-05', status: 'draft' })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    const id = draft.data!.id as string;
    const publish = await editor.client
      .from('sermons')
      .update({ status: 'published', published_at: new Date().toISOString() })
      .eq('id', id);
    expect(publish.error).toBeNull();
    expect((await editor.client.from('sermons').update({ status: 'draft' }).eq('id', id)).error).toBeNull();
    expect((await editor.client.from('sermons').delete().eq('id', id)).error).toBeNull();
    expect((await entriesOf('sermons', id)).map((e) => e.summary)).toEqual([
      `${comms} added the sermon "${title}" as a draft`,
      `${comms} published the sermon "${title}"`,
      `${comms} moved the sermon "${title}" back to drafts`,
      `${comms} deleted the sermon "${title}"`,
    ]);
  });

  it('the inbox: status and assignee by name, notes by kind', async () => {
    const carer = `Pastor ${token()}`;
    await callThem(care, { display_name: carer });
    const r = await db.query<{ id: string }>(
      `insert into public.first_timers (name, email) values ('Nina Newcomer', 'nina@example.org') returning id::text`,
    );
    const id = r.rows[0]!.id;
    try {
      const save = await care.client
        .from('inbox_items')
        .update({ status: 'in_progress', assignee_id: care.id, version: 1 })
        .eq('kind', 'first_timer')
        .eq('item_id', id);
      expect(save.error).toBeNull();
      const unassign = await admin.client
        .from('inbox_items')
        .update({ assignee_id: null, version: 2 })
        .eq('kind', 'first_timer')
        .eq('item_id', id);
      expect(unassign.error).toBeNull();
      const note = await care.client
        .from('inbox_notes')
        .insert({ kind: 'first_timer', item_id: id, body: 'Nina' });
      expect(note.error).toBeNull();
      const items = await entriesOf('inbox_items', `first_timer,${id}`);
      expect(items.map((e) => [e.summary, e.changes.assignee_id])).toEqual([
        [
          `${carer} marked a first-timer card In progress and assigned it to ${carer}`,
          { old: null, new: carer },
        ],
        [`${office} unassigned a first-timer card`, { old: carer, new: null }],
      ]);
      const notes = await db.query<{ summary: string }>(
        `select summary from public.activity_log where table_name = 'inbox_notes' and changes -> 'item_id' ->> 'new' = $1`,
        [id],
      );
      expect(notes.rows).toEqual([{ summary: `${carer} added a note to a first-timer card` }]);
      // The workflow row that came with the card is no entry of its own.
      expect((await entriesOf('inbox_items', `first_timer,${id}`)).every((e) => e.action === 'update')).toBe(
        true,
      );
    } finally {
      await db.query('delete from public.first_timers where id = $1', [id]);
      await callThem(care, {});
    }
  });

  it('the people filter names everyone by their latest name; visitors are not people of the log', async () => {
    const asAdmin = await admin.client.rpc('activity_log_people');
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data).toEqual(
      expect.arrayContaining([{ actor_id: admin.id, actor_email: admin.email, actor_name: office }]),
    );
    expect((asAdmin.data ?? []).some((p: { actor_id: string }) => p.actor_id === member.id)).toBe(false);
  });
});

describe('entries written before (issue 29: the migration scrubs them)', () => {
  it('private.scrub_activity_log() removes visitors’ values and members’ addresses, and describes the entries', async () => {
    const marker = token();
    const ids = await db.query<{ id: string }>(
      `insert into public.activity_log (actor_id, actor_email, area, table_name, row_id, action, changed_columns, changes)
       values ($1, $2, 'inbox', 'first_timers', $5 || '-a', 'delete', '{name,email,phone,comments}',
               '{"name": {"old": "Erin Erase"}, "email": {"old": "erase.me@example.org"}, "phone": {"old": "555-123-4567"}}'),
              ($3, $4, 'inbox', 'prayer_requests', $5 || '-b', 'insert', '{name,email,request_details}',
               '{"name": {"new": "Erin Erase"}, "email": {"new": "erase.me@example.org"}}'),
              ($1, $2, 'newsletter', 'newsletter_subscribers', $5 || '-c', 'delete', '{email}',
               '{"email": {"old": "erase.me@example.org"}}'),
              ($1, $2, 'content', 'member_testimonies', $5 || '-d', 'update', '{is_approved,submitter_name}',
               '{"is_approved": {"old": false, "new": true}, "submitter_name": {"old": "Erin", "new": "Erin Erase"}}'),
              ($1, $2, 'content', 'sermons', $5 || '-e', 'update', '{title}',
               '{"title": {"old": "Old title", "new": "New title"}}'),
              ($3, $4, 'inbox', 'inbox_items', 'prayer_request,' || $5 || '-f', 'insert', '{kind,item_id,status}',
               '{"kind": {"new": "prayer_request"}, "status": {"new": "new"}}')
       returning id::text`,
      [admin.id, admin.email, member.id, member.email, marker],
    );
    try {
      await db.query('select private.scrub_activity_log()');
      const r = await db.query<Entry & { row_id: string }>(
        `select row_id, actor_email, actor_name, changes, summary from public.activity_log
         where id = any($1::bigint[]) order by row_id`,
        [ids.rows.map((x) => x.id)],
      );
      expect(r.rows).toEqual([
        {
          row_id: `${marker}-a`,
          actor_email: admin.email,
          actor_name: admin.email,
          changes: {},
          summary: `${admin.email} deleted a first-timer card`,
        },
        {
          row_id: `${marker}-b`,
          actor_email: null,
          actor_name: null,
          changes: {},
          summary: 'A signed-in visitor sent a prayer request',
        },
        {
          row_id: `${marker}-c`,
          actor_email: admin.email,
          actor_name: admin.email,
          changes: {},
          summary: `${admin.email} removed a newsletter subscriber`,
        },
        {
          row_id: `${marker}-d`,
          actor_email: admin.email,
          actor_name: admin.email,
          changes: { is_approved: { old: false, new: true } },
          summary: `${admin.email} approved a testimony`,
        },
        {
          row_id: `${marker}-e`,
          actor_email: admin.email,
          actor_name: admin.email,
          changes: { title: { old: 'Old title', new: 'New title' } },
          summary: `${admin.email} changed the sermon "New title"`,
        },
        {
          // The workflow row a member's submission brought along named the member too.
          row_id: `prayer_request,${marker}-f`,
          actor_email: null,
          actor_name: null,
          changes: { kind: { new: 'prayer_request' }, status: { new: 'new' } },
          summary: 'A signed-in visitor added the follow-up of a prayer request',
        },
      ]);
      const left = await db.query(
        `select 1 from public.activity_log where changes::text ilike any (array['%erase.me@example.org%', '%Erin Erase%', '%555-123-4567%'])
           or actor_email = $1`,
        [member.email],
      );
      expect(left.rowCount).toBe(0);
    } finally {
      await db.query('delete from public.activity_log where id = any($1::bigint[])', [
        ids.rows.map((x) => x.id),
      ]);
    }
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
    expect(asAdmin.data).toEqual(
      expect.arrayContaining([
        { actor_id: admin.id, actor_email: admin.email, actor_name: expect.any(String) },
      ]),
    );
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

describe('sentences of the newsletter and online giving (migration 20261129400100)', () => {
  it('an editor writes, schedules, unschedules and removes an issue; an admin turns a fund off', async () => {
    const subject = token();
    const draft = await editor.client
      .from('newsletter_issues')
      .insert({ slug: subject, subject, body: 'News of the week.' })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    const id = draft.data!.id as string;
    const scheduled = await editor.client.rpc('newsletter_send', {
      issue_id: id,
      send_at: '2099-12-04T15:00:00Z',
    });
    expect(scheduled.data).toBe('scheduled');
    expect((await editor.client.rpc('newsletter_unschedule', { issue_id: id })).error).toBeNull();
    expect((await editor.client.from('newsletter_issues').delete().eq('id', id)).error).toBeNull();
    const issue = `the newsletter issue "${subject}"`;
    expect(
      (await entriesOf('newsletter_issues', id)).map((e) =>
        e.summary.replace(/^.*? (?=wrote|scheduled|moved|deleted)/, ''),
      ),
    ).toEqual([
      `wrote ${issue} as a draft`,
      expect.stringMatching(
        new RegExp(`^scheduled ${issue.replace(/"/g, '"')} for Dec 4, 2099 at \\d{1,2}:00 (AM|PM)$`),
      ),
      `moved ${issue} back to drafts`,
      `deleted ${issue}`,
    ]);

    const name = token();
    const fund = await admin.client.from('giving_funds').insert({ name }).select('id').single();
    expect(fund.error).toBeNull();
    const fundId = fund.data!.id as string;
    expect(
      (await admin.client.from('giving_funds').update({ enabled: false }).eq('id', fundId)).error,
    ).toBeNull();
    expect((await admin.client.from('giving_funds').delete().eq('id', fundId)).error).toBeNull();
    const sentences = (await entriesOf('giving_funds', fundId)).map((e) => e.summary);
    expect(sentences).toEqual([
      expect.stringMatching(new RegExp(` added the giving fund "${name}"$`)),
      expect.stringMatching(new RegExp(` turned off the giving fund "${name}"$`)),
      expect.stringMatching(new RegExp(` deleted the giving fund "${name}"$`)),
    ]);
  });
});
