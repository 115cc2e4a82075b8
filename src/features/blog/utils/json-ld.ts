import type { BlogPosting, WithContext } from 'schema-dts';
import { markdownToPlainText } from './plain-text';
import type { BlogPost } from '../api/blog-posts';

/**
 * schema.org `BlogPosting` (https://schema.org/BlogPosting) of a post, for search engines.
 *
 * @param post - the published post.
 * @param url - the post's absolute address.
 * @param imageUrl - its cover's absolute address, if it has one.
 * @returns the JSON-LD object (rendered by `JsonLd` of `@/components/seo/json-ld`); undefined
 *   fields are left out by `JSON.stringify`.
 */
export function blogPostingJsonLd(
  post: BlogPost,
  url: string,
  imageUrl: string | undefined,
): WithContext<BlogPosting> {
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
