/**
 * What the site's service worker may keep (issue 34, docs/decisions/0041): the caches' names and
 * limits and the rules that sort a request into one of them or into none. Pure functions of the
 * request's method, address and headers, shared by the worker (`src/service-worker/`), the pages
 * (sign-out clears the data caches) and the unit tests.
 */

import { mayKeepPage } from './page-routes';

/** Version suffix of every cache name: a new suffix starts empty caches (old ones are deleted). */
export const CACHE_VERSION = 'v1';

/** The caches the worker fills at run time (the precache has Workbox's own name). */
export const CACHES = {
  /** Public pages visited before (prerendered HTML), stale-while-revalidate. */
  pages: `church-pages-${CACHE_VERSION}`,
  /** Public Data API reads (`GET /rest/v1/…` with the public key), stale-while-revalidate. */
  data: `church-data-${CACHE_VERSION}`,
  /** Images (the site's own and public Storage objects), cache first, limited. */
  images: `church-images-${CACHE_VERSION}`,
  /** Sermon audio the visitor chose to save ('Save for offline'), kept until removed. */
  sermons: `church-sermons-${CACHE_VERSION}`,
} as const;

/** Limits of the run-time caches (Workbox expiration: oldest entries go first). */
export const CACHE_LIMITS = {
  /** At most this many pages, each kept at most 7 days. */
  pages: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
  /** At most this many API reads, each kept at most 7 days. */
  data: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
  /** At most this many images, each kept at most 30 days, none larger than `maxBytes`. */
  images: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600, maxBytes: 2 * 1024 * 1024 },
} as const;

/** Which run-time cache a request belongs to, or `null` for "never cache, always the network". */
export type CacheRule = 'pages' | 'data' | 'images' | 'sermon-audio' | null;

/** What the rules read of a request (a `Request` satisfies it). */
export interface RequestLike {
  method: string;
  url: string;
  /** `'navigate'` for a page load. */
  mode?: string;
  /** `'image'`, `'audio'`, `'document'`, … (Fetch standard's request destination). */
  destination?: string;
  headers: { get(name: string): string | null };
}

/** Path prefix of public Storage objects (signed and private ones are never cached). */
const PUBLIC_STORAGE_PREFIX = '/storage/v1/object/public/';
/** The public bucket of sermon audio (spec §7). */
export const SERMON_AUDIO_BUCKET = 'sermon-audio';

/**
 * Whether a request is made with the project's public key alone: no `Authorization` header, or
 * `Bearer <the apikey header>` (the public client sends its key twice, `src/lib/supabase-rest.ts`).
 * A signed-in user's request carries `Bearer <their JWT>`, which differs from `apikey`.
 */
export function isAnonymous(request: RequestLike): boolean {
  const authorization = request.headers.get('Authorization');
  if (authorization === null) return true;
  const apikey = request.headers.get('apikey');
  return apikey !== null && authorization === `Bearer ${apikey}`;
}

/**
 * Whether a Data API read may be kept: a table read (never a function: `rpc/…` may answer for one
 * person, like `giving_checkout_summary` or `registration_by_token`), with no query parameter
 * whose name holds `token` or `session` (a filter on a personal key).
 */
function isPublicRead(url: URL): boolean {
  if (!url.pathname.startsWith('/rest/v1/') || url.pathname.startsWith('/rest/v1/rpc/')) return false;
  let personal = false;
  url.searchParams.forEach((_, name) => (personal ||= /token|session/i.test(name)));
  return !personal;
}

/**
 * Sorts a request into a run-time cache (docs/decisions/0041 "What is cached"):
 *
 * - `pages`: a GET navigation to the site's own origin without a query string, to a page its
 *   route declares cacheable (`mayKeepPage` of `./page-routes`: the lower-cased, decoded path;
 *   never staff, checkout, personal-link or not-found pages, nor a path in doubt);
 * - `data`: a GET to `{supabaseUrl}/rest/v1/<table>…` made with the public key only
 *   ({@link isAnonymous}); never a function (`rpc/…`) nor a read filtered on a token or session;
 * - `sermon-audio`: a GET of a public object in the `sermon-audio` bucket (answered from the
 *   saved-sermons cache when saved, otherwise the network; never stored by the worker itself);
 * - `images`: a GET with destination `image` from the site's origin (no query string) or public
 *   Storage;
 * - `null`: everything else — other methods, Auth (`/auth/v1`), Edge Functions (`/functions/v1`),
 *   signed or private Storage objects, any request carrying a user's token, other origins.
 *
 * @param request - the request (method, URL, mode, destination, headers).
 * @param siteOrigin - the site's origin, e.g. `https://www.example.church`.
 * @param supabaseUrl - `VITE_SUPABASE_URL` of the build (only its origin counts).
 */
export function cacheRuleFor(request: RequestLike, siteOrigin: string, supabaseUrl: string): CacheRule {
  if (request.method !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  const supabaseOrigin = new URL(supabaseUrl).origin;
  if (url.origin === siteOrigin) {
    // `url.search` is '' for a bare '?' too: the whole address is checked.
    const query = url.href.includes('?');
    if (request.mode === 'navigate') return !query && mayKeepPage(url.pathname) ? 'pages' : null;
    return request.destination === 'image' && !query ? 'images' : null;
  }
  if (url.origin !== supabaseOrigin) return null;
  if (!isAnonymous(request)) return null;
  if (isPublicRead(url)) return 'data';
  if (url.pathname.startsWith('/rest/v1/')) return null;
  if (url.pathname.startsWith(`${PUBLIC_STORAGE_PREFIX}${SERMON_AUDIO_BUCKET}/`)) return 'sermon-audio';
  if (url.pathname.startsWith(PUBLIC_STORAGE_PREFIX) && request.destination === 'image') return 'images';
  return null;
}

/**
 * Whether a built file may be precached: the public shell, scripts, styles and icons, never staff
 * code. `staffFiles` are the chunks only staff pages load (`build/service-worker.ts` finds them
 * from the bundle: the staff routes' modules and what only they import, Auth among them).
 *
 * @param file - a path relative to the build directory, e.g. `assets/home-AbC123.js`.
 * @param staffFiles - relative paths of the staff-only chunks.
 */
export function isPrecached(file: string, staffFiles: ReadonlySet<string>): boolean {
  if (staffFiles.has(file)) return false;
  if (file === '200.html' || file === 'manifest.webmanifest' || file === 'favicon.svg') return true;
  if (file.startsWith('icons/')) return /\.png$/.test(file);
  return /^assets\/[^/]+\.(js|css)$/.test(file);
}
