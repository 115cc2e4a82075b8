import { markdownToPlainText } from './plain-text';
import type { BlogPost } from '../api/blog-posts';

/**
 * schema.org `BlogPosting` (https://schema.org/BlogPosting) of a post, for search engines.
 *
 * @param post - the published post.
 * @param url - the post's absolute address.
 * @param imageUrl - its cover's absolute address, if it has one.
 * @returns the JSON-LD object; undefined fields are left out by `JSON.stringify`.
 */
export function blogPostingJsonLd(post: BlogPost, url: string, imageUrl: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt?.trim() || markdownToPlainText(post.content).slice(0, 200) || undefined,
    datePublished: post.published_at ?? undefined,
    author: post.author_name ? { '@type': 'Person', name: post.author_name } : undefined,
    image: imageUrl,
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">` element: `<`, `>` and `&` are
 * written as Unicode escapes, so no value (a title such as `</script><script>...`) can end the
 * element early even when the page is rendered to HTML; JSON readers decode them unchanged.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
