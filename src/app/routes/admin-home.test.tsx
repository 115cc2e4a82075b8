import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AdminHomeRoute } from './admin-home';

/** Answers the count request (`HEAD`, `Prefer: count=exact`) as PostgREST does: `Content-Range: *\/n`. */
function answerPendingCount(count: number | 'error') {
  const seen: URL[] = [];
  server.use(
    http.head(`${SUPABASE_URL}/rest/v1/member_testimonies`, ({ request }) => {
      seen.push(new URL(request.url));
      if (count === 'error') return new HttpResponse(null, { status: 500 });
      return new HttpResponse(null, { status: 200, headers: { 'Content-Range': `*/${count}` } });
    }),
  );
  return seen;
}

describe('AdminHomeRoute', () => {
  afterEach(signOutTestUser);

  it('links to both staff pages and counts the testimonies waiting for approval', async () => {
    await signInAs(STAFF_USER);
    const seen = answerPendingCount(2);
    renderWithProviders(<AdminHomeRoute />);
    expect(await screen.findByText('2 testimonies are waiting for approval.')).toBeInTheDocument();
    expect(seen[0]?.searchParams.get('is_approved')).toBe('eq.false');
    expect(screen.getByRole('link', { name: /Add Images to Gallery/ })).toHaveAttribute(
      'href',
      '/admin/gallery',
    );
    expect(screen.getByRole('link', { name: /Testimony Moderation/ })).toHaveAttribute(
      'href',
      '/admin/testimonies',
    );
  });

  it.each([
    [0, 'No testimonies are waiting for approval.'],
    [1, '1 testimony is waiting for approval.'],
  ] as const)('says %s pending as "%s"', async (count, text) => {
    await signInAs(STAFF_USER);
    answerPendingCount(count);
    renderWithProviders(<AdminHomeRoute />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says so when the count cannot be read', async () => {
    await signInAs(STAFF_USER);
    answerPendingCount('error');
    renderWithProviders(<AdminHomeRoute />);
    expect(
      await screen.findByText('Could not count the testimonies waiting for approval.'),
    ).toBeInTheDocument();
  });

  it('greets an admin with every staff page, the activity log included', async () => {
    await signInAs(STAFF_USER, { role: 'admin' });
    answerPendingCount(0);
    renderWithProviders(<AdminHomeRoute />);
    expect(await screen.findByText(/You look after everything/)).toBeInTheDocument();
    expect(screen.getByText(/\(Admin\)/)).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/admin/inbox',
      '/admin/events',
      '/admin/birthdays',
      '/admin/sermons',
      '/admin/blog',
      '/admin/pastors-corner',
      '/admin/gallery',
      '/admin/testimonies',
      '/admin/newsletter',
      '/admin/notifications',
      '/admin/activity',
      '/admin/settings',
    ]);
  });

  it('greets an editor with the content pages only', async () => {
    await signInAs(STAFF_USER, { role: 'editor' });
    answerPendingCount(3);
    renderWithProviders(<AdminHomeRoute />);
    expect(await screen.findByText(/You look after the website’s content/)).toBeInTheDocument();
    expect(await screen.findByText('3 testimonies are waiting for approval.')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/admin/events',
      '/admin/sermons',
      '/admin/blog',
      '/admin/pastors-corner',
      '/admin/gallery',
      '/admin/testimonies',
      '/admin/newsletter',
      '/admin/notifications',
    ]);
  });

  it('greets pastoral care with the inbox and its unread counts, without the content pages', async () => {
    await signInAs(STAFF_USER, { role: 'care' });
    const seen = answerPendingCount(1);
    answerRpc('inbox_unread_counts', [
      { kind: 'prayer_request', unread: 1 },
      { kind: 'contact_message', unread: 0 },
      { kind: 'first_timer', unread: 3 },
    ]);
    renderWithProviders(<AdminHomeRoute />);
    expect(await screen.findByText(/You look after pastoral care/)).toBeInTheDocument();
    expect(screen.getByText(/\(Pastoral care\)/)).toBeInTheDocument();
    expect(
      await screen.findByText('Unread: 1 prayer request, 0 contact messages, 3 first-timer cards.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No staff pages are available for your role yet.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/inbox',
      '/admin/birthdays',
    ]);
    expect(seen).toEqual([]);
  });

  it('says so when the unread counts cannot be read', async () => {
    await signInAs(STAFF_USER, { role: 'care' });
    answerRpc('inbox_unread_counts', null, { code: '500', message: 'boom' }, 500);
    renderWithProviders(<AdminHomeRoute />);
    expect(await screen.findByText('Could not count the unread items.')).toBeInTheDocument();
  });
});
