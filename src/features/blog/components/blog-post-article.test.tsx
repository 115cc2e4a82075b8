import { screen, waitFor, within } from '@testing-library/react';
import { answerTable, failTable, holdTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { APP_OWN_ELEMENTS, findActiveContent, XSS_PAYLOADS } from '@/testing/xss-payloads';
import { blogPost } from '../testing/blog-post-fixtures';
import { BlogPostArticle } from './blog-post-article';

const CONTENT = `## Why prayer comes first

Every tree has **deep roots**. It is *not* the last resort.

### Pray with others

Read [Matthew 18](https://www.biblegateway.com/passage/?search=Matthew+18).

Keep praying,
Pastor Samuel`;

describe('BlogPostArticle (/pastors-corner/blog/{slug})', () => {
  it('shows a skeleton while loading', () => {
    holdTable('pastor_blog_posts');
    renderWithProviders(<BlogPostArticle slug="rooted" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the post');
  });

  it('renders the post: title, author, date, light markup, tags, back link, document title and JSON-LD', async () => {
    answerTable('pastor_blog_posts', [
      blogPost('rooted', { title: 'Rooted in Prayer', content: CONTENT, tags: ['prayer', 'discipleship'] }),
    ]);
    const { container } = renderWithProviders(<BlogPostArticle slug="post-rooted" />);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Rooted in Prayer' })).toBeInTheDocument();
    expect(within(article).getByText('Pastor Samuel Adeyemi')).toBeInTheDocument();
    expect(within(article).getByText('November 10, 2026')).toBeInTheDocument();
    expect(
      await within(article).findByRole('heading', { level: 2, name: 'Why prayer comes first' }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 3, name: 'Pray with others' })).toBeInTheDocument();
    expect(article.querySelector('strong')).toHaveTextContent('deep roots');
    expect(article.querySelector('em')).toHaveTextContent('not');
    const link = within(article).getByRole('link', { name: /Matthew 18/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(article).getByRole('region', { name: 'Tags' })).toHaveTextContent('prayerdiscipleship');
    expect(within(article).getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/pastors-corner/blog',
    );
    await waitFor(() => expect(document.title).toBe('Rooted in Prayer | Our Church'));
    const jsonLd = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Rooted in Prayer',
      keywords: 'prayer, discipleship',
    });
  });

  it("shows 'Post Not Found' with a back link for a missing or unpublished post", async () => {
    answerTable('pastor_blog_posts', []);
    renderWithProviders(<BlogPostArticle slug="joyful-generosity" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/pastors-corner/blog',
    );
    await waitFor(() => expect(document.title).toBe('Post Not Found | Our Church'));
  });

  it('shows an error with a back link when the read fails', async () => {
    failTable('pastor_blog_posts');
    renderWithProviders(<BlogPostArticle slug="rooted" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load this post. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toBeInTheDocument();
  });

  it('keeps the XSS payloads inert in the title, tags, excerpt and content', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const all = XSS_PAYLOADS.map((p) => p.payload);
    answerTable('pastor_blog_posts', [
      blogPost('x', {
        title: all[0],
        excerpt: all.join(' '),
        content: all.join('\n\n'),
        tags: all,
        cover_image_source_type: null,
      }),
    ]);
    renderWithProviders(<BlogPostArticle slug="post-x" />);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      "<script>alert('XSS')</script>",
    );
    expect(within(article).getByRole('region', { name: 'Tags' }).querySelectorAll('li')).toHaveLength(20);
    expect(findActiveContent(article, APP_OWN_ELEMENTS)).toEqual([]);
    expect(article.querySelectorAll('img')).toHaveLength(1);
    expect(
      within(article)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/pastors-corner/blog']);
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
