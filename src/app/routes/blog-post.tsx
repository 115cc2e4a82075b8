import { useParams } from 'react-router-dom';
import { BlogPostArticle } from '@/features/blog/components/blog-post-article';

/**
 * One post (spec §2 "/pastors-corner/blog/{slug}"). The only route that loads the Markdown
 * parser.
 */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return <BlogPostArticle slug={slug} />;
}
