/**
 * The flood guard's client address and the church's own networks (issue 41, docs/decisions/0046):
 * `cf-connecting-ip` is believed only when the settings say the API sits behind Cloudflare; from
 * a church network the per-client limits are ten times higher while its share of the hourly
 * ceiling stays one client's; `public.form_guard_settings` is read and changed by admins only,
 * normalised, versioned and logged in a sentence; `my_client_address()` shows an admin the address
 * the guard sees. Through the HTTP API with real (small) limits, put back at the end.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { TEST_FORM_LIMIT } from '../support/form-limits';
import { superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

const api = inject('apiUrl');
const anonKey = inject('anonKey');
const RUN = randomUUID().slice(0, 8);

let db: pg.Client;
let admin: Principal;
let editor: Principal;

beforeAll(async () => {
  db = await superuser();
  admin = await createPrincipal(db, 'networks-admin', 'admin');
  editor = await createPrincipal(db, 'networks-editor', 'editor');
});

beforeEach(async () => {
  await db.query(`update private.form_limits set per_client = 5, global_per_hour = 1000`);
  await db.query(`truncate private.form_attempts, private.form_fingerprints`);
  await db.query(`update public.form_guard_settings set church_networks = '{}', behind_cloudflare = false`);
});

afterAll(async () => {
  await db.query('update private.form_limits set per_client = $1, global_per_hour = $1', [TEST_FORM_LIMIT]);
  await db.query(`truncate private.form_attempts, private.form_fingerprints`);
  await db.query(`update public.form_guard_settings set church_networks = '{}', behind_cloudflare = false`);
  await db.query(`delete from public.contact_messages where message like $1`, [`networks ${RUN}%`]);
  await removePrincipals(db, [admin, editor]);
  await db.end();
});

/** One contact message from the test's connection, with extra headers; the HTTP status. */
async function contact(i: number, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${api}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
      ...headers,
    },
    body: JSON.stringify({
      name: 'Jordan',
      email: 'jordan@example.org',
      subject: 'networks',
      message: `networks ${RUN} ${i} ${randomUUID()}`,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** How many of `statuses` were stored (201) and refused (429). */
function tally(statuses: number[]): { stored: number; refused: number } {
  return {
    stored: statuses.filter((s) => s === 201).length,
    refused: statuses.filter((s) => s === 429).length,
  };
}

describe('which address is the client', () => {
  it('a cf-connecting-ip sent by the client is ignored unless the API sits behind Cloudflare', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push(await contact(i, { 'cf-connecting-ip': `198.51.100.${i + 1}` }));
    // One connection (the gateway's 127.0.0.1): its 5, whatever the header said.
    expect(tally(statuses)).toEqual({ stored: 5, refused: 15 });
  });

  it('behind Cloudflare, cf-connecting-ip is the client (Cloudflare replaces what a client sends)', async () => {
    await db.query(`update public.form_guard_settings set behind_cloudflare = true`);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push(await contact(i, { 'cf-connecting-ip': `198.51.100.${i + 1}` }));
    expect(tally(statuses)).toEqual({ stored: 20, refused: 0 });
  });

  it('the same rule for the giving checkout, which passes its request headers', async () => {
    const address = async (headers: Record<string, string>) =>
      (await db.query(`select private.client_address($1::jsonb) as a`, [JSON.stringify(headers)])).rows[0].a;
    const headers = { 'cf-connecting-ip': '198.51.100.9', 'x-forwarded-for': '10.9.9.9, 203.0.113.4' };
    expect(await address(headers)).toBe('203.0.113.4');
    expect(await address({})).toBe('unknown');
    await db.query(`update public.form_guard_settings set behind_cloudflare = true`);
    expect(await address(headers)).toBe('198.51.100.9');
    expect(await address({ 'x-forwarded-for': '203.0.113.4' })).toBe('203.0.113.4');
  });
});

describe("the church's own network", () => {
  it('ten times the per-client limit from a listed network; elsewhere the limit stays', async () => {
    await db.query(`update public.form_guard_settings set church_networks = '{127.0.0.1}'`);
    const statuses: number[] = [];
    for (let i = 0; i < 52; i += 1) statuses.push(await contact(i));
    expect(tally(statuses)).toEqual({ stored: 50, refused: 2 });

    await db.query(`update public.form_guard_settings set church_networks = '{192.0.2.0/24}'`);
    await db.query(`truncate private.form_attempts, private.form_fingerprints`);
    const elsewhere: number[] = [];
    for (let i = 0; i < 8; i += 1) elsewhere.push(await contact(100 + i));
    expect(tally(elsewhere)).toEqual({ stored: 5, refused: 3 });
  });

  it("the church's rows count as one client's share of the hourly ceiling", async () => {
    await db.query(`update private.form_limits set global_per_hour = 12 where form = 'contact_messages'`);
    await db.query(
      `update public.form_guard_settings set church_networks = '{198.51.100.0/24}', behind_cloudflare = true`,
    );
    const church: number[] = [];
    for (let i = 0; i < 30; i += 1) church.push(await contact(i, { 'cf-connecting-ip': '198.51.100.7' }));
    expect(tally(church)).toEqual({ stored: 30, refused: 0 });
    const others: number[] = [];
    for (const [i, client] of [
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.2',
      '203.0.113.2',
      '203.0.113.3',
    ].entries()) {
      others.push(await contact(200 + i, { 'cf-connecting-ip': client }));
    }
    // 5 (the church) + 5 + 2 = 12: the last visitor waits.
    expect(others).toEqual([201, 201, 201, 201, 201, 201, 201, 429]);
  });
});

describe('the settings (public.form_guard_settings)', () => {
  it('admins read and change them; editors, members and visitors neither', async () => {
    const read = await admin.client
      .from('form_guard_settings')
      .select('church_networks, behind_cloudflare, version');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([
      { church_networks: [], behind_cloudflare: false, version: expect.any(Number) },
    ]);
    expect((await editor.client.from('form_guard_settings').select('*')).data).toEqual([]);
    const anon = await fetch(`${api}/rest/v1/form_guard_settings?select=*`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    expect(anon.status).toBe(401);
    const changed = await editor.client
      .from('form_guard_settings')
      .update({ church_networks: ['192.0.2.1'] })
      .eq('id', true)
      .select('id');
    expect(changed.data ?? []).toEqual([]);
    expect(
      (await db.query(`select church_networks::text[] as n from public.form_guard_settings`)).rows[0].n,
    ).toEqual([]);
  });

  it('stores each entry as the network it names, once; refuses a range wider than /16 and a stale version', async () => {
    const version = (await db.query(`select version from public.form_guard_settings`)).rows[0]
      .version as number;
    const saved = await admin.client
      .from('form_guard_settings')
      .update({
        church_networks: ['192.0.2.77/24', '203.0.113.9', '192.0.2.0/24', '2001:db8:5::/56'],
        version,
      })
      .eq('id', true)
      .select('church_networks, version');
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([
      { church_networks: ['192.0.2.0/24', '203.0.113.9', '2001:db8:5::/56'], version: version + 1 },
    ]);
    const wide = await admin.client
      .from('form_guard_settings')
      .update({ church_networks: ['10.0.0.0/8'] })
      .eq('id', true);
    expect(wide.error?.code).toBe('22023');
    expect(wide.error?.message).toBe(
      'A church network can be at most a /16 range (IPv4) or a /48 range (IPv6): 10.0.0.0/8 is wider.',
    );
    const notAnAddress = await admin.client
      .from('form_guard_settings')
      .update({ church_networks: ['church wifi'] })
      .eq('id', true);
    expect(notAnAddress.error?.code).toBe('22P02');
    const stale = await admin.client
      .from('form_guard_settings')
      .update({ behind_cloudflare: true, version })
      .eq('id', true);
    expect(stale.error?.code).toBe('PT409');
  });

  it('every change is in the activity log as a sentence', async () => {
    const since = (await db.query(`select coalesce(max(id), 0) as id from public.activity_log`)).rows[0].id;
    await admin.client
      .from('form_guard_settings')
      .update({ church_networks: ['192.0.2.0/24'] })
      .eq('id', true);
    await admin.client
      .from('form_guard_settings')
      .update({ church_networks: ['198.51.100.7'], behind_cloudflare: true })
      .eq('id', true);
    const { rows } = await db.query(
      `select summary, area from public.activity_log where id > $1 and table_name = 'form_guard_settings' order by id`,
      [since],
    );
    expect(rows.map((r) => r.area)).toEqual(['settings', 'settings']);
    expect(rows[0].summary).toMatch(/ added the church network 192\.0\.2\.0\/24$/);
    expect(rows[1].summary).toMatch(
      / added the church network 198\.51\.100\.7 and removed the church network 192\.0\.2\.0\/24 and said the API sits behind Cloudflare$/,
    );
  });

  it("my_client_address: the admin's address as the guard reads it; nobody else's", async () => {
    const mine = await admin.client.rpc('my_client_address');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual({
      address: '127.0.0.1',
      in_church_network: false,
      behind_cloudflare: false,
      cloudflare_address: null,
    });
    await db.query(`update public.form_guard_settings set church_networks = '{127.0.0.0/24}'`);
    expect(
      ((await admin.client.rpc('my_client_address')).data as { in_church_network: boolean })
        .in_church_network,
    ).toBe(true);
    const refused = await editor.client.rpc('my_client_address');
    expect(refused.error?.code).toBe('42501');
    const anon = await fetch(`${api}/rest/v1/rpc/my_client_address`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anon.status).toBeGreaterThanOrEqual(400);
  });
});
