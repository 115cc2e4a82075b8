import { QueryClient } from '@tanstack/react-query';

/**
 * Creates the app's React Query client. Content changes rarely, so reads stay fresh for five
 * minutes and are not refetched on window focus; failed reads retry once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 30 * 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
