import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { shortNameOf, staffFilesOf, webAppManifest } from './service-worker';

function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
) {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    dynamicImports,
    isEntry,
    facadeModuleId: moduleIds[0] ?? null,
  };
}

describe('staffFilesOf', () => {
  it('keeps staff routes, the Auth client and what only they import out of the public set', () => {
    const bundle = Object.fromEntries(
      [
        chunk(
          'assets/index.js',
          ['/p/src/main.tsx'],
          ['assets/shared.js'],
          ['assets/home.js', 'assets/admin-routes.js', 'assets/blog-post.js'],
          true,
        ),
        chunk('assets/home.js', ['/p/src/app/routes/home.tsx'], ['assets/shared.js']),
        chunk('assets/shared.js', ['/p/src/components/ui/button.tsx']),
        chunk('assets/admin-routes.js', ['/p/src/app/admin-routes.tsx'], [], ['assets/admin-inbox.js']),
        chunk(
          'assets/admin-inbox.js',
          ['/p/src/app/routes/admin-inbox.tsx'],
          ['assets/supabase.js', 'assets/shared.js'],
        ),
        chunk('assets/supabase.js', [
          '/p/src/lib/supabase.ts',
          '/p/node_modules/@supabase/auth-js/dist/index.js',
        ]),
        chunk(
          'assets/blog-post.js',
          ['/p/src/app/routes/blog-post.tsx'],
          [],
          ['assets/staff-post-preview.js'],
        ),
        chunk(
          'assets/staff-post-preview.js',
          ['/p/src/features/blog/components/staff-post-preview.tsx'],
          ['assets/supabase.js'],
        ),
      ].map((c) => [c.fileName, c]),
    ) as unknown as Rollup.OutputBundle;
    expect([...staffFilesOf(bundle)].sort()).toEqual([
      'assets/admin-inbox.js',
      'assets/admin-routes.js',
      'assets/staff-post-preview.js',
      'assets/supabase.js',
    ]);
  });
});

describe('webAppManifest', () => {
  it('is installable: name, icons 192/512 and maskable, start_url, standalone, four shortcuts', () => {
    const manifest = webAppManifest({
      name: 'Grace Church of Indianapolis',
      shortName: 'Grace Church',
      themeColor: '#111d42',
    });
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#111d42' });
    expect(
      (manifest.icons as { sizes: string; purpose: string }[]).map((i) => `${i.sizes} ${i.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect((manifest.shortcuts as { name: string }[]).map((s) => s.name)).toEqual([
      'Sermons',
      'Events',
      'Live',
      'Donate',
    ]);
  });

  it('shortens the name to 12 characters at a word', () => {
    expect(shortNameOf('Our Church')).toBe('Our Church');
    expect(shortNameOf('Grace Church of Indianapolis')).toBe('Grace Church');
    expect(shortNameOf('Supercalifragilistic')).toBe('Supercalifra');
  });
});
