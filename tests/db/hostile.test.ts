/**
 * Hostile requests against the local stack's HTTP API: missing keys, forged and expired JWTs,
 * unknown names, SQL injection through every part of the PostgREST grammar, path traversal in
 * storage names, and uploads the bucket must refuse. Each refusal is checked on the wire (status
 * and error body as hosted Supabase sends them) AND in the database with the superuser: a
 * sentinel table survives, row counts do not move, `pg_sleep` payloads do not run, and refused
 * uploads leave neither a `storage.objects` row nor a file.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInClient, superuser } from './support/clients';

const api = inject('apiUrl');
const anonKey = inject('anonKey');
const serviceKey = inject('serviceRoleKey');
const secret = inject('jwtSecret');

let db: pg.Client;
let dataDir: string;
let staff: SupabaseClient;
let staffToken: string;

/** Superuser row count of a table. */
async function count(table: string): Promise<number> {
  const r = await db.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(r.rows[0]?.n);
}

async function sentinelAlive(): Promise<boolean> {
  const r = await db.query<{ n: string }>('select count(*) as n from hostile_probe.sentinel');
  return Number(r.rows[0]?.n) === 1;
}

/** GET/POST… with the anon key unless headers say otherwise; `path` is sent exactly as written. */
async function call(
  method: string,
  urlPath: string,
  init: { headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> } = {},
): Promise<{ status: number; body: unknown; ms: number }> {
  const started = Date.now();
  const res = await fetch(`${api}${urlPath}`, {
    method,
    headers: { apikey: anonKey, ...init.headers },
    body: init.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, ms: Date.now() - started };
}

async function sign(claims: Record<string, unknown>, key = secret): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(key));
}

beforeAll(async () => {
  db = await superuser();
  // Outside the exposed schema, so no API request can legitimately reach it.
  await db.query('create schema if not exists hostile_probe');
  await db.query('create table if not exists hostile_probe.sentinel (id int primary key)');
  await db.query('insert into hostile_probe.sentinel values (1) on conflict do nothing');
  const dir =
    (await db.query<{ data_directory: string }>('show data_directory')).rows[0]?.data_directory ?? '';
  dataDir = path.dirname(dir);
  staff = await signedInClient('staff');
  staffToken = (await staff.auth.getSession()).data.session?.access_token ?? '';
});

afterAll(async () => {
  await db.query('drop schema if exists hostile_probe cascade');
  await db.end();
});

describe('gateway and JWT', () => {
  it('refuses every API without an apikey (401, hosted gateway body)', async () => {
    for (const p of [
      '/rest/v1/church_events',
      '/rest/v1/rpc/get_gallery_album_categories',
      '/auth/v1/user',
    ]) {
      const res = await fetch(`${api}${p}`);
      expect(res.status, p).toBe(401);
      expect(await res.json()).toEqual({ message: 'No API key found in request' });
    }
    const list = await fetch(`${api}/storage/v1/object/list/gallery-images`, { method: 'POST', body: '{}' });
    expect(list.status).toBe(401);
  });

  it('refuses an apikey that is not signed with the project secret', async () => {
    const forged = await sign({ role: 'service_role' }, 'not-the-secret-but-at-least-32-characters');
    const r = await call('GET', '/rest/v1/church_events', { headers: { apikey: forged } });
    expect(r.status).toBe(401);
  });

  it('answers PGRST301 for a bearer token with a bad signature', async () => {
    const forged = await sign({ role: 'service_role' }, 'not-the-secret-but-at-least-32-characters');
    const r = await call('GET', '/rest/v1/newsletter_subscribers', {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'PGRST301', details: null, hint: null });
  });

  it('answers PGRST301 for a malformed bearer token', async () => {
    const r = await call('GET', '/rest/v1/church_events', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'PGRST301' });
  });

  it('answers PGRST303 "JWT expired" for an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign({
      role: 'authenticated',
      sub: randomUUID(),
      iat: now - 7200,
      exp: now - 3600,
    });
    const r = await call('GET', '/rest/v1/church_events', {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
  });

  it('does not let a forged service_role token read private tables', async () => {
    const before = await count('public.newsletter_subscribers');
    const forged = await sign({ role: 'service_role' }, 'not-the-secret-but-at-least-32-characters');
    const r = await call('DELETE', '/rest/v1/newsletter_subscribers?email=neq.x', {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(r.status).toBe(401);
    expect(await count('public.newsletter_subscribers')).toBe(before);
  });
});

describe('unknown names', () => {
  it('unknown table -> 404 PGRST205', async () => {
    const r = await call('GET', '/rest/v1/no_such_table');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
      details: null,
      hint: null,
    });
  });

  it('unknown column in select, filter and order -> 400 42703', async () => {
    for (const q of ['select=nope', 'nope=eq.1', 'order=nope.desc']) {
      const r = await call('GET', `/rest/v1/church_events?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body, q).toMatchObject({ code: '42703', message: 'column church_events.nope does not exist' });
    }
  });

  it('unknown function -> 404 PGRST202', async () => {
    const r = await call('POST', '/rest/v1/rpc/no_such_function', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'PGRST202' });
  });

  it('tables outside the exposed schema are unknown, not reachable', async () => {
    for (const name of ['sentinel', 'hostile_probe.sentinel', 'pg_authid', 'users']) {
      const r = await call('GET', `/rest/v1/${encodeURIComponent(name)}`);
      expect(r.status, name).toBe(404);
      expect(r.body, name).toMatchObject({ code: 'PGRST205' });
    }
  });
});

describe('SQL injection executes nothing', () => {
  const DROP = 'drop table hostile_probe.sentinel';
  const SLEEP = 'pg_sleep(3)';

  it.each([
    ['select', `select=id,title);${DROP};--`],
    ['select', `select=id,(select ${SLEEP})`],
    ['select cast', `select=id::text);${DROP};--`],
    ['select alias', `select=x:id;${DROP}`],
    ['select json path', `select=title->>'a');${DROP};--`],
    ['filter column', `title;${DROP}=eq.1`],
    ['filter column (quoted)', `"title"";${DROP};--"=eq.1`],
    ['filter operator', `title=eq);${DROP};--.x`],
    ['in list', `id=in.(1);${DROP};--`],
    ['logic tree', `or=(title.eq.a,title.eq.b));${DROP};--`],
    ['order', `order=title;${DROP}`],
    ['order (subquery)', `order=(select ${SLEEP})`],
    ['limit', `limit=1;${DROP}`],
    ['offset', `offset=0;select ${SLEEP}`],
  ])('%s: %s -> 400/404, nothing runs', async (_what, query) => {
    const events = await count('public.church_events');
    const r = await call(
      'GET',
      `/rest/v1/church_events?${query.replace(/ /g, '%20').replace(/;/g, '%3B').replace(/#/g, '%23')}`,
    );
    expect([400, 404]).toContain(r.status);
    expect(await sentinelAlive()).toBe(true);
    expect(await count('public.church_events')).toBe(events);
  });

  it.each([`'; ${DROP}; --`, `x' or '1'='1`, `x); select ${SLEEP}; --`, `$$; ${DROP}; $$`])(
    'filter value %s is data, never SQL',
    async (value) => {
      const r = await call('GET', `/rest/v1/church_events?select=id&title=eq.${encodeURIComponent(value)}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual([]);
      const like = await call(
        'GET',
        `/rest/v1/church_events?select=id&title=ilike.${encodeURIComponent(`*${value}*`)}`,
      );
      expect(like.status).toBe(200);
      expect(like.body).toEqual([]);
      const inList = await call(
        'GET',
        `/rest/v1/church_events?select=id&title=in.(${encodeURIComponent(`"${value.replace(/"/g, '')}"`)})`,
      );
      expect(inList.status).toBe(200);
      expect(await sentinelAlive()).toBe(true);
    },
  );

  it('insert values are data: a hostile email is stored verbatim or refused, nothing else runs', async () => {
    const before = await count('public.newsletter_subscribers');
    const email = `x'); ${DROP}; --@example.org`;
    const r = await call('POST', '/rest/v1/newsletter_subscribers', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect([201, 400]).toContain(r.status);
    expect(await sentinelAlive()).toBe(true);
    const after = await count('public.newsletter_subscribers');
    expect(after - before).toBe(r.status === 201 ? 1 : 0);
    await db.query('delete from public.newsletter_subscribers where email = $1', [email]);
  });

  it('payload keys and columns= are checked against the schema cache (PGRST204)', async () => {
    const before = await count('public.newsletter_subscribers');
    for (const [query, body] of [
      ['', { [`email") values ('a@b.c'); ${DROP}; --`]: 'x@example.org' }],
      [`?columns=${encodeURIComponent(`email,"x"); ${DROP}; --`)}`, { email: 'y@example.org' }],
    ] as const) {
      const r = await call('POST', `/rest/v1/newsletter_subscribers${query}`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect([400]).toContain(r.status);
    }
    expect(await sentinelAlive()).toBe(true);
    expect(await count('public.newsletter_subscribers')).toBe(before);
  });

  it('on_conflict is checked against the schema cache', async () => {
    const before = await count('public.newsletter_subscribers');
    const r = await call(
      'POST',
      `/rest/v1/newsletter_subscribers?on_conflict=${encodeURIComponent(`email) do nothing; ${DROP}; --`)}`,
      {
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${serviceKey}`,
          prefer: 'resolution=merge-duplicates',
        },
        body: JSON.stringify({ email: `hostile-${randomUUID()}@example.org` }),
      },
    );
    expect([400]).toContain(r.status);
    expect(await sentinelAlive()).toBe(true);
    expect(await count('public.newsletter_subscribers')).toBe(before);
  });

  it.each([
    `pg_sleep`,
    `get_gallery_album_categories();select ${SLEEP};--`,
    `get_gallery_album_categories"();${DROP};--`,
    `pg_catalog.pg_sleep`,
  ])('RPC name %s is refused with 404 PGRST202 and runs nothing', async (name) => {
    const r = await call('POST', `/rest/v1/rpc/${encodeURIComponent(name)}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 3 }),
    });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'PGRST202' });
    expect(await sentinelAlive()).toBe(true);
  });

  it('RPC argument names are checked and values are data', async () => {
    const badName = await call('POST', '/rest/v1/rpc/get_gallery_album_categories', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ [`x := 1); ${DROP}; --`]: 1 }),
    });
    expect(badName.status).toBe(404);
    const viaGet = await call(
      'GET',
      `/rest/v1/rpc/get_gallery_album_categories?category=eq.${encodeURIComponent(`'; ${DROP}; --`)}`,
    );
    expect(viaGet.status).toBe(200);
    expect(viaGet.body).toEqual([]);
    expect(await sentinelAlive()).toBe(true);
  });
});

describe('storage names cannot escape the bucket', () => {
  const token = randomUUID();

  it.each([
    `..%2F..%2Fescape-${token}.png`,
    `a%2F..%2F..%2F..%2Fescape-${token}.png`,
    `%2Fescape-${token}.png`,
    `a%00b-${token}.png`,
    `..%5C..%5Cescape-${token}.png`,
  ])('upload to gallery-images/%s is refused and stores nothing', async (encodedName) => {
    const rows = await count('storage.objects');
    const r = await call('POST', `/storage/v1/object/gallery-images/${encodedName}`, {
      headers: { authorization: `Bearer ${serviceKey}`, apikey: serviceKey, 'content-type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ statusCode: '400' });
    expect(await count('storage.objects')).toBe(rows);
    expect(existsSync(path.join(dataDir, `escape-${token}.png`))).toBe(false);
    expect(existsSync(path.join(dataDir, 'storage', `escape-${token}.png`))).toBe(false);
  });

  it('a traversing bucket name is refused', async () => {
    const r = await call('POST', `/storage/v1/object/..%2F..%2Fdb/escape-${token}.png`, {
      headers: { authorization: `Bearer ${serviceKey}`, apikey: serviceKey, 'content-type': 'image/png' },
      body: new Uint8Array([1]),
    });
    expect(r.status).toBe(400);
    expect(existsSync(path.join(dataDir, 'db', `escape-${token}.png`))).toBe(false);
  });

  it('public GET cannot read outside the bucket', async () => {
    for (const p of ['..%2F..%2Fdb%2FPG_VERSION', '..%2F..%2F..%2Fdb%2Fpostgresql.conf']) {
      const res = await fetch(`${api}/storage/v1/object/public/gallery-images/${p}`);
      expect(res.status, p).toBe(400);
      expect(await res.text()).not.toMatch(/^\d+\n$|listen_addresses/);
    }
  });
});

describe('uploads the bucket refuses store nothing', () => {
  const folder = `hostile-${randomUUID()}`;

  async function stored(name: string): Promise<{ row: boolean; file: boolean }> {
    const r = await db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
      'gallery-images',
      name,
    ]);
    return {
      row: (r.rowCount ?? 0) > 0,
      file: existsSync(path.join(dataDir, 'storage', 'gallery-images', ...name.split('/'))),
    };
  }

  function uploadsDirIsEmpty(): boolean {
    const dir = path.join(dataDir, 'storage-uploads');
    return !existsSync(dir) || readdirSync(dir).length === 0;
  }

  it('oversize (5 MiB + 1 byte) multipart upload -> 413 body, no row, no file', async () => {
    const name = `${folder}/big.png`;
    const { error } = await staff.storage
      .from('gallery-images')
      .upload(name, new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }));
    expect(error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(await stored(name)).toEqual({ row: false, file: false });
    expect(uploadsDirIsEmpty()).toBe(true);
  });

  it('oversize raw upload -> 413 body, no row, no file', async () => {
    const name = `${folder}/big-raw.png`;
    const r = await call('POST', `/storage/v1/object/gallery-images/${name}`, {
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'image/png' },
      body: new Uint8Array(5 * 1024 * 1024 + 1),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(await stored(name)).toEqual({ row: false, file: false });
  });

  it.each(['text/plain', 'image/svg+xml', 'application/x-msdownload'])(
    'MIME %s -> 415 body, no row, no file',
    async (type) => {
      const name = `${folder}/wrong-${type.replace(/\W/g, '-')}.png`;
      const { error } = await staff.storage
        .from('gallery-images')
        .upload(name, new Blob(['<svg/>'], { type }));
      expect(error).toMatchObject({ statusCode: '415', message: `mime type ${type} is not supported` });
      expect(await stored(name)).toEqual({ row: false, file: false });
      expect(uploadsDirIsEmpty()).toBe(true);
    },
  );

  it('anonymous upload is refused by RLS (403 body) and stores nothing', async () => {
    const name = `${folder}/anon.png`;
    const r = await call('POST', `/storage/v1/object/gallery-images/${name}`, {
      headers: { authorization: `Bearer ${anonKey}`, 'content-type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    expect(await stored(name)).toEqual({ row: false, file: false });
  });

  it('anonymous listing returns nothing (no SELECT policy)', async () => {
    const r = await call('POST', '/storage/v1/object/list/gallery-images', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([]);
  });

  it('a staff upload of an allowed type is stored, then removed', async () => {
    const name = `${folder}/ok.png`;
    const { error } = await staff.storage
      .from('gallery-images')
      .upload(name, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(await stored(name)).toEqual({ row: true, file: true });
    const removed = await staff.storage.from('gallery-images').remove([name]);
    expect(removed.error).toBeNull();
    expect(await stored(name)).toEqual({ row: false, file: false });
  });
});
