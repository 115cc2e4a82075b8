import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AdminPostList } from './admin-post-list';
import { post } from './test-posts';

const POSTS = [
  post({ id: 'p-1', title: 'Rooted in Prayer', published_at: '2026-01-04T15:00:00Z' }),
  post({
    id: 'p-2',
    title: 'Gathering',
    slug: 'gathering',
    published_at: '2026-01-02T15:00:00Z',
    title_es: 'Reunirnos',
    content_es: 'Nos reunimos.',
    needs_spanish: false,
  }),
];

describe('AdminPostList', () => {
  beforeEach(() => signInAs(STAFF_USER));
  afterEach(signOutTestUser);

  it("'Needs Spanish' keeps the posts whose English has no Spanish, in the address", async () => {
    answerTable('pastor_blog_posts', POSTS);
    renderWithProviders(<AdminPostList />, { route: '/admin/blog?tab=published' });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: 'Gathering' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Rooted in Prayer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Needs Spanish' }));
    expect(within(panel).queryByRole('link', { name: 'Gathering' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Rooted in Prayer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Published/ })).toHaveTextContent('Published (1)');
  });

  it('reads the filter from the address (?spanish=missing) and clears it', async () => {
    answerTable('pastor_blog_posts', [POSTS[1]!]);
    renderWithProviders(<AdminPostList />, { route: '/admin/blog?tab=published&spanish=missing' });
    expect(await screen.findByText('No posts need Spanish here.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Needs Spanish' })).toBeChecked();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByRole('link', { name: 'Gathering' })).toBeInTheDocument();
  });
});
