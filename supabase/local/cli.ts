/**
 * Command line of the local stack (package.json scripts):
 *
 *   dev    Vite with VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY pointing at the local stack
 *          (started on 54321/54322 with data in `.local/`, or reused if one already answers),
 *          unless VITE_SUPABASE_URL is set in the environment, .env or .env.local.
 *   stack  The local stack in the foreground; prints its URLs and (public, well-known) keys.
 *   env    Dotenv lines for the local stack.
 *   reset  Rebuild the database and stored objects from migrations, seed and seed media.
 *   types  Regenerate src/types/database.types.ts from the local database (Supabase CLI).
 *   accounts [--db-url <url>]
 *          Create the demo accounts on a local database (default: 127.0.0.1:54322, where
 *          `supabase start` and this stack listen); refuses any database not on a loopback address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_API_PORT,
  DEFAULT_DB_PORT,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  localDatabaseUrl,
} from './keys';
import { startStack, type RunningStack } from './stack';
import { createDemoAccounts, DEMO_ACCOUNTS } from './seed-accounts';
import { generateDatabaseTypes } from './supabase-cli';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DATA_DIR = path.join(ROOT, '.local');
const API_URL = `http://127.0.0.1:${DEFAULT_API_PORT}`;
const DB_URL = localDatabaseUrl(DEFAULT_DB_PORT);
/** The mail catcher's inbox (`[local_smtp] port`, the CLI's 54324). */
const MAIL_URL = 'http://127.0.0.1:54324';

/**
 * @returns Whether a Supabase-compatible API (this stack or `supabase start`) answers on `url`.
 */
export async function apiAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/auth/v1/health`, {
      headers: { apikey: LOCAL_ANON_KEY },
      signal: AbortSignal.timeout(1500),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Dotenv lines of the local stack. The browser's key may be either public key (the anon JWT or
 * the publishable key); the secret and service-role keys are for servers and scripts only.
 */
function envLines(): string {
  return [
    `VITE_SUPABASE_URL=${API_URL}`,
    '# The browser key: the legacy anon JWT, or the publishable key below (both act as anon).',
    `VITE_SUPABASE_ANON_KEY=${LOCAL_ANON_KEY}`,
    `SUPABASE_PUBLISHABLE_KEY=${LOCAL_PUBLISHABLE_KEY}`,
    '# Server-side only (they bypass row-level security): never in a VITE_ variable.',
    `SUPABASE_SECRET_KEY=${LOCAL_SECRET_KEY}`,
    `SUPABASE_SERVICE_ROLE_KEY=${LOCAL_SERVICE_ROLE_KEY}`,
    `DATABASE_URL=${DB_URL}`,
  ].join('\n');
}

/** Runs until SIGINT/SIGTERM, then runs `cleanup` once and exits. */
function onShutdown(cleanup: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    cleanup(signal)
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

async function startDefaultStack(reset = false): Promise<RunningStack> {
  return startStack({ dataDir: DATA_DIR, apiPort: DEFAULT_API_PORT, dbPort: DEFAULT_DB_PORT, reset });
}

async function dev(viteArgs: string[]): Promise<void> {
  // The same files and precedence Vite itself reads (.env, .env.local, .env.development, …).
  const configuredUrl = loadEnv('development', ROOT, 'VITE_').VITE_SUPABASE_URL;
  let stack: RunningStack | undefined;
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (configuredUrl) {
    console.error(`Using the configured Supabase project ${configuredUrl}.`);
  } else {
    if (await apiAnswers(API_URL)) {
      console.error(`Reusing the local stack already running at ${API_URL}.`);
    } else {
      stack = await startDefaultStack();
    }
    env.VITE_SUPABASE_URL = API_URL;
    env.VITE_SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
    console.error(`Local inbox (every e-mail the stack sends): ${stack?.mailUrl ?? MAIL_URL}`);
  }
  const vite: ChildProcess = spawn(path.join(ROOT, 'node_modules', '.bin', 'vite'), viteArgs, {
    stdio: 'inherit',
    env,
    cwd: ROOT,
  });
  onShutdown(async () => {
    vite.kill('SIGTERM');
    await stack?.stop();
  });
  vite.on('exit', (code) => {
    void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(code ?? 0));
  });
}

async function stackCommand(): Promise<void> {
  if (await apiAnswers(API_URL)) {
    console.error(`A stack already answers at ${API_URL}; stop it first.`);
    process.exit(1);
  }
  const stack = await startDefaultStack();
  console.log(`\nLocal Supabase stack (data in .local/)\n
         API URL: ${stack.apiUrl}
    Database URL: ${stack.dbUrl}
     Local inbox: ${stack.mailUrl}  (SMTP 127.0.0.1:${stack.smtpPort})
 Publishable key: ${stack.publishableKey}
        anon key: ${stack.anonKey}
      Secret key: ${stack.secretKey}
service_role key: ${stack.serviceRoleKey}
      JWT secret: ${LOCAL_JWT_SECRET}

The publishable key and the anon key are the browser's (either can be VITE_SUPABASE_ANON_KEY);
the secret and service_role keys bypass row-level security: server-side only.
These are the Supabase CLI's public demo values: never use them for a hosted project.
Press Ctrl-C to stop.`);
  onShutdown(() => stack.stop());
}

async function reset(): Promise<void> {
  if (await apiAnswers(API_URL)) {
    console.error(`A stack is running at ${API_URL}; stop it (Ctrl-C) before resetting.`);
    process.exit(1);
  }
  const stack = await startDefaultStack(true);
  await stack.stop();
  console.error('Database and storage rebuilt from migrations, seed.sql and seed media.');
}

/** Regenerates src/types/database.types.ts from the local database (starting the stack if needed). */
async function types(): Promise<void> {
  const running = await apiAnswers(API_URL);
  const stack = running ? undefined : await startDefaultStack();
  try {
    const target = path.join(ROOT, 'src', 'types', 'database.types.ts');
    await writeFile(target, await generateDatabaseTypes(DB_URL));
    console.error(`Wrote ${path.relative(ROOT, target)}.`);
  } finally {
    await stack?.stop();
  }
}

/**
 * `npm run seed:accounts [-- --db-url <url>]`: the demo accounts for a database that did not get
 * them from this stack (`supabase start` runs seed.sql, which holds none).
 */
async function accounts(args: string[]): Promise<void> {
  const flag = args.indexOf('--db-url');
  const url = flag >= 0 ? args[flag + 1] : DB_URL;
  if (!url || args.some((a, i) => a !== '--db-url' && i !== flag + 1)) {
    console.error(
      'usage: npm run seed:accounts [-- --db-url postgresql://postgres:postgres@127.0.0.1:54322/postgres]',
    );
    process.exit(2);
  }
  const created = await createDemoAccounts(url);
  console.log(
    `${created} of ${DEMO_ACCOUNTS.length} demo accounts created (local only; the others already existed):\n` +
      DEMO_ACCOUNTS.map(
        (a) => `  ${a.email.padEnd(20)} ${a.password.padEnd(28)} ${a.role ?? 'member, not staff'}`,
      ).join('\n'),
  );
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'dev':
      return dev(rest);
    case 'stack':
      return stackCommand();
    case 'env':
      console.log(envLines());
      return;
    case 'reset':
      return reset();
    case 'types':
      return types();
    case 'accounts':
      return accounts(rest);
    default:
      console.error('usage: tsx supabase/local/cli.ts <dev|stack|env|reset|types|accounts>');
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
