/**
 * The local stack itself (supabase/local): it never hangs, and it answers as hosted Supabase
 * (PostgREST, Storage, Auth) where the app depends on it. Plain HTTP, so what is tested is what
 * goes over the wire.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApiServer, type ApiServer } from '../../supabase/local/api/server';
import { SEEDED_USERS, superuser } from './support/clients';
import { call, keyHeaders, token, type HttpAnswer } from './support/http';

const staff = SEEDED_USERS.staff;
const signIn = (from: string): Promise<HttpAnswer> =>
  token('password', { email: staff.email, password: staff.password }, from);
const refresh = (refreshToken: string, from: string): Promise<HttpAnswer> =>
  token('refresh_token', { refresh_token: refreshToken }, from);
const session = (answer: HttpAnswer): { access_token: string; refresh_token: string } => {
  expect(answer.status, answer.text).toBe(200);
  return answer.json as { access_token: string; refresh_token: string };
};

let db: pg.Client;
beforeAll(async () => {
  db = await superuser();
});
afterAll(async () => {
  await db.end();
});

describe('no hang', () => {
  it('answers 16 parallel refreshes of 16 sessions and 16 of one session, amid reads, RPCs and uploads', async () => {
    // One client address per session (127.0.0.0/8 all reaches the stack): the Auth rate limit
    // is per client, as on hosted Supabase.
    const many = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signIn(`127.0.1.${i + 1}`).then(session)),
    );
    const one = session(await signIn('127.0.2.1'));
    const anon = inject('anonKey');
    const work: Array<Promise<HttpAnswer>> = [];
    for (let i = 0; i < 16; i++) {
      work.push(refresh(many[i]!.refresh_token, `127.0.1.${i + 1}`));
      work.push(refresh(one.refresh_token, '127.0.2.1'));
      work.push(call('/rest/v1/church_events?select=id&limit=1', { headers: keyHeaders(anon) }));
      work.push(
        call('/rest/v1/rpc/get_gallery_album_categories', {
          method: 'POST',
          headers: keyHeaders(anon),
          body: '{}',
        }),
      );
      work.push(
        call(`/storage/v1/object/event-covers/stack-test/concurrent-${i}.png`, {
          method: 'POST',
          headers: {
            apikey: anon,
            authorization: `Bearer ${one.access_token}`,
            'content-type': 'image/png',
            'x-upsert': 'true',
          },
          body: Buffer.from([0x89, 0x50, 0x4e, 0x47, i]),
        }),
      );
    }
    const answers = await Promise.all(work);
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const refreshes = answers.filter((_, i) => i % 5 === 1).map((a) => session(a).refresh_token);
    // Every concurrent refresh of the one session ends with the same active token.
    expect(new Set(refreshes).size).toBe(1);
    await db.query(
      `delete from storage.objects where bucket_id = 'event-covers' and name like 'stack-test/%'`,
    );
  });

  it('returns the active child for a just-rotated token, and revokes the family after the reuse interval', async () => {
    const from = '127.0.3.1';
    const a = session(await signIn(from));
    const b = session(await refresh(a.refresh_token, from));
    expect(b.refresh_token).not.toBe(a.refresh_token);
    // The parent of the active token yields the active token again (a tab that lost the answer).
    expect(session(await refresh(a.refresh_token, from)).refresh_token).toBe(b.refresh_token);
    const c = session(await refresh(b.refresh_token, from));
    // Past the reuse interval (10 s; aged in the database, not waited for), an older revoked
    // token revokes the whole family: every token of the session fails from then on.
    await db.query(
      `update auth.refresh_tokens set updated_at = updated_at - interval '11 seconds'
        where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [a.refresh_token],
    );
    for (const t of [a.refresh_token, b.refresh_token, c.refresh_token]) {
      const answer = await refresh(t, from);
      expect(answer.status, t).toBe(400);
      expect(answer.json).toMatchObject({ error_code: 'refresh_token_already_used' });
    }
  });

  it('accepts an older revoked token within the reuse interval', async () => {
    const from = '127.0.3.2';
    const a = session(await signIn(from));
    const b = session(await refresh(a.refresh_token, from));
    session(await refresh(b.refresh_token, from));
    const again = session(await refresh(a.refresh_token, from));
    expect(again.access_token).toBeTruthy();
  });

  describe('an exhausted pool answers instead of waiting', () => {
    let server: ApiServer;
    let storageDir: string;
    const lockKey = 7_654_321;

    beforeAll(async () => {
      storageDir = await mkdtemp(path.join(os.tmpdir(), 'stack-test-'));
      await db.query(
        `create or replace function public.stack_test_wait() returns void language sql as $$ select pg_advisory_xact_lock(${lockKey}) $$;
         grant execute on function public.stack_test_wait() to anon;`,
      );
      // A second server on the same database with one connection per pool and a short timeout.
      server = await createApiServer({
        dbPort: Number(new URL(inject('dbUrl')).port),
        jwtSecret: inject('jwtSecret'),
        storageDir,
        uploadLimit: 1024,
        pool: { apiMax: 1, adminMax: 1, acquisitionTimeoutMs: 300 },
      });
    });
    afterAll(async () => {
      await server.close();
      await db.query('drop function if exists public.stack_test_wait()');
      await rm(storageDir, { recursive: true, force: true });
    });

    it('504 PGRST003 from REST, 544 DatabaseTimeout from Storage, 504 request_timeout from Auth', async () => {
      const anon = inject('anonKey');
      const inject_ = (url: string, method: 'GET' | 'POST' = 'GET', body?: string) =>
        server.app.inject({ method, url, headers: keyHeaders(anon), payload: body });
      await db.query('select pg_advisory_lock($1)', [lockKey]);
      const holder = inject_('/rest/v1/rpc/stack_test_wait', 'POST', '{}');
      // Wait until the holder's statement really waits on the lock.
      for (;;) {
        const waiting = await db.query(
          `select 1 from pg_stat_activity where application_name = 'local-api' and wait_event_type = 'Lock'`,
        );
        if (waiting.rowCount) break;
        // Poll gently: a tight loop competes with the request it waits for on a busy machine.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const rest = await inject_('/rest/v1/church_events?select=id');
      expect(rest.statusCode).toBe(504);
      expect(rest.json()).toEqual({
        code: 'PGRST003',
        message: 'Timed out acquiring connection from connection pool.',
        details: null,
        hint: null,
      });
      const storage = await inject_('/storage/v1/bucket');
      expect(storage.statusCode).toBe(544);
      expect(storage.json()).toMatchObject({ statusCode: '544', code: 'DatabaseTimeout' });
      await db.query('select pg_advisory_unlock($1)', [lockKey]);
      expect((await holder).statusCode).toBe(204);
      // The connection came back: the same pool serves the next request.
      expect((await inject_('/rest/v1/church_events?select=id&limit=1')).statusCode).toBe(200);

      // Auth: hold the superuser pool's only connection behind a table lock.
      await db.query('begin');
      await db.query('lock table auth.sessions in access exclusive mode');
      const signingIn = server.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        headers: { apikey: anon, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: staff.email, password: staff.password }),
      });
      for (;;) {
        const waiting = await db.query(
          `select 1 from pg_stat_activity where application_name = 'local-api-admin' and wait_event_type = 'Lock'`,
        );
        if (waiting.rowCount) break;
        // Poll gently: a tight loop competes with the request it waits for on a busy machine.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const user = await server.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        headers: { apikey: anon, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        payload: JSON.stringify({ refresh_token: 'stack-test-unknown' }),
      });
      expect(user.statusCode).toBe(504);
      expect(user.json()).toMatchObject({ code: 'request_timeout' });
      await db.query('rollback');
      expect((await signingIn).statusCode).toBe(200);
    });

    it('a statement cancelled by the role statement_timeout frees its connection', async () => {
      await db.query(
        `create or replace function public.stack_test_sleep(seconds double precision default 60) returns void
           language sql as $$ select pg_sleep(seconds) $$;
         grant execute on function public.stack_test_sleep(double precision) to anon;`,
      );
      try {
        const anon = inject('anonKey');
        // The schema cache reloads asynchronously after DDL, as in PostgREST: wait (with a call
        // that returns at once) until the new function is there.
        await expect
          .poll(
            async () =>
              (
                await server.app.inject({
                  method: 'POST',
                  url: '/rest/v1/rpc/stack_test_sleep',
                  headers: keyHeaders(anon),
                  payload: '{"seconds":0}',
                })
              ).statusCode,
          )
          .toBe(204);
        // anon's statement_timeout is 3 s (bootstrap.sql, as hosted Supabase sets it).
        const slow = await server.app.inject({
          method: 'POST',
          url: '/rest/v1/rpc/stack_test_sleep',
          headers: keyHeaders(anon),
          payload: '{}',
        });
        expect(slow.statusCode).toBe(500);
        expect(slow.json()).toMatchObject({
          code: '57014',
          message: 'canceling statement due to statement timeout',
        });
        const next = await server.app.inject({
          method: 'GET',
          url: '/rest/v1/church_events?select=id&limit=1',
          headers: keyHeaders(anon),
        });
        expect(next.statusCode).toBe(200);
      } finally {
        await db.query('drop function if exists public.stack_test_sleep(double precision)');
      }
    });
  });
});

describe('media type handlers, response headers and ?apikey= (feeds)', () => {
  beforeAll(async () => {
    await db.query(`
      do $$ begin
        if not exists (select 1 from pg_type where typname = '*/*' and typnamespace = 'public'::regnamespace) then
          create domain public."*/*" as bytea;
        end if;
        if not exists (select 1 from pg_type where typname = 'text/calendar' and typnamespace = 'public'::regnamespace) then
          create domain public."text/calendar" as text;
        end if;
      end $$;
      create or replace function public.stack_test_feed(apikey text default null) returns public."*/*"
      language plpgsql stable as $$
      begin
        perform set_config('response.headers',
          '[{"Content-Type": "text/calendar; charset=utf-8"}, {"Cache-Control": "public, max-age=300"}]', true);
        return convert_to('BEGIN:VCALENDAR' || chr(13) || chr(10) || 'END:VCALENDAR', 'utf8');
      end $$;
      create or replace function public.stack_test_calendar(apikey text default null) returns public."text/calendar"
      language sql stable as $$ select 'BEGIN:VCALENDAR'::public."text/calendar" $$;
      create or replace function public.stack_test_no_key_arg() returns public."*/*"
      language sql stable as $$ select '\\x00'::bytea::public."*/*" $$;
      create or replace function public.stack_test_accepted() returns json
      language plpgsql volatile as $$
      begin
        perform set_config('response.status', '202', true);
        return '{"queued": true}'::json;
      end $$;
    `);
  });
  afterAll(async () => {
    await db.query(`
      drop function if exists public.stack_test_feed(text), public.stack_test_calendar(text),
        public.stack_test_no_key_arg(), public.stack_test_accepted();
    `);
  });
  const anon = (): string => inject('anonKey');

  it('serves a "*/*" handler to a plain GET with only ?apikey= (no Accept, no headers)', async () => {
    const answer = await call(`/rest/v1/rpc/stack_test_feed?apikey=${anon()}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.text).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR');
    const any = await call(`/rest/v1/rpc/stack_test_feed?apikey=${anon()}`, { headers: { accept: '*/*' } });
    expect(any.text).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR');
  });

  it('a "*/*" handler without its own Content-Type answers application/octet-stream', async () => {
    await db.query(`
      create or replace function public.stack_test_feed(apikey text default null) returns public."*/*"
      language sql stable as $$ select '\\x0102'::bytea::public."*/*" $$;`);
    const answer = await call(`/rest/v1/rpc/stack_test_feed?apikey=${anon()}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['content-length']).toBe('2');
  });

  it('a named media type answers raw only when Accept names it; */* or no Accept gets JSON', async () => {
    const named = await call(`/rest/v1/rpc/stack_test_calendar?apikey=${anon()}`, {
      headers: { accept: 'text/calendar' },
    });
    expect(named.status, named.text).toBe(200);
    expect(named.headers['content-type']).toMatch(/^text\/calendar/);
    expect(named.text).toBe('BEGIN:VCALENDAR');
    // PostgREST's trap, reproduced: a calendar app sending */* (or nothing) gets a JSON string.
    for (const headers of [{}, { accept: '*/*' }] as Array<Record<string, string>>) {
      const json = await call(`/rest/v1/rpc/stack_test_calendar?apikey=${anon()}`, { headers });
      expect(json.status).toBe(200);
      expect(json.headers['content-type']).toMatch(/^application\/json/);
      expect(json.json).toBe('BEGIN:VCALENDAR');
    }
    const refused = await call(`/rest/v1/rpc/stack_test_calendar?apikey=${anon()}`, {
      headers: { accept: 'text/html' },
    });
    expect(refused.status).toBe(406);
    expect(refused.json).toMatchObject({ code: 'PGRST107' });
  });

  it('?apikey= reaches PostgREST: an RPC without an apikey argument is not found; a table ignores it', async () => {
    const answer = await call(`/rest/v1/rpc/stack_test_no_key_arg?apikey=${anon()}`);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ code: 'PGRST202' });
    const table = await call(`/rest/v1/church_events?select=id&limit=1&apikey=${anon()}`);
    expect(table.status, table.text).toBe(200);
  });

  it('applies response.status set by an RPC', async () => {
    const answer = await call('/rest/v1/rpc/stack_test_accepted', {
      method: 'POST',
      headers: keyHeaders(anon()),
      body: '{}',
    });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ queued: true });
  });
});

describe('compression, as the hosted edge sends it', () => {
  const anon = (): string => inject('anonKey');
  const read = (headers: Record<string, string> = {}) =>
    call('/rest/v1/sermons?select=id,title,description&order=date.desc', {
      headers: keyHeaders(anon(), headers),
    });

  it('gzips a JSON answer of 1 kB or more for a client that accepts it; the body is the same', async () => {
    const plain = await read();
    expect(plain.status, plain.text).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.text)).toBeGreaterThan(1024);

    const url = new URL('/rest/v1/sermons?select=id,title,description&order=date.desc', inject('apiUrl'));
    const response = await fetch(url, { headers: keyHeaders(anon(), { 'accept-encoding': 'gzip' }) });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(plain.text);
  });

  it('sends the plain body when gzip is refused (q=0)', async () => {
    const refused = await read({ 'accept-encoding': 'gzip;q=0, br' });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('leaves a small answer as it is', async () => {
    const small = await call('/rest/v1/sermons?select=id&limit=1', {
      headers: keyHeaders(anon(), { 'accept-encoding': 'gzip' }),
    });
    expect(small.status, small.text).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('schema profiles (Accept-Profile, Content-Profile)', () => {
  const anon = (): string => inject('anonKey');

  it.each([
    ['GET', 'accept-profile'],
    ['POST', 'content-profile'],
  ])('%s with %s: the exposed schema is served, any other is 406 PGRST106', async (method, header) => {
    const url = method === 'GET' ? '/rest/v1/church_events?select=id&limit=1' : '/rest/v1/rpc/no_such_fn';
    const ok = await call(url, {
      method,
      headers: keyHeaders(anon(), { [header]: 'public' }),
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(ok.status).toBe(method === 'GET' ? 200 : 404);
    const other = await call(url, {
      method,
      headers: keyHeaders(anon(), { [header]: 'private' }),
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(other.status).toBe(406);
    expect(other.json).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: private',
      details: null,
      hint: 'Only the following schemas are exposed: public',
    });
  });

  it('ignores Content-Profile on a GET, as PostgREST does', async () => {
    const answer = await call('/rest/v1/church_events?select=id&limit=1', {
      headers: keyHeaders(anon(), { 'content-profile': 'private' }),
    });
    expect(answer.status).toBe(200);
  });
});

describe('pgrst.db_pre_request', () => {
  const anon = (): string => inject('anonKey');
  const read = (headers: Record<string, string> = {}, from?: string): Promise<HttpAnswer> =>
    call('/rest/v1/church_events?select=id&limit=1', { headers: keyHeaders(anon(), headers), from });
  /** Reloads the configuration and waits (by polling, never sleeping) until `ready` holds. */
  const reloadUntil = async (ready: (a: HttpAnswer) => boolean): Promise<void> => {
    await db.query(`notify pgrst, 'reload config'`);
    for (;;) if (ready(await read({ 'x-stack-test': 'limit' }))) return;
  };

  /** A pre-request function the migrations may have set (none since the form guard moved to triggers), put back afterwards. */
  let previous: string | undefined;

  beforeAll(async () => {
    const current = await db.query<{ value: string }>(
      `select substr(cfg, length('pgrst.db_pre_request=') + 1) as value
       from pg_roles, unnest(rolconfig) as cfg
       where rolname = 'authenticator' and cfg like 'pgrst.db_pre_request=%'`,
    );
    previous = current.rows[0]?.value;
    await db.query(`
      create or replace function public.stack_test_pre_request() returns void
      language plpgsql stable as $$
      declare
        headers json := current_setting('request.headers', true)::json;
      begin
        if headers->>'x-stack-test' = 'limit' then
          raise sqlstate 'PGRST' using
            message = '{"code":"stack_test","message":"Too many requests","hint":"Try again in a minute"}',
            detail = '{"status":429,"headers":{"Retry-After":"60"}}';
        elsif headers->>'x-stack-test' = 'pt' then
          raise sqlstate 'PT429' using message = 'Slow down';
        elsif headers->>'x-stack-test' = 'client' then
          -- The last x-forwarded-for entry is the gateway's own: the address a limiter can trust.
          perform set_config('response.headers', json_build_array(
            json_build_object('X-Client', trim(split_part(headers->>'x-forwarded-for', ',', -1))),
            json_build_object('X-Forwarded', headers->>'x-forwarded-for'))::text, true);
        end if;
      end $$;
      alter role authenticator set pgrst.db_pre_request = 'public.stack_test_pre_request';
    `);
    await reloadUntil((a) => a.status === 429);
  });
  afterAll(async () => {
    await db.query(
      previous
        ? `alter role authenticator set pgrst.db_pre_request = '${previous.replace(/'/g, "''")}'`
        : 'alter role authenticator reset pgrst.db_pre_request',
    );
    await reloadUntil((a) => a.status === 200);
    await db.query('drop function if exists public.stack_test_pre_request()');
  });

  it('refuses with 429, a Retry-After header and the raised body', async () => {
    const answer = await read({ 'x-stack-test': 'limit' });
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('60');
    expect(answer.json).toEqual({
      code: 'stack_test',
      message: 'Too many requests',
      details: null,
      hint: 'Try again in a minute',
    });
  });

  it('maps a PT429 SQLSTATE to HTTP 429, and runs for RPCs too', async () => {
    const answer = await read({ 'x-stack-test': 'pt' });
    expect(answer.status).toBe(429);
    expect(answer.json).toMatchObject({ code: 'PT429', message: 'Slow down' });
    const rpc = await call('/rest/v1/rpc/get_gallery_album_categories', {
      method: 'POST',
      headers: keyHeaders(anon(), { 'x-stack-test': 'limit' }),
      body: '{}',
    });
    expect(rpc.status).toBe(429);
  });

  it('sees x-forwarded-for with the socket address appended last; its response.headers apply to tables', async () => {
    const answer = await read({ 'x-stack-test': 'client', 'x-forwarded-for': '203.0.113.9' }, '127.0.4.1');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['x-client']).toBe('127.0.4.1');
    expect(answer.headers['x-forwarded']).toBe('203.0.113.9, 127.0.4.1');
    expect(Array.isArray(answer.json)).toBe(true);
  });
});

describe('production limits', () => {
  it('sets statement_timeout per role as hosted Supabase does: anon 3 s, authenticated 8 s', async () => {
    await db.query(`
      create or replace function public.stack_test_timeout() returns text
      language sql stable as $$ select current_setting('statement_timeout') $$;`);
    try {
      const anon = inject('anonKey');
      // The schema cache reloads asynchronously after DDL (NOTIFY from the event trigger), as in
      // PostgREST: wait until the new function is there.
      await expect
        .poll(
          async () =>
            (
              await call('/rest/v1/rpc/stack_test_timeout', {
                method: 'POST',
                headers: keyHeaders(anon),
                body: '{}',
              })
            ).json,
          { timeout: 10_000 },
        )
        .toBe('3s');
      const signedIn = session(await signIn('127.0.5.9'));
      const asStaff = await call('/rest/v1/rpc/stack_test_timeout', {
        method: 'POST',
        headers: { ...keyHeaders(anon), authorization: `Bearer ${signedIn.access_token}` },
        body: '{}',
      });
      expect(asStaff.json).toBe('8s');
    } finally {
      await db.query('drop function if exists public.stack_test_timeout()');
    }
  });

  it('limits /auth/v1/token per client as Supabase Auth does (burst 30): 429 over_request_rate_limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        token('refresh_token', { refresh_token: 'stack-test-unknown' }, '127.0.5.1', {
          'x-supabase-api-version': '2024-01-01',
        }),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.json).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect(answers.filter((a) => a.status === 400).length).toBeGreaterThanOrEqual(30);
    // Another client is not affected.
    const other = await token('refresh_token', { refresh_token: 'stack-test-unknown' }, '127.0.5.2');
    expect(other.status).toBe(400);
  });

  it('caps every read at db-max-rows ([api] max_rows)', async () => {
    const storageDir = await mkdtemp(path.join(os.tmpdir(), 'stack-test-'));
    const server = await createApiServer({
      dbPort: Number(new URL(inject('dbUrl')).port),
      jwtSecret: inject('jwtSecret'),
      storageDir,
      uploadLimit: 1024,
      maxRows: 2,
    });
    try {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/rest/v1/church_events?select=id',
        headers: { ...keyHeaders(inject('serviceRoleKey')), prefer: 'count=exact' },
      });
      const total = (await db.query<{ n: string }>('select count(*) as n from public.church_events')).rows[0]!
        .n;
      expect(Number(total)).toBeGreaterThan(2);
      expect(answer.statusCode).toBe(206);
      expect(answer.json()).toHaveLength(2);
      expect(answer.headers['content-range']).toBe(`0-1/${total}`);
    } finally {
      await server.close();
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});

describe('answers as PostgREST, Auth and Storage send them', () => {
  const anon = (): string => inject('anonKey');

  it('POST [] is 201 []; an empty body is 400 PGRST102', async () => {
    const empty = await call('/rest/v1/prayer_requests', {
      method: 'POST',
      headers: keyHeaders(anon(), { prefer: 'return=representation' }),
      body: '[]',
    });
    expect(empty.status, empty.text).toBe(201);
    expect(empty.json).toEqual([]);
    const none = await call('/rest/v1/prayer_requests', { method: 'POST', headers: keyHeaders(anon()) });
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ code: 'PGRST102' });
  });

  it('an offset equal to the total is 206 */N; beyond it 416 PGRST103', async () => {
    const total = Number(
      (await db.query<{ n: string }>('select count(*) as n from public.church_events')).rows[0]!.n,
    );
    const at = await call(`/rest/v1/church_events?select=id&offset=${total}`, {
      headers: keyHeaders(anon(), { prefer: 'count=exact' }),
    });
    expect(at.status).toBe(206);
    expect(at.headers['content-range']).toBe(`*/${total}`);
    expect(at.json).toEqual([]);
    const beyond = await call(`/rest/v1/church_events?select=id&offset=${total + 1}`, {
      headers: keyHeaders(anon(), { prefer: 'count=exact' }),
    });
    expect(beyond.status).toBe(416);
    expect(beyond.json).toMatchObject({ code: 'PGRST103' });
  });

  it('deeply nested or= and JSON are 400, not a crash', async () => {
    const depth = 2_000; // as deep as a URL within Node's 16 KiB header limit allows
    const or = `${'or('.repeat(depth)}id.eq.1${')'.repeat(depth)}`;
    const logic = await call(`/rest/v1/church_events?select=id&or=(${or})`, { headers: keyHeaders(anon()) });
    expect(logic.status, logic.text.slice(0, 200)).toBe(400);
    const json = await call('/rest/v1/prayer_requests', {
      method: 'POST',
      headers: keyHeaders(anon()),
      body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(json.status, json.text.slice(0, 200)).toBe(400);
  });

  it('reloads the schema cache on NOTIFY pgrst and after any migration', async () => {
    await db.query('create table public.stack_test_reload (id int primary key)');
    try {
      const read = (select: string): Promise<HttpAnswer> =>
        call(`/rest/v1/stack_test_reload?select=${select}`, {
          headers: keyHeaders(inject('serviceRoleKey')),
        });
      for (;;) if ((await read('id')).status === 200) break;
      // DDL notifies PostgREST (event triggers, as on hosted Supabase): the new column appears.
      await db.query('alter table public.stack_test_reload add column note text');
      for (;;) if ((await read('note')).status === 200) break;
      // Without the event trigger (replica mode skips it), an explicit NOTIFY does it.
      await db.query(`set session_replication_role = replica`);
      await db.query('alter table public.stack_test_reload add column quiet text');
      await db.query(`set session_replication_role = origin`);
      expect((await read('quiet')).status).toBe(400);
      await db.query(`notify pgrst, 'reload schema'`);
      for (;;) if ((await read('quiet')).status === 200) break;
    } finally {
      await db.query('drop table public.stack_test_reload');
    }
  });

  it('Auth error codes as GoTrue sends them', async () => {
    const v = { 'x-supabase-api-version': '2024-01-01' };
    const from = '127.0.6.1';
    const unsupported = await token('magic', {}, from, v);
    expect([unsupported.status, unsupported.json]).toEqual([
      400,
      { code: 'invalid_credentials', message: 'unsupported_grant_type' },
    ]);
    const noPassword = await token('password', { email: staff.email }, from, v);
    expect([noPassword.status, noPassword.json]).toEqual([
      400,
      { code: 'invalid_credentials', message: 'Invalid login credentials' },
    ]);
    const garbage = await token('refresh_token', { refresh_token: 'not-a-token' }, from, v);
    expect([garbage.status, garbage.json]).toEqual([
      400,
      { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
    ]);
    const missing = await token('refresh_token', {}, from, v);
    expect([missing.status, missing.json]).toEqual([
      400,
      { error: 'invalid_request', error_description: 'refresh_token required' },
    ]);
    const malformed = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: anon(), 'content-type': 'application/json', ...v },
      body: '{"email":',
      from,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ code: 'bad_json' });
    expect((malformed.json as { message: string }).message).toMatch(
      /^Could not parse request body as JSON: /,
    );
  });

  it('Storage: ?download Content-Disposition and the default type of a raw upload', async () => {
    const service = inject('serviceRoleKey');
    const name = 'stack-test/raw-upload';
    const upload = await call(`/storage/v1/object/pastor-book-pdfs/${name}`, {
      method: 'POST',
      headers: { apikey: service, authorization: `Bearer ${service}` },
      body: Buffer.from('%PDF-1.4'),
    });
    // No Content-Type: Storage stores application/octet-stream, which this bucket refuses.
    expect(upload.status).toBe(400);
    expect(upload.json).toMatchObject({
      statusCode: '415',
      message: 'mime type application/octet-stream is not supported',
    });
    const stored = await call(`/storage/v1/object/sermon-audio/${name}.mp3`, {
      method: 'POST',
      headers: { apikey: service, authorization: `Bearer ${service}`, 'content-type': 'audio/mpeg' },
      body: Buffer.from('ID3'),
    });
    expect(stored.status, stored.text).toBe(200);
    try {
      const url = `/storage/v1/object/public/sermon-audio/${name}.mp3`;
      expect((await call(`${url}?download`)).headers['content-disposition']).toBe('attachment;');
      expect((await call(`${url}?download=Sermon%201.mp3`)).headers['content-disposition']).toBe(
        "attachment; filename=Sermon%201.mp3; filename*=UTF-8''Sermon%201.mp3;",
      );
    } finally {
      await db.query(`delete from storage.objects where name like 'stack-test/%'`);
    }
  });
});
