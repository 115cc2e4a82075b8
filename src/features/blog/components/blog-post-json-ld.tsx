import { JsonLd } from '@/components/seo/json-ld';
import type { BlogPost } from '../api/blog-posts';
import { blogPostingJsonLd } from '../utils/json-ld';

/** The post's schema.org `BlogPosting` ({@link blogPostingJsonLd}), as JSON-LD. */
export function BlogPostJsonLd({ post, url, imageUrl }: { post: BlogPost; url: string; imageUrl?: string }) {
  return <JsonLd data={blogPostingJsonLd(post, url, imageUrl)} />;
}
