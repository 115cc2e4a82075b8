import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { captureDownloads } from '@/testing/downloads';
import { answerRpc, failTable, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { InboxList } from './inbox-list';

const CARE_ID = 'a0000000-0000-4000-8000-000000000004';

/** A first-timer card as the `inbox` view returns it (list and export columns). */
function card(i: number, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'first_timer',
    id: `b3f1c1de-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Visitor ${i}`,
    email: `visitor${i}@example.org`,
    subject: null,
    excerpt: 'Loved the music.',
    body: 'Loved the music.',
    phone: null,
    how_heard: null,
    received_at: '2026-11-20T15:30:00Z',
    status: 'new',
    assignee_id: null,
    version: 1,
    read_by_me: true,
    removes_at: null,
    ...overrides,
  };
}

/** Serves `rows` from the `inbox` view with PostgREST's offset/limit, recording each request. */
function serveInbox(rows: ReturnType<typeof card>[]) {
  const seen: URL[] = [];
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/inbox`, ({ request }) => {
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

describe('Export CSV of first-timer cards', () => {
  beforeEach(async () => {
    await signInAs(STAFF_USER, { role: 'care' });
    answerRpc('inbox_assignees', [
      { user_id: CARE_ID, display_name: 'Pastor Sam', email: 'sam@example.org' },
    ]);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await signOutTestUser();
  });

  it('is offered only on the first-timer view', async () => {
    serveInbox([card(1)]);
    renderWithProviders(<InboxList />, { route: '/admin/inbox' });
    expect(await screen.findByRole('link', { name: 'Visitor 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('downloads every matching card, read 500 at a time, with the columns and formulas neutralised', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => card(i + 1));
    rows[0] = card(1, {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'ann@example.org',
      phone: '+1 317 555 0100',
      how_heard: 'A friend, Ruth',
      body: 'Said "hello"\nand left early',
      status: 'in_progress',
      assignee_id: CARE_ID,
    });
    rows[1] = card(2, { assignee_id: 'f0000000-0000-4000-8000-000000000099', name: '@mention' });
    const seen = serveInbox(rows);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithProviders(<InboxList />, { route: '/admin/inbox?kind=first_timer&status=in_progress&q=ann' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The CSV file of first-timer cards has been downloaded.'),
    ).toBeInTheDocument();

    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toMatch(/^first-timers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloads[0]!.text();
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([
      'name',
      'e-mail',
      'phone',
      'how they heard',
      'comments',
      'received',
      'status',
      'assignee',
    ]);
    expect(parsed).toHaveLength(502);
    expect(parsed[1]).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      'ann@example.org',
      "'+1 317 555 0100",
      'A friend, Ruth',
      'Said "hello"\nand left early',
      '2026-11-20 10:30',
      'In progress',
      'Pastor Sam',
    ]);
    expect(parsed[2]![0]).toBe("'@mention");
    expect(parsed[2]![7]).toBe('Former staff member');
    expect(parsed[501]![0]).toBe('Visitor 501');

    // Two export reads of at most 500 rows, with the list's filters and the first-timer kind.
    const exportReads = seen.filter((url) => url.searchParams.get('select')?.includes('how_heard'));
    expect(exportReads.map((url) => [url.searchParams.get('offset'), url.searchParams.get('limit')])).toEqual(
      [
        ['0', '500'],
        ['500', '500'],
      ],
    );
    for (const url of exportReads) {
      expect(url.searchParams.get('kind')).toBe('eq.first_timer');
      expect(url.searchParams.get('status')).toBe('eq.in_progress');
      expect(url.searchParams.get('search_text')).toBe('ilike.%ann%');
    }
  });

  it('says so when the export fails, and downloads nothing', async () => {
    serveInbox([card(1)]);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithProviders(<InboxList />, { route: '/admin/inbox?kind=first_timer' });
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await screen.findByRole('link', { name: 'Visitor 1' });
    failTable('inbox');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not export the first-timer cards. Try again.',
    );
    expect(downloads).toEqual([]);
  });
});
