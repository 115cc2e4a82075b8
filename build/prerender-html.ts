// Pure HTML helpers of the prerendering plugin (./prerender.ts, decision 0033), kept apart from
// it so they can be tested without Vite.

import { pathIn, SPANISH_PREFIX, type Locale } from '../src/lib/i18n/locale';
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
    /** The same page's path in each language, when both are indexed (decision 0054). */
    alternates?: Partial<Record<Locale, string>>;
  }
  interface RenderedPage {
    html: string;
    hoisted: string;
    head: PageHead;
    data: string;
    locale: Locale;
    /** The modules whose chunks the page preloads (`build/page-preloads.ts`). */
    modules?: string[];
  }
}

/** The file hosts serve for addresses that have no file of their own: the plain app shell. */
export const FALLBACK_FILE = '200.html';
/** The prerendered not-found page. */
export const NOT_FOUND_FILE = '404.html';
/** Where the not-found page is rendered from: an address no route but the splat matches. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/**
 * The prerendered not-found page of each language, with the address it is rendered from:
 * `404.html`, and `es/404.html` from a Spanish address, the one a host that serves the nearest
 * `404.html` (Cloudflare Pages) answers an unknown `/es/…` address with (decision 0054).
 */
export const NOT_FOUND_PAGES: readonly { path: string; file: string }[] = [
  { path: NOT_FOUND_PATH, file: NOT_FOUND_FILE },
  { path: `${SPANISH_PREFIX}${NOT_FOUND_PATH}`, file: `${SPANISH_PREFIX.slice(1)}/${NOT_FOUND_FILE}` },
];

/**
 * The HTML file of an address: `/` → `index.html`, `/events` → `events.html`,
 * `/events/3f1c…` → `events/3f1c….html` (the layout static hosts serve at clean addresses);
 * the Spanish home page `/es/` → `es/index.html` (decision 0054).
 */
export function fileOfPath(pathname: string): string {
  if (pathname === '/' || pathname === `${SPANISH_PREFIX}/`) return `${pathname.slice(1)}index.html`;
  return `${decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ''))}.html`;
}

/** Open Graph's locale of each language (ogp.me: `language_TERRITORY`). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/**
 * A page's language tags (issue 43 item 1): `og:locale`, and when the page exists in both
 * languages, `hreflang` links to each (itself included) with English as `x-default`, plus the
 * other language's `og:locale:alternate`.
 *
 * @param origin - the site's origin.
 * @param locale - the page's language.
 * @param alternates - the page's path in each language, when both are indexed.
 */
export function languageTags(
  origin: string,
  locale: Locale,
  alternates: Partial<Record<Locale, string>> | undefined,
): string {
  const tags = [`<meta property="og:locale" content="${OG_LOCALE[locale]}" />`];
  if (alternates?.en && alternates.es) {
    for (const [other, og] of Object.entries(OG_LOCALE))
      if (other !== locale) tags.push(`<meta property="og:locale:alternate" content="${og}" />`);
    for (const [hreflang, pathname] of hreflangPairs(alternates))
      tags.push(
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(new URL(pathname, `${origin}/`).href)}" />`,
      );
  }
  return tags.join('\n    ');
}

/** `hreflang` values with their paths: each language, then `x-default` (English). */
function hreflangPairs(alternates: Partial<Record<Locale, string>>): [string, string][] {
  const pairs = Object.entries(alternates).filter((pair): pair is [string, string] => Boolean(pair[1]));
  return alternates.en ? [...pairs, ['x-default', alternates.en]] : pairs;
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
 * `sitemap.xml` (sitemaps.org protocol 0.9) of the given addresses, with Google's `xhtml:link`
 * `hreflang` alternates for pages in both languages (each URL lists both, itself included, and
 * `x-default`).
 *
 * @param origin - the site's origin, e.g. `https://www.example.church`.
 * @param addresses - paths with an optional ISO 8601 `lastmod` (written as its date) and their
 *   language alternates.
 */
export function sitemapXml(origin: string, addresses: readonly EntryServer.PublicAddress[]): string {
  const href = (pathname: string) => escapeHtml(new URL(pathname, `${origin}/`).href);
  const urls = addresses.map(({ path: pathname, lastmod, alternates }) => {
    const day =
      lastmod && !Number.isNaN(Date.parse(lastmod)) ? new Date(lastmod).toISOString().slice(0, 10) : '';
    const links = alternates
      ? hreflangPairs(alternates)
          .map(
            ([hreflang, other]) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(other)}"/>`,
          )
          .join('')
      : '';
    return `  <url><loc>${href(pathname)}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
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
  let html = withoutRoutePreloads(shell)
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `${page.hoisted}\n    ${previews}`);
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

/**
 * Renders each address in both languages (decision 0054), Spanish first: the English page names
 * its Spanish pair only when that one is indexed (a record without Spanish text makes its Spanish
 * page `noindex`).
 *
 * @param renderInto - renders a path into its file, given the pair it may name; returns the
 *   page's head (`noindex`: the page's `PageMeta` said so, e.g. `translated={false}` of a record
 *   without Spanish text).
 * @returns the sitemap's entries: each indexed page, with its pair when both are indexed.
 */
export async function renderInBothLanguages(
  addresses: readonly EntryServer.PublicAddress[],
  renderInto: (
    pathname: string,
    file: string,
    alternates?: EntryServer.PublicAddress['alternates'],
  ) => Promise<{ noindex?: boolean }>,
): Promise<EntryServer.PublicAddress[]> {
  const written: EntryServer.PublicAddress[] = [];
  for (const address of addresses) {
    const spanish = pathIn(address.path, 'es');
    const pair = { en: address.path, es: spanish };
    const esHead = await renderInto(spanish, fileOfPath(spanish), pair);
    const enHead = await renderInto(
      address.path,
      fileOfPath(address.path),
      esHead.noindex ? undefined : pair,
    );
    const alternates = esHead.noindex || enHead.noindex ? undefined : pair;
    if (!enHead.noindex) written.push({ ...address, alternates });
    if (!esHead.noindex) written.push({ ...address, path: spanish, alternates });
  }
  return written;
}
