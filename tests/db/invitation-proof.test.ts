/**
 * A staff role only for the person who proved the invited address (docs/decisions/0035; migration
 * 20261128090000_invitation_proof.sql). Real HTTP against two Auth servers on the test database,
 * both with the project's own Before User Created hook (`public.hook_before_user_created`): the
 * stack's (config.toml: confirmations off, so Auth confirms new accounts at once) and a second one
 * with e-mail confirmations on (hosted Supabase's default). Links are read from the stack's mail
 * catcher and opened as a browser opens them.
 *
 * The holes these tests close: a stranger who knew the invited address signed up with a password
 * of their own before the invitee opened the e-mail and became staff; an account made staff the
 * moment Auth inserted it, before anyone proved the address; a withdrawn or expired invitation that
 * left a working account behind.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readAuthConfig } from '../../supabase/local/auth-config';
import { createApiServer, type ApiServer } from '../../supabase/local/api/server';
import { signedInClient, superuser } from './support/clients';

const SITE = 'http://localhost:5173';
const WELCOME = `${SITE}/admin/welcome`;
const HOOK_REFUSAL = 'Accounts are created by invitation only. Ask an administrator to invite you.';

type Mode = 'confirmations off' | 'confirmations on';

let db: pg.Client;
let confirmingServer: ApiServer;
let storageDir: string;
const authUrls = {} as Record<Mode, string>;
const restUrls = {} as Record<Mode, string>;

const address = (label: string): string => `${label}-${randomUUID().slice(0, 8)}@proof-test.example.org`;

/** An auth-js client as the staff pages make one (implicit flow), against `mode`'s server. */
function authClient(mode: Mode): GoTrueClient {
  const store = new Map<string, string>();
  return new AuthClient({
    url: authUrls[mode],
    headers: { apikey: inject('anonKey'), Authorization: `Bearer ${inject('anonKey')}` },
    flowType: 'implicit',
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    },
  });
}

/** `POST /auth/v1/signup` exactly as the review sent it: no session, the anon key only. */
function strangerSignup(mode: Mode, email: string, password = 'stranger-chosen-password') {
  return fetch(`${authUrls[mode]}/signup`, {
    method: 'POST',
    headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** The admin records the invitation and receives its secret (`rpc('invite_staff')`). */
async function invite(email: string, role: 'admin' | 'editor' | 'care' = 'admin'): Promise<string> {
  const admin = await signedInClient('staff');
  const { data, error } = await admin.rpc('invite_staff', { email, role });
  if (error) throw new Error(error.message);
  expect(data).toMatch(/^[0-9a-f]{64}$/);
  return data as string;
}

/** The staff page's magic-link request, carrying the secret as user metadata. */
async function requestLink(mode: Mode, email: string, secret: string): Promise<void> {
  const { error } = await authClient(mode).signInWithOtp({
    email,
    options: {
      shouldCreateUser: true,
      emailRedirectTo: WELCOME,
      data: {
        invitation: secret,
        church_name: 'Grace Chapel',
        invited_by_name: 'Church Office',
        role_label: 'Admin',
      },
    },
  });
  if (error) throw new Error(`${error.status} ${error.message}`);
}

/** The newest e-mail to `to` with a link (waits up to 5 s), and that link, as a browser reads it. */
async function newestLinkTo(to: string, after: number): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { messages } = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
      messages: Array<{ ID: string; To: Array<{ Address: string }>; Created: string }>;
    };
    const hit = messages.find((m) => m.To.some((t) => t.Address === to) && Date.parse(m.Created) >= after);
    if (hit) {
      const { HTML } = (await (await fetch(`${inject('mailUrl')}/api/v1/message/${hit.ID}`)).json()) as {
        HTML: string;
      };
      const href = /href="([^"]*\/auth\/v1\/verify[^"]*)"/.exec(HTML)?.[1];
      if (!href) throw new Error('no link in the message');
      return href.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no message to ${to}`);
}

/** Opens an e-mail link as a browser does; the fragment's parameters of where it lands. */
async function open(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location') ?? '').hash.slice(1));
}

/** The invitee's journey up to the welcome page: link requested, mailed, opened. */
async function arriveFromLink(mode: Mode, email: string, secret: string): Promise<string> {
  const before = Date.now() - 1000;
  await requestLink(mode, email, secret);
  const params = await open(await newestLinkTo(email, before));
  const accessToken = params.get('access_token');
  if (!accessToken) throw new Error(`no session: ${params.toString()}`);
  return accessToken;
}

/** `rpc('accept_staff_invitation')` with an access token, as /admin/welcome calls it. */
function accept(mode: Mode, accessToken: string) {
  return new PostgrestClient(restUrls[mode], {
    headers: { apikey: inject('anonKey'), Authorization: `Bearer ${accessToken}` },
  }).rpc('accept_staff_invitation');
}

async function accountOf(email: string) {
  const { rows } = await db.query<{ id: string; meta: Record<string, unknown>; role: string | null }>(
    `select u.id, u.raw_user_meta_data as meta, s.role::text as role
       from auth.users u left join public.staff_members s on s.user_id = u.id
      where lower(u.email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

beforeAll(async () => {
  db = await superuser();
  const { auth: stackConfig } = await readAuthConfig(path.resolve(import.meta.dirname, '../../supabase'));
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'invitation-proof-'));
  confirmingServer = await createApiServer({
    dbPort: Number(new URL(inject('dbUrl')).port),
    jwtSecret: inject('jwtSecret'),
    storageDir,
    uploadLimit: 1024,
    auth: { ...stackConfig, siteUrl: SITE, mailerAutoconfirm: false, emailSentPerHour: 1000 },
    smtpPort: inject('smtpPort'),
  });
  await confirmingServer.app.listen({ host: '127.0.0.1', port: 0 });
  const listening = confirmingServer.app.server.address();
  if (!listening || typeof listening === 'string') throw new Error('no port');
  authUrls['confirmations on'] = `http://127.0.0.1:${listening.port}/auth/v1`;
  restUrls['confirmations on'] = `http://127.0.0.1:${listening.port}/rest/v1`;
  authUrls['confirmations off'] = `${inject('apiUrl')}/auth/v1`;
  restUrls['confirmations off'] = `${inject('apiUrl')}/rest/v1`;
});

afterAll(async () => {
  await confirmingServer?.close();
  await db.query('delete from auth.users where email like $1', ['%@proof-test.example.org']);
  await db.query('delete from private.staff_invitations where email like $1', ['%@proof-test.example.org']);
  await db.end();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe.each<Mode>(['confirmations off', 'confirmations on'])('with %s', (mode) => {
  it('a stranger who signs up with a password for an invited address is refused and becomes nothing', async () => {
    const email = address('new.pastor');
    await invite(email, 'admin');
    const res = await strangerSignup(mode, email);
    expect(res.status).toBe(403);
    // GoTrue's error body: `msg` (no API version header), `message` (2024-01-01 and later).
    const body = (await res.json()) as { msg?: string; message?: string };
    expect(body.message ?? body.msg).toBe(HOOK_REFUSAL);
    expect(await accountOf(email)).toBeNull();
  });

  it('a sign-up with a wrong secret is refused too', async () => {
    const email = address('guess');
    await invite(email, 'editor');
    const { error } = await authClient(mode).signInWithOtp({
      email,
      options: { shouldCreateUser: true, data: { invitation: 'f'.repeat(64) } },
    });
    expect(error?.status).toBe(403);
    expect(await accountOf(email)).toBeNull();
  });

  it('the invitee: the link creates the account without a role; accepting from that session grants it', async () => {
    const email = address('invitee');
    const secret = await invite(email, 'editor');
    const accessToken = await arriveFromLink(mode, email, secret);
    const created = await accountOf(email);
    // Inserted by Auth, but not staff until the welcome page accepts; the secret is not kept.
    expect(created?.role).toBeNull();
    expect(created?.meta).not.toHaveProperty('invitation');
    // The e-mail's wording comes from the database: the church's name and the invited role.
    expect(created?.meta).toMatchObject({ role_label: 'Editor', church_name: expect.any(String) as unknown });
    const { data, error } = await accept(mode, accessToken);
    expect(error).toBeNull();
    expect(data).toBe('editor');
    expect((await accountOf(email))?.role).toBe('editor');
    // Opening the link's page again answers the same role.
    expect((await accept(mode, accessToken)).data).toBe('editor');
  });

  it('a stranger who signs up after the invitation was sent cannot take the account', async () => {
    const email = address('second');
    const secret = await invite(email, 'admin');
    await requestLink(mode, email, secret);
    const res = await strangerSignup(mode, email);
    // Confirmations off: the address is taken (422); on: GoTrue answers as if signing up (or 429
    // within max_frequency of the last e-mail), and leaves the unconfirmed account as it is.
    expect([200, 422, 429]).toContain(res.status);
    const body = (await res.json()) as { access_token?: string };
    expect(body.access_token).toBeUndefined();
    const { error } = await authClient(mode).signInWithPassword({
      email,
      password: 'stranger-chosen-password',
    });
    expect(error).not.toBeNull();
    expect((await accountOf(email))?.role).toBeNull();
  });
});

describe('accept_staff_invitation', () => {
  it('refuses a password session, even of the invited address', async () => {
    const email = address('member');
    const member = authClient('confirmations off');
    // An account that exists before the invitation (as a member of the site would).
    const id = randomUUID();
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
         extensions.crypt('member-own-password', extensions.gen_salt('bf')), now(),
         '{"provider": "email", "providers": ["email"]}', '{}', now(), now())`,
      [id, email],
    );
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text), 'email', now(), now())`,
      [id, email],
    );
    const secret = await invite(email, 'care');
    // Inviting an existing account grants nothing by itself.
    expect((await accountOf(email))?.role).toBeNull();
    const { data: signedIn, error: signInError } = await member.signInWithPassword({
      email,
      password: 'member-own-password',
    });
    expect(signInError).toBeNull();
    const refused = await accept('confirmations off', signedIn.session?.access_token ?? '');
    expect(refused.error).toMatchObject({ code: '42501' });
    expect((await accountOf(email))?.role).toBeNull();
    // The same person through the e-mailed link: accepted.
    const accessToken = await arriveFromLink('confirmations off', email, secret);
    expect((await accept('confirmations off', accessToken)).data).toBe('care');
  });

  it('refuses anon, and someone without an invitation', async () => {
    const anon = await accept('confirmations off', inject('anonKey'));
    expect(anon.error).toMatchObject({ code: '42501' });
    const member = await signedInClient('member');
    const { error } = await member.rpc('accept_staff_invitation');
    expect(error?.code).toMatch(/^(42501|P0001)$/);
  });
});

describe('withdrawn and expired invitations leave no usable account', () => {
  it('withdrawing deletes the account the link created; the link then fails', async () => {
    const email = address('withdrawn');
    const secret = await invite(email, 'admin');
    const before = Date.now() - 1000;
    await requestLink('confirmations off', email, secret);
    const link = await newestLinkTo(email, before);
    expect(await accountOf(email)).not.toBeNull();
    const admin = await signedInClient('staff');
    expect((await admin.rpc('revoke_staff_invitation', { email })).error).toBeNull();
    expect(await accountOf(email)).toBeNull();
    expect((await open(link)).get('error_code')).toBe('otp_expired');
  });

  it('an expired invitation cannot be accepted, and the nightly purge deletes its account', async () => {
    const email = address('expired');
    const secret = await invite(email, 'admin');
    const accessToken = await arriveFromLink('confirmations off', email, secret);
    await db.query(
      "update private.staff_invitations set invited_at = now() - interval '8 days', expires_at = now() - interval '1 second' where email = $1",
      [email],
    );
    const { error } = await accept('confirmations off', accessToken);
    expect(error).toMatchObject({
      code: 'P0001',
      message: 'This invitation has expired or was withdrawn. Ask an administrator to send it again.',
    });
    const { rows } = await db.query<{ n: number }>('select private.purge_expired_staff_invitations() as n');
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    expect(await accountOf(email)).toBeNull();
  });

  it('a dashboard invitation or admin-created user without the secret is refused by the hook', async () => {
    const email = address('dashboard');
    await invite(email, 'admin');
    const res = await fetch(`${authUrls['confirmations off']}/invite`, {
      method: 'POST',
      headers: {
        apikey: inject('serviceRoleKey'),
        authorization: `Bearer ${inject('serviceRoleKey')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(403);
    expect(await accountOf(email)).toBeNull();
  });
});
