import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryCache } from '@/lib/query-client';

/**
 * A fresh React Query client per test, without retries (HOUSE-STYLE.md), with the app's query
 * cache (the toasts of query `meta`), which does not log.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: createQueryCache({ log: false }),
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders `ui` inside a fresh QueryClient and a memory router at `route`.
 *
 * @returns Testing Library's result plus the query client.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  const queryClient = createTestQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
