import type { BlogPost } from '../api/blog-posts';

/** A published post for component tests; override any column. */
export function blogPost(id: string, extra: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    excerpt: `Excerpt of ${id}`,
    content: `## Heading ${id}\n\nBody of **${id}**.`,
    published_at: '2026-11-10T15:00:00Z',
    cover_image_path: `${id}.webp`,
    cover_image_source_type: 'upload',
    cover_image_external_url: null,
    cover_image_width: null,
    cover_image_height: null,
    author_name: 'Pastor Samuel Adeyemi',
    tags: ['prayer'],
    version: 1,
    title_es: null,
    excerpt_es: null,
    content_es: null,
    needs_spanish: true,
    ...extra,
  };
}

/** Content longer than 150 characters once its markup is stripped. */
export const LONG_CONTENT =
  '## Love that shows up\n\nWhen we opened the parking lot for the food drive, the line was already around the block. **More than 120 volunteers** served 300 families in four hours.';
