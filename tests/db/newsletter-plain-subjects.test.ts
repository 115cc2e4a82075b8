/**
 * Newsletter (docs/decisions/0040; issue 41 item 9): the database refuses control characters in
 * an issue's subject and preheader (a line break in a subject is a header of its own), and staff
 * cannot read the secret of a subscriber's confirmation link.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

const WORD = `plain${randomUUID().slice(0, 8)}`;

let db: pg.Client;
let editor: Principal;
let admin: Principal;

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'plain-editor', 'editor');
  admin = await createPrincipal(db, 'plain-admin', 'admin');
});

afterAll(async () => {
  await db?.query('delete from public.newsletter_issues where slug like $1', [`${WORD}%`]);
  await db?.query('delete from public.newsletter_subscribers where email like $1', [`${WORD}%`]);
  if (db) await removePrincipals(db, [editor, admin]);
  await db?.end();
});

describe('subjects and preheaders are one plain line', () => {
  it.each([
    ['a CR LF and a Bcc header', { subject: 'Hello\r\nBcc: everyone@example.org' }],
    ['a line feed', { subject: 'Hello\nWorld' }],
    ['a tab', { subject: 'Hello\tWorld' }],
    ['a C1 next-line', { subject: 'Hello\u0085World' }],
    ['a preheader with a line break', { subject: 'Hello', preheader: 'Line one\r\nLine two' }],
    ['a preheader with DEL', { subject: 'Hello', preheader: 'Odd\u007f' }],
  ])('refuses %s and stores nothing', async (_name, fields) => {
    const slug = `${WORD}-${randomUUID().slice(0, 6)}`;
    const { error } = await editor.client
      .from('newsletter_issues')
      .insert({ slug, body: 'Body', preheader: '', ...fields });
    expect(error?.code).toBe('23514');
    const { rows } = await db.query('select 1 from public.newsletter_issues where slug = $1', [slug]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a line break written into a draft later; a plain subject is kept', async () => {
    const slug = `${WORD}-${randomUUID().slice(0, 6)}`;
    const { data, error } = await editor.client
      .from('newsletter_issues')
      .insert({ slug, subject: 'Advent — “Hope” & joy', preheader: 'Ünïcode is fine', body: 'Body' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    const { error: changed } = await editor.client
      .from('newsletter_issues')
      .update({ subject: 'Hello\r\nBcc: x@example.org' })
      .eq('id', id);
    expect(changed?.code).toBe('23514');
    const { rows } = await db.query<{ subject: string }>(
      'select subject from public.newsletter_issues where id = $1',
      [id],
    );
    expect(rows[0]!.subject).toBe('Advent — “Hope” & joy');
  });
});

describe('confirmation tokens', () => {
  it('admins and editors read subscribers, never the confirmation token', async () => {
    const email = `${WORD}@example.org`;
    await db.query('insert into public.newsletter_subscribers (email) values ($1)', [email]);
    for (const staff of [editor, admin]) {
      const { data, error } = await staff.client
        .from('newsletter_subscribers')
        .select('id, email, created_at, confirmed_at, unsubscribe_token, confirmations_sent')
        .eq('email', email);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      const secret = await staff.client
        .from('newsletter_subscribers')
        .select('confirmation_token')
        .eq('email', email);
      expect(secret.error?.code).toBe('42501');
      expect(secret.data).toBeNull();
      // Nor through a filter on it.
      const probe = await staff.client
        .from('newsletter_subscribers')
        .select('id')
        .not('confirmation_token', 'is', null);
      expect(probe.error?.code).toBe('42501');
    }
  });
});
