import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
  /** The stack's mail catcher, e.g. `http://127.0.0.1:41235` (inbox page and `/api/v1`). */
  mailUrl: string;
  /** The stack's local push service, e.g. `http://127.0.0.1:41236`. */
  pushUrl: string;
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
    mailUrl: stack.mailUrl,
    pushUrl: stack.pushUrl,
    outDir: path.join(repoRoot, outDir),
    stop,
  };
}
