import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { scriptHash } from './content-security-policy';

/** How the inserted script begins: {@link withoutRoutePreloads} finds it by this. */
const PRELOAD_SCRIPT_START = '(function(p){var f=p[location.pathname];';

/**
 * Removes the script {@link preloadRoute} inserted, and its hash from the page's
 * Content-Security-Policy (decision 0019: the policy allows exactly the page's inline scripts). A
 * prerendered page (decision 0033) shows its content before any script runs: fetching the route's
 * chunks at once would only compete with its first paint, so the page loads them after the
 * entry, as every other page does.
 *
 * @param html - a page built from the app shell.
 * @returns the page without the preload script (unchanged when it has none).
 */
export function withoutRoutePreloads(html: string): string {
  const start = html.indexOf(`<script>${PRELOAD_SCRIPT_START}`);
  if (start < 0) return html;
  const textStart = start + '<script>'.length;
  const textEnd = html.indexOf('</script>', textStart);
  const text = html.slice(textStart, textEnd);
  const page = html.slice(0, start) + html.slice(textEnd + '</script>'.length).replace(/^[ \t]*\n/, '');
  return page.replace(` ${scriptHash(text)}`, '');
}

/**
 * Vite plugin: lets the browser fetch a lazily loaded route's chunks in parallel with the entry
 * when the visit starts on that route.
 *
 * A lazy route's code is requested only after the entry has run, one network round trip after
 * the entry itself. For each `{ path, module }` this adds a tiny inline script to `index.html`
 * that, when `location.pathname` equals `path`, inserts `<link rel="modulepreload">` for the
 * route's chunk and its static imports. Visits that start elsewhere download nothing extra.
 * Build only; the dev server is unaffected.
 *
 * @param routes - e.g. `[{ path: '/', module: 'src/app/routes/home.tsx' }]`;
 *   `module` is the file behind the route's `lazy` import, relative to the project root.
 */
export function preloadRoute(routes: { path: string; module: string }[]): Plugin {
  let base = '/';
  return {
    name: 'church:preload-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const bundle = ctx.bundle;
        const preloads: Record<string, string[]> = {};
        for (const route of routes) {
          const chunk = Object.values(bundle).find(
            (item): item is OutputChunk =>
              item.type === 'chunk' &&
              item.isDynamicEntry &&
              item.moduleIds.some((id) => id.endsWith(route.module)),
          );
          if (!chunk) throw new Error(`preloadRoute: no lazily loaded chunk holds ${route.module}`);
          preloads[route.path] = staticClosure(bundle, chunk).map((file) => base + file);
        }
        const script =
          `${PRELOAD_SCRIPT_START}if(!f)return;` +
          `f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';` +
          `l.href=h;document.head.appendChild(l)})})(${JSON.stringify(preloads)})`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/** The chunk and every chunk it imports statically, without the entry (already loading). */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (item: OutputChunk) => {
    if (item.isEntry || files.has(item.fileName)) return;
    files.add(item.fileName);
    for (const name of item.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...files];
}
