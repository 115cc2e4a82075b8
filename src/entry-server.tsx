import {
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { isValidElement, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { HydrationState } from 'react-router-dom';
import { readChurchTimeZone } from '@/app/build-settings';
import { ChurchTimeZone } from '@/app/church-time-zone';
import { createAppRoutes } from '@/app/router';
export {
  eventAddresses,
  listPublicAddresses,
  STATIC_PAGES,
  type PublicAddress,
} from '@/app/public-addresses';
import { PageHeadContext, type PageHead } from '@/components/layout/page-meta';
import { setRenderedAt } from '@/hooks/use-now';
import { basenameOf, localeOfPath, setLocale, type Locale } from '@/lib/i18n/locale';
import { declaredAreas, loadAreas, takeUsedAreas } from '@/lib/i18n/messages';
import { createQueryClient } from '@/lib/query-client';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import { setSiteOrigin } from '@/lib/site-origin';

// The build's renderer (decision 0033): `build/prerender.ts` builds this module for Node and
// calls it once per public address. It uses the browser's route table, loaders and query
// factories, and reads as the public `anon` role through the same client (`@/lib/supabase-rest`),
// so a draft or a scheduled post can never reach a file.

/** The data block of a prerendered page, read by `src/main.tsx` before hydrating. */
export interface PrerenderData {
  /** The path and query string that were rendered. */
  url: string;
  /** Render moment, ms since the epoch (see `@/hooks/use-now`). */
  now: number;
  /** Site origin used for absolute links (see `@/lib/site-origin`). */
  origin: string;
  /** The router's loader results. */
  router: HydrationState;
  /** The React Query cache, dehydrated. */
  queries: DehydratedState;
  /** The catalog areas the render read (docs/decisions/0054), loaded before hydrating. */
  areas: string[];
}

/** What {@link renderPage} returns. */
export interface RenderedPage {
  /** The markup of `#root`, without the hoisted `<title>`/`<meta>`/`<link>` elements. */
  html: string;
  /** The hoisted head elements React emitted (the page's `<title>`, `robots` meta, …). */
  hoisted: string;
  /** What the page's `PageMeta` collected (title, description, preview image and type). */
  head: PageHead;
  /** The page's data block (JSON; `<` escaped). */
  data: string;
  /** The page's language, from its address (`/es/…` is Spanish). */
  locale: Locale;
  /**
   * The modules whose chunks the page loads before hydrating (decision 0043): its route modules
   * and its catalogs in its language, e.g. `src/app/routes/home.tsx`, `src/i18n/home/en.ts`.
   */
  modules: string[];
}

/** The public pages' route modules, by path (`./app/routes/home.tsx`). */
const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>([
  './app/routes/*.tsx',
  '!./app/routes/admin-*.tsx',
  '!./app/routes/*.test.tsx',
]);

/**
 * The component a matched route renders: React Router turns a route's `Component` into its
 * `element`, `<Component />`.
 */
function componentOf(matched: object): unknown {
  const route = matched as { Component?: unknown; element?: unknown };
  return route.Component ?? (isValidElement(route.element) ? route.element.type : undefined);
}

/**
 * The route modules that export one of `components` (the matched routes' components, which
 * their `lazy` loaded), as paths from the project root, e.g. `src/app/routes/home.tsx`.
 */
async function routeModulesOf(components: readonly unknown[]): Promise<string[]> {
  const wanted = new Set<unknown>(components.filter((component) => component !== undefined));
  const found: string[] = [];
  for (const [file, load] of Object.entries(ROUTE_MODULES)) {
    // A module that cannot load on the server was not this render's.
    const exports: Record<string, unknown> = await load().catch(() => ({}));
    if (Object.values(exports).some((value) => wanted.has(value))) found.push(`src${file.slice(1)}`);
  }
  return found;
}

/** Settles every running query of `queryClient`. */
async function settle(queryClient: QueryClient): Promise<void> {
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Starts the queries a render created but could not run (components' `useQuery` does not fetch
 * on the server).
 *
 * @returns how many were started.
 */
function fetchPending(queryClient: QueryClient): number {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        query.options.queryFn !== undefined &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
  for (const query of pending) void query.fetch().catch(() => undefined);
  return pending.length;
}

async function renderToString(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Leading hoistable elements React emits before the markup of a non-document render. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** Most render passes per page: each pass may reveal reads that depend on the previous ones. */
const MAX_PASSES = 4;

/**
 * Renders one public address as the browser would after loading its data.
 *
 * The route's loaders run through React Router's static handler (the same loaders as in the
 * browser, which start the page's reads); the page is then rendered, the reads that its
 * components asked for are run, and it is rendered again until nothing is left to read.
 *
 * @param path - the address, e.g. `/events/3f1c…`.
 * @param options.now - the render moment (ms); the browser hydrates with the same moment.
 * @param options.origin - the site's public origin, e.g. `https://www.example.church`.
 * @param options.queryClient - a client to reuse (its cached lists); a new one by default.
 * @throws when the route's loader throws or a read fails (the build reports the address).
 */
export async function renderPage(
  path: string,
  {
    now,
    origin,
    queryClient = createQueryClient(),
  }: { now: number; origin: string; queryClient?: QueryClient },
): Promise<RenderedPage> {
  setRenderedAt(now);
  setSiteOrigin(origin);
  try {
    await readChurchTimeZone(queryClient);
    return await renderWith(path, now, origin, queryClient);
  } finally {
    // Drops the cache's garbage-collection timers, which would keep the build process alive.
    queryClient.clear();
  }
}

async function renderWith(
  path: string,
  now: number,
  origin: string,
  queryClient: QueryClient,
): Promise<RenderedPage> {
  const locale = localeOfPath(path);
  setLocale(locale);
  const basename = basenameOf(locale);
  const handler = createStaticHandler(createAppRoutes(queryClient), basename ? { basename } : undefined);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  await queryClient.prefetchQuery(siteSettingsQueries.map());
  // Every catalog declared so far (the layout's and the matched pages'), so no render suspends.
  await loadAreas(declaredAreas(), locale);
  takeUsedAreas();

  let html = '';
  let head: PageHead = {};
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    await settle(queryClient);
    head = {};
    html = await renderToString(
      <StrictMode>
        <PageHeadContext value={head}>
          <QueryClientProvider client={queryClient}>
            <ChurchTimeZone>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ChurchTimeZone>
          </QueryClientProvider>
        </PageHeadContext>
      </StrictMode>,
    );
    if (fetchPending(queryClient) === 0) break;
  }
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error');
  if (failed.length > 0)
    throw new Error(
      `${path}: could not read ${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')}: ${String(failed[0]?.state.error?.message)}`,
    );

  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const areas = takeUsedAreas();
  const data: PrerenderData = {
    url: path,
    now,
    origin,
    router: { loaderData: context.loaderData, actionData: null, errors: null },
    queries: dehydrate(queryClient),
    areas,
  };
  return {
    // Style attributes are dropped: the page is parsed under the policy's `style-src-attr 'none'`
    // (decision 0019), which would refuse them with a console error. React's are cosmetic here
    // (Radix's `outline: none` of a tab list, which its class also sets, and
    // `animation-duration: 0s` of the open tab panel); app components use classes instead.
    html: html.slice(hoisted.length).replace(/ style="[^"]*"/g, ''),
    hoisted,
    head,
    data: JSON.stringify(data).replace(/</g, '\\u003c'),
    locale,
    modules: [
      ...(await routeModulesOf(context.matches.map(({ route }) => componentOf(route)))),
      ...areas.map((area) => `src/i18n/${area}/${locale}.ts`),
    ],
  };
}

export { createQueryClient };
export { readChurchTimeZone, readSiteAddress } from '@/app/build-settings';
