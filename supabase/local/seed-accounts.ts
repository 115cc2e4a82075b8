/**
 * The demo sign-in accounts (README "Demo accounts"): one per staff role and a signed-in member
 * without staff rights. They are NOT in `seed.sql`, so `supabase db push --include-seed` can never
 * put an account with a published password on a hosted project. They are created only here, and
 * only on a database reached over a loopback address: by the local stack after the seed (fresh
 * database or `npm run db:reset`), and by `npm run seed:accounts` for `supabase start` users.
 */
import pg from 'pg';

/** Role of a staff account (`public.staff_members.role`). */
export type StaffRole = 'admin' | 'editor' | 'care' | 'finance';

/** One demo account. */
export interface DemoAccount {
  /** Fixed `auth.users.id` (tests and fixtures use these ids). */
  id: string;
  email: string;
  /** Local-only password, printed in the README. */
  password: string;
  /** `raw_user_meta_data.full_name`. */
  fullName: string;
  /** Staff role, or `null` for the signed-in member without a `staff_members` row. */
  role: StaffRole | null;
  /**
   * Opted in to an e-mail alert for every prayer request, contact message and first-timer card,
   * one e-mail each (`public.alert_preferences`, docs/decisions/0027).
   */
  alerts?: boolean;
}

/** The demo accounts, in the README's order. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    email: 'staff@example.org',
    password: 'staff-local-only-password',
    fullName: 'Church Office',
    role: 'admin',
  },
  {
    id: 'a0000000-0000-4000-8000-000000000003',
    email: 'editor@example.org',
    password: 'editor-local-only-password',
    fullName: 'Communications',
    role: 'editor',
  },
  {
    id: 'a0000000-0000-4000-8000-000000000004',
    email: 'care@example.org',
    password: 'care-local-only-password',
    fullName: 'Pastoral Care',
    role: 'care',
    alerts: true,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000005',
    email: 'finance@example.org',
    password: 'finance-local-only-password',
    fullName: 'Church Treasurer',
    role: 'finance',
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    email: 'member@example.org',
    password: 'member-local-only-password',
    fullName: 'Church Member',
    role: null,
  },
];

/** A loopback host: `localhost`, 127.0.0.0/8 or `::1`, or a Unix socket folder. */
function isLoopbackHost(host: string): boolean {
  const h = decodeURIComponent(host).toLowerCase();
  return (
    h === 'localhost' ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    h === '[::1]' ||
    h === '::1' ||
    (h.startsWith('/') && !h.includes('..'))
  );
}

/**
 * Refuses any database that is not reached over a loopback address: the demo accounts' passwords
 * are public, so they must never exist on a database another machine serves (a hosted project,
 * a staging server). Every host the URL names counts: its host part and any `host` / `hostaddr`
 * query parameter (which `pg` and libpq would use instead).
 *
 * @param databaseUrl - a `postgresql://` URL.
 * @throws Error naming the host when it is not loopback, or when the URL cannot be read.
 */
export function assertLoopbackDatabase(databaseUrl: string): void {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('The demo accounts need a postgresql:// URL of a local database.');
  }
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new Error(`The demo accounts need a postgresql:// URL, not ${url.protocol}//.`);
  }
  const hosts = [url.hostname, ...url.searchParams.getAll('host'), ...url.searchParams.getAll('hostaddr')];
  const remote = hosts.find((host) => !isLoopbackHost(host));
  if (remote !== undefined) {
    throw new Error(
      `Refusing to create the demo accounts on ${remote === '' ? 'a database without a host' : remote}: ` +
        'their passwords are public, so they are only created on a local database ' +
        '(127.0.0.1, ::1 or localhost). Create real staff accounts on a hosted project instead ' +
        '(README, "Deploying to a hosted Supabase project").',
    );
  }
}

/**
 * Creates the demo accounts (Auth user, e-mail identity, staff row with its role, the care
 * account's alert choices) in one
 * transaction. Existing rows with the same ids are left as they are, so running it twice changes
 * nothing.
 *
 * @param databaseUrl - superuser URL of a local database (see {@link assertLoopbackDatabase}).
 * @returns the number of Auth users created (0 when they all existed).
 * @throws Error when the database is not local, or with Postgres' message (nothing is kept).
 */
export async function createDemoAccounts(databaseUrl: string): Promise<number> {
  assertLoopbackDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const accounts = JSON.stringify(DEMO_ACCOUNTS);
    const recordset = `jsonb_to_recordset($1::jsonb) as a(id uuid, email text, password text, "fullName" text, role text)`;
    // As seed files for Supabase Auth write users: token columns '' rather than null (the hosted
    // Auth server cannot read nulls there), an e-mail identity, the e-mail already confirmed.
    const users = await client.query(
      `insert into auth.users (
         instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, recovery_token, email_change_token_new, email_change,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
       select '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
              extensions.crypt(a.password, extensions.gen_salt('bf')), now(), '', '', '', '',
              '{"provider": "email", "providers": ["email"]}', jsonb_build_object('full_name', a."fullName"),
              false, now(), now()
       from ${recordset}
       on conflict (id) do nothing`,
      [accounts],
    );
    await client.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       select a.id::text, a.id,
              jsonb_build_object('sub', a.id::text, 'email', a.email, 'email_verified', true),
              'email', now(), now(), now()
       from ${recordset}
       on conflict (provider_id, provider) do nothing`,
      [accounts],
    );
    await client.query(
      `insert into public.staff_members (user_id, role)
       select a.id, a.role from ${recordset} where a.role is not null
       on conflict (user_id) do nothing`,
      [accounts],
    );
    await client.query(
      `insert into public.alert_preferences (staff_id, prayer_request, contact_message, first_timer, daily_digest)
       select a.id, true, true, true, false
       from jsonb_to_recordset($1::jsonb) as a(id uuid, alerts boolean) where a.alerts
       on conflict (staff_id) do nothing`,
      [accounts],
    );
    await client.query('commit');
    return users.rowCount ?? 0;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw new Error(`creating the demo accounts failed: ${(error as Error).message}`, { cause: error });
  } finally {
    await client.end();
  }
}
