/**
 * Which pages of the route table the service worker may keep for offline use (issue 41 item 6,
 * docs/decisions/0041 "What is cached"). One entry per route of `src/app/router.tsx` (the staff
 * pages under `/admin`, `src/app/admin-routes.tsx`, as one `/admin/*`), keyed by the route's full
 * path; `src/service-worker/page-cache-rule.test.ts` fails when a route of the table has no entry
 * here or an entry names no route, and walks every route with odd casing, encodings and a query
 * string. Kept apart from the route objects so that the worker does not bundle the router and
 * the entry chunk carries no flag per route (decision 0006's budget).
 *
 * `true` only for public pages that are the same for every visitor. `false` for staff pages, the
 * checkout pages (the Checkout session and its summary), pages opened from a personal link (a
 * token in the address: a registration, unsubscribing, confirming a subscription) and the
 * not-found page (`/*`). A route with a `:token` parameter is never `true` (the test checks it).
 */
export const PAGE_ROUTES = {
  '/': true,
  '/about': true,
  '/sermons': true,
  '/sermons/:id': true,
  '/events': true,
  '/events/:id': true,
  '/events/:id/:date': true,
  '/gallery': true,
  '/gallery/:albumName': true,
  '/pastors-corner': true,
  '/pastors-corner/blog': true,
  '/pastors-corner/blog/:slug': true,
  '/live': true,
  '/donate': true,
  '/contact': true,
  '/first-timer-form': true,
  '/newsletter': true,
  '/newsletter/:slug': true,
  '/notifications': true,
  '/checkout-success': false,
  '/checkout-cancel': false,
  '/registrations/:token': false,
  '/unsubscribe': false,
  '/newsletter/confirm': false,
  '/admin/*': false,
  '/*': false,
} as const satisfies Record<string, boolean>;

/**
 * The address prefixes of the other languages (docs/decisions/0054): `/es/…` is the same route
 * table in Spanish, so `/es/events` is kept like `/events` and `/es/unsubscribe` is not, like
 * `/unsubscribe`. Lower case, as {@link pathSegments} gives segments.
 */
export const LANGUAGE_PREFIXES: readonly string[] = ['es'];

/** A full route path of {@link PAGE_ROUTES}. */
export type PagePattern = keyof typeof PAGE_ROUTES;

let patterns: { segments: string[]; offline: boolean }[] | undefined;

/**
 * The routes as segment lists, the not-found splat left out (it is what matches nothing else).
 * Made on first use, so that a module importing only the cache names (`./rules`) does not carry
 * the table into a page's chunk.
 */
function routePatterns() {
  patterns ??= Object.entries(PAGE_ROUTES)
    .filter(([pattern]) => pattern !== '/*')
    .map(([pattern, offline]) => ({ segments: pattern.split('/').filter(Boolean), offline }));
  return patterns;
}

/**
 * The segments of a page's path as the router compares them: each percent-decoded once and
 * lower-cased (React Router matches paths case-insensitively), a trailing slash ignored.
 * `null` when the path is in doubt: an empty segment (`//`), a segment that does not decode, or
 * one that decodes to `.`, `..`, a slash, a backslash, a control character or another `%`.
 *
 * @param pathname - `URL.pathname` (already resolved by the URL parser: `/a/./b` is `/a/b`).
 */
export function pathSegments(pathname: string): string[] | null {
  const raw = pathname.split('/').slice(1);
  if (raw.at(-1) === '') raw.pop();
  const segments: string[] = [];
  for (const segment of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (decoded === '' || decoded === '.' || decoded === '..' || /[/\\%\u0000-\u001f\u007f]/.test(decoded))
      return null;
    segments.push(decoded.toLowerCase());
  }
  return segments;
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  for (const [index, part] of pattern.entries()) {
    if (part === '*') return true;
    const segment = segments[index];
    if (segment === undefined || (!part.startsWith(':') && part !== segment)) return false;
  }
  return pattern.length === segments.length;
}

/**
 * Whether the worker may keep the page at `pathname` (its query string is checked by the
 * caller: a page address with one is never kept). Conservative: the path must match a route
 * declared `true` and no route declared `false` (so `/newsletter/confirm` is not taken for an
 * issue `/newsletter/:slug`); a path that matches no route (the not-found page) or is in doubt
 * ({@link pathSegments}) is not kept. A language prefix ({@link LANGUAGE_PREFIXES}) is the same
 * page in that language.
 *
 * @param pathname - `URL.pathname` of a navigation to the site.
 */
export function mayKeepPage(pathname: string): boolean {
  const path = pathSegments(pathname);
  if (!path) return false;
  const segments = LANGUAGE_PREFIXES.includes(path[0] ?? '') ? path.slice(1) : path;
  let kept = false;
  for (const { segments: pattern, offline } of routePatterns()) {
    if (!matches(pattern, segments)) continue;
    if (!offline) return false;
    kept = true;
  }
  return kept;
}
