/**
 * The demo accounts stay local (README "Demo accounts"): `seed.sql`, which
 * `supabase db push --include-seed` would run on a hosted project, creates no account; the local
 * stack creates them after the seed, and `npm run seed:accounts` refuses any database that is not
 * on a loopback address.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  assertLoopbackDatabase,
  createDemoAccounts,
  DEMO_ACCOUNTS,
} from '../../supabase/local/seed-accounts';
import { SEEDED_USERS, superuser } from './support/clients';
import { token } from './support/http';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SEED = path.join(ROOT, 'supabase', 'seed.sql');

let db: pg.Client;
beforeAll(async () => {
  db = await superuser();
});
afterAll(async () => {
  await db.end();
});

describe('seed.sql creates no account', () => {
  it('holds no auth rows, staff rows, password hashes or demo passwords', async () => {
    // Comments aside: only the statements matter.
    const sql = (await readFile(SEED, 'utf8')).replace(/--.*$/gm, '');
    expect(sql).not.toMatch(/\bauth\s*\.\s*(users|identities|sessions|refresh_tokens)\b/i);
    expect(sql).not.toMatch(/\bstaff_members\b/i);
    expect(sql).not.toMatch(/\b(crypt|gen_salt)\s*\(/i);
    expect(sql).not.toMatch(/\$2[aby]\$/); // a bcrypt hash
    for (const account of DEMO_ACCOUNTS) expect(sql).not.toContain(account.password);
  });

  it('run on a database without the demo accounts, it leaves it without any account', async () => {
    const seed = await readFile(SEED, 'utf8');
    await db.query('begin');
    try {
      // As on a hosted project that got only migrations + seed: no demo account yet.
      // Triggers off for this delete only: the last-admin guard would refuse to lose the demo admin.
      await db.query('set local session_replication_role = replica');
      await db.query('delete from public.staff_members where user_id = any($1::uuid[])', [
        DEMO_ACCOUNTS.map((a) => a.id),
      ]);
      await db.query('delete from auth.users where id = any($1::uuid[])', [DEMO_ACCOUNTS.map((a) => a.id)]);
      await db.query('set local session_replication_role = origin');
      const before = await db.query<{ users: number; staff: number }>(
        'select (select count(*)::int from auth.users) as users, (select count(*)::int from public.staff_members) as staff',
      );
      await db.query(`select set_config('seed.api_url', $1, true)`, [inject('apiUrl')]);
      await db.query(seed);
      const after = await db.query<{ users: number; staff: number; demo: number }>(
        `select (select count(*)::int from auth.users) as users,
                (select count(*)::int from public.staff_members) as staff,
                (select count(*)::int from auth.users where email = any($1::text[])) as demo`,
        [DEMO_ACCOUNTS.map((a) => a.email)],
      );
      expect(after.rows[0]).toEqual({ ...before.rows[0], demo: 0 });
    } finally {
      await db.query('rollback');
    }
  });
});

describe('only a local database gets the demo accounts', () => {
  it.each([
    'postgresql://postgres:pw@db.abcdefghijklmnop.supabase.co:5432/postgres',
    'postgresql://postgres.abcdefghijklmnop:pw@aws-0-us-east-1.pooler.supabase.com:6543/postgres',
    'postgres://postgres:pw@10.0.0.5:5432/postgres',
    'postgresql://postgres:pw@127.0.0.1.example.org:5432/postgres',
    'postgresql://postgres:pw@127.0.0.1:5432/postgres?host=db.example.org',
    'postgresql://postgres:pw@localhost:5432/postgres?hostaddr=203.0.113.7',
    'postgresql:///postgres',
  ])('refuses %s', (url) => {
    expect(() => assertLoopbackDatabase(url)).toThrow(/^Refusing to create the demo accounts on /);
  });

  it('refuses what is not a postgresql:// URL', () => {
    expect(() => assertLoopbackDatabase('db.example.org:5432')).toThrow(/postgresql:\/\//);
    expect(() => assertLoopbackDatabase('https://127.0.0.1:54321')).toThrow(/postgresql:\/\//);
  });

  it.each([
    'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
    'postgres://postgres:postgres@localhost:54322/postgres',
    'postgresql://postgres:postgres@[::1]:54322/postgres',
    'postgresql://postgres@127.0.0.1/postgres?host=%2Fvar%2Frun%2Fpostgresql',
  ])('accepts %s', (url) => {
    expect(() => assertLoopbackDatabase(url)).not.toThrow();
  });

  it('npm run seed:accounts refuses a hosted database before connecting, exit code 1', async () => {
    // 192.0.2.1 (TEST-NET-1) answers nothing: a connection attempt would hang, not fail fast.
    const run = promisify(execFile)(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['supabase/local/cli.ts', 'accounts', '--db-url', 'postgresql://postgres:pw@192.0.2.1:5432/postgres'],
      { cwd: ROOT, timeout: 50_000 },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Refusing to create the demo accounts on 192.0.2.1') as unknown,
    });
  }, 60_000);
});

describe('the local stack has the demo accounts', () => {
  it('every account signs in with its README password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const answer = await token('password', { email: account.email, password: account.password });
      expect(answer.status, `${account.email}: ${answer.text}`).toBe(200);
      expect((answer.json as { user: { id: string } }).user.id).toBe(account.id);
    }
  });

  it('staff is admin, editor is editor, care is care, finance is finance; the member has no staff row', async () => {
    const { rows } = await db.query<{ email: string; role: string | null }>(
      `select u.email, s.role from auth.users u left join public.staff_members s on s.user_id = u.id
       where u.id = any($1::uuid[]) order by u.email`,
      [DEMO_ACCOUNTS.map((a) => a.id)],
    );
    expect(rows).toEqual([
      { email: 'care@example.org', role: 'care' },
      { email: 'editor@example.org', role: 'editor' },
      { email: 'finance@example.org', role: 'finance' },
      { email: 'member@example.org', role: null },
      { email: 'staff@example.org', role: 'admin' },
    ]);
  });

  it('the test clients use the same accounts', () => {
    for (const [name, user] of Object.entries(SEEDED_USERS)) {
      const account = DEMO_ACCOUNTS.find((a) => a.id === user.id);
      expect(account, name).toMatchObject({ email: user.email, password: user.password });
    }
  });

  it('creating them again changes nothing', async () => {
    const count = async (): Promise<number> =>
      (await db.query<{ n: number }>('select count(*)::int as n from auth.identities')).rows[0]!.n;
    const before = await count();
    expect(await createDemoAccounts(inject('dbUrl'))).toBe(0);
    expect(await count()).toBe(before);
  });
});
