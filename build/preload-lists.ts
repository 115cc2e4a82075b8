import type { OutputBundle } from 'rollup';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/** Where the route table's page modules are (`src/app/router.tsx`). */
const ROUTE_MODULES = '/src/app/routes/';
/**
 * The worker's registration, loaded once the page is idle (`src/main.tsx`): what it loads later
 * (the update prompt, the outbox list, the install offer after 30 s) is never urgent.
 */
const IDLE_MODULE = '/src/app/service-worker-registration.ts';
/** The forms' outbox, loaded when a form could not be sent for want of a network. */
const OFFLINE_MODULE = '/src/lib/offline/form-queue.ts';

/**
 * The chunks a dynamic import must preload, without those the browser already has or fetches
 * anyway: the imported chunk itself (the `import()` requests it at once) and every chunk the
 * importing chunk imports statically (loaded before it ran). What is left are the imported chunk's
 * own static imports that are new, which the browser would otherwise discover one round trip
 * later. The entry's imports of the route table's pages preload nothing: a prerendered page
 * links its own chunks (`build/page-preloads.ts`), and a page reached by a link waits for its
 * data, which its loader imports and then reads (two round trips, about as long as the page's
 * chunk and then the chunk's imports). Nor do the worker registration's imports, nor the
 * outbox's, which loads when the network is down. Chunks not in the bundle, and imports from HTML,
 * are kept as they are.
 *
 * @param bundle - the client build's output, by file name.
 * @param imported - the file the dynamic import loads, e.g. `assets/home-abc.js`.
 * @param deps - Vite's list for that import (the imported file and its static imports, all levels).
 * @param host - the file that makes the import, e.g. `assets/index-abc.js`.
 * @returns the list to preload, in Vite's order.
 */
export function trimPreloadList(
  bundle: OutputBundle,
  imported: string,
  deps: readonly string[],
  host: string,
): string[] {
  const hostChunk = bundle[host];
  const importedChunk = bundle[imported];
  const holds = (chunk: typeof hostChunk, path: string) =>
    chunk?.type === 'chunk' && chunk.moduleIds.some((id) => id.includes(path));
  if (
    (hostChunk?.type === 'chunk' && hostChunk.isEntry && holds(importedChunk, ROUTE_MODULES)) ||
    holds(hostChunk, IDLE_MODULE) ||
    holds(importedChunk, OFFLINE_MODULE)
  )
    return [];
  const loaded = new Set<string>([imported]);
  const visit = (file: string) => {
    const item = bundle[file];
    if (loaded.has(file) || item?.type !== 'chunk') return;
    loaded.add(file);
    item.imports.forEach(visit);
  };
  visit(host);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * Shorter module-preload lists for dynamic imports (decision 0043). Vite writes, for each
 * `import()`, the hashed names of every chunk it needs into the importing chunk; the entry held
 * those of the whole route table (1.1 kB gzip on every first visit). {@link trimPreloadList}
 * leaves out what the browser has or fetches anyway, and the entry's lists altogether.
 *
 * @returns the plugin, which sees the finished bundle first, and the `build.modulePreload`
 *   resolver that reads it.
 */
export function preloadLists(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: OutputBundle | undefined;
  return {
    plugin: {
      name: 'church:preload-lists',
      apply: 'build',
      // Runs before Vite's own `generateBundle`, which writes the lists (Vite's post plugins).
      generateBundle(_options, output) {
        bundle = output;
      },
    },
    resolveDependencies: (imported, deps, { hostId, hostType }) =>
      hostType === 'js' && bundle ? trimPreloadList(bundle, imported, deps, hostId) : deps,
  };
}
