/**
 * The stack's data folder (`.local/` for `npm run dev`): the Postgres cluster in `db/`, stored
 * objects in `storage/`, and while a first start creates them, the marker `creating.json`.
 *
 * A first start writes the marker before `initdb` and removes it only when the database is
 * complete (bootstrap, migrations, seed, demo accounts, buckets, seed objects). A start that
 * finds the marker knows that an earlier one was interrupted (Ctrl-C, a crash, a kill) or failed
 * half-way, says so, and builds the database again from scratch, instead of starting a
 * half-made one that fails later with errors such as `role "anon" does not exist`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { clearStalePostmaster, isAlive } from './postgres';

/** File name of the marker of a first start in progress. */
export const CREATING_MARKER = 'creating.json';

/** The folders of a prepared data folder. */
export interface DataDir {
  /** The Postgres cluster (PGDATA). */
  dbDir: string;
  /** Bytes of stored objects. */
  storageDir: string;
  /** True when the database does not exist yet: this start creates it (the marker is written). */
  fresh: boolean;
}

/** A first start takes well under this; an older marker is stale even if its pid was reused. */
const CREATING_AT_MOST_MS = 10 * 60_000;

/** Whether the process named in the marker is alive and began the creation recently. */
async function creatorStillRunning(marker: string): Promise<boolean> {
  let content: { pid?: unknown; started?: unknown };
  try {
    content = JSON.parse(await readFile(marker, 'utf8')) as typeof content;
  } catch {
    return false;
  }
  const pid = Number(content.pid);
  const age = Date.now() - Date.parse(String(content.started));
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) && age < CREATING_AT_MOST_MS;
}

/** Removes the cluster (stopping a postmaster a killed run left on it) and the stored objects. */
async function discard(dbDir: string, storageDir: string): Promise<void> {
  await clearStalePostmaster(dbDir);
  await rm(dbDir, { recursive: true, force: true });
  await rm(storageDir, { recursive: true, force: true });
}

/**
 * Readies `dataDir` for a start: discards everything on `reset` or when the marker of an
 * unfinished first start is there, and writes the marker when the database is to be created.
 *
 * @param say - Receives the sentence saying that a half-made database is being recreated.
 * @throws Error when the marker names a process that is still running (another start is
 *   creating this very database).
 */
export async function prepareDataDir(
  dataDir: string,
  options: { reset?: boolean; say: (line: string) => void },
): Promise<DataDir> {
  const dbDir = path.join(dataDir, 'db');
  const storageDir = path.join(dataDir, 'storage');
  const marker = path.join(dataDir, CREATING_MARKER);
  await mkdir(dataDir, { recursive: true });
  if (options.reset) {
    await discard(dbDir, storageDir);
  } else if (existsSync(marker)) {
    if (await creatorStillRunning(marker)) {
      throw new Error(
        `Another start is creating the database in ${dataDir} (${CREATING_MARKER}); wait for it to finish or stop it.`,
      );
    }
    options.say(
      `The database in ${dataDir} was left half-made by a first start that did not finish ` +
        '(interrupted or failed); recreating it from the migrations and the seed.',
    );
    await discard(dbDir, storageDir);
  }
  const fresh = !existsSync(path.join(dbDir, 'PG_VERSION'));
  if (fresh) {
    await rm(storageDir, { recursive: true, force: true });
    // Written whole, then renamed: a start killed while writing leaves no unreadable marker.
    const partial = `${marker}.${process.pid}`;
    await writeFile(partial, `${JSON.stringify({ pid: process.pid, started: new Date().toISOString() })}\n`);
    await rename(partial, marker);
  }
  await mkdir(storageDir, { recursive: true });
  return { dbDir, storageDir, fresh };
}

/** Removes the marker: the database of this data folder is complete. */
export async function markCreated(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, CREATING_MARKER), { force: true });
}

/**
 * What a database made before the marker existed lacks when its first start was interrupted:
 * the platform roles of `bootstrap.sql` or the migration history.
 *
 * @param client - Superuser connection to the database.
 * @returns A sentence naming what is missing, or undefined when both are there.
 */
export async function missingFoundations(client: pg.Client): Promise<string | undefined> {
  const { rows } = await client.query<{ anon: boolean; history: boolean }>(
    `select exists (select from pg_roles where rolname = 'anon') as anon,
            to_regclass('supabase_migrations.schema_migrations') is not null as history`,
  );
  const row = rows[0];
  if (!row?.anon) return 'role "anon" does not exist';
  if (!row.history) return 'no migration history (supabase_migrations.schema_migrations)';
  return undefined;
}
