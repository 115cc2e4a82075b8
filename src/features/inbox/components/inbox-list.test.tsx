import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, holdTable, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { searchPattern, type InboxRow } from '../api/inbox';
import { InboxList } from './inbox-list';

function row(overrides: Partial<InboxRow> = {}): InboxRow {
  return {
    kind: 'prayer_request',
    id: 'b3f1c1de-0000-4000-8000-000000000001',
    name: null,
    email: null,
    subject: null,
    excerpt: 'Please pray for my mother.',
    received_at: '2026-11-20T15:30:00Z',
    status: 'new',
    assignee_id: null,
    version: 1,
    read_by_me: false,
    removes_at: null,
    ...overrides,
  };
}

/** Answers `GET /rest/v1/inbox` with `rows` and `Content-Range`, recording the requests. */
function answerInbox(rows: InboxRow[], total = rows.length) {
  const seen: URL[] = [];
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/inbox`, ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
      return HttpResponse.json(rows, { headers: { 'Content-Range': `${range}/${total}` } });
    }),
  );
  return seen;
}

describe('InboxList', () => {
  beforeEach(async () => {
    await signInAs(STAFF_USER, { role: 'care' });
    answerRpc('inbox_assignees', [
      { user_id: STAFF_USER.id, display_name: 'Pastor Sam', email: 'staff@example.org' },
    ]);
  });
  afterEach(signOutTestUser);

  it('shows a loading skeleton, then the items newest first with sender, kind, time and status', async () => {
    const held = holdTable('inbox');
    const seen = answerInbox([
      row(),
      row({
        kind: 'contact_message',
        id: 'b3f1c1de-0000-4000-8000-000000000002',
        name: 'Ruth Miller',
        email: 'ruth@example.org',
        subject: 'Baptism',
        status: 'in_progress',
        assignee_id: STAFF_USER.id,
        read_by_me: true,
      }),
    ]);
    renderWithProviders(<InboxList />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the inbox');
    held.release();
    const anonymous = await screen.findByRole('link', { name: 'Anonymous' });
    expect(anonymous).toHaveAttribute(
      'href',
      '/admin/inbox/prayer-request/b3f1c1de-0000-4000-8000-000000000001',
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Prayer request')).toBeInTheDocument();
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Nov 20, 2026, 10:30 AM')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Ruth Miller' })).toHaveAttribute(
      'href',
      '/admin/inbox/contact-message/b3f1c1de-0000-4000-8000-000000000002',
    );
    expect(within(items[1]!).getByText('In progress')).toBeInTheDocument();
    expect(await within(items[1]!).findByText('Assigned to Pastor Sam')).toBeInTheDocument();
    expect(within(items[0]!).queryByText(/Assigned to/)).not.toBeInTheDocument();
    expect(within(items[1]!).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();

    const url = seen[0]!;
    expect(url.searchParams.get('order')).toBe('received_at.desc,id.desc');
    expect(url.searchParams.get('offset')).toBe('0');
    expect(url.searchParams.get('limit')).toBe('20');
  });

  it('filters by kind and status and searches through the request', async () => {
    const seen = answerInbox([row()]);
    renderWithProviders(<InboxList />);
    await screen.findByRole('link', { name: 'Anonymous' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'First-timer cards');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Done');
    await userEvent.type(screen.getByLabelText('Search'), '  Ruth 100%_sure ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const last = seen.at(-1)!;
    expect(last.searchParams.get('kind')).toBe('eq.first_timer');
    expect(last.searchParams.get('status')).toBe('eq.done');
    expect(last.searchParams.get('search_text')).toBe('ilike.%ruth 100\\%\\_sure%');
  });

  it('pages with Older and Newer', async () => {
    const seen = answerInbox(
      Array.from({ length: 20 }, (_, i) =>
        row({ id: `b3f1c1de-0000-4000-8000-0000000001${String(i).padStart(2, '0')}` }),
      ),
      45,
    );
    renderWithProviders(<InboxList />);
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(seen.at(-1)?.searchParams.get('offset')).toBe('20');
  });
});

describe('searchPattern', () => {
  it('escapes the wildcards and backslash, collapses space and lower-cases', () => {
    expect(searchPattern('  A_b%c\\d   E ')).toBe('%a\\_b\\%c\\\\d e%');
  });
});
