import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

/** Repository root (this file lives in `e2e/support/`). */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} failed (${code}):\n${output}`,
          ),
        );
    });
  });
}

/**
 * Builds the SPA for production with the given Supabase origin and anon key baked in, plus
 * `.vite/manifest.json` (for the per-route size figures). Type checking is not part of it
 * (`npm run typecheck` does that).
 *
 * @param outDir - output directory relative to the repository root; emptied first.
 */
export async function buildApp(outDir: string, supabaseUrl: string, anonKey: string): Promise<void> {
  await run(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    // Variables already in the environment take precedence over `.env*` files in Vite, so a
    // developer's `.env.local` (e.g. a hosted project) cannot leak into the test build.
    {
      ...process.env,
      NODE_ENV: 'production',
      VITE_SUPABASE_URL: supabaseUrl,
      VITE_SUPABASE_ANON_KEY: anonKey,
    },
  );
}

async function newestMtime(target: string): Promise<number> {
  let info;
  try {
    info = await stat(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target))
    newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Whether `outDir` holds a build (with manifest) newer than every input of the build: sources,
 * public files, index.html, the Vite plugins in build/, the Vite/Tailwind/TypeScript configs and
 * the lockfile.
 */
export async function isBuildFresh(outDir: string): Promise<boolean> {
  const manifest = path.join(repoRoot, outDir, '.vite/manifest.json');
  const built = await newestMtime(manifest);
  if (!built) return false;
  const inputs = [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'build',
    'tailwind.config.ts',
    'tsconfig.app.json',
    'package-lock.json',
  ];
  for (const input of inputs) if ((await newestMtime(path.join(repoRoot, input))) > built) return false;
  return true;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not allocate a port'));
      });
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`vite preview did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Serves a build with `vite preview` (same static server, SPA fallback and gzip as
 * `npm run preview`) in a child process on a free port.
 */
export async function previewApp(outDir: string): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [viteBin, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    // stdin stays an open pipe: `vite preview` exits when its stdin ends.
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['pipe', 'ignore', 'inherit'] },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    await waitForHttp(baseURL, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
