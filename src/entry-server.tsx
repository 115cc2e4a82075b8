import {
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { HydrationState } from 'react-router-dom';
import { readChurchTimeZone } from '@/app/build-settings';
import { ChurchTimeZone } from '@/app/church-time-zone';
import { createAppRoutes } from '@/app/router';
import type { EventChangeTimes } from '@/features/events/api/church-events';
import { PageHeadContext, type PageHead } from '@/components/layout/page-meta';
import { setRenderedAt } from '@/hooks/use-now';
import { createQueryClient } from '@/lib/query-client';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import { setSiteOrigin } from '@/lib/site-origin';

// The build's renderer (decision 0033): `build/prerender.ts` builds this module for Node and
// calls it once per public address. It uses the browser's route table, loaders and query
// factories, and reads as the public `anon` role through the same client (`@/lib/supabase-rest`),
// so a draft or a scheduled post can never reach a file.

/** One public address with the date its content last changed (for `sitemap.xml`). */
export interface PublicAddress {
  /** Path, e.g. `/events/3f1c…`. */
  path: string;
  /** ISO 8601 moment of the content's last change, when known. */
  lastmod?: string;
}

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
}

/**
 * Addresses of every public page without parameters (spec §2 navigation and pages). Checkout
 * results and staff pages stay client-only; the 404 page is rendered separately.
 */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/about',
  '/events',
  '/sermons',
  '/gallery',
  '/pastors-corner',
  '/pastors-corner/blog',
  '/live',
  '/donate',
  '/contact',
  '/first-timer-form',
  '/newsletter',
];

/**
 * The event pages to prerender from the occurrences the events page reads (decision 0028): each
 * one-off event's `/events/<id>`, and for a repeating series its `/events/<id>` (its next date)
 * and the page of each date still to come, `/events/<id>/<yyyy-mm-dd>`. Past dates of a series
 * are left to the fallback. Each address once, with its `lastmod`: the event's last change, or
 * for a date the later of the event's and that date's own; `/events/<id>` of a series takes the
 * latest of all (its next date may be any of them).
 *
 * @param occurrences - the events page's list (cancelled dates are not in it).
 * @param now - the build's moment.
 * @param changes - {@link loadEventChangeTimes}; an event missing from it gets no `lastmod`.
 */
export function eventAddresses(
  occurrences: readonly { id: string; is_recurring: boolean; occurrence_date: string; start_time: string }[],
  now: Date,
  changes: ReadonlyMap<string, EventChangeTimes> = new Map(),
): PublicAddress[] {
  const latest = (...moments: (string | undefined)[]) =>
    moments.reduce<string | undefined>(
      (last, moment) => (moment && (!last || Date.parse(moment) > Date.parse(last)) ? moment : last),
      undefined,
    );
  const addresses = new Map<string, string | undefined>();
  for (const occurrence of occurrences) {
    const change = changes.get(occurrence.id);
    addresses.set(`/events/${occurrence.id}`, latest(change?.updatedAt, ...(change?.dates.values() ?? [])));
    if (occurrence.is_recurring && new Date(occurrence.start_time) >= now) {
      addresses.set(
        `/events/${occurrence.id}/${occurrence.occurrence_date}`,
        latest(change?.updatedAt, change?.dates.get(occurrence.occurrence_date)),
      );
    }
  }
  return [...addresses].map(([path, lastmod]) => (lastmod ? { path, lastmod } : { path }));
}

/**
 * Every public address of the site as of now: the pages of {@link STATIC_PAGES}, every event,
 * sermon, published blog post, gallery album and sent newsletter issue. The one list the build prerenders and writes
 * into `sitemap.xml`; new kinds of public content are added here.
 *
 * @param queryClient - filled with the lists as a side effect (the pages then reuse them).
 * @throws when a list cannot be read (the build then stops with the reason).
 */
export async function listPublicAddresses(queryClient: QueryClient): Promise<PublicAddress[]> {
  // Imported like the route loaders import them, so the query modules stay in their chunks.
  const [
    { eventQueries, loadEventChangeTimes },
    { sermonQueries },
    { blogPostQueries },
    { galleryQueries },
    { archiveQueries },
  ] = await Promise.all([
    import('@/features/events/api/church-events'),
    import('@/features/sermons/api/sermons'),
    import('@/features/blog/api/blog-posts'),
    import('@/features/gallery/api/gallery'),
    import('@/features/newsletter/api/archive'),
  ]);
  const [events, eventChanges, sermons, posts, albums, issues] = await Promise.all([
    queryClient.fetchQuery(eventQueries.list()),
    loadEventChangeTimes(),
    queryClient.fetchQuery(sermonQueries.list()),
    queryClient.fetchQuery(blogPostQueries.list()),
    queryClient.fetchQuery(galleryQueries.albums()),
    queryClient.fetchQuery(archiveQueries.list()),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...eventAddresses(events.events, new Date(), eventChanges),
    ...sermons.map((sermon) => ({ path: `/sermons/${sermon.id}`, lastmod: sermon.date })),
    ...posts.map((post) => ({
      path: `/pastors-corner/blog/${post.slug}`,
      lastmod: post.published_at ?? undefined,
    })),
    ...albums.map((album) => ({
      path: `/gallery/${album.category_slug}`,
      lastmod: album.latest_image_created_at,
    })),
    ...issues.map((issue) => ({ path: `/newsletter/${issue.slug}`, lastmod: issue.sent_at ?? undefined })),
  ];
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
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  await queryClient.prefetchQuery(siteSettingsQueries.map());

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
  const data: PrerenderData = {
    url: path,
    now,
    origin,
    router: { loaderData: context.loaderData, actionData: null, errors: null },
    queries: dehydrate(queryClient),
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
  };
}

export { createQueryClient };
export { readChurchTimeZone, readSiteAddress } from '@/app/build-settings';
