/**
 * The deploy hook (supabase/migrations/20261126170000_deploy_hook.sql, decision 0033): public
 * content changes call the static host's build hook at most once per 5-minute window, the last
 * change of a burst is followed by a call once the window has passed, a scheduled post that
 * became public asks for a build, and the hook URL is readable by no API role.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, superuser } from './support/clients';

let db: pg.Client;
let server: http.Server;
let hookUrl: string;
/** Bodies of the requests the local hook endpoint received. */
const received: string[] = [];
const TITLE = 'Deploy hook test event';

async function callCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from private.deploy_hook_calls');
  return rows[0]?.n ?? 0;
}

async function hasPgNet(): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null as ok`,
  );
  return rows[0]?.ok ?? false;
}

beforeAll(async () => {
  db = await superuser();
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build-hook`;
});

beforeEach(async () => {
  await db.query('delete from private.deploy_hook_calls');
  await db.query('select private.set_deploy_hook($1)', [hookUrl]);
  received.length = 0;
});

afterAll(async () => {
  await db.query('delete from public.church_events where title = $1', [TITLE]);
  await db.query(`delete from public.pastor_blog_posts where slug = 'deploy-hook-scheduled'`);
  await db.query('select private.set_deploy_hook(null)');
  await db.query('delete from private.deploy_hook_calls');
  await db.end();
  await new Promise((resolve) => server.close(resolve));
});

describe('deploy hook', () => {
  it('is called once per window after a burst of publishes, and the last change is followed by a call', async () => {
    const editor = await signedInClient('editor');
    for (let index = 0; index < 5; index += 1) {
      const { error } = await editor
        .from('church_events')
        .insert({ title: TITLE, start_time: new Date(Date.now() + (index + 1) * 86_400_000).toISOString() });
      expect(error).toBeNull();
    }
    await db.query(
      `update public.site_settings set setting_value = setting_value where setting_key = 'contact_info'`,
    );

    // The first change calls at once; the other six wait for the window.
    expect(await callCount()).toBe(1);
    const state = await db.query<{ pending: boolean }>(
      'select pending_since is not null as pending from private.deploy_hook',
    );
    expect(state.rows[0]?.pending).toBe(true);
    await db.query('select private.flush_deploy_hook()');
    expect(await callCount()).toBe(1);

    // Five minutes later the cron job's flush sends the held-back call, and only one.
    await db.query(`update private.deploy_hook set last_called_at = now() - interval '5 minutes 1 second'`);
    await db.query('select private.flush_deploy_hook()');
    await db.query('select private.flush_deploy_hook()');
    expect(await callCount()).toBe(2);

    // With nothing pending, a passed window calls nothing.
    await db.query(`update private.deploy_hook set last_called_at = now() - interval '10 minutes'`);
    await db.query('select private.flush_deploy_hook()');
    expect(await callCount()).toBe(2);

    if (await hasPgNet()) {
      // Hosted-style delivery: each recorded call reached the endpoint.
      const until = Date.now() + 10_000;
      while (received.length < 2 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toHaveLength(2);
    } else {
      const { rows } = await db.query<{ status: string }>('select status from private.deploy_hook_calls');
      expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
    }
  });

  it('asks for a build when a scheduled post has become public', async () => {
    await db.query(`update private.deploy_hook set last_called_at = now() - interval '10 minutes'`);
    await db.query(
      `insert into public.pastor_blog_posts (title, slug, content, published_at)
       values ('Scheduled', 'deploy-hook-scheduled', 'Body', now() + interval '1 second')`,
    );
    // The insert itself is a change: one call.
    expect(await callCount()).toBe(1);
    // Its publication moment passes after that call, with no write: the next flush notices it
    // (held back by the window), and the flush after the window calls.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await db.query('select private.flush_deploy_hook()');
    const state = await db.query<{ pending: boolean }>(
      'select pending_since is not null as pending from private.deploy_hook',
    );
    expect(state.rows[0]?.pending).toBe(true);
    expect(await callCount()).toBe(1);
    await db.query(
      `update private.deploy_hook set last_called_at = last_called_at - interval '5 minutes 1 second'`,
    );
    await db.query('select private.flush_deploy_hook()');
    expect(await callCount()).toBe(2);
  });

  it("follows a changed date of a series, the pastor's word and a scheduled sermon coming due", async () => {
    for (const table of ['church_event_exceptions', 'pastor_words', 'pastor_key_verses']) {
      await db.query(`update private.deploy_hook set last_called_at = now() - interval '10 minutes'`);
      await db.query('delete from private.deploy_hook_calls');
      await db.query(`update public.${table} set version = version where false`);
      // A statement trigger fires even when no row matched.
      expect(await callCount(), table).toBe(1);
    }
    await db.query('delete from private.deploy_hook_calls');
    await db.query(`update private.deploy_hook set last_called_at = now() - interval '10 minutes'`);
    const sermon = await db.query<{ id: string }>(
      `insert into public.sermons (title, speaker, date, status, published_at)
       values ('Deploy hook sermon', 'Pastor', current_date, 'scheduled', now() + interval '1 second')
       returning id::text`,
    );
    try {
      expect(await callCount()).toBe(1);
      // Its time passes after that call, with no write: the next flush notices it.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await db.query('select private.flush_deploy_hook()');
      const state = await db.query<{ pending: boolean }>(
        'select pending_since is not null as pending from private.deploy_hook',
      );
      expect(state.rows[0]?.pending).toBe(true);
    } finally {
      await db.query('delete from public.sermons where id = $1', [sermon.rows[0]!.id]);
    }
  });

  it('does nothing without a hook URL', async () => {
    await db.query('select private.set_deploy_hook(null)');
    await db.query(
      `update public.site_settings set setting_value = setting_value where setting_key = 'contact_info'`,
    );
    expect(await callCount()).toBe(0);
  });

  it('keeps the hook URL from every API role', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const { rows } = await db.query<{ hook: boolean; calls: boolean; set: boolean }>(
        `select has_table_privilege($1, 'private.deploy_hook', 'select') as hook,
                has_table_privilege($1, 'private.deploy_hook_calls', 'select') as calls,
                has_function_privilege($1, 'private.set_deploy_hook(text)', 'execute') as set`,
        [role],
      );
      expect(rows[0], role).toEqual({ hook: false, calls: false, set: false });
    }
    // Through the API: the private schema is not exposed, whatever the key.
    for (const client of [anonClient(), serviceClient(), await signedInClient('staff')]) {
      const { data, error } = await client.schema('private').from('deploy_hook').select('url');
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
    const { data } = await serviceClient().rpc('set_deploy_hook', { p_url: 'https://example.org/x' });
    expect(data).toBeNull();
    const { rows } = await db.query<{ url: string }>('select url from private.deploy_hook');
    expect(rows[0]?.url).toBe(hookUrl);
  });
});
