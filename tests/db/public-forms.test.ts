/**
 * Bad input to the two public forms' tables (contact_messages, first_timers), sent straight to
 * the HTTP API with the anon key as anyone could: blank and whitespace-only required fields,
 * malformed e-mails, over-long fields, control characters, a 1 MB message, columns the public may
 * not set, unknown columns, wrong JSON types and a body that is not JSON. Each is refused with a
 * 4xx status and, checked with the superuser, stores no row. A well-formed insert is accepted in
 * the same way, so the suite would notice a table that refuses everything.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { superuser } from './support/clients';

const api = inject('apiUrl');
const anonKey = inject('anonKey');

let db: pg.Client;

beforeAll(async () => {
  db = await superuser();
});

afterAll(async () => {
  await db.query(`delete from public.contact_messages where subject like 'public-forms %'`);
  await db.query(`delete from public.first_timers where comments like 'public-forms %'`);
  await db.end();
});

/** POSTs like supabase-js `.insert()` without `.select()` (Prefer: return=minimal). */
async function insert(table: string, body: unknown): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${api}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    // no JSON body (201)
  }
  return { status: res.status, code };
}

/** Rows of `table` whose text columns contain `marker` anywhere. */
async function rowsWith(table: 'contact_messages' | 'first_timers', marker: string): Promise<number> {
  const columns =
    table === 'contact_messages'
      ? `concat_ws(' ', name, email, phone, subject, message)`
      : `concat_ws(' ', name, email, phone, how_heard, comments)`;
  const r = await db.query<{ n: string }>(
    `select count(*) as n from public.${table} where position($1 in ${columns}) > 0`,
    [marker],
  );
  return Number(r.rows[0]?.n);
}

type Case = [label: string, body: (marker: string) => unknown];

const ONE_MB = 'x'.repeat(1024 * 1024);

const contact = (m: string) => ({
  name: `Jordan ${m}`,
  email: 'jordan@example.org',
  phone: '(317) 555-0199',
  subject: `public-forms ${m}`,
  message: `Is there parking on site? ${m}`,
});

const CONTACT_CASES: Case[] = [
  ['blank name', (m) => ({ ...contact(m), name: '' })],
  ['whitespace-only name', (m) => ({ ...contact(m), name: ' \t\n ' })],
  ['missing name (null)', (m) => ({ ...contact(m), name: null })],
  ['a name of no-break spaces', (m) => ({ ...contact(m), name: '\u00a0\u2003\u3000' })],
  ['whitespace-only subject', (m) => ({ ...contact(m), subject: '   ', message: `public-forms ${m}` })],
  ['whitespace-only message', (m) => ({ ...contact(m), message: '\n\n  ' })],
  ['e-mail without @', (m) => ({ ...contact(m), email: 'jordan.example.org' })],
  ['e-mail without a top-level domain', (m) => ({ ...contact(m), email: 'jordan@localhost' })],
  ['e-mail with a space', (m) => ({ ...contact(m), email: 'jor dan@example.org' })],
  ['e-mail with a doubled dot', (m) => ({ ...contact(m), email: 'jordan..lee@example.org' })],
  ['e-mail as a JSON array', (m) => ({ ...contact(m), email: ['jordan@example.org'] })],
  ['e-mail as a number', (m) => ({ ...contact(m), email: 42 })],
  ['name over 120 characters', (m) => ({ ...contact(m), name: `${m} ${'n'.repeat(121)}` })],
  [
    'subject over 200 characters',
    (m) => ({ ...contact(m), subject: `public-forms ${m} ${'s'.repeat(200)}` }),
  ],
  ['message over 5000 characters', (m) => ({ ...contact(m), message: `${m} ${'m'.repeat(5000)}` })],
  ['a 1 MB message', (m) => ({ ...contact(m), message: `${m} ${ONE_MB}` })],
  ['a bell character in the name', (m) => ({ ...contact(m), name: `Jordan\u0007 ${m}` })],
  ['a terminal escape in the subject', (m) => ({ ...contact(m), subject: `public-forms ${m} \u001b[2J` })],
  ['a NUL character in the message', (m) => ({ ...contact(m), message: `Hi\u0000 ${m}` })],
  ['a C1 control in the message', (m) => ({ ...contact(m), message: `Hi\u0085 ${m}` })],
  ['a phone made of letters', (m) => ({ ...contact(m), phone: 'call me maybe' })],
  ['a phone over 40 characters', (m) => ({ ...contact(m), phone: '1'.repeat(41) })],
  ['a phone as a JSON object', (m) => ({ ...contact(m), phone: { mobile: '3175550199' } })],
  ['a phone as a boolean', (m) => ({ ...contact(m), phone: true })],
  ['an id chosen by the sender', (m) => ({ ...contact(m), id: randomUUID() })],
  ['a created_at chosen by the sender', (m) => ({ ...contact(m), created_at: '2000-01-01T00:00:00Z' })],
  ['an unknown column', (m) => ({ ...contact(m), is_read: true })],
  ['a body that is not JSON', (m) => `{"name": "Jordan ${m}", "subject": "public-forms ${m}",`],
];

const firstTimer = (m: string) => ({
  name: `Avery ${m}`,
  email: 'avery@example.org',
  phone: '',
  how_heard: 'A friend or family member',
  comments: `public-forms ${m}`,
});

const FIRST_TIMER_CASES: Case[] = [
  ['blank name', (m) => ({ ...firstTimer(m), name: '' })],
  ['whitespace-only name', (m) => ({ ...firstTimer(m), name: '\u00a0 \t ' })],
  ['missing name (null)', (m) => ({ ...firstTimer(m), name: null })],
  ['a name of no-break spaces', (m) => ({ ...firstTimer(m), name: '\u00a0\u00a0' })],
  ['blank e-mail', (m) => ({ ...firstTimer(m), email: '' })],
  ['missing e-mail (null)', (m) => ({ ...firstTimer(m), email: null })],
  ['e-mail without a domain', (m) => ({ ...firstTimer(m), email: 'avery@' })],
  ['e-mail with two @', (m) => ({ ...firstTimer(m), email: 'avery@@example.org' })],
  ['e-mail starting with a dot', (m) => ({ ...firstTimer(m), email: '.avery@example.org' })],
  ['e-mail with quotes and brackets', (m) => ({ ...firstTimer(m), email: '["avery@example.org"]' })],
  ['name over 120 characters', (m) => ({ ...firstTimer(m), name: `${m} ${'n'.repeat(121)}` })],
  ['how_heard over 200 characters', (m) => ({ ...firstTimer(m), how_heard: 'h'.repeat(201) })],
  [
    'comments over 5000 characters',
    (m) => ({ ...firstTimer(m), comments: `public-forms ${m} ${'c'.repeat(5000)}` }),
  ],
  ['1 MB of comments', (m) => ({ ...firstTimer(m), comments: `public-forms ${m} ${ONE_MB}` })],
  ['a backspace in the name', (m) => ({ ...firstTimer(m), name: `Avery\b ${m}` })],
  ['a line feed in how_heard', (m) => ({ ...firstTimer(m), how_heard: 'A friend\nand more' })],
  [
    'an escape character in the comments',
    (m) => ({ ...firstTimer(m), comments: `public-forms ${m} \u001b` }),
  ],
  ['a phone made of letters', (m) => ({ ...firstTimer(m), phone: 'not a number' })],
  ['a phone with too few digits', (m) => ({ ...firstTimer(m), phone: '12-34' })],
  ['a phone as a JSON array', (m) => ({ ...firstTimer(m), phone: ['3175550199'] })],
  ['an id chosen by the sender', (m) => ({ ...firstTimer(m), id: randomUUID() })],
  ['a created_at chosen by the sender', (m) => ({ ...firstTimer(m), created_at: '2000-01-01T00:00:00Z' })],
  ['an unknown column', (m) => ({ ...firstTimer(m), is_member: false })],
  ['a body that is not JSON', () => 'name=Avery&email=avery%40example.org'],
];

describe.each([
  ['contact_messages', contact, CONTACT_CASES],
  ['first_timers', firstTimer, FIRST_TIMER_CASES],
] as const)('%s with the anon key', (table, valid, cases) => {
  it('has at least 12 bad-input cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
  });

  it('accepts a well-formed row (201) and stores it', async () => {
    const marker = `ok-${randomUUID()}`;
    const res = await insert(table, valid(marker));
    expect(res.status).toBe(201);
    expect(await rowsWith(table, marker)).toBe(1);
  });

  it.each(cases)('refuses %s with a 4xx and stores nothing', async (_label, body) => {
    const marker = randomUUID();
    const res = await insert(table, body(marker));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await rowsWith(table, marker)).toBe(0);
  });
});
