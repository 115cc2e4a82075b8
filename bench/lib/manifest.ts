import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSize } from './format';

/** One chunk of Vite's `.vite/manifest.json` (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface JsFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface RouteChunk {
  /** Module imported lazily, e.g. `src/features/about/routes/about-route.tsx` (or a shared chunk's name). */
  src: string;
  /** Its key in the manifest (the module's path, or `_<file>` for a shared chunk). */
  key: string;
  /** Its own chunk. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** Gzip bytes a visitor downloads on top of the entry to show this route: the chunk and its static imports. */
  loadGzipBytes: number;
}

export interface ManifestSizes {
  /** The manifest itself, by module key. */
  manifest: Readonly<Record<string, unknown>>;
  /** The entry chunk and everything it imports statically (what every page loads first). */
  entry: JsFile[];
  entryGzipBytes: number;
  /** Every lazily imported module (route pages, and what pages import lazily themselves). */
  routes: RouteChunk[];
  /** Predicted first visit to /: the entry set plus the lazy chunk of the home route and its static imports. */
  home: JsFile[];
  homeGzipBytes: number;
  /**
   * What a first visit adds on top of the entry when it loads these lazy modules together (a
   * page inside a lazy layout route: the layout's and the page's chunks, shared chunks once).
   *
   * @param keys - manifest keys of the lazy modules, e.g. `src/app/routes/admin-layout.tsx`.
   */
  visitOf(keys: readonly string[]): Promise<JsFile[]>;
  /**
   * The interface text a first visit loads with the entry and these lazy chunks, in `locale`
   * (docs/decisions/0054): each catalog (`src/i18n/<area>/<locale>.ts`) that the entry or those
   * chunks, with their static imports, import dynamically, i.e. every area whose messages a
   * module of the page may read as it renders.
   */
  catalogsOf(keys: readonly string[], locale: 'en' | 'es'): Promise<JsFile[]>;
}

/**
 * Lazily imported modules that a first visit to / loads before the page shows: the home route.
 * (The page-transition code, for one, loads only when the visitor is about to navigate.) A
 * module that another lazy chunk also imports statically gets a shared chunk without `src` in
 * the manifest; it is then known by its name (the file's base name).
 */
const HOME_LAZY_MODULES = [/^src\/app\/routes\/home\.tsx$/, /^home$/];

async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * JavaScript sizes per route from a build's manifest (the build must use `--manifest`).
 *
 * @param outDir - absolute path of the build.
 */
export async function manifestSizes(outDir: string): Promise<ManifestSizes> {
  const manifest = await readManifest(outDir);
  const sizes = new Map<string, JsFile>();
  const sizeOf = async (file: string): Promise<JsFile> => {
    let known = sizes.get(file);
    if (!known) {
      const data = await readFile(path.join(outDir, file));
      known = { file, rawBytes: data.length, gzipBytes: gzipSize(data) };
      sizes.set(file, known);
    }
    return known;
  };
  // A module that another chunk also imports statically becomes a shared chunk, known in the
  // manifest as `_<name>-<hash>.js` rather than by its source path.
  const keyOf = (key: string): string =>
    manifest[key]
      ? key
      : (Object.keys(manifest).find(
          (k) => k.startsWith('_') && manifest[k]?.name === path.basename(key).replace(/\.[jt]sx?$/, ''),
        ) ?? key);
  const closure = (wanted: string, into = new Set<string>()): Set<string> => {
    const key = keyOf(wanted);
    if (into.has(key)) return into;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const filesOf = async (keys: Iterable<string>) =>
    Promise.all(
      [...keys]
        .map((key) => manifest[key]?.file ?? key)
        .filter((f) => f.endsWith('.js'))
        .map(sizeOf),
    );
  const sum = (files: JsFile[]) => files.reduce((total, f) => total + f.gzipBytes, 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  const entryKeys = closure(entryKey);
  const entry = await filesOf(entryKeys);

  const routes: RouteChunk[] = [];
  const homeKeys = new Set(entryKeys);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.file.endsWith('.js')) continue;
    const own = await sizeOf(chunk.file);
    const extra = [...closure(key)].filter((k) => !entryKeys.has(k));
    const src = chunk.src ?? chunk.name ?? key;
    routes.push({ src, key, ...own, loadGzipBytes: sum(await filesOf(extra)) });
    if (HOME_LAZY_MODULES.some((pattern) => pattern.test(src))) for (const k of extra) homeKeys.add(k);
  }
  routes.sort((a, b) => a.src.localeCompare(b.src));
  const home = await filesOf(homeKeys);
  const visitOf = async (lazyKeys: readonly string[]) => {
    const keys = new Set<string>();
    for (const lazyKey of lazyKeys)
      for (const key of closure(lazyKey)) if (!entryKeys.has(key)) keys.add(key);
    return filesOf(keys);
  };
  const catalogsOf = async (lazyKeys: readonly string[], locale: 'en' | 'es') => {
    const catalog = new RegExp(`^src/i18n/[^/]+/${locale}\\.ts$`);
    const keys = new Set<string>(entryKeys);
    for (const lazyKey of lazyKeys) for (const key of closure(lazyKey)) keys.add(key);
    const catalogs = new Set<string>();
    for (const key of keys)
      for (const imported of manifest[key]?.dynamicImports ?? [])
        if (catalog.test(imported)) catalogs.add(imported);
    return filesOf(catalogs);
  };
  return {
    manifest,
    entry,
    entryGzipBytes: sum(entry),
    routes,
    home,
    homeGzipBytes: sum(home),
    visitOf,
    catalogsOf,
  };
}
