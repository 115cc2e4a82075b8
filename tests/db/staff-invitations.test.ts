/**
 * Staff invitations (supabase/migrations/20261125120000_staff_invitations.sql, decision 0024):
 * `invite_staff`, `revoke_staff_invitation` and `staff_directory` called through the REST API as
 * the staff page calls them, by anon, a member, an editor and an admin; the Before User Created
 * hook called as Auth calls it (the `supabase_auth_admin` role); the auth.users trigger fired by an
 * insert as Auth makes it. A refused call stores nothing.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, SEEDED_USERS, signedInClient, superuser } from './support/clients';

type Actor = 'anon' | 'member' | 'editor' | 'admin';

let db: pg.Client;
const clients = {} as Record<Actor, SupabaseClient>;
const EDITOR: { id: string; email: string; password: string } = {
  id: randomUUID(),
  email: `editor-${randomUUID().slice(0, 8)}@example.org`,
  password: 'editor-test-password',
};

/** Inserts an account as Auth does (as `supabase_auth_admin`), firing the auth.users trigger. */
async function createAccount(email: string, { password }: { password?: string } = {}): Promise<string> {
  const id = randomUUID();
  const hash = password
    ? (
        await db.query<{ hash: string }>("select extensions.crypt($1, extensions.gen_salt('bf')) as hash", [
          password,
        ])
      ).rows[0]?.hash
    : null;
  await db.query('begin');
  try {
    await db.query('set local role supabase_auth_admin');
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
         $3::text, case when $3::text is null then null else now() end, null,
         '{"provider": "email", "providers": ["email"]}', '{}', now(), now())`,
      [id, email, hash ?? null],
    );
    if (password) {
      await db.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text), 'email', now(), now())`,
        [id, email],
      );
    }
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  return id;
}

/** The hook's answer for `email` (with the invitation's `secret` in the user metadata, if any), called as Auth calls it. */
async function hook(email: string | null, secret?: string): Promise<unknown> {
  await db.query('begin');
  try {
    await db.query('set local role supabase_auth_admin');
    const event = {
      metadata: {
        uuid: randomUUID(),
        time: new Date().toISOString(),
        name: 'before-user-created',
        ip_address: '127.0.0.1',
      },
      user: {
        id: randomUUID(),
        aud: 'authenticated',
        role: '',
        email,
        phone: '',
        app_metadata: {},
        user_metadata: secret === undefined ? {} : { invitation: secret },
      },
    };
    const { rows } = await db.query<{ answer: unknown }>(
      'select public.hook_before_user_created($1::jsonb) as answer',
      [JSON.stringify(event)],
    );
    return rows[0]?.answer;
  } finally {
    await db.query('rollback');
  }
}

async function invitations(email: string) {
  const { rows } = await db.query<{ role: string; accepted: boolean; invited_by: string | null }>(
    `select role, accepted_at is not null as accepted, invited_by::text
       from private.staff_invitations where email = lower($1) order by invited_at`,
    [email],
  );
  return rows;
}

async function staffRole(userId: string): Promise<string | null> {
  const { rows } = await db.query<{ role: string }>(
    'select role from public.staff_members where user_id = $1',
    [userId],
  );
  return rows[0]?.role ?? null;
}

const REFUSED = { code: '42501', message: 'Only administrators can manage the staff.' };
/** Anon may not even execute the functions (no grant): PostgREST's 401 with Postgres's words. */
function refusal(actor: Actor) {
  return actor === 'anon' ? { code: '42501' } : REFUSED;
}

beforeAll(async () => {
  db = await superuser();
  const editorId = await createAccount(EDITOR.email, { password: EDITOR.password });
  EDITOR.id = editorId;
  await db.query("insert into public.staff_members (user_id, role) values ($1, 'editor')", [editorId]);
  clients.anon = anonClient();
  clients.member = await signedInClient('member');
  clients.admin = await signedInClient('staff');
  const editor = anonClient();
  const { error } = await editor.auth.signInWithPassword({ email: EDITOR.email, password: EDITOR.password });
  if (error) throw error;
  clients.editor = editor;
});

afterAll(async () => {
  await db.query('delete from auth.users where email like $1', ['%@invite-test.example.org']);
  await db.query('delete from private.staff_invitations where email like $1', ['%@invite-test.example.org']);
  await db.query('delete from auth.users where id = $1', [EDITOR.id]);
  await db.end();
});

function address(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@invite-test.example.org`;
}

describe('invite_staff', () => {
  for (const actor of ['anon', 'member', 'editor'] as const) {
    it(`${actor}: refused, nothing stored`, async () => {
      const email = address(actor);
      const { error } = await clients[actor].rpc('invite_staff', { email, role: 'editor' });
      expect(error).toMatchObject(refusal(actor));
      expect(await invitations(email)).toEqual([]);
    });
  }

  it('admin: records a pending invitation, lower-case, with the role and who invited', async () => {
    const email = address('New.Editor').toUpperCase();
    const { error } = await clients.admin.rpc('invite_staff', { email: `  ${email} `, role: 'care' });
    expect(error).toBeNull();
    expect(await invitations(email)).toEqual([
      { role: 'care', accepted: false, invited_by: SEEDED_USERS.staff.id },
    ]);
  });

  it('admin: inviting again renews the one pending invitation with the new role', async () => {
    const email = address('again');
    expect((await clients.admin.rpc('invite_staff', { email, role: 'editor' })).error).toBeNull();
    expect((await clients.admin.rpc('invite_staff', { email, role: 'admin' })).error).toBeNull();
    expect(await invitations(email)).toEqual([
      { role: 'admin', accepted: false, invited_by: SEEDED_USERS.staff.id },
    ]);
  });

  it.each([
    'not-an-email',
    'two@@example.org',
    'no-domain@',
    'spaces in@example.org',
    '',
    `${'a'.repeat(250)}@x.org`,
  ])('admin: a malformed address %j is refused with a clear message, nothing stored', async (email) => {
    const { error } = await clients.admin.rpc('invite_staff', { email, role: 'editor' });
    expect(error).toMatchObject({ code: '22023', message: 'Enter a valid email address.' });
    expect(await invitations(email)).toEqual([]);
  });

  it('admin: an unknown role is refused, nothing stored', async () => {
    const email = address('role');
    const { error } = await clients.admin.rpc('invite_staff', { email, role: 'owner' });
    expect(error).toMatchObject({ code: '22023', message: 'Choose a role: admin, editor, care or finance.' });
    expect(await invitations(email)).toEqual([]);
  });

  it('admin: someone already on the staff is refused, nothing stored', async () => {
    for (const email of [SEEDED_USERS.staff.email, EDITOR.email.toUpperCase()]) {
      const { error } = await clients.admin.rpc('invite_staff', { email, role: 'care' });
      expect(error).toMatchObject({ code: '23505', message: 'This person is already on the staff.' });
      expect(await invitations(email)).toEqual([]);
    }
    expect(await staffRole(EDITOR.id)).toBe('editor');
  });

  it('admin: an invitee whose link was never used may be invited again (new secret, new role, still no role)', async () => {
    const email = address('resend');
    const first = await clients.admin.rpc('invite_staff', { email, role: 'editor' });
    // Auth creates the account when the link is requested, and may confirm the address at once.
    const id = await createAccount(email, { password: 'invitee-temp-password' });
    expect(await staffRole(id)).toBeNull();
    const second = await clients.admin.rpc('invite_staff', { email, role: 'care' });
    expect(second.error).toBeNull();
    expect(second.data).not.toBe(first.data);
    expect(await staffRole(id)).toBeNull();
    expect(await invitations(email)).toEqual([
      { role: 'care', accepted: false, invited_by: SEEDED_USERS.staff.id },
    ]);
  });

  it('admin: a staff member added by SQL who never signed in is still already on the staff', async () => {
    const email = address('by-sql');
    const id = await createAccount(email, { password: 'added-by-sql-password' });
    await db.query("insert into public.staff_members (user_id, role) values ($1, 'editor')", [id]);
    const { error } = await clients.admin.rpc('invite_staff', { email, role: 'admin' });
    expect(error).toMatchObject({ code: '23505', message: 'This person is already on the staff.' });
    expect(await staffRole(id)).toBe('editor');
  });

  it('admin: an existing account that is not staff gets no role until its owner accepts from the link', async () => {
    const email = address('member');
    const id = await createAccount(email, { password: 'existing-member-password' });
    expect(await staffRole(id)).toBeNull();
    expect((await clients.admin.rpc('invite_staff', { email, role: 'care' })).error).toBeNull();
    expect(await staffRole(id)).toBeNull();
    expect(await invitations(email)).toEqual([
      { role: 'care', accepted: false, invited_by: SEEDED_USERS.staff.id },
    ]);
  });

  it('admin: the answer is a one-time secret; only its SHA-256 is stored', async () => {
    const email = address('secret');
    const { data, error } = await clients.admin.rpc('invite_staff', { email, role: 'editor' });
    expect(error).toBeNull();
    expect(data).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await db.query<{ matches: boolean; stored_plain: boolean }>(
      `select token_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex') as matches, token_hash = $2 as stored_plain
         from private.staff_invitations where email = $1`,
      [email, data],
    );
    expect(rows).toEqual([{ matches: true, stored_plain: false }]);
  });
});

describe('revoke_staff_invitation', () => {
  for (const actor of ['anon', 'member', 'editor'] as const) {
    it(`${actor}: refused, the invitation stays`, async () => {
      const email = address(`keep-${actor}`);
      await clients.admin.rpc('invite_staff', { email, role: 'editor' });
      const { error } = await clients[actor].rpc('revoke_staff_invitation', { email });
      expect(error).toMatchObject(refusal(actor));
      expect(await invitations(email)).toHaveLength(1);
    });
  }

  it('admin: the invitation is gone and its link can no longer create an account', async () => {
    const email = address('revoked');
    const { data: secret } = await clients.admin.rpc('invite_staff', { email, role: 'editor' });
    expect(await hook(email, secret as string)).toEqual({});
    expect(
      (await clients.admin.rpc('revoke_staff_invitation', { email: email.toUpperCase() })).error,
    ).toBeNull();
    expect(await invitations(email)).toEqual([]);
    expect(await hook(email, secret as string)).toMatchObject({ error: { http_code: 403 } });
  });
});

describe('hook_before_user_created', () => {
  const REFUSAL = {
    error: {
      http_code: 403,
      message: 'Accounts are created by invitation only. Ask an administrator to invite you.',
    },
  };

  it("allows an address with a pending, unexpired invitation (any spelling) and that invitation's secret", async () => {
    const email = address('allowed');
    const { data: secret } = await clients.admin.rpc('invite_staff', { email, role: 'editor' });
    expect(await hook(email, secret as string)).toEqual({});
    expect(await hook(email.toUpperCase(), secret as string)).toEqual({});
  });

  it('refuses an invited address without the secret, with a wrong one, or with an earlier one', async () => {
    const email = address('no-secret');
    const { data: earlier } = await clients.admin.rpc('invite_staff', { email, role: 'admin' });
    const { data: current } = await clients.admin.rpc('invite_staff', { email, role: 'admin' });
    expect(await hook(email)).toEqual(REFUSAL);
    expect(await hook(email, 'a'.repeat(64))).toEqual(REFUSAL);
    expect(await hook(email, earlier as string)).toEqual(REFUSAL);
    expect(await hook(email, current as string)).toEqual({});
  });

  it('refuses an address without an invitation, and an event without an e-mail (phone, anonymous)', async () => {
    expect(await hook(address('stranger'))).toEqual(REFUSAL);
    expect(await hook(null)).toEqual(REFUSAL);
    expect(await hook('')).toEqual(REFUSAL);
  });

  it('refuses an expired invitation', async () => {
    const email = address('expired');
    const { data: secret } = await clients.admin.rpc('invite_staff', { email, role: 'editor' });
    await db.query(
      "update private.staff_invitations set invited_at = now() - interval '8 days', expires_at = now() - interval '1 day' where email = $1",
      [email],
    );
    expect(await hook(email, secret as string)).toEqual(REFUSAL);
  });

  it('refuses an invitation already accepted', async () => {
    const email = address('used');
    const { data: secret } = await clients.admin.rpc('invite_staff', { email, role: 'editor' });
    await db.query('update private.staff_invitations set accepted_at = now() where email = $1', [email]);
    expect(await hook(email, secret as string)).toEqual(REFUSAL);
  });

  it('can be executed by supabase_auth_admin only: not anon, authenticated or service_role', async () => {
    const { rows } = await db.query<{ role: string; allowed: boolean }>(
      `select r as role, has_function_privilege(r, 'public.hook_before_user_created(jsonb)', 'execute') as allowed
         from unnest(array['supabase_auth_admin', 'anon', 'authenticated', 'service_role']) as r`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.role, row.allowed]))).toEqual({
      supabase_auth_admin: true,
      anon: false,
      authenticated: false,
      service_role: false,
    });
    const { error } = await clients.admin.rpc('hook_before_user_created', {
      event: { user: { email: 'x@y.org' } },
    });
    expect(error).not.toBeNull();
  });
});

describe('an account created for an invited address', () => {
  it.each(['admin', 'editor', 'care'] as const)(
    'is not staff when Auth inserts it (%s): the invitee accepts from the link first',
    async (role) => {
      const email = address(`accept-${role}`);
      await clients.admin.rpc('invite_staff', { email, role });
      const id = await createAccount(email.toUpperCase());
      expect(await staffRole(id)).toBeNull();
      expect(await invitations(email)).toEqual([
        { role, accepted: false, invited_by: SEEDED_USERS.staff.id },
      ]);
      const { rows } = await db.query<{ user_id: string }>(
        'select user_id::text from private.staff_invitations where email = $1',
        [email],
      );
      expect(rows[0]?.user_id).toBe(id);
    },
  );

  it('keeps no invitation secret in its metadata', async () => {
    const email = address('stripped');
    await clients.admin.rpc('invite_staff', { email, role: 'editor' });
    const id = randomUUID();
    await db.query('begin');
    await db.query('set local role supabase_auth_admin');
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{}',
         jsonb_build_object('invitation', repeat('a', 64), 'church_name', 'Grace Chapel'), now(), now())`,
      [id, email],
    );
    await db.query('commit');
    const { rows } = await db.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where id = $1',
      [id],
    );
    const church = (await db.query<{ name: string }>('select private.mail_church_name() as name')).rows[0]
      ?.name;
    // The church's name as the database has it (not the request's) and the invited role's label.
    expect(rows[0]?.meta).toEqual({ church_name: church, role_label: 'Editor' });
  });

  it('is not staff without an invitation', async () => {
    expect(await staffRole(await createAccount(address('uninvited')))).toBeNull();
  });
});

describe('staff_directory', () => {
  for (const actor of ['anon', 'member', 'editor'] as const) {
    it(`${actor}: refused`, async () => {
      const { data, error } = await clients[actor].rpc('staff_directory');
      expect(error).toMatchObject(refusal(actor));
      expect(data).toBeNull();
    });
  }

  it('admin: every staff member with e-mail, name, role and last sign-in, and pending invitations', async () => {
    const invited = address('listed');
    await clients.admin.rpc('invite_staff', { email: invited, role: 'care' });
    const joined = address('joined');
    await clients.admin.rpc('invite_staff', { email: joined, role: 'editor' });
    const joinedId = await createAccount(joined);
    // Accepted from the link, no password chosen yet.
    await db.query('update private.staff_invitations set accepted_at = now() where email = $1', [joined]);
    await db.query("insert into public.staff_members (user_id, role) values ($1, 'editor')", [joinedId]);

    const { data, error } = await clients.admin.rpc('staff_directory');
    expect(error).toBeNull();
    const rows = data as {
      user_id: string | null;
      email: string;
      display_name: string | null;
      role: string;
      last_sign_in_at: string | null;
      pending: boolean;
      expires_at: string | null;
    }[];
    const byEmail = new Map(rows.map((row) => [row.email, row]));

    // The seeded admin has signed in (beforeAll); its name comes from full_name.
    expect(byEmail.get(SEEDED_USERS.staff.email)).toMatchObject({
      user_id: SEEDED_USERS.staff.id,
      display_name: 'Church Office',
      role: 'admin',
      pending: false,
      expires_at: null,
    });
    expect(byEmail.get(SEEDED_USERS.staff.email)?.last_sign_in_at).not.toBeNull();
    expect(byEmail.get(EDITOR.email)).toMatchObject({ user_id: EDITOR.id, role: 'editor', pending: false });
    // An account that accepted its invitation and has not chosen a password yet.
    expect(byEmail.get(joined)).toMatchObject({
      user_id: joinedId,
      role: 'editor',
      pending: true,
      last_sign_in_at: null,
    });
    // An invitation whose account does not exist yet.
    expect(byEmail.get(invited)).toMatchObject({
      user_id: null,
      role: 'care',
      pending: true,
      display_name: null,
    });
    expect(new Date(byEmail.get(invited)?.expires_at ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 6 * 86_400_000,
    );
    // Members who are not staff are not listed.
    expect(byEmail.has(SEEDED_USERS.member.email)).toBe(false);
  });

  it('admin: a display name set by the account page (display_name) wins over full_name', async () => {
    await db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"display_name": "Pastor Ann"}' where id = $1`,
      [EDITOR.id],
    );
    const { data } = await clients.admin.rpc('staff_directory');
    const row = (data as { email: string; display_name: string | null }[]).find(
      (r) => r.email === EDITOR.email,
    );
    expect(row?.display_name).toBe('Pastor Ann');
  });
});
