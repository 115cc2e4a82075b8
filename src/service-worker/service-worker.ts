/// <reference lib="webworker" />
/**
 * The site's service worker (issue 34, docs/decisions/0041), built by `build/service-worker.ts`
 * into `/sw.js` with the precache list and the build's constants put in place:
 *
 * - precaches the public shell, scripts and styles (never staff code: the list is made so);
 * - public pages: stale-while-revalidate in a cache of this build (old builds' pages point at
 *   scripts that are gone, so they are dropped on activation), at most
 *   {@link CACHE_LIMITS}.pages; a page never visited answers the offline page, which lists the
 *   saved sermons;
 * - public Data API reads: network first (React Query already shows what it has while it asks
 *   again), the cached answer when the network fails; at most {@link CACHE_LIMITS}.data;
 * - images: cache first, at most {@link CACHE_LIMITS}.images (count, age, size of one);
 * - sermon audio: from the saved-sermons cache when saved, `Range` requests answered from it;
 * - never: staff, checkout, personal-link and not-found pages, any page address with a query
 *   string (the route table's declarations, `src/lib/offline/page-routes.ts`), function reads,
 *   Auth, Edge Functions, anything but GET, anything carrying a user's token (`cacheRuleFor` of
 *   `src/lib/offline/rules.ts`); on activation, what an older worker kept against these rules
 *   is deleted;
 * - waits after an update until a page asks it to take over ('Reload'); never reloads a page;
 * - Background Sync: sends the forms' outbox (`src/lib/offline/form-queue.ts`);
 * - web push: notifications and their taps (`./push.ts`, docs/decisions/0049).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { FORM_QUEUE, flushQueue } from '@/lib/offline/form-queue';
import { CACHE_LIMITS, CACHES, cacheRuleFor, type CacheRule } from '@/lib/offline/rules';
import { savedSermons } from '@/lib/offline/saved-sermons';
import { offlinePage } from './offline-page';
import './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** Replaced by the build: `VITE_SUPABASE_URL`, the build's id, the church's name. */
declare const __SUPABASE_URL__: string;
declare const __BUILD_ID__: string;
declare const __SITE_NAME__: string;

const PAGES_CACHE = `${CACHES.pages}-${__BUILD_ID__}`;
const origin = self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const rule =
  (wanted: CacheRule) =>
  ({ request }: { request: Request }): boolean =>
    cacheRuleFor(request, origin, __SUPABASE_URL__) === wanted;

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  rule('pages'),
  new StaleWhileRevalidate({
    cacheName: PAGES_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ ...CACHE_LIMITS.pages, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  rule('data'),
  new NetworkFirst({
    cacheName: CACHES.data,
    networkTimeoutSeconds: 6,
    plugins: [okOnly, new ExpirationPlugin({ ...CACHE_LIMITS.data, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  rule('images'),
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [
      okOnly,
      {
        // One image larger than the limit (or of unknown size) is served but not kept.
        cacheWillUpdate: async ({ response }) => {
          const length = Number(response.headers.get('Content-Length'));
          return length > 0 && length <= CACHE_LIMITS.images.maxBytes ? response : null;
        },
      },
      new ExpirationPlugin({
        maxEntries: CACHE_LIMITS.images.maxEntries,
        maxAgeSeconds: CACHE_LIMITS.images.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(rule('sermon-audio'), async ({ request }) => {
  const cache = await caches.open(CACHES.sermons);
  const saved = await cache.match(request.url, { ignoreSearch: true, ignoreVary: true });
  if (!saved) return fetch(request);
  return request.headers.has('Range') ? createPartialResponse(request, saved) : saved;
});

// A navigation the routes could not answer (offline, never visited): the sermon's page when it
// was saved, else the offline page.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const saved = await (await caches.open(CACHES.sermons)).match(request.url, { ignoreSearch: true });
  if (saved) return saved;
  const { pathname } = new URL(request.url);
  return new Response(offlinePage(__SITE_NAME__, await savedSermons(origin), pathname), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * Deletes from a cache what an older worker kept and the rules now refuse (issue 41: checkout
 * pages, personal links, pages with a query string, function reads), judged by the address alone
 * as a navigation (pages) or an anonymous read (data).
 */
async function dropRefused(cacheName: string, wanted: CacheRule): Promise<void> {
  const cache = await caches.open(cacheName);
  const mode = wanted === 'pages' ? 'navigate' : undefined;
  for (const request of await cache.keys()) {
    const kept = { method: 'GET', url: request.url, mode, headers: new Headers() };
    if (cacheRuleFor(kept, origin, __SUPABASE_URL__) !== wanted) await cache.delete(request);
  }
}

self.addEventListener('activate', (event) => {
  // Pages of older builds name scripts this build no longer has.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(`${CACHES.pages}-`) && name !== PAGES_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => Promise.all([dropRefused(PAGES_CACHE, 'pages'), dropRefused(CACHES.data, 'data')])),
  );
});
clientsClaim();

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === FORM_QUEUE.syncTag) sync.waitUntil(flushQueue());
});
