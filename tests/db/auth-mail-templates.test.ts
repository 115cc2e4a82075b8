/**
 * Auth's e-mails in the church's voice (issue 30 item 4, docs/decisions/0036) and the lifetime of
 * their links (issue 29), against the stack's own Auth: config.toml's templates and sender, the
 * real Before User Created hook, the triggers that keep `church_name` and `role_label` in staff
 * accounts' metadata, real SMTP into the mail catcher, read through its Mailpit-shaped JSON API.
 */
import { randomBytes } from 'node:crypto';
import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEEDED_USERS, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

const WELCOME = 'http://localhost:5173/admin/welcome';
const RESET = 'http://localhost:5173/admin/reset-password';

let db: pg.Client;
let identityBefore: unknown;
const principals: Principal[] = [];
const invitees: string[] = [];
/** The invitation secrets sent, which no e-mail may show. */
const secrets: string[] = [];

interface Summary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}
interface Message {
  Subject: string;
  HTML: string;
  Text: string;
  From: { Name: string; Address: string };
}

/** An auth-js client of the stack, as the staff pages make it (implicit flow, no stored session). */
function auth(): GoTrueClient {
  return new AuthClient({
    url: `${inject('apiUrl')}/auth/v1`,
    headers: { apikey: inject('anonKey'), Authorization: `Bearer ${inject('anonKey')}` },
    flowType: 'implicit',
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/**
 * Waits (at most 5 s) until `count` messages to `to` with `subject` have arrived and returns the
 * newest in full.
 */
async function mailTo(to: string, subject: string, count = 1): Promise<Message> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
      messages: Summary[];
    };
    const hits = list.messages.filter((m) => m.To.some((t) => t.Address === to) && m.Subject === subject);
    const hit = hits.length >= count ? hits[0] : undefined;
    if (hit) return (await (await fetch(`${inject('mailUrl')}/api/v1/message/${hit.ID}`)).json()) as Message;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seen = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
    messages: Summary[];
  };
  throw new Error(
    `no "${subject}" message to ${to}; subjects to it: ${JSON.stringify(
      seen.messages.filter((m) => m.To.some((t) => t.Address === to)).map((m) => m.Subject),
    )}`,
  );
}

/** The e-mail's button: its first link, as a browser reads the attribute. */
function linkOf(html: string): string {
  const href = /href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('no link in the message');
  return href.replace(/&amp;/g, '&');
}

/** The page a link leads to, after GoTrue's /verify (a browser's first request, no API key). */
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** Sets the site_identity setting's name, as an admin saving the settings page does. */
async function churchNamed(name: string): Promise<void> {
  await db.query(
    `insert into public.site_settings (setting_key, setting_value) values ('site_identity', $1)
     on conflict (setting_key) do update set setting_value = excluded.setting_value`,
    [JSON.stringify({ name })],
  );
}

const address = (name: string): string => `${name}-${Math.random().toString(36).slice(2, 8)}@example.org`;

beforeAll(async () => {
  db = await superuser();
  const r = await db.query<{ setting_value: unknown }>(
    `select setting_value from public.site_settings where setting_key = 'site_identity'`,
  );
  identityBefore = r.rows[0]?.setting_value;
  await churchNamed('Grace Chapel');
});

afterAll(async () => {
  await db.query(`delete from public.site_settings where setting_key = 'site_identity'`);
  if (identityBefore !== undefined) {
    await db.query(
      `insert into public.site_settings (setting_key, setting_value) values ('site_identity', $1)`,
      [JSON.stringify(identityBefore)],
    );
  }
  await removePrincipals(db, principals);
  for (const email of invitees) {
    await db.query(
      'delete from public.staff_members where user_id in (select id from auth.users where email = $1)',
      [email],
    );
    await db.query('delete from auth.users where email = $1', [email]);
    await db.query('delete from private.staff_invitations where email = $1', [email]);
  }
  await db.end();
});

describe('the invitation e-mail', () => {
  /**
   * Records an invitation as invite_staff does (with its one-time secret, docs/decisions/0035), then
   * asks Auth for the magic link as the staff page does, the secret in the metadata.
   */
  async function invite(role: 'admin' | 'editor' | 'care', data: Record<string, string>): Promise<string> {
    const email = address(`invitee-${role}`);
    invitees.push(email);
    const secret = randomBytes(32).toString('hex');
    await db.query(
      `insert into private.staff_invitations (email, role, invited_by, token_hash)
       values ($1, $2, $3, encode(sha256(convert_to($4, 'UTF8')), 'hex'))`,
      [email, role, SEEDED_USERS.staff.id, secret],
    );
    const { error } = await auth().signInWithOtp({
      email,
      options: { shouldCreateUser: true, emailRedirectTo: WELCOME, data: { ...data, invitation: secret } },
    });
    expect(error).toBeNull();
    secrets.push(secret);
    return email;
  }

  it('names the church, who invited them and as what, from the church as sender, without a code', async () => {
    const email = await invite('care', {
      church_name: 'Grace Chapel',
      invited_by_name: 'Pastor Ann',
      role_label: 'Pastoral care',
    });
    const mail = await mailTo(email, 'You are invited to the Grace Chapel staff pages');
    expect(mail.From).toEqual({ Name: 'Our Church', Address: 'no-reply@example.org' });
    expect(mail.Text).toContain(
      'Pastor Ann has invited you to the staff pages of Grace Chapel, with the role Pastoral care.',
    );
    expect(mail.HTML).toContain('color: #1c326e">Grace Chapel</p>');
    // No 6-digit code (the colours of the inline styles are six hex digits too).
    for (const part of [mail.Subject, mail.Text, mail.HTML.replace(/ style="[^"]*"/g, '')]) {
      expect(part).not.toMatch(/\b\d{6}\b/);
      for (const secret of secrets) expect(part).not.toContain(secret);
    }
    // The button is GoTrue's link, and it leads to the welcome page with a session.
    const target = await follow(linkOf(mail.HTML));
    expect(`${target.origin}${target.pathname}`).toBe(WELCOME);
    expect(new URLSearchParams(target.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('names the church and the role from the database when the link request carries neither', async () => {
    const email = await invite('editor', { invited_by_name: 'Pastor Ann' });
    const mail = await mailTo(email, 'You are invited to the Grace Chapel staff pages');
    expect(mail.Text).toContain(
      'Pastor Ann has invited you to the staff pages of Grace Chapel, with the role Editor.',
    );
  });
});

describe('the password-reset e-mail', () => {
  it('names the church for a staff member, and follows a renamed church', async () => {
    const editor = await createPrincipal(db, 'reset-editor', 'editor');
    principals.push(editor);
    expect((await auth().resetPasswordForEmail(editor.email, { redirectTo: RESET })).error).toBeNull();
    const mail = await mailTo(editor.email, 'Reset your password for the Grace Chapel staff pages');
    expect(mail.Text).toContain(
      `Someone asked to reset the password of the account ${editor.email} on the staff pages of Grace Chapel.`,
    );
    expect(mail.Text).not.toMatch(/\b\d{6}\b/);

    // Renamed on the settings page: the next e-mail has the new name. An apostrophe is written ’,
    // since GoTrue HTML-escapes subjects (' would show as &#39;).
    await churchNamed("St Mary's Parish");
    await db.query(`update auth.users set recovery_sent_at = now() - interval '2 seconds' where id = $1`, [
      editor.id,
    ]);
    expect((await auth().resetPasswordForEmail(editor.email, { redirectTo: RESET })).error).toBeNull();
    const renamed = await mailTo(editor.email, 'Reset your password for the St Mary’s Parish staff pages');
    expect(renamed.Text).toContain('on the staff pages of St Mary’s Parish.');
    await churchNamed('Grace Chapel');
  });
});

describe("the church's name and the role in staff accounts' metadata", () => {
  const metadata = async (id: string) =>
    (
      await db.query<{ meta: Record<string, unknown> }>(
        'select raw_user_meta_data as meta from auth.users where id = $1',
        [id],
      )
    ).rows[0]?.meta ?? {};

  it('follow the staff role and the site_identity setting; other accounts are left alone', async () => {
    const admin = await createPrincipal(db, 'meta-admin', 'admin');
    const member = await createPrincipal(db, 'meta-member', null);
    principals.push(admin, member);
    expect(await metadata(admin.id)).toMatchObject({ church_name: 'Grace Chapel', role_label: 'Admin' });
    expect(await metadata(member.id)).not.toHaveProperty('church_name');

    await db.query(`update public.staff_members set role = 'care' where user_id = $1`, [admin.id]);
    expect(await metadata(admin.id)).toMatchObject({ role_label: 'Pastoral care' });

    // Removed: the built-in name, as the site shows it.
    await db.query(`delete from public.site_settings where setting_key = 'site_identity'`);
    expect(await metadata(admin.id)).toMatchObject({ church_name: 'Our Church' });
    await churchNamed('Grace Chapel');
    expect(await metadata(admin.id)).toMatchObject({ church_name: 'Grace Chapel' });
    expect(await metadata(member.id)).not.toHaveProperty('church_name');
  });
});

// Issue 29: links lived 24 hours (otp_expiry = 86400), so a reset e-mail found in an inbox a day
// later still signed its reader in.
describe('links of Auth e-mails', () => {
  it('work within the hour and are refused after it', async () => {
    const care = await createPrincipal(db, 'late-reset', 'care');
    principals.push(care);
    const subject = 'Reset your password for the Grace Chapel staff pages';
    expect((await auth().resetPasswordForEmail(care.email, { redirectTo: RESET })).error).toBeNull();
    const fresh = await follow(linkOf((await mailTo(care.email, subject)).HTML));
    expect(new URLSearchParams(fresh.hash.slice(1)).get('type')).toBe('recovery');

    await db.query(`update auth.users set recovery_sent_at = now() - interval '2 seconds' where id = $1`, [
      care.id,
    ]);
    expect((await auth().resetPasswordForEmail(care.email, { redirectTo: RESET })).error).toBeNull();
    const second = await mailTo(care.email, subject, 2);
    const link = linkOf(second.HTML);
    // 61 minutes later.
    await db.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [
      care.id,
    ]);
    const late = await follow(link);
    expect(`${late.origin}${late.pathname}`).toBe(RESET);
    expect(Object.fromEntries(new URLSearchParams(late.hash.slice(1)))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
    });
  });
});
