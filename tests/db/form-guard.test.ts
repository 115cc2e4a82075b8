/**
 * Flood limits and the duplicate guard of the five public forms (migration `*_form_guard.sql`,
 * docs/decisions/0016), through the HTTP API with the anon key, as a script would send them.
 * The test stack runs with raised limits (tests/support/form-limits.ts); this file sets small
 * real ones for its own run and puts the raised ones back at the end.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { TEST_FORM_LIMIT } from '../support/form-limits';
import { signedInClient, superuser } from './support/clients';

const api = inject('apiUrl');
const anonKey = inject('anonKey');

/** Limits of this file's run: the shipped per-client limit, a small global ceiling. */
const PER_CLIENT = 5;
const GLOBAL_PER_HOUR = 40;
/** Attempts of each flood (issue "Protect the public forms"). */
const FLOOD_ATTEMPTS = 1_200;
/** Requests in flight at once during a flood (a bounded loop, loopback only). */
const CONCURRENCY = 16;

const FORMS = {
  newsletter_subscribers: (m: string) => ({ email: `flood-${m}@example.org` }),
  prayer_requests: (m: string) => ({ request_details: `form-guard ${m}` }),
  contact_messages: (m: string) => ({
    name: 'Jordan',
    email: 'jordan@example.org',
    subject: 'form-guard',
    message: `form-guard ${m}`,
  }),
  first_timers: (m: string) => ({ name: 'Avery', email: 'avery@example.org', comments: `form-guard ${m}` }),
  member_testimonies: (m: string) => ({ testimony_content: `form-guard ${m}` }),
} as const;
type Form = keyof typeof FORMS;
const FORM_NAMES = Object.keys(FORMS) as Form[];

/** The column that carries each row's marker. */
const MARKED: Record<Form, string> = {
  newsletter_subscribers: 'email',
  prayer_requests: 'request_details',
  contact_messages: 'message',
  first_timers: 'comments',
  member_testimonies: 'testimony_content',
};

let db: pg.Client;

beforeAll(async () => {
  db = await superuser();
  const setting = await db.query<{ n: string }>(
    `select count(*) as n from pg_roles, unnest(rolconfig) as cfg
     where rolname = 'authenticator' and cfg = 'pgrst.db_pre_request=private.form_guard'`,
  );
  expect(Number(setting.rows[0]?.n), 'the authenticator calls private.form_guard').toBe(1);
});

beforeEach(async () => {
  await db.query('update private.form_limits set per_client = $1, global_per_hour = $2', [
    PER_CLIENT,
    GLOBAL_PER_HOUR,
  ]);
  await db.query('truncate private.form_attempts, private.form_fingerprints');
});

afterAll(async () => {
  await db.query('update private.form_limits set per_client = $1, global_per_hour = $1', [TEST_FORM_LIMIT]);
  await db.query('truncate private.form_attempts, private.form_fingerprints');
  for (const form of FORM_NAMES) {
    await db.query(
      `delete from public.${form} where ${MARKED[form]} like '%form-guard%' or ${MARKED[form]} like 'flood-%'`,
    );
  }
  await db.end();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** POSTs one row like supabase-js `.insert()` without `.select()`, with extra headers. */
async function post(form: Form, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${api}/rest/v1/${form}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}

/** Runs `count` requests with at most {@link CONCURRENCY} in flight; returns their statuses. */
async function flood(count: number, send: (index: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        answers.push(await send(index));
      }
    }),
  );
  return answers;
}

async function stored(form: Form, marker: string): Promise<number> {
  const r = await db.query<{ n: string }>(
    `select count(*) as n from public.${form} where position($1 in ${MARKED[form]}) > 0`,
    [marker],
  );
  return Number(r.rows[0]?.n);
}

function tally(answers: Answer[]) {
  return {
    created: answers.filter((a) => a.status === 201).length,
    limited: answers.filter((a) => a.status === 429).length,
    serverErrors: answers.filter((a) => a.status >= 500).length,
    other: answers.filter((a) => a.status !== 201 && a.status !== 429 && a.status < 500).length,
  };
}

describe('a flood from one client', () => {
  it.each(FORM_NAMES)(
    `stores at most ${PER_CLIENT} of ${FLOOD_ATTEMPTS} inserts into %s, refuses the rest with 429, never 5xx`,
    async (form) => {
      const run = randomUUID();
      const answers = await flood(FLOOD_ATTEMPTS, (i) => post(form, FORMS[form](`${run}-${i}`)));
      const counts = tally(answers);
      expect(counts).toEqual({
        created: PER_CLIENT,
        limited: FLOOD_ATTEMPTS - PER_CLIENT,
        serverErrors: 0,
        other: 0,
      });
      expect(await stored(form, run)).toBe(PER_CLIENT);
    },
    120_000,
  );

  it("answers 429 with Retry-After and PostgREST's error shape", async () => {
    const run = randomUUID();
    for (let i = 0; i < PER_CLIENT; i += 1) {
      expect((await post('prayer_requests', FORMS.prayer_requests(`${run}-${i}`))).status).toBe(201);
    }
    const refused = await post('prayer_requests', FORMS.prayer_requests(`${run}-over`));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(600);
    expect(JSON.parse(refused.body)).toEqual({
      code: 'rate_limited',
      message: 'Too many submissions from this connection. Please try again in a few minutes.',
      details: null,
      hint: 'Wait for the time given in the Retry-After header.',
    });
  });

  it('counts a limit for its own form only, and never limits reads', async () => {
    const run = randomUUID();
    await flood(PER_CLIENT + 3, (i) => post('prayer_requests', FORMS.prayer_requests(`${run}-${i}`)));
    expect((await post('contact_messages', FORMS.contact_messages(run))).status).toBe(201);
    for (let i = 0; i < 20; i += 1) {
      const read = await fetch(`${api}/rest/v1/site_settings?select=setting_key&limit=1`, {
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
      });
      expect(read.status).toBe(200);
    }
  });

  it('never limits staff', async () => {
    const staff = await signedInClient('staff');
    const run = randomUUID();
    for (let i = 0; i < PER_CLIENT * 3; i += 1) {
      const { error } = await staff.from('prayer_requests').insert(FORMS.prayer_requests(`${run}-${i}`));
      expect(error).toBeNull();
    }
    expect(await stored('prayer_requests', run)).toBe(PER_CLIENT * 3);
  });

  it('does not count a refused (bad) submission', async () => {
    for (let i = 0; i < PER_CLIENT * 2; i += 1) {
      expect(
        (await post('contact_messages', { name: '', email: 'x@example.org', subject: 's', message: 'm' }))
          .status,
      ).toBe(400);
    }
    const run = randomUUID();
    expect((await post('contact_messages', FORMS.contact_messages(run))).status).toBe(201);
  });
});

describe('a flood from many forged addresses', () => {
  it('gains nothing from a rotating x-forwarded-for: the gateway appends the real address', async () => {
    const run = randomUUID();
    const answers = await flood(200, (i) =>
      post('contact_messages', FORMS.contact_messages(`${run}-${i}`), {
        'x-forwarded-for': `10.${i % 250}.${(i * 7) % 250}.${(i * 13) % 250}`,
      }),
    );
    expect(tally(answers)).toEqual({
      created: PER_CLIENT,
      limited: 200 - PER_CLIENT,
      serverErrors: 0,
      other: 0,
    });
  });

  it.each(FORM_NAMES)(
    `stores at most the global ceiling (${GLOBAL_PER_HOUR} an hour) of ${FLOOD_ATTEMPTS} inserts into %s from rotating client addresses`,
    async (form) => {
      const run = randomUUID();
      // A client address header forged per request (cf-connecting-ip, which hosted Supabase's
      // edge sets itself): each "client" stays under its own limit, the form's ceiling holds.
      const answers = await flood(FLOOD_ATTEMPTS, (i) =>
        post(form, FORMS[form](`${run}-${i}`), { 'cf-connecting-ip': `198.51.${i >> 8}.${i & 255}` }),
      );
      const counts = tally(answers);
      expect(counts).toEqual({
        created: GLOBAL_PER_HOUR,
        limited: FLOOD_ATTEMPTS - GLOBAL_PER_HOUR,
        serverErrors: 0,
        other: 0,
      });
      expect(await stored(form, run)).toBe(GLOBAL_PER_HOUR);
    },
    120_000,
  );
});

describe('the duplicate guard', () => {
  it.each(FORM_NAMES.filter((form) => form !== 'newsletter_subscribers'))(
    'stores one row when the same content reaches %s twice from one client',
    async (form) => {
      const run = randomUUID();
      const body = FORMS[form](run);
      expect((await post(form, body)).status).toBe(201);
      expect((await post(form, body)).status).toBe(201);
      expect(await stored(form, run)).toBe(1);
      // Different content from the same client is stored.
      expect((await post(form, FORMS[form](`${run}-b`))).status).toBe(201);
      expect(await stored(form, run)).toBe(2);
    },
  );

  it("keeps the newsletter's own rule: a second signup of an address answers 409 (23505)", async () => {
    const run = randomUUID();
    expect((await post('newsletter_subscribers', FORMS.newsletter_subscribers(run))).status).toBe(201);
    const again = await post('newsletter_subscribers', FORMS.newsletter_subscribers(run));
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body)).toMatchObject({ code: '23505' });
  });
});

describe('bookkeeping', () => {
  it('refuses a multi-row insert (1,000 rows in one request) and stores nothing', async () => {
    const run = randomUUID();
    const rows = Array.from({ length: 1_000 }, (_, i) => FORMS.prayer_requests(`${run}-${i}`));
    const answer = await post('prayer_requests', rows);
    expect(answer.status).toBe(400);
    expect(await stored('prayer_requests', run)).toBe(0);
  });

  it('shows staff counts per form, and nothing to anyone else', async () => {
    const run = randomUUID();
    await post('first_timers', FORMS.first_timers(run));
    const staff = await signedInClient('staff');
    const { data, error } = await staff.from('form_submission_counts').select('form, last_hour, last_day');
    expect(error).toBeNull();
    expect(data).toContainEqual({ form: 'first_timers', last_hour: 1, last_day: 1 });
    expect(Object.keys(data?.[0] ?? {})).toEqual(['form', 'last_hour', 'last_day']);

    const member = await signedInClient('member');
    expect((await member.from('form_submission_counts').select('*')).data).toEqual([]);
    const anon = await fetch(`${api}/rest/v1/form_submission_counts?select=*`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    expect(anon.status).toBeGreaterThanOrEqual(400);
  });
});
