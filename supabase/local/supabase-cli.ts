import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The Supabase CLI version the project uses. It stays out of package.json (decision 0003). */
export const SUPABASE_CLI = 'supabase@3.1.0';

/**
 * Runs a Supabase CLI command through `npx --yes` in an empty working directory, so the CLI works
 * against the given database URL without reading (or validating) the project's `config.toml`.
 *
 * @param args - CLI arguments, e.g. `['db', 'advisors', '--remote=postgresql://…']`.
 * @returns stdout, stderr and the exit code; a non-zero exit does not throw.
 */
export async function supabaseCli(args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  const workdir = await mkdtemp(path.join(os.tmpdir(), 'supabase-cli-'));
  try {
    const { stdout, stderr } = await execFileAsync(
      'npx',
      ['--yes', SUPABASE_CLI, ...args, '--workdir', workdir],
      {
        cwd: workdir,
        maxBuffer: 32 * 1024 * 1024,
        // The local stack's Postgres listens on loopback without TLS; saying so keeps the CLI quiet.
        env: { ...process.env, PGSSLMODE: 'disable', SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      },
    );
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; code?: unknown };
    return {
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? String(error),
      code: typeof e.code === 'number' ? e.code : 1,
    };
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
}

/**
 * Generates the content of `src/types/database.types.ts` (schema `public`) from the database at
 * `dbUrl` with `supabase gen types --lang typescript --remote=<url>` (no Docker needed).
 *
 * @param dbUrl - a Postgres URL with rights to read the catalogue, e.g. the local superuser URL.
 * @returns the generated TypeScript module, exactly as the CLI prints it.
 * @throws Error with the CLI's stderr when generation fails.
 */
export async function generateDatabaseTypes(dbUrl: string): Promise<string> {
  const result = await supabaseCli([
    'gen',
    'types',
    '--lang',
    'typescript',
    '--schema',
    'public',
    `--remote=${dbUrl}`,
  ]);
  const start = result.stdout.indexOf('export type Json');
  if (result.code !== 0 || start === -1) {
    throw new Error(`supabase gen types failed (exit ${result.code}):\n${result.stderr}`);
  }
  return result.stdout.slice(start);
}
