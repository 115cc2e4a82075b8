/**
 * The local Auth's e-mail flows against GoTrue's behaviour (supabase/auth `internal/api`):
 * invitations by magic link with the Before User Created hook, the links of the e-mails
 * (`/verify`, implicit and PKCE), expired and reused links, password recovery and
 * `PUT /user`, sign-out everywhere, `/invite` for the service role only. Real HTTP to a
 * second API server on the test database (configured with sign-ups and a test-only hook, as
 * the invitation setup needs), real SMTP into the stack's mail catcher, read through its
 * Mailpit-shaped JSON API; `@supabase/auth-js` as the client.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import nodemailer from 'nodemailer';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { defaultAuthConfig, readAuthConfig, type AuthConfig } from '../../supabase/local/auth-config';
import { readStackPorts } from '../../supabase/local/ports';
import { AuthMailer } from '../../supabase/local/api/auth/mailer';
import { createApiServer, type ApiServer } from '../../supabase/local/api/server';
import { SEEDED_USERS, superuser } from './support/clients';

const SITE = 'http://localhost:5173';
const WELCOME = `${SITE}/admin/welcome`;
const RESET = `${SITE}/admin/reset-password`;
const REFUSAL = 'Only invited addresses can be staff.';

let db: pg.Client;
let server: ApiServer;
let storageDir: string;
let authUrl: string;
const config: AuthConfig = {
  ...defaultAuthConfig(),
  siteUrl: SITE,
  additionalRedirectUrls: ['http://localhost:4173/**'],
  enableSignup: true,
  minimumPasswordLength: 10,
  mailerAutoconfirm: true,
  maxFrequency: 60,
  emailSentPerHour: 30,
  beforeUserCreated: { functionName: '"auth_mail_test"."before_user_created"' },
};

/** A unique address per test (one database for the whole run). */
const address = (name: string): string => `${name}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** An auth-js client of the test server, as the staff pages make it. */
function client(flowType: 'implicit' | 'pkce' = 'implicit'): GoTrueClient {
  const store = new Map<string, string>();
  return new AuthClient({
    url: authUrl,
    headers: { apikey: inject('anonKey'), Authorization: `Bearer ${inject('anonKey')}` },
    flowType,
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

interface Summary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
  From: { Address: string };
  Created: string;
  Snippet: string;
}

/** Waits (at most 5 s) for the newest message to `to` in the catcher and returns it in full. */
async function mailTo(to: string, subject: string): Promise<{ HTML: string; Text: string; Subject: string }> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
      messages: Summary[];
    };
    const hit = list.messages.find((m) => m.To.some((t) => t.Address === to) && m.Subject === subject);
    if (hit) {
      return (await (await fetch(`${inject('mailUrl')}/api/v1/message/${hit.ID}`)).json()) as {
        HTML: string;
        Text: string;
        Subject: string;
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no "${subject}" message to ${to}`);
}

async function messagesTo(to: string): Promise<Summary[]> {
  const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
    messages: Summary[];
  };
  return list.messages.filter((m) => m.To.some((t) => t.Address === to));
}

/** The first link of a message's HTML (`href` unescaped as a browser reads it). */
function linkOf(html: string): string {
  const href = /href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('no link in the message');
  return href.replace(/&amp;/g, '&');
}

/** Opens an e-mail link as a browser's first request does (no API key): the 303 target. */
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

const fragment = (url: URL): URLSearchParams => new URLSearchParams(url.hash.slice(1));

async function invite(email: string): Promise<void> {
  await db.query('insert into auth_mail_test.invited (email) values ($1)', [email]);
}

beforeAll(async () => {
  db = await superuser();
  await db.query(`
    create schema auth_mail_test;
    create table auth_mail_test.invited (email text primary key);
    create table auth_mail_test.calls (payload jsonb not null, caller text not null);
    create function auth_mail_test.before_user_created(event jsonb) returns jsonb
    language plpgsql set search_path = '' as $$
    begin
      insert into auth_mail_test.calls (payload, caller) values (event, current_user);
      if exists (select 1 from auth_mail_test.invited where email = lower(event -> 'user' ->> 'email')) then
        return '{}'::jsonb;
      end if;
      return jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message', '${REFUSAL}'));
    end
    $$;
    revoke execute on function auth_mail_test.before_user_created(jsonb) from public;
    grant usage on schema auth_mail_test to supabase_auth_admin;
    grant execute on function auth_mail_test.before_user_created(jsonb) to supabase_auth_admin;
    grant select on auth_mail_test.invited to supabase_auth_admin;
    grant insert on auth_mail_test.calls to supabase_auth_admin;
  `);
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'auth-mail-test-'));
  server = await createApiServer({
    dbPort: Number(new URL(inject('dbUrl')).port),
    jwtSecret: inject('jwtSecret'),
    storageDir,
    uploadLimit: 1024,
    auth: config,
    smtpPort: inject('smtpPort'),
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  authUrl = `http://127.0.0.1:${address.port}/auth/v1`;
});

afterAll(async () => {
  await server?.close();
  await db.query('drop schema if exists auth_mail_test cascade');
  await db.end();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.query('truncate auth_mail_test.calls');
});

describe('config.toml', () => {
  it('is read as the CLI reads it: redirect URLs, password length 10, link expiry, local_smtp ports and sender, the invitation hook', async () => {
    const { auth } = await readAuthConfig(path.resolve('supabase'));
    expect(auth.siteUrl).toBe('http://localhost:5173');
    expect(auth.additionalRedirectUrls).toContain('http://127.0.0.1:5173');
    expect(auth.minimumPasswordLength).toBe(10);
    // One hour (issue 29; tests/db/auth-mail-templates.test.ts opens a link after 61 minutes).
    expect(auth.otpExpiry).toBe(3600);
    expect(auth.maxFrequency).toBe(1);
    expect(auth.beforeUserCreated).toEqual({ functionName: '"public"."hook_before_user_created"' });
    expect(await readStackPorts(path.resolve('supabase'))).toMatchObject({ mail: 54324, smtp: 54325 });
    expect({ name: auth.senderName, address: auth.senderEmail }).toEqual({
      name: 'Our Church',
      address: 'no-reply@example.org',
    });
  });

  it("the stack itself refuses an OTP sign-up of an address nobody invited, with the hook's 403", async () => {
    const auth = new AuthClient({
      url: `${inject('apiUrl')}/auth/v1`,
      headers: { apikey: inject('anonKey') },
      persistSession: false,
      detectSessionInUrl: false,
    });
    const { error } = await auth.signInWithOtp({
      email: address('nobody'),
      options: { shouldCreateUser: true },
    });
    expect(error?.status).toBe(403);
    expect(error?.message).toBe(
      'Accounts are created by invitation only. Ask an administrator to invite you.',
    );
  });

  it("the stack's own Auth delivers its e-mails to the stack's mail catcher", async () => {
    const auth = new AuthClient({
      url: `${inject('apiUrl')}/auth/v1`,
      headers: { apikey: inject('anonKey') },
      persistSession: false,
      detectSessionInUrl: false,
    });
    const { error } = await auth.resetPasswordForEmail(SEEDED_USERS.member.email, { redirectTo: RESET });
    expect(error).toBeNull();
    // config.toml's recovery template; the member is not staff, so no church name (decision 0036).
    const mail = await mailTo(SEEDED_USERS.member.email, 'Reset your password for the staff pages');
    expect(linkOf(mail.HTML)).toMatch(
      new RegExp(`^${inject('apiUrl')}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=`),
    );
  });
});

describe('invitation by magic link with the Before User Created hook', () => {
  it("refuses an address that is not invited: the hook's status and message, no user, no e-mail", async () => {
    const email = address('stranger');
    const { error } = await client().signInWithOtp({
      email,
      options: { shouldCreateUser: true, emailRedirectTo: WELCOME },
    });
    expect(error?.status).toBe(403);
    expect(error?.message).toBe(REFUSAL);
    expect((await db.query('select 1 from auth.users where email = $1', [email])).rowCount).toBe(0);
    expect(await messagesTo(email)).toEqual([]);
    // GoTrue's payload, given to the function as supabase_auth_admin.
    const call = (
      await db.query<{
        payload: { metadata: Record<string, unknown> & { uuid: string }; user: Record<string, unknown> };
        caller: string;
      }>('select * from auth_mail_test.calls')
    ).rows[0];
    expect(call?.caller).toBe('supabase_auth_admin');
    expect(call?.payload.metadata).toMatchObject({ name: 'before-user-created', ip_address: '127.0.0.1' });
    expect(call?.payload.metadata.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.payload.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
    });
  });

  it('creates an invited address and mails a magic link whose /verify redirects with a session in the fragment', async () => {
    const email = address('invitee');
    await invite(email);
    const invitee = client();
    const { error } = await invitee.signInWithOtp({
      email,
      options: { shouldCreateUser: true, emailRedirectTo: WELCOME, data: { display_name: 'New Editor' } },
    });
    expect(error).toBeNull();
    const mail = await mailTo(email, 'Your Magic Link');
    expect(mail.Text).toMatch(/Alternatively, enter the code: \d{6}/);
    const target = await follow(linkOf(mail.HTML));
    expect(`${target.origin}${target.pathname}`).toBe(WELCOME);
    const params = fragment(target);
    expect(params.get('type')).toBe('magiclink');
    expect(params.get('token_type')).toBe('bearer');
    const { data, error: sessionError } = await invitee.setSession({
      access_token: params.get('access_token') ?? '',
      refresh_token: params.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'New Editor', email_verified: true });
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('a reused link redirects with otp_expired and issues nothing', async () => {
    const email = address('reuse');
    await invite(email);
    await client().signInWithOtp({ email, options: { emailRedirectTo: WELCOME } });
    const link = linkOf((await mailTo(email, 'Your Magic Link')).HTML);
    expect(fragment(await follow(link)).get('access_token')).toBeTruthy();
    const sessions = (
      await db.query(
        'select 1 from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
        [email],
      )
    ).rowCount;
    const again = await follow(link);
    expect(`${again.origin}${again.pathname}`).toBe(WELCOME);
    expect(Object.fromEntries(fragment(again))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
    expect(
      (
        await db.query(
          'select 1 from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
          [email],
        )
      ).rowCount,
    ).toBe(sessions);
  });

  it('an expired link (older than otp_expiry) is refused; a second e-mail within max_frequency is 429', async () => {
    const email = address('late');
    await invite(email);
    const auth = client();
    await auth.signInWithOtp({ email, options: { emailRedirectTo: WELCOME } });
    const link = linkOf((await mailTo(email, 'Your Magic Link')).HTML);
    const { error } = await auth.signInWithOtp({ email, options: { emailRedirectTo: WELCOME } });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(/^For security purposes, you can only request this after 5\d seconds\.$/);
    await db.query(
      `update auth.users set recovery_sent_at = now() - interval '3601 seconds' where email = $1`,
      [email],
    );
    expect(fragment(await follow(link)).get('error_code')).toBe('otp_expired');
  });

  it('with PKCE the link redirects with ?code=, exchanged once at /token?grant_type=pkce', async () => {
    const email = address('pkce');
    await invite(email);
    const auth = client('pkce');
    expect((await auth.signInWithOtp({ email, options: { emailRedirectTo: WELCOME } })).error).toBeNull();
    const link = linkOf((await mailTo(email, 'Your Magic Link')).HTML);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const target = await follow(link);
    const code = target.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error } = await auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const { error: again } = await client('pkce').exchangeCodeForSession(code);
    expect(again).not.toBeNull();
  });

  it('POST /verify takes the 6-digit code of the e-mail with the address', async () => {
    const email = address('code');
    await invite(email);
    const auth = client();
    await auth.signInWithOtp({ email, options: { emailRedirectTo: WELCOME } });
    const code = /enter the code: (\d{6})/.exec((await mailTo(email, 'Your Magic Link')).Text)?.[1] ?? '';
    const wrong = await auth.verifyOtp({
      email,
      token: code === '000000' ? '000001' : '000000',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.message).toBe('Token has expired or is invalid');
    const { data, error } = await auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('refuses a malformed address and falls back to site_url for a redirect not allowed', async () => {
    const { error } = await client().signInWithOtp({ email: 'not an address' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Unable to validate email address: invalid format');
    const email = address('elsewhere');
    await invite(email);
    await client().signInWithOtp({
      email,
      options: { emailRedirectTo: 'https://evil.example.com/admin/welcome' },
    });
    const link = new URL(linkOf((await mailTo(email, 'Your Magic Link')).HTML));
    expect(link.searchParams.get('redirect_to')).toBe(SITE);
  });

  it('builds the link on the API address it is configured with: a forged Host or Referer shapes nothing', async () => {
    const email = address('forged-host');
    await invite(email);
    // node:http, because fetch will not send a Host header of the caller's choosing.
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email, create_user: true });
      const request = http.request(
        `${authUrl}/otp`,
        {
          method: 'POST',
          headers: {
            Host: 'evil.example',
            'X-Forwarded-Host': 'evil.example',
            'X-Forwarded-Proto': 'https',
            Referer: 'https://evil.example/admin/welcome',
            apikey: inject('anonKey'),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(status).toBe(200);
    const link = new URL(linkOf((await mailTo(email, 'Your Magic Link')).HTML));
    expect(link.origin).toBe(new URL(authUrl).origin);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('redirect_to')).toBe(SITE);
  });
});

describe('POST /signup', () => {
  it('calls the hook too: refused with its message, allowed and signed in (autoconfirm)', async () => {
    const signup = (email: string, password = 'long-enough-password') =>
      fetch(`${authUrl}/signup`, {
        method: 'POST',
        headers: {
          apikey: inject('anonKey'),
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email, password }),
      });
    const email = address('signup');
    const refused = await signup(email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: '', message: REFUSAL });
    await invite(email);
    const weak = await signup(email, 'short');
    expect(weak.status).toBe(422);
    expect(await weak.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 10 characters.',
      weak_password: { reasons: ['length'] },
    });
    const ok = await signup(email);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { email: string } }).user.email).toBe(email);
    const again = await signup(email);
    expect(again.status).toBe(422);
    expect(((await again.json()) as { code: string }).code).toBe('user_already_exists');
  });
});

describe('POST /invite', () => {
  it('is for the service role only, calls the hook, and mails an invitation whose link confirms the user', async () => {
    const call = (key: string, email: string) =>
      fetch(`${authUrl}/invite`, {
        method: 'POST',
        headers: {
          apikey: key,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email }),
      });
    const email = address('invited');
    const anon = await call(inject('anonKey'), email);
    expect(anon.status).toBe(403);
    expect(await anon.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const refused = await call(inject('serviceRoleKey'), email);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(REFUSAL);
    await invite(email);
    const ok = await call(inject('serviceRoleKey'), email);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { email: string; invited_at?: string }).email).toBe(email);
    const mail = await mailTo(email, 'You have been invited');
    const target = await follow(
      linkOf(mail.HTML).replace(/redirect_to=[^&]*/, `redirect_to=${encodeURIComponent(WELCOME)}`),
    );
    expect(fragment(target).get('type')).toBe('invite');
    const again = await call(inject('serviceRoleKey'), email);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });
});

describe('password recovery and PUT /user', () => {
  it('recover → e-mail → verify → recovery session → new password (weak and same refused as GoTrue)', async () => {
    const email = address('forgetful');
    await invite(email);
    const admin = client();
    await admin.signInWithOtp({ email, options: { emailRedirectTo: WELCOME } });
    const first = fragment(await follow(linkOf((await mailTo(email, 'Your Magic Link')).HTML)));
    const welcome = client();
    await welcome.setSession({
      access_token: first.get('access_token') ?? '',
      refresh_token: first.get('refresh_token') ?? '',
    });
    expect((await welcome.updateUser({ password: 'first-password-1' })).error).toBeNull();
    // An unrelated session of the same user, on another device.
    const other = client();
    expect((await other.signInWithPassword({ email, password: 'first-password-1' })).error).toBeNull();

    await db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 seconds' where email = $1`,
      [email],
    );
    const unknown = await client().resetPasswordForEmail(address('unknown'), { redirectTo: RESET });
    expect(unknown.error).toBeNull();
    const reset = client();
    expect((await reset.resetPasswordForEmail(email, { redirectTo: RESET })).error).toBeNull();
    const target = await follow(linkOf((await mailTo(email, 'Reset Your Password')).HTML));
    expect(`${target.origin}${target.pathname}`).toBe(RESET);
    const params = fragment(target);
    expect(params.get('type')).toBe('recovery');
    await reset.setSession({
      access_token: params.get('access_token') ?? '',
      refresh_token: params.get('refresh_token') ?? '',
    });

    const weak = await reset.updateUser({ password: 'short-pw1' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toBe('Password should be at least 10 characters.');
    expect((weak.error as { reasons?: string[] } | null)?.reasons).toEqual(['length']);
    const same = await reset.updateUser({ password: 'first-password-1' });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.message).toBe('New password should be different from the old password.');
    const done = await reset.updateUser({ password: 'second-password-2', data: { display_name: 'Renamed' } });
    expect(done.error).toBeNull();
    expect(done.data.user?.user_metadata.display_name).toBe('Renamed');

    // The other sessions ended with the password change; the new password signs in.
    const refreshed = await other.refreshSession();
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect((await client().signInWithPassword({ email, password: 'first-password-1' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await client().signInWithPassword({ email, password: 'second-password-2' })).error).toBeNull();
  });
});

describe('sign out everywhere', () => {
  it('POST /logout?scope=global revokes every refresh token of the user', async () => {
    const { email, password } = SEEDED_USERS.member;
    const phone = client();
    const laptop = client();
    expect((await phone.signInWithPassword({ email, password })).error).toBeNull();
    expect((await laptop.signInWithPassword({ email, password })).error).toBeNull();
    const laptopSession = (await laptop.getSession()).data.session;
    expect((await phone.signOut({ scope: 'global' })).error).toBeNull();
    const left = await db.query(
      `select 1 from auth.refresh_tokens t join auth.users u on u.id::text = t.user_id where u.email = $1 and not t.revoked`,
      [email],
    );
    expect(left.rowCount).toBe(0);
    const res = await fetch(`${authUrl}/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ refresh_token: laptopSession?.refresh_token }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });
});

describe('custom e-mail templates', () => {
  it('uses [auth.email.template.<kind>] subject and content_path, with the variables replaced and escaped', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'auth-mail-config-'));
    try {
      const supabase = path.join(dir, 'supabase');
      await mkdir(path.join(supabase, 'templates'), { recursive: true });
      await writeFile(
        path.join(supabase, 'templates', 'recovery.html'),
        '<p>Hello {{ .Data.display_name }}, <a href="{{ .ConfirmationURL }}">choose a new password</a> ({{ .Token }})</p>',
      );
      await writeFile(
        path.join(supabase, 'config.toml'),
        [
          '[auth]',
          'site_url = "http://localhost:5173"',
          '[auth.email.template.recovery]',
          'subject = "Choose a new password"',
          'content_path = "./supabase/templates/recovery.html"',
          '[auth.hook.before_user_created]',
          'enabled = true',
          'uri = "pg-functions://postgres/public/hook_fn"',
        ].join('\n'),
      );
      const { auth } = await readAuthConfig(supabase);
      expect(auth.beforeUserCreated).toEqual({ functionName: '"public"."hook_fn"' });
      expect(auth.templates.recovery?.subject).toBe('Choose a new password');
      const mailer = new AuthMailer(auth, inject('smtpPort'));
      const to = address('template');
      await mailer.send({
        action: 'recovery',
        to,
        otp: '123456',
        tokenHash: 'abc',
        redirectTo: RESET,
        externalUrl: 'http://127.0.0.1:1/auth/v1',
        userMetadata: { display_name: '<Ann & Bo>' },
      });
      mailer.close();
      const mail = await mailTo(to, 'Choose a new password');
      expect(mail.HTML).toBe(
        `<p>Hello &lt;Ann &amp; Bo&gt;, <a href="http://127.0.0.1:1/auth/v1/verify?token=abc&amp;type=recovery&amp;redirect_to=${RESET}">choose a new password</a> (123456)</p>`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('mail catcher', () => {
  it('shows messages escaped on its inbox page and deletes them through the API', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: inject('smtpPort'),
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'site@example.org',
      to: 'escape-test@example.org',
      subject: '<script>alert(1)</script>',
      text: 'plain <b>text</b>',
      html: '<p onclick="x()">hi</p>',
    });
    transport.close();
    const [summary] = await messagesTo('escape-test@example.org');
    expect(summary).toMatchObject({
      Subject: '<script>alert(1)</script>',
      From: { Address: 'site@example.org' },
      Snippet: 'plain <b>text</b>',
    });
    expect(new Date(summary?.Created ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((summary as unknown as { Size: number }).Size).toBeGreaterThan(200);
    const inbox = await (await fetch(`${inject('mailUrl')}/`)).text();
    expect(inbox).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(inbox).not.toContain('<script>');
    const view = await (await fetch(`${inject('mailUrl')}/view/${summary?.ID}`)).text();
    expect(view).toContain('sandbox=""');
    expect(view).toContain('srcdoc="&lt;p onclick=&quot;x()&quot;&gt;hi&lt;/p&gt;"');
    expect(view).toContain('plain &lt;b&gt;text&lt;/b&gt;');
    const del = await fetch(`${inject('mailUrl')}/api/v1/messages`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await messagesTo('escape-test@example.org')).toEqual([]);
  });
});
