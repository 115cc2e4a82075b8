/**
 * The local stack of a second checkout (supabase/local/project.ts, ports.ts, data-dir.ts): a copy
 * of `supabase/` whose config.toml names other ports and another site address, started as
 * `npm run dev` starts it while the test stack (the first) runs. Its first start is killed from
 * outside half-way, as Ctrl-C or a crash would end it; the next start must say so and rebuild the
 * database rather than fail later with `role "anon" does not exist`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CREATING_MARKER, missingFoundations } from '../../supabase/local/data-dir';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import type { StackPorts } from '../../supabase/local/ports';
import { clearStalePostmaster } from '../../supabase/local/postgres';
import { readLocalProject, startProjectStack } from '../../supabase/local/project';
import type { RunningStack } from '../../supabase/local/stack';
import { SEEDED_USERS } from './support/clients';

const REPO = path.resolve(import.meta.dirname, '../..');
/** config.toml's port values and the keys they belong to (supabase/local/ports.ts). */
const DEFAULTS: Record<keyof StackPorts, number> = {
  api: 54321,
  db: 54322,
  shadow: 54320,
  studio: 54323,
  mail: 54324,
  smtp: 54325,
  stripe: 54326,
  push: 54327,
};

let root: string;
let ports: StackPorts;
let siteUrl: string;
let second: RunningStack | undefined;

/**
 * A checkout beside this one: `supabase/` with every entry linked to this repository's but
 * config.toml, which is a copy with free ports (get-port) in place of the CLI's.
 */
async function makeCheckout(): Promise<void> {
  root = await mkdtemp(path.join(os.tmpdir(), 'church-checkout-'));
  // Postgres runs as the unprivileged `postgres` user when the tests run as root.
  await chmod(root, 0o777);
  await mkdir(path.join(root, 'supabase'));
  for (const entry of await readdir(path.join(REPO, 'supabase'))) {
    if (entry === 'config.toml' || entry === '.temp') continue;
    await symlink(path.join(REPO, 'supabase', entry), path.join(root, 'supabase', entry));
  }
  const chosen: Partial<StackPorts> = {};
  for (const key of Object.keys(DEFAULTS) as Array<keyof StackPorts>) {
    chosen[key] = await getPort({ host: '127.0.0.1', exclude: Object.values(chosen) });
  }
  ports = chosen as StackPorts;
  siteUrl = `http://localhost:${await getPort({ exclude: Object.values(ports) })}`;
  let config = await readFile(path.join(REPO, 'supabase', 'config.toml'), 'utf8');
  for (const key of Object.keys(DEFAULTS) as Array<keyof StackPorts>) {
    const line = new RegExp(`^((?:smtp_|shadow_)?port = )${DEFAULTS[key]}$`, 'm');
    expect(config, `config.toml sets ${key} = ${DEFAULTS[key]}`).toMatch(line);
    config = config.replace(line, `$1${ports[key]}`);
  }
  config = config.replace(/^site_url = ".*"$/m, `site_url = "${siteUrl}"`);
  await writeFile(path.join(root, 'supabase', 'config.toml'), config);
}

/** Starts the checkout's stack in a child process and kills it once Postgres is initialised. */
async function killFirstStartHalfWay(): Promise<void> {
  // One process (tsx's loader in node itself, not the tsx command, which runs node as a child):
  // the kill reaches the process that is creating the database.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'support', 'start-checkout.ts'), root],
    { cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no 'database initialised' in:\n${output}`)), 60_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[stack] database initialised')) {
        clearTimeout(timer);
        // No cleanup runs: the postmaster it started keeps running, as after Ctrl-C or a crash.
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`the start ended by itself:\n${output}`)));
  });
  await exited;
}

async function signIn(apiUrl: string): Promise<number> {
  const { email, password } = SEEDED_USERS.staff;
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

beforeAll(makeCheckout);

afterAll(async () => {
  await second?.stop();
  // A failed test may leave the killed start's postmaster running.
  await clearStalePostmaster(path.join(root, '.local', 'db'));
  await rm(root, { recursive: true, force: true });
});

describe('a second checkout with other ports in its config.toml', () => {
  it('after a first start killed half-way, the next start says so and rebuilds the database', async () => {
    await killFirstStartHalfWay();
    const dataDir = path.join(root, '.local');
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, CREATING_MARKER))).toBe(true);

    const lines: string[] = [];
    second = await startProjectStack(await readLocalProject(root), { log: (line) => lines.push(line) });
    expect(lines).toContain(
      `The database in ${dataDir} was left half-made by a first start that did not finish ` +
        '(interrupted or failed); recreating it from the migrations and the seed.',
    );
    expect(existsSync(path.join(dataDir, CREATING_MARKER))).toBe(false);
    // Complete: the demo accounts (made after the seed) sign in.
    expect(await signIn(second.apiUrl)).toBe(200);
  }, 120_000);

  it("runs beside the first stack, on its config.toml's ports, with its site address for links", async () => {
    const stack = second!;
    expect(stack.apiUrl).toBe(`http://127.0.0.1:${ports.api}`);
    expect(new URL(stack.dbUrl).port).toBe(String(ports.db));
    expect(stack.mailUrl).toBe(`http://127.0.0.1:${ports.mail}`);
    expect(stack.smtpPort).toBe(ports.smtp);
    expect(stack.stripeUrl).toBe(`http://127.0.0.1:${ports.stripe}`);
    // What the commands of cli.ts (dev, env, types, accounts) use is the same.
    expect(await readLocalProject(root)).toMatchObject({
      apiUrl: stack.apiUrl,
      dbUrl: stack.dbUrl,
      mailUrl: stack.mailUrl,
      stripeUrl: stack.stripeUrl,
      siteUrl,
    });

    // Both stacks answer, each with its own database.
    expect(await signIn(stack.apiUrl)).toBe(200);
    expect(await signIn(inject('apiUrl'))).toBe(200);
    expect((await fetch(`${stack.mailUrl}/api/v1/messages`)).status).toBe(200);
    expect((await fetch(`${stack.stripeUrl}/_local/events`)).status).toBe(200);
    const client = new pg.Client({ connectionString: stack.dbUrl });
    await client.connect();
    try {
      // The site address of e-mail links and return addresses is this config.toml's [auth] site_url.
      const settings = await client.query<{ site_url: string; functions_url: string }>(
        'select site_url, functions_url from private.alert_settings',
      );
      expect(settings.rows).toEqual([{ site_url: siteUrl, functions_url: `${stack.apiUrl}/functions/v1` }]);
    } finally {
      await client.end();
    }
  });
});

describe('a database made before the marker existed', () => {
  it('is complete when it has the platform roles and the migration history; half-made without them', async () => {
    const client = new pg.Client({ connectionString: inject('dbUrl') });
    await client.connect();
    try {
      expect(await missingFoundations(client)).toBeUndefined();
      await client.query('drop database if exists stack_checkouts_empty');
      await client.query('create database stack_checkouts_empty');
    } finally {
      await client.end();
    }
    const emptyUrl = new URL(inject('dbUrl'));
    emptyUrl.pathname = '/stack_checkouts_empty';
    const empty = new pg.Client({ connectionString: emptyUrl.href });
    await empty.connect();
    try {
      expect(await missingFoundations(empty)).toBe(
        'no migration history (supabase_migrations.schema_migrations)',
      );
    } finally {
      await empty.end();
      const cleanup = new pg.Client({ connectionString: inject('dbUrl') });
      await cleanup.connect();
      await cleanup.query('drop database stack_checkouts_empty').finally(() => cleanup.end());
    }
  });
});
