import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../api/blog-posts';
import { jsonLdText } from '@/components/seo/json-ld';
import { blogPostingJsonLd } from './json-ld';

const post: BlogPost = {
  id: '1',
  title: 'Rooted in Prayer',
  slug: 'rooted-in-prayer',
  excerpt: null,
  content: '## Why prayer comes first\n\nEvery tree has **deep roots**.',
  published_at: '2026-10-15T14:00:00+00:00',
  cover_image_path: 'rooted.webp',
  cover_image_source_type: 'upload',
  cover_image_external_url: null,
  cover_image_width: null,
  cover_image_height: null,
  author_name: 'Pastor Samuel Adeyemi',
  tags: ['prayer', 'discipleship'],
  version: 1,
  title_es: null,
  excerpt_es: null,
  content_es: null,
  needs_spanish: true,
};

describe('blogPostingJsonLd', () => {
  it('describes the post as a schema.org BlogPosting', () => {
    expect(
      blogPostingJsonLd(
        post,
        'https://church.example/pastors-corner/blog/rooted-in-prayer',
        'https://cdn.example/c.webp',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Rooted in Prayer',
      description: 'Why prayer comes first Every tree has deep roots.',
      datePublished: '2026-10-15T14:00:00+00:00',
      author: { '@type': 'Person', name: 'Pastor Samuel Adeyemi' },
      image: 'https://cdn.example/c.webp',
      keywords: 'prayer, discipleship',
      url: 'https://church.example/pastors-corner/blog/rooted-in-prayer',
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://church.example/pastors-corner/blog/rooted-in-prayer',
      },
    });
  });

  it('leaves out what the post does not have', () => {
    const json = JSON.parse(
      jsonLdText(
        blogPostingJsonLd(
          { ...post, author_name: null, tags: [], excerpt: 'Short.' },
          'https://x.example/',
          undefined,
        ),
      ),
    ) as Record<string, unknown>;
    expect(json).not.toHaveProperty('author');
    expect(json).not.toHaveProperty('keywords');
    expect(json).not.toHaveProperty('image');
    expect(json.description).toBe('Short.');
  });
});
