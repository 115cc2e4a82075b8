import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/config/staff-pages';
import { activityResource } from '@/features/activity/staff-resource';
import { overviewResource } from '@/features/auth/staff-resource';
import { galleryResource } from '@/features/gallery/staff-resource';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, server, SUPABASE_URL } from '@/testing/msw';
import { createTestQueryClient } from '@/testing/render';
import { StaffPagesLayout } from './admin-layout';

/** The staff layout in a data router, with the router's `handle.staffRoles` on each page. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        Component: StaffPagesLayout,
        children: [
          {
            index: true,
            handle: { staffRoles: overviewResource.roles },
            element: <h1>Overview page</h1>,
          },
          {
            path: 'gallery',
            handle: { staffRoles: galleryResource.roles },
            element: <h1>Gallery page</h1>,
          },
          {
            path: 'activity',
            handle: { staffRoles: activityResource.roles },
            element: <h1>Activity page</h1>,
          },
        ],
      },
      { path: '/admin/sign-in', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function headerLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Staff pages' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.firstChild?.textContent ?? '');
}

describe('StaffPagesLayout: who may open which page', () => {
  afterEach(signOutTestUser);

  it.each([
    [
      'admin',
      [
        'Overview',
        'Inbox',
        'Events',
        'Birthdays',
        'Sermons',
        'Blog',
        "Pastor's Corner",
        'Gallery',
        'Testimonies',
        'Newsletter',
        'Notifications',
        'Giving',
        'Activity',
        'Staff',
        'Settings',
      ],
    ],
    [
      'editor',
      [
        'Overview',
        'Events',
        'Sermons',
        'Blog',
        "Pastor's Corner",
        'Gallery',
        'Testimonies',
        'Newsletter',
        'Notifications',
      ],
    ],
    ['care', ['Overview', 'Inbox', 'Birthdays']],
    ['finance', ['Overview', 'Giving']],
  ] as [StaffRole, string[]][])(
    'shows %s only the links of the pages the role may use',
    async (role, links) => {
      await signInAs(STAFF_USER, { role });
      renderAt('/admin');
      expect(await screen.findByRole('heading', { name: 'Overview page' })).toBeInTheDocument();
      expect(await headerLinks()).toEqual(links);
    },
  );

  it('refuses an editor the activity page, keeping the header', async () => {
    await signInAs(STAFF_USER, { role: 'editor' });
    renderAt('/admin/activity');
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Activity page' })).not.toBeInTheDocument();
    expect(await headerLinks()).toEqual([
      'Overview',
      'Events',
      'Sermons',
      'Blog',
      "Pastor's Corner",
      'Gallery',
      'Testimonies',
      'Newsletter',
      'Notifications',
    ]);
  });

  it('refuses pastoral care the gallery page', async () => {
    await signInAs(STAFF_USER, { role: 'care' });
    renderAt('/admin/gallery');
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gallery page' })).not.toBeInTheDocument();
  });

  it('opens the activity page for an admin', async () => {
    await signInAs(STAFF_USER, { role: 'admin' });
    renderAt('/admin/activity');
    expect(await screen.findByRole('heading', { name: 'Activity page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('StaffPagesLayout: the header, the menu and the inbox counts', () => {
  afterEach(signOutTestUser);

  it('names the signed-in staff member in the header: display name, else full name, else e-mail', async () => {
    for (const [metadata, shown] of [
      [{ display_name: 'Church Office', full_name: 'Not this' }, 'Church Office'],
      [{ full_name: 'Pastor Ann' }, 'Pastor Ann'],
      [{ display_name: '  ' }, STAFF_USER.email],
    ] as const) {
      await signInAs({ ...STAFF_USER, metadata }, { role: 'care' });
      renderAt('/admin');
      const header = await screen.findByRole('banner');
      expect(
        await within(header).findByRole('link', {
          name: `Your account, signed in as ${shown} (Pastoral care)`,
        }),
      ).toHaveAttribute('href', '/admin/account');
      await signOutTestUser();
    }
  });

  it('shows care their unread counts per kind beside the Inbox link; editors get no counts', async () => {
    answerRpc('inbox_unread_counts', [
      { kind: 'prayer_request', unread: 2 },
      { kind: 'contact_message', unread: 1 },
      { kind: 'first_timer', unread: 0 },
    ]);
    await signInAs(STAFF_USER, { role: 'care' });
    renderAt('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Staff pages' });
    expect(
      await within(nav).findByRole('link', {
        name: 'Inbox (Unread: 2 prayer requests, 1 contact message, 0 first-timer cards.)',
      }),
    ).toHaveAttribute('href', '/admin/inbox');
    expect(within(nav).getByText('2 prayer')).toBeInTheDocument();
  });

  it('reads the unread counts again when the window regains focus', async () => {
    let calls = 0;
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/inbox_unread_counts`, () => {
        calls += 1;
        return HttpResponse.json([{ kind: 'prayer_request', unread: calls }]);
      }),
    );
    await signInAs(STAFF_USER, { role: 'admin' });
    renderAt('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Staff pages' });
    expect(await within(nav).findByText('1 prayer')).toBeInTheDocument();
    // React Query's focus manager listens for visibilitychange.
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await within(nav).findByText('2 prayer')).toBeInTheDocument();
  });

  it('does not show an editor any inbox counts', async () => {
    answerRpc('inbox_unread_counts', [{ kind: 'prayer_request', unread: 5 }]);
    await signInAs(STAFF_USER, { role: 'editor' });
    renderAt('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Staff pages' });
    await screen.findByRole('heading', { name: 'Overview page' });
    expect(within(nav).queryByText(/prayer/)).not.toBeInTheDocument();
  });

  it('folds the links behind a Menu button on narrow screens: focus moves in, Escape and a choice close it', async () => {
    await signInAs(STAFF_USER, { role: 'admin' });
    renderAt('/admin');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'staff-menu');
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(document.getElementById('staff-menu')).toContainElement(nav);

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('link', { name: 'Activity' }));
    expect(await screen.findByRole('heading', { name: 'Activity page' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
