import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The Supabase CLI version the project uses. It stays out of package.json (decision 0003). */
export const SUPABASE_CLI = 'supabase@3.1.0';

/**
 * Runs a Supabase CLI command through `npx --yes` against a database URL.
 *
 * @param args - CLI arguments, e.g. `['gen', 'types', '--lang', 'typescript', '--remote=postgresql://…']`.
 * @returns stdout, stderr and the exit code (a non-zero exit does not throw).
 */
export async function supabaseCli(args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run('npx', ['--yes', SUPABASE_CLI, ...args], {
      maxBuffer: 32 * 1024 * 1024,
      // The local stack's Postgres listens on loopback without TLS; saying so keeps the CLI quiet.
      env: { ...process.env, PGSSLMODE: 'disable', SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; code?: number };
    return { stdout: e.stdout ?? '', stderr: e.stderr ?? '', code: typeof e.code === 'number' ? e.code : 1 };
  }
}

/**
 * Generates `src/types/database.types.ts` content for schema `public` of the database at `dbUrl`.
 *
 * @throws Error with the CLI's stderr when generation fails.
 */
export async function generateDatabaseTypes(dbUrl: string): Promise<string> {
  const result = await supabaseCli(['gen', 'types', '--lang', 'typescript', '--schema', 'public', `--remote=${dbUrl}`]);
  if (result.code !== 0 || !result.stdout.includes('export type Database')) {
    throw new Error(`supabase gen types failed (exit ${result.code}):\n${result.stderr}`);
  }
  // Drop anything the CLI prints before the generated module.
  return result.stdout.slice(result.stdout.indexOf('export type Json'));
}
