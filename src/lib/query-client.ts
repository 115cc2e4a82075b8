import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast, type ToastInput } from '@/lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The toast shown each time this query's fetch fails (spec §8, e.g. 'Error' / 'Could not
       * load sermon details.'). Set it in the domain's `queryOptions` factory; the query cache
       * shows it ({@link createQueryCache}), so no component needs an effect for it.
       */
      errorToast?: ToastInput;
    };
  }
}

/**
 * The app's query cache: every failed read is logged once here (spec §8 "logged"; the views then
 * show their error state or defaults, never the server's message), and a query whose `meta`
 * names an `errorToast` shows that toast.
 *
 * @param log - whether failures are logged (`console.warn`); component tests pass `false`.
 */
export function createQueryCache({ log = true }: { log?: boolean } = {}): QueryCache {
  return new QueryCache({
    onError: (error, query) => {
      if (log) console.warn(`Could not load ${JSON.stringify(query.queryKey)}:`, error);
      if (query.meta?.errorToast) toast(query.meta.errorToast);
    },
  });
}

/**
 * Creates the app's React Query client. Content changes rarely, so reads stay fresh for five
 * minutes and are not refetched on window focus; failed reads retry once. Failures are logged
 * and toasted by {@link createQueryCache}.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: createQueryCache(),
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 30 * 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
