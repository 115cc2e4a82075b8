import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { isPrecached } from '../src/lib/offline/rules';
import { sourceMapsDir } from './source-maps-aside';

/**
 * Modules whose chunks, and what only they import, are staff code (decision 0018): the staff
 * routes and route table, the staff clients (`src/lib/supabase.ts`, with Auth), the Auth client
 * and any `staff-*` module (a staff preview that a public page loads only for signed-in staff).
 */
export const STAFF_MODULE =
  /[\\/](src[\\/](features|lib|hooks|components)[\\/](.+[\\/])?(use-)?staff-[^\\/]+\.tsx?|src[\\/]app[\\/](routes[\\/]admin-[^\\/]+\.tsx|admin-routes\.tsx)|src[\\/]lib[\\/]supabase\.ts|node_modules[\\/]@supabase[\\/]auth-js[\\/].*)$/;
/** A string only the Auth client holds (bench/check-size.ts): no precached file may contain it. */
const AUTH_CLIENT_MARKER = 'grant_type=password';

/** One precache entry: a path of the site and, for a file without a hash in its name, a revision. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** What the manifest takes from the church's settings. */
export interface AppIdentity {
  /** The church's name (`name`). */
  name: string;
  /** At most 12 characters, for the home screen (`short_name`). */
  shortName: string;
  /** `theme_color` and `background_color`'s counterpart, CSS hex. */
  themeColor: string;
}

/**
 * The Web App Manifest (W3C Web App Manifest; issue 34 "Installable"): name, short name, colours,
 * icons 192/512 and a maskable 512 (`public/icons/`, drawn by `build/app-icons.ts`), `start_url`
 * `/`, `display: standalone` and shortcuts to Sermons, Events, Live and Donate.
 */
export function webAppManifest(identity: AppIdentity): Record<string, unknown> {
  return {
    name: identity.name,
    short_name: identity.shortName,
    description: `${identity.name}: sermons, events, the live stream and giving.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: identity.themeColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Sermons', url: '/sermons', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Events', url: '/events', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Live', url: '/live', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Donate', url: '/donate', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  };
}

/** `short_name`: the name when it fits 12 characters, else its first words that do, else cut. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12);
}

/**
 * The staff-only files of a bundle: chunks not reachable from an entry without passing through a
 * chunk that holds a staff module ({@link STAFF_MODULE}) — the staff routes, the staff layout with its Auth client,
 * and whatever only they import — plus CSS only they import.
 */
export function staffFilesOf(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const publicFiles = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const file = queue.pop()!;
    const chunk = byFile.get(file);
    if (!chunk || publicFiles.has(file)) continue;
    if (chunk.moduleIds.some((id) => STAFF_MODULE.test(id))) continue;
    publicFiles.add(file);
    const css = (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
    for (const cssFile of css ?? []) publicFiles.add(cssFile);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return new Set(Object.keys(bundle).filter((file) => !publicFiles.has(file)));
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(dir, rel)));
    else out.push(rel);
  }
  return out;
}

/** Options of {@link serviceWorker}. */
export interface ServiceWorkerOptions {
  /** The worker's source, relative to the project root. */
  entry: string;
  /** `VITE_SUPABASE_URL` of the build. */
  supabaseUrl: () => string;
  /** The church's name and colours (read from the settings at build time, else defaults). */
  identity: () => Promise<AppIdentity>;
}

/**
 * Vite plugin, build only (docs/decisions/0041): writes `manifest.webmanifest` and `sw.js`.
 *
 * Runs last, after the prerender plugin (`closeBundle`, `order: 'post'`, sequential), so the files
 * it lists exist. The worker is bundled with esbuild (minified, ES2022), with the precache list
 * (`self.__WB_MANIFEST`, Workbox's injectManifest convention) and the build's constants put in.
 * The list holds the public shell (`200.html`), the public scripts and styles, the manifest and
 * the icons; never a staff file ({@link staffFilesOf}); a precached file holding the Auth client
 * fails the build.
 */
export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  let config: ResolvedConfig;
  let staffFiles = new Set<string>();
  return {
    name: 'church:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, injectTo: 'head' },
      ];
    },
    generateBundle(_output, bundle) {
      if (config.build.ssr) return;
      staffFiles = staffFilesOf(bundle);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        if (!existsSync(path.join(outDir, 'index.html'))) return;
        const identity = await options.identity();
        await writeFile(
          path.join(outDir, 'manifest.webmanifest'),
          `${JSON.stringify(webAppManifest(identity), null, 2)}\n`,
        );
        const entries: PrecacheEntry[] = [];
        const hash = createHash('sha256');
        for (const file of (await filesUnder(outDir)).sort()) {
          if (!isPrecached(file, staffFiles)) continue;
          const data = await readFile(path.join(outDir, file));
          if (data.includes(AUTH_CLIENT_MARKER)) {
            throw new Error(`[service-worker] ${file} holds the Auth client and would be precached`);
          }
          const revision = file.startsWith('assets/')
            ? null
            : createHash('sha256').update(data).digest('hex').slice(0, 16);
          entries.push({ url: `/${file}`, revision });
          hash.update(file).update(revision ?? '');
        }
        const buildId = hash.digest('hex').slice(0, 12);
        // Loaded here: esbuild refuses to load in the unit tests' jsdom, which test this module.
        const { build: esbuild } = await import('esbuild');
        await esbuild({
          entryPoints: [path.resolve(config.root, options.entry)],
          outfile: path.join(outDir, 'sw.js'),
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2022',
          legalComments: 'none',
          // A map without a `sourceMappingURL` comment, moved beside the build (decision 0019).
          sourcemap: 'external',
          tsconfig: path.resolve(config.root, 'tsconfig.sw.json'),
          define: {
            'process.env.NODE_ENV': '"production"',
            'self.__WB_MANIFEST': JSON.stringify(entries),
            __SUPABASE_URL__: JSON.stringify(options.supabaseUrl()),
            __BUILD_ID__: JSON.stringify(buildId),
            __SITE_NAME__: JSON.stringify(identity.name),
          },
          logLevel: 'warning',
        });
        const mapsDir = sourceMapsDir(config.build.outDir, config.root);
        await mkdir(mapsDir, { recursive: true });
        await rename(path.join(outDir, 'sw.js.map'), path.join(mapsDir, 'sw.js.map'));
        config.logger.info(
          `[service-worker] sw.js with ${entries.length} precached files (build ${buildId})`,
        );
      },
    },
  };
}

/**
 * The church's name from the `site_identity` setting (`name`), read with the public key at build
 * time; `fallback` when the API does not answer or has none (decision 0033's shell-only build).
 */
export async function readIdentity(
  supabaseUrl: string,
  anonKey: string,
  fallback: string,
): Promise<AppIdentity> {
  let name = fallback;
  try {
    const response = await fetch(
      `${supabaseUrl}/rest/v1/site_settings?select=setting_value&setting_key=eq.site_identity`,
      { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` }, signal: AbortSignal.timeout(5000) },
    );
    if (response.ok) {
      const rows = (await response.json()) as { setting_value?: { name?: unknown } }[];
      const value = rows[0]?.setting_value?.name;
      if (typeof value === 'string' && value.trim()) name = value.trim();
    }
  } catch {
    // No API during the build: the fallback name.
  }
  return { name, shortName: shortNameOf(name), themeColor: '#111d42' };
}
