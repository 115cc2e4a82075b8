/**
 * A checkout's local stack as the commands of `cli.ts` see it: its folders (`supabase/`, the data
 * in `.local/`) and the addresses config.toml gives it (`ports.ts`, `[auth] site_url`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAuthConfig } from './auth-config';
import { LOCAL_ANON_KEY, localDatabaseUrl } from './keys';
import { readStackPorts, type StackPorts } from './ports';
import { startStack, type RunningStack } from './stack';

/** This repository's root (this file lives in `supabase/local/`). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folders and addresses of one checkout's local stack. */
export interface LocalProject {
  /** The checkout's root folder. */
  root: string;
  /** `<root>/supabase`: config.toml, migrations, seed, functions. */
  supabaseDir: string;
  /** `<root>/.local`: the database and stored objects of `npm run dev`. */
  dataDir: string;
  /** config.toml's ports. */
  ports: StackPorts;
  /** e.g. `http://127.0.0.1:54321`. */
  apiUrl: string;
  /** Superuser URL, e.g. `postgresql://postgres:postgres@127.0.0.1:54322/postgres`. */
  dbUrl: string;
  /** The mail catcher's inbox, e.g. `http://127.0.0.1:54324`. */
  mailUrl: string;
  /** The Stripe stand-in, e.g. `http://127.0.0.1:54326`. */
  stripeUrl: string;
  /** `[auth] site_url`: where `npm run dev` serves the site, and the origin of e-mail links. */
  siteUrl: string;
}

/**
 * Reads a checkout's config.toml.
 *
 * @param root - The checkout's root folder (default: this repository).
 * @throws Error on a bad port or an unreadable config.toml.
 */
export async function readLocalProject(root: string = REPO_ROOT): Promise<LocalProject> {
  const supabaseDir = path.join(root, 'supabase');
  const ports = await readStackPorts(supabaseDir);
  const { auth } = await readAuthConfig(supabaseDir);
  return {
    root,
    supabaseDir,
    dataDir: path.join(root, '.local'),
    ports,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    dbUrl: localDatabaseUrl(ports.db),
    mailUrl: `http://127.0.0.1:${ports.mail}`,
    stripeUrl: `http://127.0.0.1:${ports.stripe}`,
    siteUrl: auth.siteUrl.replace(/\/+$/, ''),
  };
}

/**
 * Starts the checkout's stack on config.toml's ports with its data in `.local/`.
 *
 * @param options.reset - Rebuild the database and stored objects first.
 * @param options.siteUrl - Another origin for e-mail links than `[auth] site_url`.
 * @param options.log - Receives progress lines (default: stderr).
 */
export function startProjectStack(
  project: LocalProject,
  options: { reset?: boolean; siteUrl?: string; log?: (line: string) => void } = {},
): Promise<RunningStack> {
  return startStack({ dataDir: project.dataDir, supabaseDir: project.supabaseDir, ...options });
}

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
