import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads';

/** A chunk of the bundle below: its file, static imports and modules (paths under /site). */
function chunk(fileName: string, imports: string[], modules: string[], facade?: string): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: fileName.startsWith('assets/index'),
    facadeModuleId: facade ? `/site/${facade}` : null,
    moduleIds: modules.map((module) => `/site/${module}`),
  } as unknown as OutputChunk;
}

// The entry imports kit. The home page imports kit and dates; the events page is held in a shared
// chunk (its calendar imports it too) and imports tabs; each catalog is a chunk of its own.
const bundle: OutputBundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/kit-1.js'], ['src/main.tsx'], 'index.html'),
    chunk('assets/kit-1.js', [], ['src/components/ui/button.tsx']),
    chunk(
      'assets/home-1.js',
      ['assets/kit-1.js', 'assets/dates-1.js'],
      ['src/app/routes/home.tsx'],
      'src/app/routes/home.tsx',
    ),
    chunk('assets/dates-1.js', ['assets/kit-1.js'], ['src/lib/dates.ts']),
    chunk('assets/events-1.js', ['assets/tabs-1.js'], ['src/app/routes/events.tsx']),
    chunk('assets/tabs-1.js', [], ['src/components/ui/tabs.tsx']),
    chunk('assets/en-1.js', [], ['src/i18n/home/en.ts'], 'src/i18n/home/en.ts'),
    chunk('assets/es-1.js', [], ['src/i18n/home/es.ts'], 'src/i18n/home/es.ts'),
  ].map((item) => [item.fileName, item]),
);

describe('pagePreloads', () => {
  it("links a page's chunks and their imports, without the entry's, and its catalogs", () => {
    expect(pagePreloads(bundle, '/site', ['src/app/routes/home.tsx', 'src/i18n/home/es.ts'], '/')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/dates-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/es-1.js">',
    ]);
  });

  it('finds a page held in a shared chunk', () => {
    expect(pagePreloads(bundle, '/site', ['src/app/routes/events.tsx'], '/')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/events-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/tabs-1.js">',
    ]);
  });

  it('skips modules without a chunk and writes the base path', () => {
    expect(pagePreloads(bundle, '/site', ['src/i18n/missing/en.ts'], '/')).toEqual([]);
    expect(pagePreloads(bundle, '/site', ['src/i18n/home/en.ts'], '/church/')).toEqual([
      '<link rel="modulepreload" crossorigin href="/church/assets/en-1.js">',
    ]);
  });
});
