import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdRpc, holdTable, server } from '@/testing/msw';
import { createTestQueryClient } from '@/testing/render';
import { createAppRouter } from './router';

/** Tables read so far, in request order. */
const reads: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  reads.push(new URL(request.url).pathname.replace('/rest/v1/', ''));
};

describe('createAppRouter', () => {
  beforeEach(() => {
    reads.length = 0;
    server.events.on('request:start', onRequest);
    for (const table of ['site_settings', 'hero_videos', 'birthdays'] as const) holdTable(table);
    holdRpc('event_occurrences');
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    server.events.removeListener('request:start', onRequest);
  });

  it('starts the 4 reads of the home page at once, before its code has loaded', async () => {
    const queryClient = createTestQueryClient();
    const router = createAppRouter(queryClient);
    await waitFor(() => expect(reads).toHaveLength(4));
    // The shared events loader (spec §4) reads the occurrences and birthdays together.
    expect(reads.toSorted()).toEqual(['birthdays', 'hero_videos', 'rpc/event_occurrences', 'site_settings']);

    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Loading Hero...', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Header, footer, ticker, banner-free home page and contact section share the same reads.
    expect(reads).toHaveLength(4);
    router.dispose();
  });

  it('renders the 404 page for unknown paths', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    const queryClient = createTestQueryClient();
    const router = createAppRouter(queryClient);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(reads).toEqual(['site_settings']);
    router.dispose();
  });
});
