/**
 * Bad input to the five public forms' tables (contact_messages, first_timers,
 * newsletter_subscribers, prayer_requests, member_testimonies), sent straight to
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
  await db.query(`delete from public.newsletter_subscribers where email like 'news.%@example.org'`);
  await db.query(`delete from public.prayer_requests where request_details like '%public-forms %'`);
  await db.query(`delete from public.member_testimonies where testimony_content like '%public-forms %'`);
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

/** The text columns of each public form's table. */
const TEXT_COLUMNS = {
  contact_messages: 'name, email, phone, subject, message',
  first_timers: 'name, email, phone, how_heard, comments',
  newsletter_subscribers: 'email',
  prayer_requests: 'name, email, request_details',
  member_testimonies: 'submitter_name, testimony_title, testimony_content',
} as const;
type FormTable = keyof typeof TEXT_COLUMNS;

/** Rows of `table` whose text columns contain `marker` anywhere. */
async function rowsWith(table: FormTable, marker: string): Promise<number> {
  const r = await db.query<{ n: string }>(
    `select count(*) as n from public.${table} where position($1 in concat_ws(' ', ${TEXT_COLUMNS[table]})) > 0`,
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
  ['an id that is not a UUID', (m) => ({ ...contact(m), id: `id-${m}` })],
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
  ['an id that is not a UUID', (m) => ({ ...firstTimer(m), id: `id-${m}` })],
  ['a created_at chosen by the sender', (m) => ({ ...firstTimer(m), created_at: '2000-01-01T00:00:00Z' })],
  ['an unknown column', (m) => ({ ...firstTimer(m), is_member: false })],
  ['a body that is not JSON', () => 'name=Avery&email=avery%40example.org'],
];

// The marker goes into the e-mail's local part (letters, digits and hyphens keep it well-formed).
const newsletter = (m: string) => ({ email: `news.${m}@example.org` });

const NEWSLETTER_CASES: Case[] = [
  ['blank e-mail', () => ({ email: '' })],
  ['whitespace-only e-mail', () => ({ email: '   ' })],
  ['missing e-mail (null)', () => ({ email: null })],
  ['no e-mail at all', () => ({})],
  ['e-mail without @', (m) => ({ email: `news.${m}example.org` })],
  ['e-mail without a top-level domain', (m) => ({ email: `news.${m}@localhost` })],
  ['e-mail with a doubled dot', (m) => ({ email: `news..${m}@example.org` })],
  ['e-mail with a space', (m) => ({ email: `news ${m}@example.org` })],
  ['e-mail over 254 characters', (m) => ({ email: `${m}${'a'.repeat(250)}@example.org` })],
  ['a 1 MB e-mail', (m) => ({ email: `${m}${ONE_MB}@example.org` })],
  ['a control character in the e-mail', (m) => ({ email: `news\u0007${m}@example.org` })],
  ['a zero-width space in the e-mail', (m) => ({ email: `news\u200b${m}@example.org` })],
  ['e-mail as a number', () => ({ email: 42 })],
  ['e-mail as a JSON array', (m) => ({ email: [newsletter(m).email] })],
  ['an id chosen by the sender', (m) => ({ ...newsletter(m), id: randomUUID() })],
  ['a created_at chosen by the sender', (m) => ({ ...newsletter(m), created_at: '2000-01-01T00:00:00Z' })],
  ['an unknown column', (m) => ({ ...newsletter(m), confirmed: true })],
  ['a body that is not JSON', (m) => `email=${newsletter(m).email}`],
];

const prayer = (m: string) => ({
  name: `Sam ${m}`,
  email: 'sam@example.org',
  request_details: `Please pray for my mother. public-forms ${m}`,
  is_public: false,
});

const PRAYER_CASES: Case[] = [
  ['blank request', (m) => ({ ...prayer(m), request_details: '' })],
  ['whitespace-only request', (m) => ({ ...prayer(m), request_details: ' \n\t ' })],
  ['a request of no-break spaces', (m) => ({ ...prayer(m), request_details: '\u00a0\u3000' })],
  ['a request of zero-width spaces', (m) => ({ ...prayer(m), request_details: '\u200b\u200c\u2060' })],
  ['missing request (null)', (m) => ({ ...prayer(m), request_details: null })],
  ['request over 5000 characters', (m) => ({ ...prayer(m), request_details: `${m} ${'p'.repeat(5000)}` })],
  ['a 1 MB request', (m) => ({ ...prayer(m), request_details: `${m} ${ONE_MB}` })],
  ['a NUL character in the request', (m) => ({ ...prayer(m), request_details: `Pray\u0000 ${m}` })],
  ['an escape character in the name', (m) => ({ ...prayer(m), name: `Sam\u001b ${m}` })],
  ['name over 120 characters', (m) => ({ ...prayer(m), name: `${m} ${'n'.repeat(121)}` })],
  ['a malformed e-mail', (m) => ({ ...prayer(m), email: 'sam@@example' })],
  ['e-mail with a doubled dot', (m) => ({ ...prayer(m), email: 'sam..lee@example.org' })],
  ['is_public that is not a boolean', (m) => ({ ...prayer(m), is_public: 'maybe' })],
  ['an id that is not a UUID', (m) => ({ ...prayer(m), id: `id-${m}` })],
  ['a created_at chosen by the sender', (m) => ({ ...prayer(m), created_at: '2000-01-01T00:00:00Z' })],
  ['an unknown column', (m) => ({ ...prayer(m), answered: true })],
  ['a body that is not JSON', (m) => `request_details=public-forms ${m}`],
];

const testimony = (m: string) => ({
  submitter_name: `Grace ${m}`,
  testimony_title: 'Healed',
  testimony_content: `God provided for us. public-forms ${m}`,
  is_approved: false,
});

const TESTIMONY_CASES: Case[] = [
  ['blank content', (m) => ({ ...testimony(m), testimony_content: '' })],
  ['whitespace-only content', (m) => ({ ...testimony(m), testimony_content: '\n  \n' })],
  ['content of zero-width characters', (m) => ({ ...testimony(m), testimony_content: '\ufeff\u200d' })],
  ['missing content (null)', (m) => ({ ...testimony(m), testimony_content: null })],
  [
    'content over 5000 characters',
    (m) => ({ ...testimony(m), testimony_content: `${m} ${'t'.repeat(5000)}` }),
  ],
  ['1 MB of content', (m) => ({ ...testimony(m), testimony_content: `${m} ${ONE_MB}` })],
  ['a bell character in the name', (m) => ({ ...testimony(m), submitter_name: `Grace\u0007 ${m}` })],
  ['a C1 control in the title', (m) => ({ ...testimony(m), testimony_title: `Healed\u0085 ${m}` })],
  ['a vertical tab in the content', (m) => ({ ...testimony(m), testimony_content: `Hi\u000b ${m}` })],
  ['title over 200 characters', (m) => ({ ...testimony(m), testimony_title: `${m} ${'t'.repeat(200)}` })],
  ['is_approved that is not a boolean', (m) => ({ ...testimony(m), is_approved: 'maybe' })],
  ['is_approved: true from the public', (m) => ({ ...testimony(m), is_approved: true })],
  ['an id that is not a UUID', (m) => ({ ...testimony(m), id: `id-${m}` })],
  ['a submitted_at chosen by the sender', (m) => ({ ...testimony(m), submitted_at: '2000-01-01T00:00:00Z' })],
  ['an unknown column', (m) => ({ ...testimony(m), featured: true })],
  ['a body that is not JSON', (m) => `testimony_content=public-forms ${m}`],
];

describe.each([
  ['contact_messages', contact, CONTACT_CASES],
  ['first_timers', firstTimer, FIRST_TIMER_CASES],
  ['newsletter_subscribers', newsletter, NEWSLETTER_CASES],
  ['prayer_requests', prayer, PRAYER_CASES],
  ['member_testimonies', testimony, TESTIMONY_CASES],
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

  // The outbox of offline forms sends each row with an id made in the browser and may send it
  // again after a lost answer (docs/decisions/0041): the row is stored once. The same content
  // again is dropped by the form guard (201); other content under the same id is refused by the
  // primary key (409). The newsletter's key is the address, not an id.
  it.skipIf(table === 'newsletter_subscribers')(
    'stores a row with an id made by the sender once, however often it is sent',
    async () => {
      const marker = `id-${randomUUID()}`;
      const id = randomUUID();
      const first = await insert(table, { ...valid(marker), id });
      expect(first.status).toBe(201);
      const again = await insert(table, { ...valid(marker), id });
      expect([201, 409]).toContain(again.status);
      const other = await insert(table, { ...valid(`${marker}-other`), id });
      expect(other.status).toBe(409);
      expect(await rowsWith(table, marker)).toBe(1);
      const stored = await db.query(`select count(*)::int as n from public.${table} where id = $1`, [id]);
      expect(stored.rows[0]).toEqual({ n: 1 });
    },
  );

  it.each(cases)('refuses %s with a 4xx and stores nothing', async (_label, body) => {
    const marker = randomUUID();
    const res = await insert(table, body(marker));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await rowsWith(table, marker)).toBe(0);
  });
});
