/**
 * Command line of the local stack (package.json scripts). Every address comes from the checkout's
 * `supabase/config.toml` (`project.ts`, `ports.ts`); the data of `dev`, `stack`, `reset` and
 * `types` is in `.local/`.
 *
 *   dev    Vite on `[auth] site_url` with VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY pointing at
 *          the local stack (started first, or reused if one already answers on `[api] port`),
 *          unless VITE_SUPABASE_URL is set in the environment, .env or .env.local.
 *   stack  The local stack in the foreground; prints its URLs and (public, well-known) keys.
 *   env    Dotenv lines for the local stack.
 *   reset  Rebuild the database and stored objects from migrations, seed and seed media.
 *   types  Regenerate src/types/database.types.ts from the local database (Supabase CLI).
 *   accounts [--db-url <url>]
 *          Create the demo accounts on a local database (default: `[db] port` on 127.0.0.1, where
 *          `supabase start` and this stack listen); refuses any database not on a loopback address.
 *   preview-offline
 *          The production build, with its service worker, against the local stack, served by
 *          `vite preview` (`preview-offline.ts`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys';
import { PORT_KEYS } from './ports';
import { previewOffline } from './preview-offline';
import { apiAnswers, readLocalProject, startProjectStack, type LocalProject } from './project';
import type { RunningStack } from './stack';
import { createDemoAccounts, DEMO_ACCOUNTS } from './seed-accounts';
import { generateDatabaseTypes } from './supabase-cli';

/**
 * Dotenv lines of the local stack. The browser's key may be either public key (the anon JWT or
 * the publishable key); the secret and service-role keys are for servers and scripts only.
 */
function envLines(project: LocalProject): string {
  return [
    `VITE_SUPABASE_URL=${project.apiUrl}`,
    '# The browser key: the legacy anon JWT, or the publishable key below (both act as anon).',
    `VITE_SUPABASE_ANON_KEY=${LOCAL_ANON_KEY}`,
    `SUPABASE_PUBLISHABLE_KEY=${LOCAL_PUBLISHABLE_KEY}`,
    '# Server-side only (they bypass row-level security): never in a VITE_ variable.',
    `SUPABASE_SECRET_KEY=${LOCAL_SECRET_KEY}`,
    `SUPABASE_SERVICE_ROLE_KEY=${LOCAL_SERVICE_ROLE_KEY}`,
    `DATABASE_URL=${project.dbUrl}`,
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

/** Runs `child` (Vite) until it exits or a signal comes, then stops `stack` and exits. */
function superviseChild(child: ChildProcess, stack: RunningStack | undefined): void {
  onShutdown(async () => {
    child.kill('SIGTERM');
    await stack?.stop();
  });
  child.on('exit', (code) => {
    void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(code ?? 0));
  });
}

async function dev(project: LocalProject, viteArgs: string[]): Promise<void> {
  // The same files and precedence Vite itself reads (.env, .env.local, .env.development, …).
  const configuredUrl = loadEnv('development', project.root, 'VITE_').VITE_SUPABASE_URL;
  let stack: RunningStack | undefined;
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (configuredUrl) {
    console.error(`Using the configured Supabase project ${configuredUrl}.`);
  } else {
    if (await apiAnswers(project.apiUrl)) {
      console.error(`Reusing the local stack already running at ${project.apiUrl}.`);
    } else {
      stack = await startProjectStack(project);
    }
    env.VITE_SUPABASE_URL = project.apiUrl;
    env.VITE_SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
    console.error(`Local inbox (every e-mail the stack sends): ${project.mailUrl}`);
  }
  // vite.config.ts serves the site on config.toml's [auth] site_url.
  const vite = spawn(path.join(project.root, 'node_modules', '.bin', 'vite'), viteArgs, {
    stdio: 'inherit',
    env,
    cwd: project.root,
  });
  superviseChild(vite, stack);
}

async function stackCommand(project: LocalProject): Promise<void> {
  if (await apiAnswers(project.apiUrl)) {
    console.error(`A stack already answers at ${project.apiUrl}; stop it first.`);
    process.exit(1);
  }
  const stack = await startProjectStack(project);
  const { shadow, studio } = project.ports;
  console.log(`\nLocal Supabase stack (data in .local/, ports from supabase/config.toml)\n
         API URL: ${stack.apiUrl}
    Database URL: ${stack.dbUrl}
     Local inbox: ${stack.mailUrl}  (SMTP 127.0.0.1:${stack.smtpPort})
 Stripe stand-in: ${stack.stripeUrl}
        Site URL: ${project.siteUrl}  (npm run dev; links in e-mails)
 Publishable key: ${stack.publishableKey}
        anon key: ${stack.anonKey}
      Secret key: ${stack.secretKey}
service_role key: ${stack.serviceRoleKey}
      JWT secret: ${LOCAL_JWT_SECRET}

Only supabase start uses ${shadow} (${PORT_KEYS.shadow}) and ${studio} (${PORT_KEYS.studio}).
The publishable key and the anon key are the browser's (either can be VITE_SUPABASE_ANON_KEY);
the secret and service_role keys bypass row-level security: server-side only.
These are the Supabase CLI's public demo values: never use them for a hosted project.
Press Ctrl-C to stop.`);
  onShutdown(() => stack.stop());
}

async function reset(project: LocalProject): Promise<void> {
  if (await apiAnswers(project.apiUrl)) {
    console.error(`A stack is running at ${project.apiUrl}; stop it (Ctrl-C) before resetting.`);
    process.exit(1);
  }
  const stack = await startProjectStack(project, { reset: true });
  await stack.stop();
  console.error('Database and storage rebuilt from migrations, seed.sql and seed media.');
}

/** Regenerates src/types/database.types.ts from the local database (starting the stack if needed). */
async function types(project: LocalProject): Promise<void> {
  const running = await apiAnswers(project.apiUrl);
  const stack = running ? undefined : await startProjectStack(project);
  try {
    const target = path.join(project.root, 'src', 'types', 'database.types.ts');
    await writeFile(target, await generateDatabaseTypes(project.dbUrl));
    console.error(`Wrote ${path.relative(project.root, target)}.`);
  } finally {
    await stack?.stop();
  }
}

/**
 * `npm run seed:accounts [-- --db-url <url>]`: the demo accounts for a database that did not get
 * them from this stack (`supabase start` runs seed.sql, which holds none).
 */
async function accounts(project: LocalProject, args: string[]): Promise<void> {
  const flag = args.indexOf('--db-url');
  const url = flag >= 0 ? args[flag + 1] : project.dbUrl;
  if (!url || args.some((a, i) => a !== '--db-url' && i !== flag + 1)) {
    console.error(`usage: npm run seed:accounts [-- --db-url ${project.dbUrl}]`);
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
  const project = await readLocalProject();
  switch (command) {
    case 'dev':
      return dev(project, rest);
    case 'stack':
      return stackCommand(project);
    case 'env':
      console.log(envLines(project));
      return;
    case 'reset':
      return reset(project);
    case 'types':
      return types(project);
    case 'accounts':
      return accounts(project, rest);
    case 'preview-offline': {
      const { preview, stack } = await previewOffline(project, rest);
      return superviseChild(preview, stack);
    }
    default:
      console.error('usage: tsx supabase/local/cli.ts <dev|stack|env|reset|types|accounts|preview-offline>');
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
