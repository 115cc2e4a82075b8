/**
 * Web push notifications (docs/decisions/0049) through the real push-subscribe and push-send
 * functions (Deno), the local push service and the database: only the function writes
 * subscriptions (no API role reads or writes them, nor calls its functions); a browser proves its
 * subscription with the auth secret; a 410 deletes the subscription; staff sends (roles, the 30-minute guard of 'We're live', the
 * weekly cap of announcements, the activity sentences); 'New sermon' once per sermon; the quiet
 * hours; retries. The event reminders are in push-reminders.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';
import { callFunction, newSubscription, subscriptionRow } from './support/push';

let db: pg.Client;
let admin: Principal;
let editor: Principal;
let care: Principal;
let anon: SupabaseClient;
const PREFIX = 'Push test';

beforeAll(async () => {
  db = await superuser();
  admin = await createPrincipal(db, 'push-admin', 'admin');
  editor = await createPrincipal(db, 'push-editor', 'editor');
  care = await createPrincipal(db, 'push-care', 'care');
  anon = anonClient();
  await db.query(`delete from private.push_messages`);
});

afterAll(async () => {
  await db?.query(`delete from public.church_events where title like $1`, [`${PREFIX}%`]);
  await db?.query(`delete from public.sermons where title like $1`, [`${PREFIX}%`]);
  await db?.query(`delete from private.push_messages`);
  await db?.query(`delete from private.push_subscriptions`);
  if (db) await removePrincipals(db, [admin, editor, care]);
  await db?.end();
});

/** Polls `check` every 100 ms for up to 15 s. */
async function eventually<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('subscriptions are written only through the function', () => {
  it('no API role may read or write the tables, or call the function’s database functions', async () => {
    const { rows } = await db.query<{ role: string; privilege: string; table_name: string }>(
      `select grantee as role, privilege_type as privilege, table_name from information_schema.role_table_grants
       where table_schema = 'private' and table_name like 'push_%'
         and grantee in ('anon', 'authenticated', 'service_role', 'authenticator')`,
    );
    expect(rows).toEqual([]);
    const sub = await newSubscription();
    const args = {
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      topics: ['live'],
      language: 'en',
      client: 'x',
    };
    for (const client of [anon, admin.client]) {
      const { error } = await client.rpc('push_subscribe', args);
      expect(error?.code, 'push_subscribe').toBe('42501');
      expect((await client.rpc('push_claim', { batch: 1 })).error?.code).toBe('42501');
    }
    expect(await subscriptionRow(db, sub.endpoint)).toBeUndefined();
  });

  it('the function stores the subscription, and only its own auth secret changes it', async () => {
    const sub = await newSubscription();
    const saved = await callFunction({
      action: 'subscribe',
      subscription: sub,
      topics: ['live', 'sermons'],
      language: 'en-US',
    });
    expect(saved).toEqual({
      status: 200,
      body: { subscribed: true, topics: ['live', 'sermons'], reminded: false },
    });
    expect(await subscriptionRow(db, sub.endpoint)).toEqual({
      topics: ['live', 'sermons'],
      language: 'en-US',
    });
    const stolen = { ...sub, keys: { ...sub.keys, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } };
    expect((await callFunction({ action: 'unsubscribe', subscription: stolen })).status).toBe(403);
    expect((await callFunction({ action: 'subscribe', subscription: stolen, topics: [] })).status).toBe(403);
    expect(await subscriptionRow(db, sub.endpoint)).toBeDefined();
    // Turning every topic off unsubscribes.
    expect((await callFunction({ action: 'subscribe', subscription: sub, topics: [] })).body.subscribed).toBe(
      false,
    );
    expect(await subscriptionRow(db, sub.endpoint)).toBeUndefined();
  });
});

describe('sending', () => {
  it('"We’re live" reaches the push service decryptable with high urgency; a 410 deletes the subscription', async () => {
    const live = await newSubscription();
    const expired = await newSubscription();
    for (const sub of [live, expired])
      await callFunction({ action: 'subscribe', subscription: sub, topics: ['live'] });
    await fetch(`${inject('pushUrl')}/_local/subscriptions/expire`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: expired.endpoint }),
    });
    expect((await editor.client.rpc('push_go_live')).error).toBeNull();
    const message = await eventually(async () => {
      const { messages } = (await (await fetch(`${inject('pushUrl')}/_local/messages`)).json()) as {
        messages: {
          endpoint: string;
          headers: { urgency: string; ttl: number };
          json: { title: string; url: string };
        }[];
      };
      return messages.find((m) => m.endpoint === live.endpoint);
    });
    expect(message.headers.urgency).toBe('high');
    expect(message.headers.ttl).toBeLessThanOrEqual(3600);
    expect(message.json).toMatchObject({ title: "We're live", url: '/live' });
    await eventually(async () => (await subscriptionRow(db, expired.endpoint)) === undefined);
    const { data } = await editor.client.rpc('push_history');
    expect(data?.[0]).toMatchObject({ kind: 'live', delivered: 1, failed: 1, pending: 0 });
    // A second press within 30 minutes notifies nobody twice.
    expect((await admin.client.rpc('push_go_live')).error?.code).toBe('22023');
    const { rows } = await db.query(
      `select summary from public.activity_log where table_name = 'push_messages' and actor_id = $1`,
      [editor.id],
    );
    expect(rows.map((r) => r.summary)).toContainEqual(
      expect.stringMatching(/ sent the notification "We're live"$/),
    );
  });

  it('only admins and editors go live; only admins announce, at most the weekly cap', async () => {
    expect((await care.client.rpc('push_go_live')).error?.code).toBe('42501');
    expect((await anon.rpc('push_go_live')).error?.code).toBe('42501');
    const announce = (client: SupabaseClient, title: string) =>
      client.rpc('push_announce', { title, body: 'Breakfast at 8.', url: '/events' });
    expect((await announce(editor.client, 'Easter breakfast')).error?.code).toBe('42501');
    expect((await announce(admin.client, 'x'.repeat(51))).error?.code).toBe('22023');
    expect(
      (await admin.client.rpc('push_announce', { title: 'Bad page', body: '', url: 'https://evil.example' }))
        .error?.code,
    ).toBe('22023');
    expect((await announce(admin.client, 'Easter breakfast')).error).toBeNull();
    expect((await announce(admin.client, 'Choir practice')).error).toBeNull();
    const third = await announce(admin.client, 'Third one');
    expect(third.error?.code).toBe('22023');
    expect(third.error?.message).toMatch(/^At most 2 announcements a week\. The next one can be sent on /);
    await db.query(`update public.push_settings set announcements_per_week = 3`);
    expect((await announce(admin.client, 'Third one')).error).toBeNull();
    await db.query(`update public.push_settings set announcements_per_week = 2`);
  });

  it('holds everything but "We’re live" in the quiet hours, 9 PM to 8 AM church time', async () => {
    const { rows } = await db.query<{ until: string | null }>(
      `select to_char(private.push_quiet_until(t::timestamp at time zone z) at time zone z, 'YYYY-MM-DD HH24:MI') as until
       from unnest(array['2026-12-06 20:59', '2026-12-06 21:00', '2026-12-07 07:59', '2026-12-07 08:00']) as t,
            private.church_time_zone() as z`,
    );
    expect(rows.map((r) => r.until)).toEqual([null, '2026-12-07 08:00', '2026-12-07 08:00', null]);
  });

  it('retries a failed delivery with backoff, never past the message’s expiry', async () => {
    const sub = await newSubscription();
    await callFunction({ action: 'subscribe', subscription: sub, topics: ['live'] });
    // A test message (never held by the quiet hours), expiring in 10 minutes, to this subscription.
    const created = await db.query<{ id: string }>(
      `with m as (select private.push_create('test', 'Retry', '', '/', 'test', 'high', 600) as id)
       insert into private.push_deliveries (message_id, subscription_id, not_before)
       select m.id, s.id, now() + interval '1 hour' from m, private.push_subscriptions s where s.endpoint = $1
       returning message_id::text as id`,
      [sub.endpoint],
    );
    const id = created.rows[0]!.id;
    const retry = async (attempts: number) => {
      await db.query(
        `update private.push_deliveries set status = 'sending', attempts = $2 where message_id = $1`,
        [id, attempts],
      );
      const { rows } = await db.query<{ status: string }>(
        `select public.push_report(d.id, 'retry', 503, 'push service answered 503') as status
         from private.push_deliveries d where d.message_id = $1`,
        [id],
      );
      return rows[0]?.status;
    };
    expect(await retry(1)).toBe('pending');
    const { rows } = await db.query(
      `select not_before > now() + interval '25 seconds' as later from private.push_deliveries where message_id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ later: true });
    // The fourth wait (30 minutes) would end after the message's 10 minutes.
    expect(await retry(4)).toBe('failed');
  });

  it('"New sermon" once per sermon with "Notify subscribers", none without', async () => {
    const insert = (title: string, notify: boolean) =>
      db.query<{ id: string }>(
        `insert into public.sermons (title, speaker, date, status, published_at, push_notify)
         values ($1, 'Pastor', current_date, 'published', now(), $2) returning id::text`,
        [`${PREFIX} ${title}`, notify],
      );
    const notified = (await insert('Grace', true)).rows[0]!.id;
    const quiet = (await insert('Quiet', false)).rows[0]!.id;
    await db.query(`update public.sermons set title = title || ' (edited)' where id = $1`, [notified]);
    await db.query(`select private.push_queue_sermons()`);
    const { rows } = await db.query(
      `select sermon_id::text, title, url from private.push_messages where kind = 'sermon' and sermon_id in ($1, $2)`,
      [notified, quiet],
    );
    expect(rows).toEqual([{ sermon_id: notified, title: 'New sermon', url: `/sermons/${notified}` }]);
  });
});
