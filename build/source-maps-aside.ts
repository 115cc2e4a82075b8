import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The folder that receives a build's source maps: beside the build, never inside it, e.g.
 * `dist/` → `dist-sourcemaps/` (docs/decisions/0019).
 *
 * @param outDir - the build folder, absolute or relative to `root`.
 * @param root - the project root.
 */
export function sourceMapsDir(outDir: string, root: string): string {
  const absolute = path.resolve(root, outDir);
  return `${absolute.replace(/[\\/]+$/, '')}-sourcemaps`;
}

/**
 * Vite plugin, build only: takes the source maps out of the build and writes them to
 * {@link sourceMapsDir}, with the same relative paths (`assets/index-abc.js.map`), so that a
 * stack trace of the deployed site can still be decoded while no `.map` file is ever uploaded
 * with the site. Use with `build.sourcemap: 'hidden'` (no `sourceMappingURL` comment in the
 * scripts). The folder is emptied first, so it holds the maps of the last build only.
 */
export function sourceMapsAside(): Plugin {
  let dir = '';
  return {
    name: 'church:source-maps-aside',
    apply: 'build',
    configResolved(config) {
      dir = sourceMapsDir(config.build.outDir, config.root);
    },
    async generateBundle(_options, bundle) {
      await rm(dir, { recursive: true, force: true });
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'asset' || !fileName.endsWith('.map')) continue;
        const target = path.join(dir, fileName);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, item.source);
        delete bundle[fileName];
      }
    },
  };
}
