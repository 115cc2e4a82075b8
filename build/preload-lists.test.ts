import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { preloadLists, trimPreloadList } from './preload-lists';

/** A bundle of chunks given as `file → static imports`; `assets/index.js` is the entry. */
function bundleOf(graph: Record<string, string[]>): OutputBundle {
  return Object.fromEntries(
    Object.entries(graph).map(([fileName, imports]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        imports,
        isEntry: fileName === 'assets/index.js',
        moduleIds: [
          fileName === 'assets/sw-registration.js'
            ? '/site/src/app/service-worker-registration.ts'
            : fileName === 'assets/form-queue.js'
              ? '/site/src/lib/offline/form-queue.ts'
              : `/site/src/${fileName.startsWith('assets/page-') ? 'app/routes' : 'lib'}/${fileName.slice(7, -3)}.tsx`,
        ],
      } as unknown as OutputChunk,
    ]),
  );
}

// The entry imports kit; the home page imports kit and dates, dates imports kit; the events page
// imports kit, dates and tabs, tabs imports radix; the toaster imports radix.
const bundle = bundleOf({
  'assets/index.js': ['assets/kit.js'],
  'assets/kit.js': [],
  'assets/page-home.js': ['assets/kit.js', 'assets/dates.js'],
  'assets/dates.js': ['assets/kit.js'],
  'assets/page-events.js': ['assets/kit.js', 'assets/dates.js', 'assets/tabs.js'],
  'assets/tabs.js': ['assets/radix.js'],
  'assets/radix.js': [],
  'assets/toaster.js': ['assets/kit.js', 'assets/radix.js'],
  'assets/sw-registration.js': ['assets/kit.js'],
  'assets/form-queue.js': ['assets/form-tables.js'],
  'assets/form-tables.js': [],
});

describe('trimPreloadList', () => {
  it('leaves out the imported chunk and what the importing chunk has loaded, at any depth', () => {
    const deps = [
      'assets/page-events.js',
      'assets/kit.js',
      'assets/dates.js',
      'assets/tabs.js',
      'assets/radix.js',
    ];
    expect(trimPreloadList(bundle, 'assets/page-events.js', deps, 'assets/page-home.js')).toEqual([
      'assets/tabs.js',
      'assets/radix.js',
    ]);
  });

  it("preloads nothing for the entry's pages, which prerendered pages link themselves", () => {
    const deps = ['assets/page-home.js', 'assets/kit.js', 'assets/dates.js'];
    expect(trimPreloadList(bundle, 'assets/page-home.js', deps, 'assets/index.js')).toEqual([]);
  });

  it("keeps the new chunks of the entry's other imports", () => {
    const deps = ['assets/toaster.js', 'assets/kit.js', 'assets/radix.js'];
    expect(trimPreloadList(bundle, 'assets/toaster.js', deps, 'assets/index.js')).toEqual([
      'assets/radix.js',
    ]);
  });

  it("preloads nothing for the worker registration's imports, which are never urgent", () => {
    const deps = ['assets/toaster.js', 'assets/kit.js', 'assets/radix.js'];
    expect(trimPreloadList(bundle, 'assets/toaster.js', deps, 'assets/sw-registration.js')).toEqual([]);
  });

  it('preloads nothing for the outbox, which loads when the network is down', () => {
    const deps = ['assets/form-queue.js', 'assets/form-tables.js'];
    expect(trimPreloadList(bundle, 'assets/form-queue.js', deps, 'assets/kit.js')).toEqual([]);
  });

  it('keeps what it does not know, such as a stylesheet', () => {
    expect(
      trimPreloadList(
        bundle,
        'assets/toaster.js',
        ['assets/toaster.js', 'assets/toaster.css'],
        'assets/index.js',
      ),
    ).toEqual(['assets/toaster.css']);
  });
});

describe('preloadLists', () => {
  it('trims the lists of chunks once it has seen the bundle, and leaves HTML and earlier lists alone', () => {
    const { plugin, resolveDependencies } = preloadLists();
    const deps = ['assets/home.js', 'assets/kit.js', 'assets/dates.js'];
    expect(
      resolveDependencies('assets/home.js', deps, { hostId: 'assets/index.js', hostType: 'js' }),
    ).toEqual(deps);
    const hook = plugin.generateBundle;
    if (typeof hook !== 'function') throw new Error('no generateBundle hook');
    void hook.call({} as never, {} as never, bundle, false);
    expect(
      resolveDependencies('assets/home.js', deps, { hostId: 'assets/index.js', hostType: 'js' }),
    ).toEqual(['assets/dates.js']);
    expect(resolveDependencies('assets/home.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
  });
});
