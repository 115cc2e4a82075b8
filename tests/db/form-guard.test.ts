/**
 * Flood limits and the duplicate guard of the five public forms (migrations `*_form_guard.sql`
 * and `*_form_guard_by_table.sql`, docs/decisions/0016), through the HTTP API with the anon key,
 * as a script would send them, in every spelling that reaches the tables.
 * The test stack runs with raised limits (tests/support/form-limits.ts); this file sets small
 * real ones for its own run and puts the raised ones back at the end. It plays the hosted API,
 * which sits behind Cloudflare (`form_guard_settings.behind_cloudflare`), so that a request's
 * `cf-connecting-ip` names its client (tests/db/church-networks.test.ts checks both settings). Each flood's figures
 * (attempts / stored / 429 / other) are printed at the end as the flood table of decision 0016.
 */
import { randomUUID } from 'node:crypto';
import { PostgrestClient } from '@supabase/postgrest-js';
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

/** The shipped hourly ceilings (migrations `*_form_guard.sql`, `*_form_guard_by_table.sql`). */
const SHIPPED_GLOBAL: Record<Form, number> = {
  newsletter_subscribers: 120,
  prayer_requests: 60,
  contact_messages: 60,
  first_timers: 60,
  member_testimonies: 60,
};

let db: pg.Client;

/** Rows of the flood table printed at the end: one per flood. */
const floodTable: Array<{ flood: string; attempts: number; stored: number; limited: number; other: string }> =
  [];

beforeAll(async () => {
  db = await superuser();
  const setting = await db.query<{ n: string }>(
    `select count(*) as n from pg_roles, unnest(rolconfig) as cfg
     where rolname = 'authenticator' and cfg like 'pgrst.db_pre_request=%'`,
  );
  expect(Number(setting.rows[0]?.n), 'no pre-request function is left').toBe(0);
  const triggers = await db.query<{ table: string }>(
    `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where t.tgname = 'guard_submission' and not t.tgisinternal order by 1`,
  );
  // Event registrations are inserted by register_for_event only (decision 0039); their flood
  // limit is tested in registrations.test.ts.
  expect(triggers.rows.map((r) => r.table)).toEqual([...FORM_NAMES, 'event_registrations'].sort());
  await db.query('update public.form_guard_settings set behind_cloudflare = true');
});

beforeEach(async () => {
  await db.query('update private.form_limits set per_client = $1, global_per_hour = $2', [
    PER_CLIENT,
    GLOBAL_PER_HOUR,
  ]);
  await db.query('truncate private.form_attempts, private.form_fingerprints');
});

afterAll(async () => {
  if (floodTable.length > 0) {
    const lines = floodTable.map(
      (r) => `| ${r.flood} | ${r.attempts} | ${r.stored} | ${r.limited} | ${r.other || '0'} |`,
    );
    console.info(
      ['| flood | attempts | stored | 429 | other |', '| --- | --- | --- | --- | --- |', ...lines].join('\n'),
    );
  }
  await db.query('update private.form_limits set per_client = $1, global_per_hour = $1', [TEST_FORM_LIMIT]);
  await db.query('truncate private.form_attempts, private.form_fingerprints');
  await db.query('update public.form_guard_settings set behind_cloudflare = false');
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

/**
 * POSTs one row like supabase-js `.insert()` without `.select()`, with extra headers; `path`
 * replaces the table's name in the URL (another spelling of it, a query string).
 */
async function post(
  form: Form,
  body: unknown,
  headers: Record<string, string> = {},
  path: string = form,
): Promise<Answer> {
  const res = await fetch(`${api}/rest/v1/${path}`, {
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

/** Adds a flood's figures to the table printed at the end. */
function record(flood: string, answers: Answer[], storedRows: number): void {
  const others = new Map<number, number>();
  for (const a of answers) {
    if (a.status !== 429) others.set(a.status, (others.get(a.status) ?? 0) + 1);
  }
  const other = [...others]
    .filter(([status]) => status !== 201)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  floodTable.push({
    flood,
    attempts: answers.length,
    stored: storedRows,
    limited: answers.filter((a) => a.status === 429).length,
    other,
  });
}

describe('a flood from one client', () => {
  it.each(FORM_NAMES)(
    `stores at most ${PER_CLIENT} of ${FLOOD_ATTEMPTS} inserts into %s, refuses the rest with 429, never 5xx`,
    async (form) => {
      const run = randomUUID();
      const answers = await flood(FLOOD_ATTEMPTS, (i) => post(form, FORMS[form](`${run}-${i}`)));
      const counts = tally(answers);
      record(`one client, ${form}`, answers, await stored(form, run));
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
      record(`rotating addresses, ${form} (ceiling ${GLOBAL_PER_HOUR})`, answers, await stored(form, run));
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

  it('answers 409 with an empty body for an address already subscribed (any case), storing nothing', async () => {
    const run = randomUUID();
    expect((await post('newsletter_subscribers', FORMS.newsletter_subscribers(run))).status).toBe(201);
    // Confirmed from the e-mail (decision 0040); an unconfirmed address is sent the confirmation again.
    await confirmAll();
    const again = await post('newsletter_subscribers', { email: `FLOOD-${run}@Example.org` });
    expect(again).toEqual({ status: 409, retryAfter: null, body: '' });
    expect(await stored('newsletter_subscribers', run)).toBe(1);
  });

  it('gives postgrest-js (what the site calls) status 409 and an error for it', async () => {
    const run = randomUUID();
    const client = new PostgrestClient(`${api}/rest/v1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    const first = await client.from('newsletter_subscribers').insert(FORMS.newsletter_subscribers(run));
    expect(first.error).toBeNull();
    await confirmAll();
    const again = await client.from('newsletter_subscribers').insert(FORMS.newsletter_subscribers(run));
    expect(again.status).toBe(409);
    expect(again.error).toEqual({ message: '' });
  });
});

describe('every spelling of a write counts against the per-client limit', () => {
  const ATTEMPTS = 40;

  /** Sends ATTEMPTS prayer requests the given way; returns the answers and the rows stored. */
  async function spelled(
    label: string,
    send: (marker: string) => Promise<Answer>,
  ): Promise<{ answers: Answer[]; rows: number }> {
    const run = randomUUID();
    const answers = await flood(ATTEMPTS, (i) => send(`${run}-${i}`));
    const rows = await stored('prayer_requests', run);
    record(`bypass: ${label}`, answers, rows);
    expect(tally(answers).serverErrors).toBe(0);
    return { answers, rows };
  }

  it.each([
    ['percent-encoded name /rest/v1/prayer%5Frequests', 'prayer%5Frequests', {}],
    [
      'every letter encoded /rest/v1/%70%72%61%79%65%72%5F%72%65%71%75%65%73%74%73',
      '%70%72%61%79%65%72%5F%72%65%71%75%65%73%74%73',
      {},
    ],
    ['Content-Profile: public', 'prayer_requests', { 'content-profile': 'public' }],
    ['Accept-Profile: public on a POST', 'prayer_requests', { 'accept-profile': 'public' }],
    ['query string and columns=', 'prayer_requests?columns=request_details&select=id', {}],
  ] as const)('%s: stores the limit, refuses the rest with 429', async (label, path, headers) => {
    const { answers, rows } = await spelled(label, (marker) =>
      post('prayer_requests', FORMS.prayer_requests(marker), headers, path),
    );
    expect(rows).toBe(PER_CLIENT);
    expect(tally(answers)).toEqual({
      created: PER_CLIENT,
      limited: ATTEMPTS - PER_CLIENT,
      serverErrors: 0,
      other: 0,
    });
  });

  it.each([
    ['Prefer: resolution=merge-duplicates', 'prayer_requests', 'resolution=merge-duplicates'],
    ['Prefer: resolution=ignore-duplicates', 'prayer_requests', 'resolution=ignore-duplicates'],
    [
      'on_conflict=id, resolution=ignore-duplicates',
      'prayer_requests?on_conflict=id',
      'resolution=ignore-duplicates',
    ],
    [
      'on_conflict=id, resolution=merge-duplicates',
      'prayer_requests?on_conflict=id',
      'resolution=merge-duplicates',
    ],
  ] as const)(
    '%s stores nothing: the public may not read or update the table (42501)',
    async (label, path, resolution) => {
      // ON CONFLICT needs SELECT on the conflict columns (and UPDATE to merge), which visitors do
      // not have; were they granted, the BEFORE INSERT guard would count each row as above.
      const { answers, rows } = await spelled(label, (marker) =>
        post(
          'prayer_requests',
          FORMS.prayer_requests(marker),
          { prefer: `return=minimal,${resolution}` },
          path,
        ),
      );
      expect(rows).toBe(0);
      expect(answers.every((a) => a.status === 401 && JSON.parse(a.body).code === '42501')).toBe(true);
    },
  );

  it('Content-Profile naming a schema that is not exposed is refused (406 PGRST106)', async () => {
    const { answers, rows } = await spelled('Content-Profile: private', (marker) =>
      post('prayer_requests', FORMS.prayer_requests(marker), { 'content-profile': 'private' }),
    );
    expect(rows).toBe(0);
    expect(answers.every((a) => a.status === 406 && JSON.parse(a.body).code === 'PGRST106')).toBe(true);
  });

  it.each([2, 5, 1_000])('a bulk body of %i rows stores nothing', async (size) => {
    const { rows } = await spelled(`bulk bodies of ${size} rows`, (marker) =>
      post(
        'prayer_requests',
        Array.from({ length: size }, (_, j) => FORMS.prayer_requests(`${marker}-${j}`)),
      ),
    );
    expect(rows).toBe(0);
  });

  it('mixed spellings from one client: still the limit in total', async () => {
    const spellings: Array<[string, Record<string, string>]> = [
      ['prayer_requests', {}],
      ['prayer%5Frequests', {}],
      ['prayer_requests', { 'content-profile': 'public' }],
      ['prayer_requests?columns=request_details', {}],
    ];
    const { answers, rows } = await spelled('mixed spellings, one client', (marker) => {
      const [path, headers] = spellings[Number(marker.split('-').pop()) % spellings.length] ?? spellings[0]!;
      return post('prayer_requests', FORMS.prayer_requests(marker), headers, path);
    });
    expect(rows).toBe(PER_CLIENT);
    expect(tally(answers).limited).toBe(ATTEMPTS - PER_CLIENT);
  });

  it('GraphQL is not served (config.toml exposes public only; the local stack has no pg_graphql)', async () => {
    const res = await fetch(`${api}/graphql/v1`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { insertIntoprayer_requestsCollection(objects: [{request_details: "form-guard gql"}]) { affectedCount } }',
      }),
    });
    expect(res.status).toBe(404);
    const graphqlSchema = await fetch(`${api}/rest/v1/rpc/graphql`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        'content-type': 'application/json',
        'content-profile': 'graphql_public',
      },
      body: '{}',
    });
    expect(graphqlSchema.status).toBe(406);
  });

  it('any statement that writes through the API settings counts, whatever sent it (as pg_graphql does)', async () => {
    // pg_graphql runs inside PostgREST's transaction (rpc graphql_public.graphql): same role,
    // same request settings. The limit is on the table, so the SQL it writes is limited too.
    const run = randomUUID();
    const answers: string[] = [];
    for (let i = 0; i < PER_CLIENT + 3; i += 1) {
      await db.query('begin');
      try {
        await db.query(
          `select set_config('role', 'anon', true), set_config('request.method', 'POST', true),
                  set_config('request.jwt.claims', '{"role":"anon"}', true),
                  set_config('request.headers', '{"cf-connecting-ip":"192.0.2.77"}', true)`,
        );
        // Plain inserts and upserts (ON CONFLICT DO NOTHING) alternate: both fire the guard.
        await db.query(
          `insert into public.prayer_requests (request_details) values ($1)${i % 2 === 1 ? ' on conflict do nothing' : ''}`,
          [`form-guard ${run}-${i}`],
        );
        await db.query('commit');
        answers.push('stored');
      } catch (error) {
        await db.query('rollback');
        answers.push(String((error as { code?: string }).code));
      }
    }
    expect(answers).toEqual([...Array(PER_CLIENT).fill('stored'), ...Array(3).fill('PGRST')]);
    expect(await stored('prayer_requests', run)).toBe(PER_CLIENT);
  });
});

describe('no lock-out by a handful of clients', () => {
  it.each(FORM_NAMES)(
    '%s: 10 clients hammering for an hour leave room for a new visitor',
    async (form) => {
      await db.query('update private.form_limits set global_per_hour = $1 where form = $2', [
        SHIPPED_GLOBAL[form],
        form,
      ]);
      const run = randomUUID();
      const CLIENTS = 10;
      const WINDOWS = 6; // an hour of 10-minute windows
      const PER_WINDOW = 10; // attempts per client in each window
      const all: Answer[] = [];
      for (let w = 0; w < WINDOWS; w += 1) {
        const answers = await flood(CLIENTS * PER_WINDOW, (i) =>
          post(form, FORMS[form](`${run}-${w}-${i}`), {
            'cf-connecting-ip': `203.0.113.${(i % CLIENTS) + 1}`,
          }),
        );
        all.push(...answers);
        // The window passes: the attempts move 10 minutes into the past (still within the hour).
        await db.query(`update private.form_attempts set at = at - interval '10 minutes' where form = $1`, [
          form,
        ]);
      }
      const hammered = await stored(form, run);
      record(`lock-out: ${CLIENTS} clients × ${WINDOWS * PER_WINDOW} attempts, ${form}`, all, hammered);
      expect(hammered).toBe(CLIENTS * WINDOWS * PER_CLIENT);

      const visitor = await post(form, FORMS[form](`${run}-visitor`), { 'cf-connecting-ip': '198.18.0.1' });
      expect(visitor.status).toBe(201);
    },
    120_000,
  );

  it('a ceiling is reached only by ceiling / per_client clients (12 for 60 an hour)', async () => {
    await db.query(`update private.form_limits set global_per_hour = 60 where form = 'member_testimonies'`);
    const run = randomUUID();
    const answers = await flood(12 * PER_CLIENT, (i) =>
      post('member_testimonies', FORMS.member_testimonies(`${run}-${i}`), {
        'cf-connecting-ip': `203.0.113.${(i % 12) + 1}`,
      }),
    );
    expect(tally(answers).created).toBe(60);
    const visitor = await post('member_testimonies', FORMS.member_testimonies(`${run}-v`), {
      'cf-connecting-ip': '198.18.0.2',
    });
    expect(visitor.status).toBe(429);
  });

  it('dropped duplicates do not use the shared budget', async () => {
    await db.query(`update private.form_limits set global_per_hour = 3 where form = 'first_timers'`);
    const run = randomUUID();
    const same = FORMS.first_timers(run);
    for (let i = 0; i < PER_CLIENT; i += 1) {
      expect((await post('first_timers', same, { 'cf-connecting-ip': '203.0.113.50' })).status).toBe(201);
    }
    expect(await stored('first_timers', run)).toBe(1);
    // One stored row of the ceiling's 3 is used: two other visitors get through, a third does not.
    for (const [i, expected] of [
      [1, 201],
      [2, 201],
      [3, 429],
    ] as const) {
      const answer = await post('first_timers', FORMS.first_timers(`${run}-${i}`), {
        'cf-connecting-ip': `203.0.113.${50 + i}`,
      });
      expect(answer.status).toBe(expected);
    }
    expect(await stored('first_timers', run)).toBe(3);
  });
});

/** Marks every subscription confirmed (as if each had used the confirmation link). */
async function confirmAll(): Promise<void> {
  await db.query('update public.newsletter_subscribers set confirmed_at = now() where confirmed_at is null');
}

describe('newsletter probing', () => {
  it(`answers at most ${PER_CLIENT} membership questions per client, then 429`, async () => {
    const known = `flood-${randomUUID()}@example.org`;
    await db.query('insert into public.newsletter_subscribers (email, confirmed_at) values ($1, now())', [
      known,
    ]);
    const answers: number[] = [];
    for (let i = 0; i < PER_CLIENT * 2; i += 1) {
      answers.push((await post('newsletter_subscribers', { email: known })).status);
    }
    expect(answers).toEqual([...Array(PER_CLIENT).fill(409), ...Array(PER_CLIENT).fill(429)]);
  });

  it('counts probes of unknown and known addresses alike', async () => {
    const run = randomUUID();
    const known = `flood-${run}-known@example.org`;
    await db.query('insert into public.newsletter_subscribers (email, confirmed_at) values ($1, now())', [
      known,
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < PER_CLIENT + 2; i += 1) {
      const email = i % 2 === 0 ? known : `flood-${run}-${i}@example.org`;
      statuses.push((await post('newsletter_subscribers', { email })).status);
    }
    expect(statuses).toEqual([409, 201, 409, 201, 409, 429, 429]);
  });
});

describe('bookkeeping', () => {
  it('refuses a multi-row insert and stores nothing: 400 (one row per request), 429 past the limit', async () => {
    const run = randomUUID();
    const two = Array.from({ length: 2 }, (_, i) => FORMS.prayer_requests(`${run}-${i}`));
    expect((await post('prayer_requests', two)).status).toBe(400);
    // 1,000 rows: the guard counts row by row and refuses the 6th, so the statement fails first.
    const many = Array.from({ length: 1_000 }, (_, i) => FORMS.prayer_requests(`${run}-${i}`));
    expect((await post('prayer_requests', many)).status).toBe(429);
    expect(await stored('prayer_requests', run)).toBe(0);
    // Neither counted: the client still has its whole limit.
    expect((await post('prayer_requests', FORMS.prayer_requests(`${run}-one`))).status).toBe(201);
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

describe('privacy of the bookkeeping', () => {
  it('purge_form_guard removes attempts before 24 hours and fingerprints after 10 minutes', async () => {
    await db.query(
      `insert into private.form_attempts (form, client, at) values
         ('prayer_requests', '192.0.2.1', now() - interval '25 hours'),
         ('prayer_requests', '192.0.2.2', now() - interval '23 hours 56 minutes'),
         ('prayer_requests', '192.0.2.3', now() - interval '23 hours 50 minutes'),
         ('prayer_requests', '192.0.2.4', now())`,
    );
    await db.query(
      `insert into private.form_fingerprints (form, client, fingerprint, at) values
         ('prayer_requests', '192.0.2.1', 'a', now() - interval '11 minutes'),
         ('prayer_requests', '192.0.2.4', 'b', now() - interval '1 minute')`,
    );
    const purged = await db.query<{ n: number }>('select private.purge_form_guard() as n');
    expect(purged.rows[0]?.n).toBe(3);
    const left = await db.query<{ client: string }>(
      'select client from private.form_attempts order by client',
    );
    expect(left.rows.map((r) => r.client)).toEqual(['192.0.2.3', '192.0.2.4']);
    const prints = await db.query<{ client: string }>('select client from private.form_fingerprints');
    expect(prints.rows.map((r) => r.client)).toEqual(['192.0.2.4']);
  });

  it('is scheduled every 5 minutes (pg_cron on hosted projects, its stand-in here)', async () => {
    const job = await db.query<{ schedule: string; command: string; active: boolean }>(
      `select schedule, command, active from cron.job where jobname = 'form-guard-purge'`,
    );
    expect(job.rows).toEqual([
      { schedule: '*/5 * * * *', command: 'select private.purge_form_guard()', active: true },
    ]);
  });
});
