import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { RootLayout } from '@/components/layout/root-layout';
import { AppLoading, RouteError } from '@/components/layout/route-fallbacks';
import { basenameOf, getLocale } from '@/lib/i18n/locale';
import { siteSettingsQueries } from '@/lib/site-settings/queries';

/**
 * Whether a navigation may skip the route's loader: only the query string changed (tabs, search,
 * filters), which the pages apply to data already read (spec §7: the client filters).
 */
function revalidateOnNewPathOnly({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** The reads of the open Pastor's Corner tab (only that tab is mounted, so only its reads start). */
async function prefetchPastorsCornerTab(queryClient: QueryClient, request: Request): Promise<null> {
  // Imported here, like the query modules, so the entry carries no page's helpers.
  const { parseTab } = await import('@/features/pastors-corner/utils/tab');
  const tab = parseTab(new URL(request.url).searchParams);
  if (tab === 'main') {
    const { prefetchPastorsDesk } = await import('@/features/pastors-corner/api/pastor-books');
    prefetchPastorsDesk(queryClient, getLocale());
  } else if (tab === 'blog') {
    const { blogPostQueries } = await import('@/features/blog/api/blog-posts');
    void queryClient.prefetchQuery(blogPostQueries.latest(getLocale()));
  } else if (tab === 'bookstore') {
    const { bookstoreItemQueries } = await import('@/features/pastors-corner/api/bookstore-items');
    void queryClient.prefetchQuery(bookstoreItemQueries.list(getLocale()));
  } else {
    const { testimonyQueries } = await import('@/features/testimonies/api/testimonies');
    void queryClient.prefetchQuery(testimonyQueries.approved());
  }
  return null;
}

/** The read of an event page (`/events/:id`), or of one date of a series (`/events/:id/:date`). */
async function prefetchEvent(queryClient: QueryClient, id?: string, date?: string): Promise<null> {
  const [{ eventQueries }, { isEventId, isOccurrenceDate }] = await Promise.all([
    import('@/features/events/api/church-events'),
    import('@/features/events/utils/event-id'),
  ]);
  if (!isEventId(id)) return null;
  if (date === undefined) void queryClient.prefetchQuery(eventQueries.detail(id, undefined, getLocale()));
  else if (isOccurrenceDate(date)) void queryClient.prefetchQuery(eventQueries.detail(id, date, getLocale()));
  return null;
}

/** A visitor's own registration, from the link in their e-mail (decision 0039). */
const REGISTRATION_ROUTE = {
  path: 'registrations/:token',
  lazy: async () => ({ Component: (await import('./routes/registration')).RegistrationRoute }),
};

/** Where Stripe Checkout sends the donor back: after paying, or after leaving it (decision 0038). */
const CHECKOUT_ROUTES = [
  {
    path: 'checkout-success',
    lazy: async () => ({ Component: (await import('./routes/checkout-success')).CheckoutSuccessRoute }),
  },
  {
    path: 'checkout-cancel',
    lazy: async () => ({ Component: (await import('./routes/checkout-cancel')).CheckoutCancelRoute }),
  },
];

/** The footer's 'Notifications': the push topics with a switch each (decision 0049). */
const NOTIFICATIONS_ROUTE = {
  path: 'notifications',
  lazy: async () => ({ Component: (await import('./routes/notifications')).NotificationsRoute }),
};

/**
 * The newsletter's public pages (docs/decisions/0040): the archive, the confirmation link's page
 * and each sent issue; the archive and issue loaders start their reads like the other pages'.
 */
function newsletterRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'newsletter',
      loader: async () => {
        const { archiveQueries } = await import('@/features/newsletter/api/archive');
        void queryClient.prefetchQuery(archiveQueries.list(getLocale()));
        return null;
      },
      lazy: async () => ({
        Component: (await import('./routes/newsletter-archive')).NewsletterArchiveRoute,
      }),
    },
    {
      path: 'newsletter/confirm',
      lazy: async () => ({
        Component: (await import('./routes/newsletter-confirm')).NewsletterConfirmRoute,
      }),
    },
    {
      path: 'newsletter/:slug',
      loader: async ({ params }) => {
        const { archiveQueries } = await import('@/features/newsletter/api/archive');
        void queryClient.prefetchQuery(archiveQueries.detail(params.slug ?? '', getLocale()));
        return null;
      },
      lazy: async () => ({
        Component: (await import('./routes/newsletter-archive')).NewsletterIssueRoute,
      }),
    },
  ];
}

/**
 * Route table (spec §2): every page of the site; the staff pages under `/admin` come from
 * `./admin-routes.tsx` on the first visit there ({@link patchStaffRoutes}). With it, the only
 * modules that import route components (`./routes/*`); every page is lazy. The browser's router
 * ({@link createAppRouter}) and the build's prerendering (`src/entry-server.tsx`, decision 0033)
 * use this one table, so the same loaders start the same reads in both.
 *
 * Loaders start the page's reads without awaiting them, so the requests run in parallel with
 * each other and with the download of the page's code (no waterfall); components then read the
 * same React Query cache entries. Each loader imports its feature's query module dynamically,
 * so the entry chunk carries no page's data code (home JavaScript budget, decision 0006).
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: AppLoading,
      loader: () => {
        void queryClient.prefetchQuery(siteSettingsQueries.map());
        return null;
      },
      children: [
        {
          index: true,
          loader: async () => {
            const [{ heroVideoQueries }, { eventQueries }] = await Promise.all([
              import('@/features/hero/api/hero-video'),
              import('@/features/events/api/church-events'),
            ]);
            void queryClient.prefetchQuery(heroVideoQueries.active());
            void queryClient.prefetchQuery(eventQueries.list(getLocale()));
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
        },
        {
          path: 'about',
          lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
        },
        {
          path: 'sermons',
          // The page filters in the browser: a new ?tab= or ?q= needs no new read.
          shouldRevalidate: revalidateOnNewPathOnly,
          loader: async () => {
            const { sermonQueries } = await import('@/features/sermons/api/sermons');
            void queryClient.prefetchQuery(sermonQueries.list({ language: getLocale() }));
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/sermons')).SermonsRoute }),
        },
        {
          path: 'sermons/:id',
          loader: async ({ params: { id } }) => {
            const { isSermonId, sermonQueries } = await import('@/features/sermons/api/sermons');
            if (isSermonId(id)) void queryClient.prefetchQuery(sermonQueries.detail(id, getLocale()));
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/sermon')).SermonRoute }),
        },
        {
          path: 'events',
          // The page filters in the browser: a new ?tab= or ?q= needs no new read.
          shouldRevalidate: revalidateOnNewPathOnly,
          loader: async () => {
            const { eventQueries } = await import('@/features/events/api/church-events');
            void queryClient.prefetchQuery(eventQueries.list(getLocale()));
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/events')).EventsRoute }),
        },
        {
          path: 'events/:id',
          loader: ({ params }) => prefetchEvent(queryClient, params.id),
          lazy: async () => ({ Component: (await import('./routes/event-detail')).EventDetailRoute }),
        },
        {
          path: 'events/:id/:date',
          loader: ({ params }) => prefetchEvent(queryClient, params.id, params.date),
          lazy: async () => ({ Component: (await import('./routes/event-detail')).EventDetailRoute }),
        },
        {
          path: 'gallery',
          loader: async () => {
            const { galleryQueries } = await import('@/features/gallery/api/gallery');
            void queryClient.prefetchQuery(galleryQueries.albums(getLocale()));
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/gallery')).GalleryRoute }),
        },
        {
          path: 'gallery/:albumName',
          loader: async ({ params }) => {
            const { prefetchAlbum } = await import('@/features/gallery/api/gallery');
            void prefetchAlbum(queryClient, params.albumName ?? '', getLocale()).catch(() => undefined);
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/gallery-album')).GalleryAlbumRoute }),
        },
        {
          path: 'pastors-corner',
          loader: ({ request }) => prefetchPastorsCornerTab(queryClient, request),
          lazy: async () => ({ Component: (await import('./routes/pastors-corner')).PastorsCornerRoute }),
        },
        {
          path: 'pastors-corner/blog',
          loader: async () => {
            const { blogPostQueries } = await import('@/features/blog/api/blog-posts');
            void queryClient.prefetchQuery(blogPostQueries.list(getLocale()));
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/blog')).BlogRoute }),
        },
        {
          path: 'pastors-corner/blog/:slug',
          loader: async ({ params }) => {
            const { blogPostQueries } = await import('@/features/blog/api/blog-posts');
            void queryClient.prefetchQuery(blogPostQueries.detail(params.slug ?? '', getLocale()));
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/blog-post')).BlogPostRoute }),
        },
        {
          path: 'live',
          lazy: async () => ({ Component: (await import('./routes/live')).LiveRoute }),
        },
        {
          path: 'donate',
          lazy: async () => ({ Component: (await import('./routes/donate')).DonateRoute }),
        },
        {
          path: 'contact',
          lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
        },
        {
          path: 'first-timer-form',
          lazy: async () => ({ Component: (await import('./routes/first-timer-form')).FirstTimerRoute }),
        },
        ...CHECKOUT_ROUTES,
        REGISTRATION_ROUTE,
        NOTIFICATIONS_ROUTE,
        {
          path: 'unsubscribe',
          lazy: async () => ({ Component: (await import('./routes/unsubscribe')).UnsubscribeRoute }),
        },
        ...newsletterRoutes(queryClient),
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
        },
      ],
    },
  ];
}

/**
 * Adds the staff routes on the first navigation under `/admin` (React Router's lazy route
 * discovery: the public entry chunk carries none of them; patching again is a no-op).
 */
export const patchStaffRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (/^\/admin(\/|$)/.test(path)) patch(null, [(await import('./admin-routes')).adminRoute]);
};

/**
 * The browser's router over {@link createAppRoutes}.
 *
 * The document's language (`@/lib/i18n/locale`) gives the basename: `/es` for Spanish pages.
 *
 * @param queryClient - the page load's React Query client, which the loaders fill.
 * @param hydrationData - given when the page arrived prerendered (decision 0033): the loader
 *   results of the build, so the first render matches the HTML instead of running the loaders
 *   and showing the loading fallback.
 */
export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const basename = basenameOf(getLocale());
  return createBrowserRouter(createAppRoutes(queryClient), {
    ...(basename ? { basename } : { patchRoutesOnNavigation: patchStaffRoutes }),
    ...(hydrationData ? { hydrationData } : {}),
  });
}
