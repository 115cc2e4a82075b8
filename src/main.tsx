import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from '@/app/app';
import { createAppRoutes, patchStaffRoutes } from '@/app/router';
import type { PrerenderData } from '@/entry-server';
import { setRenderedAt } from '@/hooks/use-now';
import { layoutMessages } from '@/i18n/layout';
import { basenameOf, localeOfPath, setLocale } from '@/lib/i18n/locale';
import { loadAreas, loadMessages } from '@/lib/i18n/messages';
import { createQueryClient } from '@/lib/query-client';
import { setSiteOrigin } from '@/lib/site-origin';
import './index.css';

/** Id of the data block the build writes into each prerendered page (decision 0033). */
const DATA_ID = 'prerender-data';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The document's language comes from its address, for its whole life (docs/decisions/0054):
// `/es/…` is Spanish, under the router's `/es` basename. The layout's text starts loading now.
const locale = localeOfPath(location.pathname);
setLocale(locale);
document.documentElement.lang = locale;
const basename = basenameOf(locale);
const layoutReady = loadMessages(layoutMessages);

/**
 * Resolves in a new task. Hydration's steps are split with it, so that none of them makes one
 * long task of the page's start-up (over 50 ms, which Lighthouse counts as blocking time; issue
 * 35 "Less work on first paint").
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Hydrates a prerendered page: the build's reads go into the query cache, the build's moment
 * and site origin are restored, and the matched routes' modules are loaded first, so the first
 * render is the HTML that is already on screen. Returns false when the page is the plain shell
 * (the fallback of an address born after the build) or its HTML was rendered for another
 * address or query string (e.g. `/events?tab=calendar` served the file of `/events`).
 */
async function hydratePrerendered(container: HTMLElement): Promise<boolean> {
  // The entry's own evaluation (React DOM, the router) is one task already: reading the build's
  // data and the routes starts the next.
  await nextTask();
  const block = document.getElementById(DATA_ID);
  if (!block?.textContent) return false;
  const data = JSON.parse(block.textContent) as PrerenderData;
  if (data.url !== `${location.pathname}${location.search}`) return false;
  setRenderedAt(data.now);
  setSiteOrigin(data.origin);
  const queryClient = createQueryClient();
  // The build's reads, fresh for now: no query fetches as it mounts (each such fetch changes its
  // result, which React re-renders synchronously, in hydration's task); once hydrated, the app reads
  // them again, one query per task (App). `setQueryData` rather than React Query's `hydrate`,
  // which would add its module to every first visit.
  for (const query of data.queries.queries)
    if (query.state.status === 'success')
      queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: Date.now() });
  const routes = createAppRoutes(queryClient);
  const matches = matchRoutes(routes, location, basename) ?? [];
  // Loading a route's chunk adds a `modulepreload` link per chunk it imports: a task of its own.
  await nextTask();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
  // The text the build's render used, in this language: the layout's and the page's areas.
  await Promise.all([layoutReady, loadAreas(data.areas)]);
  const router = createBrowserRouter(routes, {
    // The staff pages are English only, at `/admin`.
    ...(basename ? { basename } : { patchRoutesOnNavigation: patchStaffRoutes }),
    hydrationData: data.router,
  });
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page (React's `hydrateRoot` docs; React Router's own client
  // entry does the same): the prerendered page stays responsive while it is taken over.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App client={queryClient} router={router} hydrated />
      </StrictMode>,
    );
  });
  return true;
}

/** Renders the app from scratch (no prerendered HTML, or HTML of another address). */
async function renderFresh(container: HTMLElement) {
  // A page's own text suspends its render until loaded; the layout's is awaited so that the
  // header and footer never wait behind it.
  await layoutReady.catch(() => undefined);
  setSiteOrigin(null);
  setRenderedAt(null);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Not a top-level await: with one, the bundler would move every module the pages share with the
// entry into chunks of their own (a module that awaits must not be imported back), adding
// requests and kilobytes to every first visit (decision 0006).
void hydratePrerendered(root).then(
  (hydrated) => {
    if (!hydrated) void renderFresh(root);
  },
  (error: unknown) => {
    console.error('Could not hydrate the page:', error);
    void renderFresh(root);
  },
);

// The offline service worker, production builds only: the dev server stays without one
// (decision 0041). Its code loads after the page's load event, when the page is idle, off the
// first paint's path. A prerendered page starts this module after its first paint (decision
// 0044), when the load event may already be over.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('@/app/service-worker-registration').then((m) => m.registerServiceWorker());
  // Once the page is idle: not in the middle of hydration (Safari has no idle callbacks).
  const whenIdle = () => void (window.requestIdleCallback ?? setTimeout)(register);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
