/**
 * `npm run test:secrets`: fails when a production build contains a secret that must never reach
 * a browser (issue "Protect the public forms", item 6): the service-role key, the JWT secret, or
 * any Supabase secret API key (`sb_secret_…`), any JWT whose role is `service_role` (any project's
 * service-role key). Also the values of `SUPABASE_SERVICE_ROLE_KEY`, `SUPABASE_SECRET_KEY` and
 * `SUPABASE_JWT_SECRET` when the environment holds them (a hosted project's build machine). The
 * same kinds of key that `src/lib/env-schema.ts` refuses before a build starts.
 *
 * It reads every file of the build that `npm run test:size` made or reused (dist-bench/ or
 * dist-e2e/, whichever is newer than the sources; otherwise it builds dist-bench/), index.html
 * included, and the source maps kept beside it (`<build>-sourcemaps/`, never deployed, but meant
 * for an error-reporting service: docs/decisions/0019). Only a public key (the anon JWT or a
 * publishable key) may appear.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiKeyKind } from '../src/lib/env-schema';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/keys';
import { buildApp, isBuildFresh, repoRoot } from '../e2e/support/vite-app';
import { sourceMapsDir } from '../build/source-maps-aside';

/** Named secrets to look for, literal values. */
export function secretsToFind(env: NodeJS.ProcessEnv = process.env): [name: string, value: string][] {
  const secrets: [string, string][] = [
    ['the local service-role key', LOCAL_SERVICE_ROLE_KEY],
    ['the local JWT secret', LOCAL_JWT_SECRET],
  ];
  if (env.SUPABASE_SERVICE_ROLE_KEY)
    secrets.push(['SUPABASE_SERVICE_ROLE_KEY', env.SUPABASE_SERVICE_ROLE_KEY]);
  if (env.SUPABASE_SECRET_KEY) secrets.push(['SUPABASE_SECRET_KEY', env.SUPABASE_SECRET_KEY]);
  if (env.SUPABASE_JWT_SECRET) secrets.push(['SUPABASE_JWT_SECRET', env.SUPABASE_JWT_SECRET]);
  return secrets;
}

/** A Supabase secret API key (`sb_secret_` and its random part). */
export const SECRET_KEY_PATTERN = /sb_secret_[A-Za-z0-9_-]{8,}/;

/** A compact JWT whose header and payload are JSON objects (`eyJ` is base64url of `{"`). */
const JWT_PATTERN = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;

/**
 * Finds secrets in one file's text.
 *
 * @returns a description of each finding, empty when the text is clean.
 */
export function findSecrets(text: string, secrets = secretsToFind()): string[] {
  const found = secrets.filter(([, value]) => text.includes(value)).map(([name]) => name);
  const key = SECRET_KEY_PATTERN.exec(text);
  if (key && !secrets.some(([, value]) => value === key[0])) {
    found.push(`a Supabase secret key (${key[0].slice(0, 14)}…)`);
  }
  for (const [jwt] of text.matchAll(JWT_PATTERN)) {
    const kind = apiKeyKind(jwt);
    if (kind.kind === 'jwt' && kind.role === 'service_role' && !secrets.some(([, value]) => value === jwt)) {
      found.push(`a service-role JWT (${jwt.slice(0, 14)}…)`);
    }
  }
  return found;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function main(): Promise<number> {
  let outDir = (await isBuildFresh('dist-bench'))
    ? 'dist-bench'
    : (await isBuildFresh('dist-e2e'))
      ? 'dist-e2e'
      : undefined;
  if (!outDir) {
    outDir = 'dist-bench';
    process.stdout.write(`Building into ${outDir}/ ...\n`);
    await buildApp(outDir, 'http://127.0.0.1:54321', LOCAL_ANON_KEY);
  }
  const maps = sourceMapsDir(outDir, repoRoot);
  const files = [
    ...(await filesUnder(path.join(repoRoot, outDir))),
    ...(existsSync(maps) ? await filesUnder(maps) : []),
  ];
  let leaks = 0;
  for (const file of files) {
    const found = findSecrets(await readFile(file, 'latin1'));
    for (const what of found) {
      leaks += 1;
      process.stdout.write(`SECRET IN BUILD: ${what} in ${path.relative(repoRoot, file)}\n`);
    }
  }
  process.stdout.write(
    `Secrets check: ${files.length} files of ${outDir}/ and its source maps read, ${leaks} secret(s) found.\n`,
  );
  return leaks === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
