import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'vite';

/**
 * The addresses that search engines must not index, as the hosts' header rules write them (README
 * "Security headers"): the staff pages and the pages a payment provider returns to. Each page says
 * `noindex` in a `<meta name="robots">` too, but only once the app runs: these addresses have no
 * prerendered file, so what is served is the shell `200.html`, which carries no robots rule. A
 * crawler that does not run scripts sees the header only. `/*` matches the address's subpaths.
 */
export const NOINDEX_PATHS = ['/admin', '/admin/*', '/checkout-success', '/checkout-cancel'] as const;

/** The header sent with {@link NOINDEX_PATHS}. */
export const NOINDEX_HEADER = { name: 'X-Robots-Tag', value: 'noindex' } as const;

/**
 * True when `pathname` is one of {@link NOINDEX_PATHS}: exactly, or below one ending in `/*`.
 * A trailing slash and letter case are ignored, as the router ignores them.
 */
export function isNoindexPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return NOINDEX_PATHS.some((rule) =>
    rule.endsWith('/*') ? path.startsWith(rule.slice(0, -1)) : path === rule,
  );
}

/**
 * `vite preview` sends `X-Robots-Tag: noindex` with {@link NOINDEX_PATHS}, as the README's host
 * examples do. Reads the address the browser asked for (`originalUrl`), whatever file another
 * middleware serves for it (the prerender plugin's shell).
 */
export function noindexHeaders(): Plugin {
  return {
    name: 'church:noindex-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage & { originalUrl?: string }, res, next) => {
        const { pathname } = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost');
        if (isNoindexPath(pathname)) res.setHeader(NOINDEX_HEADER.name, NOINDEX_HEADER.value);
        next();
      });
    },
  };
}
