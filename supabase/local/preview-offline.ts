/**
 * `npm run preview:offline`: the production site with its service worker (docs/decisions/0041)
 * against the local stack, as a visitor's browser gets it: built into `dist-offline/` with the
 * local stack's URL and public key, then served by `vite preview` on http://localhost:4173
 * (`-- --port <n>` for another port). Starts the stack first when none answers on config.toml's
 * `[api] port` (its e-mail links then lead to the preview), as `npm run dev` does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { LOCAL_ANON_KEY } from './keys';
import { PREVIEW_ADDRESS } from './ports';
import { apiAnswers, startProjectStack, type LocalProject } from './project';
import type { RunningStack } from './stack';

/** The build's folder, beside `dist/` (which `npm run build` keeps for deployments). */
export const OFFLINE_OUT_DIR = 'dist-offline';

/** Runs `command` to the end with the output shown; rejects on a non-zero exit. */
function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args[0]} exited with ${code}`)),
    );
  });
}

/**
 * Builds and serves the offline-capable site.
 *
 * @param args - `--port <n>`: serve on another port than 4173.
 * @returns The running `vite preview` and the stack this call started (none when one was running).
 * @throws Error when the build fails (the stack it started is stopped first).
 */
export async function previewOffline(
  project: LocalProject,
  args: string[],
): Promise<{ preview: ChildProcess; stack?: RunningStack }> {
  const portFlag = args.indexOf('--port');
  const port = portFlag >= 0 ? Number(args[portFlag + 1]) : PREVIEW_ADDRESS.port;
  if (!Number.isInteger(port) || port < 1 || port > 65535 || args.length !== (portFlag >= 0 ? 2 : 0)) {
    throw new Error('usage: npm run preview:offline [-- --port <port>]');
  }
  const origin = `http://${PREVIEW_ADDRESS.host}:${port}`;
  let stack: RunningStack | undefined;
  if (await apiAnswers(project.apiUrl)) {
    console.error(`Reusing the local stack already running at ${project.apiUrl}.`);
  } else {
    stack = await startProjectStack(project, { siteUrl: origin });
  }
  const vite = path.join(project.root, 'node_modules', '.bin', 'vite');
  // Variables of the environment win over `.env*` files in Vite: a `.env.local` that points at a
  // hosted project does not leak into this build.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    VITE_SUPABASE_URL: project.apiUrl,
    VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SITE_URL: origin,
  };
  try {
    await run(vite, ['build', '--outDir', OFFLINE_OUT_DIR, '--emptyOutDir'], { cwd: project.root, env });
  } catch (error) {
    await stack?.stop();
    throw error;
  }
  console.error(
    `\nThe production site with its service worker: ${origin}\n` +
      'Open it once, then switch the browser offline (DevTools → Network → Offline): the pages\n' +
      'visited before keep working. Ctrl-C stops the preview (and the stack, if it started it).\n',
  );
  const preview = spawn(
    vite,
    [
      'preview',
      '--outDir',
      OFFLINE_OUT_DIR,
      '--host',
      PREVIEW_ADDRESS.host,
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: project.root, env, stdio: 'inherit' },
  );
  return { preview, stack };
}
