import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { captureDownloads } from '@/testing/downloads';
import { holdTable, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { emailPattern } from '../api/subscribers';
import { SubscriberList } from './subscriber-list';

const REST = `${SUPABASE_URL}/rest/v1`;
const TOKEN = 'a'.repeat(64);

function subscriber(i: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `d0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    email: `reader${i}@example.org`,
    created_at: '2026-11-20T15:30:00Z',
    confirmed_at: '2026-11-20T15:40:00Z',
    unsubscribe_token: TOKEN,
    ...overrides,
  };
}

/** Serves `rows` with offset/limit and Content-Range, recording the reads. */
function serveSubscribers(rows: ReturnType<typeof subscriber>[]) {
  const seen: URL[] = [];
  server.use(
    http.get(`${REST}/newsletter_subscribers`, ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? rows.length);
      const page = rows.slice(offset, offset + limit);
      const range = page.length ? `${offset}-${offset + page.length - 1}` : '*';
      return HttpResponse.json(page, { headers: { 'Content-Range': `${range}/${rows.length}` } });
    }),
  );
  return seen;
}

describe('SubscriberList', () => {
  beforeEach(async () => {
    await signInAs(STAFF_USER, { role: 'editor' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await signOutTestUser();
  });

  it('shows a loading skeleton, then each address with its signup date, newest first', async () => {
    const held = holdTable('newsletter_subscribers');
    const seen = serveSubscribers([
      subscriber(1),
      subscriber(2, { created_at: '2026-10-02T15:30:00Z', confirmed_at: null }),
    ]);
    renderWithProviders(<SubscriberList />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the subscribers');
    held.release();
    const rows = await screen.findAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      // The address with its state (double opt-in, decision 0040), then the signup date.
      ['reader1@example.orgConfirmed', 'Nov 20, 2026'],
      ['reader2@example.orgWaiting for confirmation', 'Oct 2, 2026'],
    ]);
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(seen[0]?.searchParams.get('order')).toBe('created_at.desc,id.desc');
    expect(seen[0]?.searchParams.get('select')).toBe('id,email,created_at,confirmed_at');
  });

  it('searches by address, matching % and _ literally', async () => {
    const seen = serveSubscribers([subscriber(1)]);
    const user = userEvent.setup();
    renderWithProviders(<SubscriberList />);
    await screen.findByRole('cell', { name: /^reader1@example\.org/ });
    await user.type(screen.getByLabelText('Search'), 'a_b%');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => seen.at(-1)?.searchParams.get('email')).toBe('ilike.%a\\_b\\%%');
    expect(emailPattern('  x  ')).toBe('%x%');
  });

  it('removes an address after a confirmation', async () => {
    serveSubscribers([subscriber(1)]);
    const deleted: URL[] = [];
    server.use(
      http.delete(`${REST}/newsletter_subscribers`, ({ request }) => {
        deleted.push(new URL(request.url));
        return HttpResponse.json([{ id: subscriber(1).id }]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SubscriberList />);
    await user.click(await screen.findByRole('button', { name: 'Remove reader1@example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this address?' });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect
      .poll(() => deleted.map((url) => url.searchParams.get('id')))
      .toEqual([`eq.${subscriber(1).id}`]);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('exports every subscriber with an unsubscribe link, 500 rows a read, formulas neutralised', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => subscriber(i + 1));
    rows[0] = subscriber(1, { email: '=cmd@example.org', unsubscribe_token: 'b'.repeat(64) });
    const seen = serveSubscribers(rows);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithProviders(<SubscriberList />);
    await screen.findByText('Showing 1–25 of 501');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The CSV file of subscribers has been downloaded.')).toBeInTheDocument();
    expect(downloads[0]?.name).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = Papa.parse<string[]>((await downloads[0]!.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(parsed[0]).toEqual(['email', 'signed_up', 'unsubscribe_url']);
    expect(parsed[1]).toEqual([
      "'=cmd@example.org",
      '2026-11-20',
      `${window.location.origin}/unsubscribe?token=${'b'.repeat(64)}`,
    ]);
    expect(parsed).toHaveLength(502);
    const exportReads = seen.filter((url) => url.searchParams.get('select')?.includes('unsubscribe_token'));
    expect(exportReads.map((url) => url.searchParams.get('limit'))).toEqual(['500', '500']);
  });
});
