import { screen, within } from '@testing-library/react';
import { answerTable, failTable, holdTable, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { blogPost, LONG_CONTENT } from '../testing/blog-post-fixtures';
import { LatestPosts } from './latest-posts';

describe('LatestPosts (blog tab)', () => {
  it('shows 3 skeleton cards while loading', () => {
    holdTable('pastor_blog_posts');
    renderWithProviders(<LatestPosts />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts');
  });

  it('asks for the 3 newest published posts', async () => {
    const requests: URL[] = [];
    const { server } = await import('@/testing/msw');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/pastor_blog_posts`, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<LatestPosts />);
    await screen.findByRole('heading', { name: 'No Blog Posts Yet' });
    const params = requests[0]?.searchParams;
    expect(params?.get('limit')).toBe('3');
    expect(params?.get('order')).toBe('published_at.desc');
    expect(params?.get('published_at')).toMatch(/^lte\.\d{4}-\d{2}-\d{2}T/);
  });

  it('shows the posts with cover, author, date, excerpt and Read More, then View All Posts', async () => {
    answerTable('pastor_blog_posts', [
      blogPost('a'),
      blogPost('b', { excerpt: null, content: LONG_CONTENT }),
      blogPost('c', {
        excerpt: '',
        content: '**Short** post',
        cover_image_source_type: 'url',
        cover_image_external_url: 'https://img.example/c.jpg',
        cover_image_path: null,
      }),
    ]);
    renderWithProviders(<LatestPosts />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [a, b, c] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(a).getByRole('heading', { name: 'Post a' })).toBeInTheDocument();
    expect(within(a).getByRole('img', { name: 'Cover image for Post a' })).toHaveAttribute(
      'src',
      `${SUPABASE_URL}/storage/v1/object/public/blog-post-covers/a.webp`,
    );
    expect(within(a).getByText('Pastor Samuel Adeyemi')).toBeInTheDocument();
    expect(within(a).getByText('November 10, 2026')).toBeInTheDocument();
    expect(within(a).getByText('Excerpt of a')).toBeInTheDocument();
    expect(within(a).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/pastors-corner/blog/post-a',
    );
    // No excerpt: the first 80 characters of the content as plain text.
    expect(
      within(b).getByText(
        'Love that shows up When we opened the parking lot for the food drive, the line w...',
      ),
    ).toBeInTheDocument();
    expect(within(c).getByText('Short post')).toBeInTheDocument();
    expect(within(c).getByRole('img')).toHaveAttribute('src', 'https://img.example/c.jpg');
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute(
      'href',
      '/pastors-corner/blog',
    );
  });

  it('shows the empty state when there are no posts', async () => {
    answerTable('pastor_blog_posts', []);
    renderWithProviders(<LatestPosts />);
    expect(await screen.findByRole('heading', { name: 'No Blog Posts Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Posts' })).toBeInTheDocument();
  });

  it('shows the empty state when the read fails', async () => {
    failTable('pastor_blog_posts');
    renderWithProviders(<LatestPosts />);
    expect(await screen.findByRole('heading', { name: 'No Blog Posts Yet' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
