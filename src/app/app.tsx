import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setRenderedAt } from '@/hooks/use-now';
import { createQueryClient } from '@/lib/query-client';
import { ChurchTimeZone } from './church-time-zone';
import { createAppRouter } from './router';

/**
 * The application root: React Query, the church's time zone (the site setting) and the router,
 * created once per page load.
 *
 * @param client - a client already holding the prerendered page's reads (decision 0033);
 *   a new one by default.
 * @param router - the router created for hydration (its matched routes already loaded); by
 *   default a browser router over the route table.
 * @param hydrated - true when this render hydrates prerendered HTML: once hydrated, every read
 *   is checked again (the content may have changed since the build) and 'now' becomes the real
 *   clock.
 */
export function App({
  client,
  router: givenRouter,
  hydrated = false,
}: {
  client?: QueryClient;
  router?: ReturnType<typeof createAppRouter>;
  hydrated?: boolean;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter(queryClient));
  useEffect(() => {
    // Tells tests (and anyone looking) that the page now answers clicks and keys: a prerendered
    // page shows its HTML before the app has taken it over.
    document.documentElement.dataset.appReady = 'true';
    if (!hydrated) return;
    // Each in a task of its own after hydration's (issue 35: no long task at start-up): the switch
    // to the real clock re-renders what shows the time, and the refresh starts each read again.
    const timers = [setTimeout(() => setRenderedAt(null))];
    // The build's reads entered the cache as fresh (main.tsx): this is where they are read again,
    // one query per task. A fetch already under way (a query the page mounted without build data)
    // is reused.
    for (const query of queryClient.getQueryCache().getAll())
      timers.push(
        setTimeout(
          () =>
            void queryClient.invalidateQueries(
              { queryKey: query.queryKey, exact: true },
              { cancelRefetch: false },
            ),
        ),
      );
    return () => timers.forEach(clearTimeout);
  }, [hydrated, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ChurchTimeZone>
        <RouterProvider router={router} />
      </ChurchTimeZone>
    </QueryClientProvider>
  );
}
