import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from '@/components/layout/root-layout';
import { AppLoading, RouteError } from '@/components/layout/route-fallbacks';
import { eventQueries } from '@/features/events/api/church-events';
import { isEventId } from '@/features/events/utils/event-id';
import { heroVideoQueries } from '@/features/hero/api/hero-video';
import { isSermonId, sermonQueries } from '@/features/sermons/api/sermons';
import { siteSettingsQueries } from '@/lib/site-settings/queries';

/**
 * Route table (spec §2): every page of the site. The only module that
 * imports route components (`./routes/*`); every page is lazy.
 *
 * Loaders start the page's reads without awaiting them, so the requests run in parallel with
 * each other and with the download of the page's code (no waterfall); components then read the
 * same React Query cache entries.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
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
          loader: () => {
            void queryClient.prefetchQuery(heroVideoQueries.active());
            void queryClient.prefetchQuery(eventQueries.list());
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
          loader: () => {
            void queryClient.prefetchQuery(sermonQueries.list());
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/sermons')).SermonsRoute }),
        },
        {
          path: 'sermons/:id',
          loader: ({ params }) => {
            if (isSermonId(params.id)) void queryClient.prefetchQuery(sermonQueries.detail(params.id));
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/sermon')).SermonRoute }),
        },
        {
          path: 'events',
          loader: () => {
            void queryClient.prefetchQuery(eventQueries.list());
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/events')).EventsRoute }),
        },
        {
          path: 'events/:id',
          loader: ({ params }) => {
            if (isEventId(params.id)) void queryClient.prefetchQuery(eventQueries.detail(params.id));
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/event-detail')).EventDetailRoute }),
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
        },
      ],
    },
  ]);
}
