import { screen, within } from '@testing-library/react';
import { answerTable, failTable, holdTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { APP_OWN_ELEMENTS, findActiveContent, XSS_PAYLOADS } from '@/testing/xss-payloads';
import { blogPost, LONG_CONTENT } from '../testing/blog-post-fixtures';
import { BlogPostList } from './blog-post-list';

describe('BlogPostList (/pastors-corner/blog)', () => {
  it('shows skeleton cards while loading', () => {
    holdTable('pastor_blog_posts');
    renderWithProviders(<BlogPostList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts');
  });

  it('shows every post as a card, with the first 150 characters when there is no excerpt', async () => {
    answerTable('pastor_blog_posts', [
      blogPost('a'),
      blogPost('b', { excerpt: null, content: LONG_CONTENT, author_name: null }),
    ]);
    renderWithProviders(<BlogPostList />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [a, b] = cards as [HTMLElement, HTMLElement];
    expect(within(a).getByRole('heading', { level: 2, name: 'Post a' })).toBeInTheDocument();
    expect(within(a).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/pastors-corner/blog/post-a',
    );
    expect(
      within(b).getByText(
        'Love that shows up When we opened the parking lot for the food drive, the line was already around the block. More than 120 volunteers served 300 famil...',
      ),
    ).toBeInTheDocument();
    expect(within(b).queryByText('Pastor Samuel Adeyemi')).not.toBeInTheDocument();
  });

  it("shows 'No Blog Posts Yet' when there are none", async () => {
    answerTable('pastor_blog_posts', []);
    renderWithProviders(<BlogPostList />);
    expect(await screen.findByRole('heading', { name: 'No Blog Posts Yet' })).toBeInTheDocument();
  });

  it("shows 'No Blog Posts Yet' when the read fails", async () => {
    failTable('pastor_blog_posts');
    renderWithProviders(<BlogPostList />);
    expect(await screen.findByRole('heading', { name: 'No Blog Posts Yet' })).toBeInTheDocument();
  });

  it('shows titles and excerpts carrying the XSS payloads as text', async () => {
    answerTable(
      'pastor_blog_posts',
      XSS_PAYLOADS.map((p, i) =>
        blogPost(String(i), { title: p.payload, excerpt: i % 2 ? p.payload : null, content: p.payload }),
      ),
    );
    const { container } = renderWithProviders(<BlogPostList />);
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('heading', { name: "<script>alert('XSS')</script>" })).toBeInTheDocument();
    // Cover images are the only images, and they are ours.
    expect(findActiveContent(container, APP_OWN_ELEMENTS)).toEqual([]);
  });
});
