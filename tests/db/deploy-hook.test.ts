/**
 * The deploy hook (migrations 20261126170000_deploy_hook.sql and
 * 20261128110000_site_builds_visible_changes.sql; decision 0033): a staff change that alters what
 * a visitor can see calls the static host's build hook, at most once per 10-minute window and at
 * most `daily_limit` (24) times in any 24 hours; the last change of a burst is followed by a call
 * once both allow; a scheduled post or sermon that became public asks for a build; anonymous and
 * member requests, statements that change no row and changes nobody can see never do; admins
 * read the counts and set the ceiling; the hook URL is readable by no API role.
 *
 * The first two tests are the requests of the security review (issue 29) that each started a
 * production build before: an anonymous pending testimony, and a member's DELETE matching no row.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import { anonClient, serviceClient, signedInClient, superuser } from './support/clients';
import { call, keyHeaders } from './support/http';

let db: pg.Client;
let server: http.Server;
let hookUrl: string;
/** Bodies of the requests the local hook endpoint received. */
const received: string[] = [];
const TITLE = 'Deploy hook test event';
const MARK = 'deploy-hook-test';

async function callCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from private.deploy_hook_calls');
  return rows[0]?.n ?? 0;
}

async function pending(): Promise<boolean> {
  const { rows } = await db.query<{ pending: boolean }>(
    'select pending_since is not null as pending from private.deploy_hook',
  );
  return rows[0]?.pending ?? false;
}

async function hasPgNet(): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null as ok`,
  );
  return rows[0]?.ok ?? false;
}

/** The access token of a signed-in client (for raw requests). */
async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  return data.session.access_token;
}

/**
 * Waits until the hook calls of earlier tests have reached the endpoint (pg_net sends them after
 * commit, in the background), so that `received` starts empty for the next test.
 */
async function settleDeliveries(): Promise<void> {
  if (!(await hasPgNet())) return;
  const until = Date.now() + 5_000;
  let last = -1;
  while (Date.now() < until) {
    const { rows } = await db.query<{ queued: number }>(
      `select count(*)::int as queued from net.http_request_queue`,
    );
    if (rows[0]?.queued === 0 && received.length === last) return;
    last = received.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens the window as if the last call was `ago` before now. */
async function lastCalled(ago: string): Promise<void> {
  await db.query(`update private.deploy_hook set last_called_at = now() - $1::interval`, [ago]);
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
  await settleDeliveries();
  await db.query('delete from private.deploy_hook_calls');
  await db.query('select private.set_deploy_hook($1)', [hookUrl]);
  received.length = 0;
});

afterAll(async () => {
  await db.query('delete from public.church_events where title = $1', [TITLE]);
  await db.query(`delete from public.pastor_blog_posts where slug = 'deploy-hook-scheduled'`);
  await db.query('delete from public.member_testimonies where testimony_title = $1', [MARK]);
  await db.query('delete from public.sermons where title like $1', [`${MARK}%`]);
  await db.query('delete from public.pastor_words where title = $1', [MARK]);
  await db.query('delete from public.pastor_key_verses where reference = $1', [MARK]);
  await db.query('select private.set_deploy_hook(null)');
  await db.query('delete from private.deploy_hook_calls');
  await db.end();
  await new Promise((resolve) => server.close(resolve));
});

describe('the review: requests that started production builds', () => {
  it("an anonymous visitor's pending testimony asks for no build", async () => {
    // The public testimony form's request, exactly (src/features/testimonies/api/submit-testimony.ts).
    const anonKey = inject('anonKey');
    const answer = await call('/rest/v1/member_testimonies', {
      method: 'POST',
      headers: keyHeaders(anonKey, { prefer: 'return=minimal' }),
      body: JSON.stringify({
        submitter_name: 'Visitor',
        testimony_title: MARK,
        testimony_content: 'A pending testimony nobody can see yet.',
        is_approved: false,
      }),
    });
    expect(answer.status).toBe(201);
    expect(
      await db.query('select 1 from public.member_testimonies where testimony_title = $1', [MARK]),
    ).toMatchObject({
      rowCount: 1,
    });
    expect(await callCount()).toBe(0);
    expect(await pending()).toBe(false);
  });

  it("a member's DELETE that matches no row asks for no build", async () => {
    const member = await signedInClient('member');
    const answer = await call(`/rest/v1/sermons?id=eq.${randomUUID()}`, {
      method: 'DELETE',
      headers: keyHeaders(inject('anonKey'), { authorization: `Bearer ${await accessToken(member)}` }),
    });
    expect(answer.status).toBe(204);
    expect(await callCount()).toBe(0);
    expect(await pending()).toBe(false);
  });

  it('nor does a member, anonymous visitor or staff statement that changes nothing a visitor sees', async () => {
    const member = await signedInClient('member');
    const editor = await signedInClient('editor');
    // Refused by RLS: no row changes.
    await member.from('site_settings').update({ setting_value: 'x' }).eq('setting_key', 'contact_info');
    await anonClient().from('church_events').delete().eq('title', TITLE);
    // Staff, but hidden rows only: a draft sermon, then an edit of it.
    const { data, error } = await editor
      .from('sermons')
      .insert({
        title: `${MARK} draft`,
        speaker: 'Pastor',
        date: '2001-01-01',
        status: 'draft',
        published_at: null,
      })
      .select('id, version')
      .single();
    expect(error).toBeNull();
    await editor.from('sermons').update({ series: 'Hidden', version: data!.version }).eq('id', data!.id);
    // Staff, a public row, but nothing a visitor sees changes (only its version moves).
    await db.query(
      `update public.site_settings set setting_value = setting_value where setting_key = 'contact_info'`,
    );
    expect(await callCount()).toBe(0);
    expect(await pending()).toBe(false);
  });
});

describe('deploy hook', () => {
  it('is called once per 10-minute window after a burst of publishes, and the last change is followed by a call', async () => {
    const editor = await signedInClient('editor');
    for (let index = 0; index < 5; index += 1) {
      const { error } = await editor
        .from('church_events')
        .insert({ title: TITLE, start_time: new Date(Date.now() + (index + 1) * 86_400_000).toISOString() });
      expect(error).toBeNull();
    }
    await db.query(`update public.church_events set location = 'Main hall' where title = $1`, [TITLE]);

    // The first change calls at once; the others wait for the window.
    expect(await callCount()).toBe(1);
    expect(await pending()).toBe(true);
    await db.query('select private.flush_deploy_hook()');
    expect(await callCount()).toBe(1);

    // Five minutes later (the old window) still nothing.
    await lastCalled('5 minutes 1 second');
    await db.query('select private.flush_deploy_hook()');
    expect(await callCount()).toBe(1);

    // Ten minutes later the cron job's flush sends the held-back call, and only one.
    await lastCalled('10 minutes 1 second');
    await db.query('select private.flush_deploy_hook()');
    await db.query('select private.flush_deploy_hook()');
    expect(await callCount()).toBe(2);

    // With nothing pending, a passed window calls nothing.
    await lastCalled('20 minutes');
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

  it('calls for what a visitor sees change: publishing, approving, unpublishing, deleting a public row', async () => {
    const editor = await signedInClient('editor');
    const sermon = await editor
      .from('sermons')
      .insert({
        title: `${MARK} sermon`,
        speaker: 'Pastor',
        date: '2001-01-02',
        status: 'draft',
        published_at: null,
      })
      .select('id, version')
      .single();
    expect(await callCount()).toBe(0);
    const published = await editor
      .from('sermons')
      .update({ status: 'published', published_at: new Date().toISOString(), version: sermon.data!.version })
      .eq('id', sermon.data!.id)
      .select('version')
      .single();
    expect(published.error).toBeNull();
    expect(await callCount(), 'published').toBe(1);

    const steps: Array<[string, () => Promise<unknown>]> = [
      [
        'unpublished',
        async () =>
          editor
            .from('sermons')
            .update({ status: 'draft', version: published.data!.version })
            .eq('id', sermon.data!.id),
      ],
      [
        'testimony approved',
        async () => {
          const { rows } = await db.query<{ id: string }>(
            `insert into public.member_testimonies (testimony_title, testimony_content) values ($1, 'Pending') returning id::text`,
            [MARK],
          );
          return editor.from('member_testimonies').update({ is_approved: true }).eq('id', rows[0]!.id);
        },
      ],
      ['public row deleted', async () => editor.from('church_events').delete().eq('title', TITLE)],
      [
        "the pastor's word",
        () =>
          db.query(
            `insert into public.pastor_words (title, month, body) values ($1, '2099-01-01', 'A word for the test.')`,
            [MARK],
          ),
      ],
      [
        'a key verse',
        () =>
          db.query(`insert into public.pastor_key_verses (reference, verse_text) values ($1, 'A verse.')`, [
            MARK,
          ]),
      ],
      [
        'a newsletter issue sent',
        () =>
          db.query(
            `insert into public.newsletter_issues (slug, subject, body, status, sent_at)
             values ('deploy-hook-issue', $1, 'News.', 'sent', now())`,
            [MARK],
          ),
      ],
      [
        'registration opened on a published event',
        async () => {
          const { rows } = await db.query<{ event_id: string }>(
            `insert into public.event_registration_settings (event_id)
             select id from public.church_events
             where status = 'published' and id not in (select event_id from public.event_registration_settings)
             order by start_time limit 1
             returning event_id::text`,
          );
          opened.push(...rows.map((row) => row.event_id));
        },
      ],
    ];
    const opened: string[] = [];
    await db.query(
      "insert into public.church_events (title, start_time) values ($1, now() + interval '3 days')",
      [TITLE],
    );
    onTestFinished(async () => {
      await db.query(`delete from public.newsletter_issues where slug = 'deploy-hook-issue'`);
      await db.query('delete from public.event_registration_settings where event_id = any($1::uuid[])', [
        opened,
      ]);
    });
    for (const [label, step] of steps) {
      await db.query('delete from private.deploy_hook_calls');
      await lastCalled('11 minutes');
      await db.query('update private.deploy_hook set pending_since = null');
      const result = (await step()) as { error?: unknown } | undefined;
      expect(result?.error ?? null, label).toBeNull();
      expect(await callCount(), label).toBe(1);
    }
  });

  it('a change that is rolled back calls nothing', async () => {
    await db.query('begin');
    await db.query(
      `insert into public.church_events (title, start_time) values ($1, now() + interval '2 days')`,
      [TITLE],
    );
    await db.query('rollback');
    expect(await callCount()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received).toEqual([]);
  });

  it('stops at the daily ceiling, and the held-back change is built once the ceiling allows', async () => {
    try {
      await db.query('update private.deploy_hook set daily_limit = 2');
      await db.query(
        `insert into private.deploy_hook_calls (requested_at, reason, status)
         values (now() - interval '23 hours', 'earlier', 'sent'), (now() - interval '1 hour', 'earlier', 'sent')`,
      );
      await lastCalled('1 hour');
      await db.query(
        `insert into public.church_events (title, start_time) values ($1, now() + interval '4 days')`,
        [TITLE],
      );
      expect(await callCount()).toBe(2);
      expect(await pending()).toBe(true);

      // An admin reads why it waits, and raises the ceiling: the waiting change goes at once.
      const admin = await signedInClient('staff');
      const status = await admin.rpc('site_build_status');
      expect(status.error).toBeNull();
      expect(status.data).toMatchObject({
        configured: true,
        daily_limit: 2,
        window_minutes: 10,
        builds_last_24_hours: 2,
      });
      const next = Date.parse((status.data as { next_build_at: string }).next_build_at);
      // When the call of 23 hours ago leaves the 24 hours: in about an hour.
      expect(next).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
      expect(next).toBeLessThan(Date.now() + 61 * 60 * 1000);
      const raised = await admin.rpc('set_site_build_daily_limit', { daily_limit: 3 });
      expect(raised.error).toBeNull();
      expect(raised.data).toMatchObject({ daily_limit: 3, builds_last_24_hours: 3, waiting_since: null });
      expect(await callCount()).toBe(3);

      // The oldest call leaving the 24 hours makes room too (the every-minute flush).
      await db.query('update private.deploy_hook set daily_limit = 3');
      await lastCalled('11 minutes');
      await db.query(`update public.church_events set location = 'Annex' where title = $1`, [TITLE]);
      expect(await callCount()).toBe(3);
      await db.query(
        `update private.deploy_hook_calls set requested_at = now() - interval '25 hours' where reason = 'earlier' and requested_at < now() - interval '22 hours'`,
      );
      await db.query('select private.flush_deploy_hook()');
      expect(await callCount()).toBe(4);
    } finally {
      await db.query('update private.deploy_hook set daily_limit = 24');
    }
  });

  it('asks for a build when a scheduled post has become public', async () => {
    await lastCalled('11 minutes');
    await db.query(
      `insert into public.pastor_blog_posts (title, slug, content, published_at)
       values ('Scheduled', 'deploy-hook-scheduled', 'Body', now() + interval '1 second')`,
    );
    // Inserting a post nobody sees yet calls nothing.
    expect(await callCount()).toBe(0);
    // Its publication moment passes with no write: the next flush notices it and calls.
    await db.query(`update private.deploy_hook set last_called_at = now() - interval '11 minutes'`);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await db.query('select private.flush_deploy_hook()');
    expect(await callCount()).toBe(1);
  });

  it('asks for a build when a scheduled sermon has become public, held back by the window', async () => {
    await lastCalled('11 minutes');
    // An earlier call, after which the sermon is scheduled.
    await db.query(
      `insert into public.church_events (title, start_time) values ($1, now() + interval '5 days')`,
      [TITLE],
    );
    expect(await callCount()).toBe(1);
    const sermon = await db.query<{ id: string }>(
      `insert into public.sermons (title, speaker, date, status, published_at)
       values ($1, 'Pastor', current_date, 'scheduled', now() + interval '1 second')
       returning id::text`,
      [`${MARK} scheduled`],
    );
    expect(sermon.rows).toHaveLength(1);
    expect(await callCount()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await db.query('select private.flush_deploy_hook()');
    expect(await pending()).toBe(true);
    expect(await callCount()).toBe(1);
    await db.query(
      `update private.deploy_hook set last_called_at = last_called_at - interval '10 minutes 1 second'`,
    );
    await db.query('select private.flush_deploy_hook()');
    expect(await callCount()).toBe(2);
  });

  it('does nothing without a hook URL', async () => {
    await db.query('select private.set_deploy_hook(null)');
    await db.query(
      `insert into public.church_events (title, start_time) values ($1, now() + interval '6 days')`,
      [TITLE],
    );
    expect(await callCount()).toBe(0);
  });

  it('shows the counts only to admins, and takes a ceiling from 0 to 144 from admins only', async () => {
    for (const [who, client] of [
      ['anon', anonClient()],
      ['member', await signedInClient('member')],
      ['editor', await signedInClient('editor')],
      ['care', await signedInClient('care')],
    ] as const) {
      const status = await client.rpc('site_build_status');
      expect(status.data, who).toBeNull();
      expect(status.error?.code, who).toBe('42501');
      const set = await client.rpc('set_site_build_daily_limit', { daily_limit: 100 });
      expect(set.error?.code, who).toBe('42501');
    }
    const admin = await signedInClient('staff');
    const wrong = await admin.rpc('set_site_build_daily_limit', { daily_limit: 145 });
    expect(wrong.error).toMatchObject({ code: '22023', details: 'daily_limit_range' });
    const status = await admin.rpc('site_build_status');
    expect(JSON.stringify(status.data)).not.toContain(hookUrl);
    const { rows } = await db.query<{ daily_limit: number }>('select daily_limit from private.deploy_hook');
    expect(rows[0]?.daily_limit).toBe(24);
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
