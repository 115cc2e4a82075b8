import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { preloadLists, trimPreloadList } from './preload-lists';

/** A bundle of chunks given as `file → static imports`. */
function bundleOf(graph: Record<string, string[]>): OutputBundle {
  return Object.fromEntries(
    Object.entries(graph).map(([fileName, imports]) => [
      fileName,
      { type: 'chunk', fileName, imports } as unknown as OutputChunk,
    ]),
  );
}

// The entry imports kit; the home page imports kit and dates, dates imports kit; the events page
// imports kit, dates and tabs, tabs imports radix.
const bundle = bundleOf({
  'assets/index.js': ['assets/kit.js'],
  'assets/kit.js': [],
  'assets/home.js': ['assets/kit.js', 'assets/dates.js'],
  'assets/dates.js': ['assets/kit.js'],
  'assets/events.js': ['assets/kit.js', 'assets/dates.js', 'assets/tabs.js'],
  'assets/tabs.js': ['assets/radix.js'],
  'assets/radix.js': [],
});

describe('trimPreloadList', () => {
  it('leaves out the imported chunk and what the entry has loaded', () => {
    expect(
      trimPreloadList(
        bundle,
        'assets/home.js',
        ['assets/home.js', 'assets/kit.js', 'assets/dates.js'],
        'assets/index.js',
      ),
    ).toEqual(['assets/dates.js']);
  });

  it('leaves out every chunk the importing chunk has loaded, at any depth', () => {
    const deps = [
      'assets/events.js',
      'assets/kit.js',
      'assets/dates.js',
      'assets/tabs.js',
      'assets/radix.js',
    ];
    expect(trimPreloadList(bundle, 'assets/events.js', deps, 'assets/home.js')).toEqual([
      'assets/tabs.js',
      'assets/radix.js',
    ]);
  });

  it('keeps what it does not know, such as a stylesheet', () => {
    expect(
      trimPreloadList(bundle, 'assets/home.js', ['assets/home.js', 'assets/home.css'], 'assets/index.js'),
    ).toEqual(['assets/home.css']);
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
