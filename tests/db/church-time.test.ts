/**
 * One church time in SQL (docs/decisions/0052): `private.church_time_zone()` is the
 * `site_identity.time_zone` setting, the feeds' identity reads it, and a new event's rule is read
 * in it unless the row names a zone. Each case runs in a transaction that is rolled back.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from './support/clients';

let db: pg.Client;

beforeAll(async () => {
  db = await superuser();
});

afterAll(async () => {
  await db.end();
});

/** Runs `body` with `site_identity` set to `identity` (or removed for null), then rolls back. */
async function withIdentity<T>(identity: Record<string, unknown> | null, body: () => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    await db.query(`delete from public.site_settings where setting_key = 'site_identity'`);
    if (identity)
      await db.query(
        `insert into public.site_settings (setting_key, setting_value) values ('site_identity', $1)`,
        [identity],
      );
    return await body();
  } finally {
    await db.query('rollback');
  }
}

async function zones(): Promise<{ church: string; feeds: string; event: string }> {
  const { rows } = await db.query<{ church: string; feeds: string; event: string }>(
    `with e as (insert into public.church_events (title, start_time) values ('Zone test', now() + interval '3 days')
                returning time_zone)
     select private.church_time_zone() as church, private.site_identity() ->> 'time_zone' as feeds,
            (select time_zone from e) as event`,
  );
  return rows[0]!;
}

describe('private.church_time_zone()', () => {
  it('is the setting, for the feeds and a new event alike', async () => {
    expect(await withIdentity({ name: 'Grace', time_zone: 'America/Chicago' }, zones)).toEqual({
      church: 'America/Chicago',
      feeds: 'America/Chicago',
      event: 'America/Chicago',
    });
  });

  it('is the default without the setting, or without its time_zone', async () => {
    const fallback = {
      church: 'America/Indiana/Indianapolis',
      feeds: 'America/Indiana/Indianapolis',
      event: 'America/Indiana/Indianapolis',
    };
    expect(await withIdentity(null, zones)).toEqual(fallback);
    expect(await withIdentity({ name: 'Grace' }, zones)).toEqual(fallback);
  });

  it('may be read by every API role (the column default runs as the staff member who inserts)', async () => {
    const { rows } = await db.query<{ role: string; can: boolean }>(
      `select r as role, has_function_privilege(r, 'private.church_time_zone()', 'execute') as can
       from unnest(array['anon', 'authenticated', 'service_role']) as r`,
    );
    expect(rows.every((row) => row.can)).toBe(true);
  });
});
