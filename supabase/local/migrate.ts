/**
 * Database setup of the local stack: platform bootstrap, migrations and seed, recorded the way
 * the Supabase CLI records them so that `supabase migration list --db-url …` and `supabase db
 * push` see the same history (table `supabase_migrations.schema_migrations`).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/** Folder layout the stack reads; defaults to this repository's `supabase/`. */
export interface SupabaseFolder {
  /** `supabase/` directory (config.toml, migrations/, seed.sql, media). */
  root: string;
}

/** Migration file name as the CLI accepts it: `<version>_<name>.sql`, version all digits. */
const MIGRATION_FILE = /^(\d+)_(.*)\.sql$/;

/** One migration file. */
export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/**
 * Lists `supabase/migrations/*.sql` in filename order (the CLI's order).
 *
 * @returns Files matching `<digits>_<name>.sql`; others are ignored, as the CLI does.
 */
export async function listMigrations(folder: SupabaseFolder): Promise<MigrationFile[]> {
  const dir = path.join(folder.root, 'migrations');
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  return names.map((f) => {
    const m = MIGRATION_FILE.exec(f);
    return { version: m?.[1] ?? '', name: m?.[2] ?? '', file: path.join(dir, f) };
  });
}

/**
 * Runs `supabase/local/bootstrap.sql` (platform roles, auth/storage schemas). Idempotent.
 *
 * @param client - Superuser connection.
 */
export async function runBootstrap(client: pg.Client, folder: SupabaseFolder): Promise<void> {
  const sql = await readFile(path.join(folder.root, 'local', 'bootstrap.sql'), 'utf8');
  await client.query(sql);
}

/**
 * Creates the CLI's history table (same DDL as the Supabase CLI's `CreateMigrationTable`).
 */
async function ensureHistoryTable(client: pg.Client): Promise<void> {
  await client.query(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text not null primary key,
      statements text[],
      name text
    );`);
}

/**
 * Applies every migration not yet recorded, each in its own transaction, recording
 * `(version, statements, name)` as the CLI does. A failing migration rolls back and throws.
 *
 * @param client - Superuser connection (migrations run as `postgres`, as with the CLI).
 * @returns The versions applied by this call.
 * @throws Error naming the migration file, with Postgres' message.
 */
export async function applyMigrations(client: pg.Client, folder: SupabaseFolder): Promise<string[]> {
  await ensureHistoryTable(client);
  const done = new Set(
    (
      await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of await listMigrations(folder)) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    try {
      // The whole file as one multi-statement query inside the transaction, as `psql -1 -f`
      // runs it. The CLI records the file split into statements; the history's versions (what
      // `supabase migration list` and `db push` compare) are the same, the text is one element.
      await client.query('begin');
      await client.query(sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
        [migration.version, [sql], migration.name],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(`migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    applied.push(migration.version);
  }
  if (applied.length > 0) await client.query(`notify pgrst, 'reload schema'`);
  return applied;
}

/**
 * Runs `supabase/seed.sql` when present (the CLI's default `[db.seed] sql_paths`), in one
 * transaction, with `seed.api_url` set to the API that will serve this database.
 *
 * @param settings.apiUrl - e.g. `http://127.0.0.1:54321`; seed.sql builds public-object URLs from it.
 * @returns Whether a seed file ran.
 * @throws Error with Postgres' message when the seed fails (nothing of it is kept).
 */
export async function runSeed(
  client: pg.Client,
  folder: SupabaseFolder,
  settings: { apiUrl: string },
): Promise<boolean> {
  const file = path.join(folder.root, 'seed.sql');
  if (!existsSync(file)) return false;
  const sql = await readFile(file, 'utf8');
  try {
    await client.query('begin');
    // seed.sql builds full public-object URLs from this (default: the CLI's port 54321).
    await client.query(`select set_config('seed.api_url', $1, true)`, [settings.apiUrl]);
    await client.query(sql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw new Error(`seed.sql failed: ${(error as Error).message}`, { cause: error });
  }
  return true;
}
