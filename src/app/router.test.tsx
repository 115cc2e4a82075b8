import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { never, requests, resetFakeDb, respond } from '@/testing/fake-db';
import { createTestQueryClient } from '@/testing/render';
import { createAppRouter } from './router';

vi.mock('@/lib/supabase-rest', () => import('@/testing/fake-db'));

describe('createAppRouter', () => {
  beforeEach(() => {
    resetFakeDb();
    for (const table of ['site_settings', 'hero_videos', 'church_events']) respond(table, never);
    window.history.replaceState(null, '', '/');
  });

  it('starts the 3 reads of the home page at once, before its code has loaded', async () => {
    const queryClient = createTestQueryClient();
    const router = createAppRouter(queryClient);
    expect(requests.map((request) => request.table).sort()).toEqual([
      'church_events',
      'hero_videos',
      'site_settings',
    ]);

    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Loading Hero...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Header, footer, ticker, banner-free home page and contact section share the same reads.
    expect(requests).toHaveLength(3);
    router.dispose();
  });

  it('renders the 404 page for unknown paths', async () => {
    window.history.replaceState(null, '', '/sermons');
    const queryClient = createTestQueryClient();
    const router = createAppRouter(queryClient);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.table)).toEqual(['site_settings']);
    router.dispose();
  });
});
