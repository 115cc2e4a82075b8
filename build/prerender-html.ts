// Pure HTML helpers of the prerendering plugin (./prerender.ts, decision 0033), kept apart from
// it so they can be tested without Vite.

import { withoutRoutePreloads } from './preload-route';

// The renderer's shapes (src/entry-server.tsx, src/components/layout/page-meta.tsx), restated
// here because the build's TypeScript project does not compile the app's JSX.
/** What a page's `PageMeta` collected. */
export interface PageHead {
  title?: string;
  description?: string;
  type?: string;
  image?: { url: string; alt: string };
  noindex?: boolean;
}
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace EntryServer {
  interface PublicAddress {
    path: string;
    lastmod?: string;
  }
  interface RenderedPage {
    html: string;
    hoisted: string;
    head: PageHead;
    data: string;
  }
}

/** The file hosts serve for addresses that have no file of their own: the plain app shell. */
export const FALLBACK_FILE = '200.html';
/** The prerendered not-found page. */
export const NOT_FOUND_FILE = '404.html';
/** Where the not-found page is rendered from: an address no route but the splat matches. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/**
 * The HTML file of an address: `/` → `index.html`, `/events` → `events.html`,
 * `/events/3f1c…` → `events/3f1c….html` (the layout static hosts serve at clean addresses).
 */
export function fileOfPath(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ''))}.html`;
}

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link-preview image with its pixel size (Open Graph `og:image:width`/`og:image:height`). */
export interface SizedImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  type?: string;
}

/**
 * The page with `<meta name="church-time-zone" content="…">` before `</head>`: the zone its dates
 * were written in, which `src/lib/church-time.ts` reads before the app starts (decision 0052).
 *
 * @param timeZone - the `site_identity.time_zone` setting as the build read it (IANA name).
 * @throws Error when the page has no `</head>`.
 */
export function withChurchTimeZone(html: string, timeZone: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('[prerender] the page has no </head>');
  const meta = `<meta name="church-time-zone" content="${escapeHtml(timeZone)}" />\n  `;
  return `${html.slice(0, headEnd)}${meta}${html.slice(headEnd)}`;
}

/**
 * The `<head>` tags of a page's link preview and search entry (ogp.me, the Twitter/X card
 * markup, Google's canonical URL): description, canonical, `og:*` and `twitter:*`.
 *
 * @param head - what the page's `PageMeta` collected.
 * @param url - the page's absolute canonical URL.
 * @param image - the preview image with its size, if any.
 * @param siteName - `og:site_name`.
 */
export function previewTags(
  head: PageHead,
  url: string,
  image: SizedImage | undefined,
  siteName: string,
): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const tags = [`<link rel="canonical" href="${escapeHtml(url)}" />`];
  if (head.title) tags.push(meta('property', 'og:title', head.title));
  if (head.description) tags.push(meta('property', 'og:description', head.description));
  tags.push(meta('property', 'og:type', head.type ?? 'website'), meta('property', 'og:url', url));
  tags.push(meta('property', 'og:site_name', siteName));
  if (image) {
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:width', image.width),
      meta('property', 'og:image:height', image.height),
      meta('property', 'og:image:alt', image.alt),
    );
    if (image.type) tags.push(meta('property', 'og:image:type', image.type));
  }
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  if (head.title) tags.push(meta('name', 'twitter:title', head.title));
  if (head.description) tags.push(meta('name', 'twitter:description', head.description));
  if (image)
    tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  return tags.join('\n    ');
}

/**
 * `sitemap.xml` (sitemaps.org protocol 0.9) of the given addresses.
 *
 * @param origin - the site's origin, e.g. `https://www.example.church`.
 * @param addresses - paths with an optional ISO 8601 `lastmod` (written as its date).
 */
export function sitemapXml(origin: string, addresses: readonly EntryServer.PublicAddress[]): string {
  const urls = addresses.map(({ path: pathname, lastmod }) => {
    const day =
      lastmod && !Number.isNaN(Date.parse(lastmod)) ? new Date(lastmod).toISOString().slice(0, 10) : '';
    return `  <url><loc>${escapeHtml(new URL(pathname, `${origin}/`).href)}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Fills the app shell (the built `index.html`) with one rendered page: its title and other
 * hoisted head elements, description, preview tags, the markup in `#root` and the data block
 * the browser hydrates from. The shell's route-preload script is left out: the page's content
 * is already in the HTML ({@link withoutRoutePreloads}).
 */
export function fillTemplate(
  shell: string,
  page: EntryServer.RenderedPage,
  previews: string,
  description: string | undefined,
): string {
  let html = withoutRoutePreloads(shell).replace(
    /<title>[^<]*<\/title>/,
    () => `${page.hoisted}\n    ${previews}`,
  );
  if (description)
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="prerender-data">${page.data}</script>`,
  );
}
