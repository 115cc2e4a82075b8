import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from '@/components/layout/root-layout';
import { AppLoading, RouteError } from '@/components/layout/route-fallbacks';
import { eventQueries } from '@/features/events/api/church-events';
import { heroVideoQueries } from '@/features/hero/api/hero-video';
import { siteSettingsQueries } from '@/lib/site-settings/queries';

/**
 * Route table (spec §2) of this release: Home, About, Live, Donate, Contact, First-timer form,
 * the checkout result pages and the 404 page. The only module that
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
        {
          path: 'checkout-success',
          lazy: async () => ({ Component: (await import('./routes/checkout-success')).CheckoutSuccessRoute }),
        },
        {
          path: 'checkout-cancel',
          lazy: async () => ({ Component: (await import('./routes/checkout-cancel')).CheckoutCancelRoute }),
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
        },
      ],
    },
  ]);
}
