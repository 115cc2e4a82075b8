import type { BlogPost } from '../api/blog-posts';
import { blogPostingJsonLd, serializeJsonLd } from '../utils/json-ld';

/**
 * The post's schema.org `BlogPosting` as a React element: a `<script type="application/ld+json">`
 * whose text React sets as data (never as HTML) and which browsers never run.
 */
export function BlogPostJsonLd({ post, url, imageUrl }: { post: BlogPost; url: string; imageUrl?: string }) {
  return (
    <script type="application/ld+json">{serializeJsonLd(blogPostingJsonLd(post, url, imageUrl))}</script>
  );
}
