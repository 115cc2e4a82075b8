import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Creates the app's React Query client. Content changes rarely, so reads stay fresh for five
 * minutes and are not refetched on window focus; failed reads retry once. A failed read is
 * logged once here (spec §8 "logged"); the views then show their error state or defaults.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.warn(`Could not load ${JSON.stringify(query.queryKey)}:`, error),
    }),
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 30 * 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
