import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { manualChunks } from './build/chunks';
import { contentSecurityPolicyMeta, HEADER_POLICY } from './build/content-security-policy';
import { noindexHeaders } from './build/noindex';
import { preloadLists } from './build/preload-lists';
import { preloadRoute } from './build/preload-route';
import { readIdentity, serviceWorker } from './build/service-worker';
import { prerenderPages } from './build/prerender';
import { sourceMapsAside } from './build/source-maps-aside';
import { parseEnv } from './src/lib/env-schema';
import { readAuthConfig } from './supabase/local/auth-config';
import { devServerAddress, PREVIEW_ADDRESS } from './supabase/local/ports';

export default defineConfig(async ({ mode, command, isPreview }): Promise<UserConfig> => {
  // A build without a valid Supabase URL and public key would ship a site that cannot start, and
  // one with a secret key (sb_secret_…, the service-role JWT, in any VITE_ variable) would publish
  // it: the build and the dev server fail here with one message naming each problem
  // (src/lib/env-schema.ts). The browser reads the checked values as inlined (src/lib/env.ts).
  // `vite preview` only serves a build, which was checked when it was made.
  const env = isPreview ? undefined : parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  // The site's public address, for canonical URLs, link previews and the sitemap (decision 0033).
  const buildEnv = loadEnv(mode, import.meta.dirname, ['SITE_URL', 'PRERENDER']);
  const siteUrl = buildEnv.SITE_URL ? buildEnv.SITE_URL.replace(/\/+$/, '') : undefined;
  // The dev server answers on supabase/config.toml's `[auth] site_url` (http://localhost:5173), the
  // one address of the README, the e-mail links and the Auth redirects (supabase/local/ports.ts).
  const devServer =
    command === 'serve' && !isPreview
      ? devServerAddress((await readAuthConfig(path.join(import.meta.dirname, 'supabase'))).auth.siteUrl)
      : undefined;
  // Module-preload lists without what the importing chunk has already loaded (decision 0043).
  const preloads = preloadLists();
  return {
    plugins: [
      react(),
      tailwindcss(),
      preloads.plugin,
      // Most visits start on the home page: fetch its code alongside the entry (decision 0006).
      preloadRoute([{ path: '/', module: 'src/app/routes/home.tsx' }]),
      // Last: the policy allows the inline scripts above by hash (decision 0019).
      contentSecurityPolicyMeta(() => {
        if (!env) throw new Error('the Content-Security-Policy needs VITE_SUPABASE_URL');
        return env.VITE_SUPABASE_URL;
      }),
      // Source maps are kept beside the build, never served (decision 0019).
      sourceMapsAside(),
      // `X-Robots-Tag: noindex` on the staff and checkout addresses, as the README's host examples
      // send it; before the prerender plugin's middleware, which serves those addresses the shell.
      noindexHeaders(),
      // Every public address as HTML with its content and link preview (decision 0033).
      prerenderPages({
        entry: 'src/entry-server.tsx',
        origin: siteUrl,
        fallbackOrigin: `http://${PREVIEW_ADDRESS.host}:${PREVIEW_ADDRESS.port}`,
        siteName: 'Our Church',
        defaultImage: { path: '/social-card.png', alt: 'Our Church' },
        required: buildEnv.PRERENDER === 'required',
      }),
      // The web app manifest and the offline service worker, after the prerendered files exist
      // (decision 0041). The dev server registers no worker.
      serviceWorker({
        entry: 'src/service-worker/service-worker.ts',
        supabaseUrl: () => {
          if (!env) throw new Error('the service worker needs VITE_SUPABASE_URL');
          return env.VITE_SUPABASE_URL;
        },
        identity: () =>
          env
            ? readIdentity(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, 'Our Church')
            : Promise.resolve({ name: 'Our Church', shortName: 'Our Church', themeColor: '#111d42' }),
      }),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
        // React Router 7 exports only its development build (remix-run/react-router#12532); a
        // production build takes the production one it ships beside it (decision 0043).
        ...(command === 'build' && mode === 'production' ? reactRouterProduction() : []),
      ],
    },
    server: { ...devServer, strictPort: true },
    // `vite preview` sends what the README's host examples send beside the build's <meta> policy.
    preview: {
      ...PREVIEW_ADDRESS,
      strictPort: true,
      headers: { 'Content-Security-Policy': HEADER_POLICY, 'X-Frame-Options': 'DENY' },
    },
    build: {
      target: 'es2022',
      // Terser writes 2-3% less than esbuild's minifier on every page (decision 0043).
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      // Every browser the site supports preloads modules natively but Safari before 17, which then
      // loads a route's chunks when it imports them: the polyfill (0.3 kB on every first visit) is
      // not worth it against the 130 kB goal of `/` (docs/decisions/0043).
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      // One chunk for the small modules every page uses (build/chunks.ts, decision 0043).
      rollupOptions: { output: { manualChunks } },
      // Maps without a `sourceMappingURL` comment, moved out of the build by sourceMapsAside.
      sourcemap: 'hidden',
      // Images stay image requests: inlined as data URLs they would count as JavaScript of the
      // first visit (decision 0006).
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    },
  };
});

/**
 * Aliases of `react-router` and `react-router/dom` to the package's own production build
 * (`dist/production/*.mjs`: no development warnings and checks), which its `exports` map never
 * names (remix-run/react-router#12532, #14753).
 */
function reactRouterProduction(): { find: RegExp; replacement: string }[] {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}
