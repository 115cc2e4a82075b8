import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startStack, type RunningStack } from '../../supabase/local/stack';
import { buildApp, previewApp, repoRoot } from './vite-app';

/** What the tests and the bench need to know about a running app + stack. */
export interface AppServer {
  /** Origin of the preview server that serves the production build, e.g. `http://127.0.0.1:41234`. */
  baseURL: string;
  /** Supabase API origin of the throwaway stack (what the build was given as VITE_SUPABASE_URL). */
  apiUrl: string;
  /** Postgres URL of the throwaway stack (superuser). */
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Absolute path of the build that is being served. */
  outDir: string;
  /** Stops the preview server and the stack and deletes the stack's data directory. */
  stop(): Promise<void>;
}

export interface StartAppServerOptions {
  /** Build output directory, relative to the repository root (e.g. `dist-e2e`). */
  outDir: string;
  /** Progress messages (default: none). */
  log?: (message: string) => void;
}

/** The address the seed writes into settings that must hold full URLs (banners, photos, covers). */
const SEED_API_URL = 'http://127.0.0.1:54321';

/**
 * Points the seed's full media URLs at this stack's API. The seed writes them for the default
 * port; a throwaway stack on another port would otherwise serve pages whose banner and photos
 * fail to load (console errors, fallback images), which is not what a visitor sees.
 * Every text and jsonb column of the `public` schema is rewritten, so new seed data is covered.
 */
async function rewriteSeedUrls(dbUrl: string, apiUrl: string): Promise<void> {
  if (apiUrl === SEED_API_URL) return;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
      `select c.table_name, c.column_name, c.data_type
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('text', 'jsonb')`,
    );
    for (const { table_name, column_name, data_type } of rows) {
      const column = `"${column_name.replaceAll('"', '""')}"`;
      const table = `public."${table_name.replaceAll('"', '""')}"`;
      const value =
        data_type === 'jsonb' ? `replace(${column}::text, $1, $2)::jsonb` : `replace(${column}, $1, $2)`;
      await client.query(
        `update ${table} set ${column} = ${value} where ${column}::text like '%' || $1 || '%'`,
        [SEED_API_URL, apiUrl],
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Starts a throwaway local stack (fresh Postgres with migrations, seed and seed media) on free
 * ports, builds the SPA against it into `outDir` and serves the build on a free port. Nothing
 * under `.local/` is touched, so it can run beside `npm run dev`.
 */
export async function startAppServer({ outDir, log = () => {} }: StartAppServerOptions): Promise<AppServer> {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'church-stack-e2e-'));
  // Postgres runs as the unprivileged `postgres` user when the tests run as root.
  await chmod(dataDir, 0o777);
  let stack: RunningStack | undefined;
  let preview: Awaited<ReturnType<typeof previewApp>> | undefined;
  const stop = async () => {
    await preview?.stop();
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    stack = await startStack({ dataDir, apiPort: 0, dbPort: 0, quiet: true });
    await rewriteSeedUrls(stack.dbUrl, stack.apiUrl);
    log(`local stack on ${stack.apiUrl} (${seconds()})`);
    await buildApp(outDir, stack.apiUrl, stack.anonKey);
    log(`built into ${outDir}/ (${seconds()})`);
    preview = await previewApp(outDir);
    log(`serving on ${preview.baseURL} (${seconds()})`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseURL: preview.baseURL,
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    outDir: path.join(repoRoot, outDir),
    stop,
  };
}
