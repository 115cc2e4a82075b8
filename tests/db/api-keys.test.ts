/**
 * API keys as hosted projects and `supabase start` issue them (README "Configuration"): the
 * publishable key (`sb_publishable_…`) acts as `anon` and the secret key (`sb_secret_…`) as
 * `service_role`, next to the legacy JWT keys; the gateway supplies the role's JWT when the
 * request has no bearer token of its own. Over plain HTTP, so what is tested is what goes over
 * the wire.
 */
import { createClient } from '@supabase/supabase-js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { feedUrl } from '@/lib/feeds';
import { roleKeyJwt } from '../../supabase/local/api/gateway';
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../supabase/local/keys';
import { SEEDED_USERS, superuser } from './support/clients';
import { call, token, type HttpAnswer } from './support/http';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const INVALID_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

let db: pg.Client;
const publishable = (): string => inject('publishableKey');
const secret = (): string => inject('secretKey');

/** Who the database saw: `<current_user>:<role claim>`. */
async function whoAmI(headers: Record<string, string>, query = ''): Promise<HttpAnswer> {
  return call(`/rest/v1/rpc/api_keys_test_whoami${query}`, { headers });
}

beforeAll(async () => {
  db = await superuser();
  await db.query(`
    create or replace function public.api_keys_test_whoami(apikey text default null) returns text
    language sql stable as $$ select current_user::text || ':' || coalesce(auth.jwt() ->> 'role', '') $$;
    grant execute on function public.api_keys_test_whoami(text) to anon, authenticated, service_role;`);
});
afterAll(async () => {
  await db.query('drop function if exists public.api_keys_test_whoami(text)');
  await db.end();
});

describe('the local stack issues the keys supabase start prints', () => {
  it('provides the CLI’s fixed publishable and secret keys', () => {
    expect(publishable()).toBe(LOCAL_PUBLISHABLE_KEY);
    expect(secret()).toBe(LOCAL_SECRET_KEY);
    expect(publishable()).toMatch(/^sb_publishable_/);
    expect(secret()).toMatch(/^sb_secret_/);
  });

  it('supplies exactly the CLI’s anon and service_role JWTs for them', async () => {
    expect(await roleKeyJwt('anon', LOCAL_JWT_SECRET)).toBe(LOCAL_ANON_KEY);
    expect(await roleKeyJwt('service_role', LOCAL_JWT_SECRET)).toBe(LOCAL_SERVICE_ROLE_KEY);
  });
});

describe('what each key acts as', () => {
  it.each([
    ['publishable key alone', () => ({ apikey: publishable() }), 'anon:anon'],
    [
      'publishable key also as the bearer token (supabase-js without a session)',
      () => ({ apikey: publishable(), authorization: `Bearer ${publishable()}` }),
      'anon:anon',
    ],
    ['secret key alone', () => ({ apikey: secret() }), 'service_role:service_role'],
    [
      'secret key also as the bearer token',
      () => ({ apikey: secret(), authorization: `Bearer ${secret()}` }),
      'service_role:service_role',
    ],
    ['legacy anon JWT', () => ({ apikey: inject('anonKey') }), 'anon:anon'],
    ['legacy service-role JWT', () => ({ apikey: inject('serviceRoleKey') }), 'service_role:service_role'],
    [
      'publishable key from a browser',
      () => ({ apikey: publishable(), 'user-agent': BROWSER_UA }),
      'anon:anon',
    ],
  ])('%s', async (_name, headers, expected) => {
    const answer = await whoAmI(headers());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toBe(expected);
  });

  it('a signed-in user’s own token passes through next to the publishable key', async () => {
    const signIn = await token('password', {
      email: SEEDED_USERS.staff.email,
      password: SEEDED_USERS.staff.password,
    });
    expect(signIn.status, signIn.text).toBe(200);
    const { access_token } = signIn.json as { access_token: string };
    const answer = await whoAmI({ apikey: publishable(), authorization: `Bearer ${access_token}` });
    expect(answer.json).toBe('authenticated:authenticated');
  });

  it('?apikey= works with the publishable key (and reaches the function as its argument)', async () => {
    const answer = await whoAmI({}, `?apikey=${publishable()}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toBe('anon:anon');
  });
});

describe('refusals, with the hosted gateway’s texts', () => {
  it('no key: 401 No API key found in request', async () => {
    const answer = await whoAmI({});
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'No API key found in request' });
  });

  it.each([
    ['an unknown publishable key', 'sb_publishable_not-this-projects-key'],
    ['an unknown secret key', 'sb_secret_not-this-projects-key'],
    ['a JWT signed with another secret', `${LOCAL_ANON_KEY.slice(0, -4)}AAAA`],
    ['garbage', 'not-a-key'],
  ])('%s: 401 Invalid API key', async (_name, key) => {
    const variants: Record<string, string>[] = [
      { apikey: key },
      { apikey: key, authorization: `Bearer ${key}` },
    ];
    for (const headers of variants) {
      const answer = await whoAmI(headers);
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(INVALID_KEY);
    }
    const query = await whoAmI({}, `?apikey=${encodeURIComponent(key)}`);
    expect(query.status).toBe(401);
    expect(query.json).toEqual(INVALID_KEY);
  });

  it('the secret key from a browser: 401 Forbidden use of secret API key in browser', async () => {
    const answer = await whoAmI({ apikey: secret(), 'user-agent': BROWSER_UA });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'Forbidden use of secret API key in browser' });
  });
});

describe('feeds with the publishable key in ?apikey=', () => {
  it.each([
    ['calendar_feed', 'text/calendar; charset=utf-8'],
    ['podcast_feed', 'application/rss+xml; charset=utf-8'],
    ['blog_feed', 'application/rss+xml; charset=utf-8'],
  ] as const)('%s: 200 with its Content-Type, as with the anon JWT', async (name, type) => {
    const url = new URL(feedUrl(inject('apiUrl'), publishable(), name));
    const answer = await call(`${url.pathname}${url.search}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    const legacy = new URL(feedUrl(inject('apiUrl'), inject('anonKey'), name));
    const same = await call(`${legacy.pathname}${legacy.search}`);
    if (name === 'calendar_feed') {
      expect(answer.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      const events = (text: string): number => text.split('BEGIN:VEVENT').length - 1;
      expect(events(answer.text)).toBeGreaterThan(0);
      expect(events(answer.text)).toBe(events(same.text));
    } else {
      expect(XMLValidator.validate(answer.text)).toBe(true);
      const items = (text: string): string => text.replace(/<atom:link[^>]*>|<lastBuildDate>[^<]*</g, '');
      expect(items(answer.text)).toBe(items(same.text));
    }
  });

  it('the podcast’s self link is the address the site builds, with the same key', async () => {
    const address = feedUrl(inject('apiUrl'), publishable(), 'podcast_feed', {
      series: 'Kingdom Excellence',
    });
    const url = new URL(address);
    // The feeds take the API's address from site_identity.api_url, never from the request
    // (README "Subscribe feeds"); this stack's is on a free port.
    const before = await db.query<{ setting_value: unknown }>(
      `select setting_value from public.site_settings where setting_key = 'site_identity'`,
    );
    await db.query(
      `insert into public.site_settings (setting_key, setting_value) values ('site_identity', $1)
       on conflict (setting_key) do update set setting_value = public.site_settings.setting_value || excluded.setting_value`,
      [JSON.stringify({ api_url: inject('apiUrl') })],
    );
    try {
      const answer = await call(`${url.pathname}${url.search}`);
      expect(answer.status, answer.text).toBe(200);
      const rss = new XMLParser({ ignoreAttributes: false }).parse(answer.text) as {
        rss: { channel: { 'atom:link': { '@_href': string } } };
      };
      expect(rss.rss.channel['atom:link']['@_href']).toBe(address);
    } finally {
      const row = before.rows[0];
      if (row) {
        await db.query(
          `update public.site_settings set setting_value = $1 where setting_key = 'site_identity'`,
          [JSON.stringify(row.setting_value)],
        );
      } else {
        await db.query(`delete from public.site_settings where setting_key = 'site_identity'`);
      }
    }
  });
});

describe('supabase-js with the publishable key', () => {
  const options = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: function noWebSocket() {} as never },
  };

  it('reads public rows, signs in, and then acts as the signed-in staff member', async () => {
    const client = createClient(inject('apiUrl'), publishable(), options);
    const events = await client.from('church_events').select('id').limit(1);
    expect(events.error).toBeNull();
    expect(events.data).toHaveLength(1);
    const staffRows = await client.from('contact_messages').select('id').limit(1);
    expect(staffRows.data ?? []).toEqual([]);

    const { error } = await client.auth.signInWithPassword({
      email: SEEDED_USERS.staff.email,
      password: SEEDED_USERS.staff.password,
    });
    expect(error).toBeNull();
    const { data: user } = await client.auth.getUser();
    expect(user.user?.id).toBe(SEEDED_USERS.staff.id);
    await client.auth.signOut();
  });

  it('a server client with the secret key bypasses row-level security', async () => {
    const client = createClient(inject('apiUrl'), secret(), options);
    const { error, count } = await client
      .from('staff_members')
      .select('user_id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(3);
  });
});
