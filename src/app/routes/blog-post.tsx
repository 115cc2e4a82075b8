import { useParams } from 'react-router-dom';
import { BlogPostArticle } from '@/features/blog/components/blog-post-article';

/**
 * One post (spec §2 "/pastors-corner/blog/{slug}"). The only route that loads the Markdown
 * renderer.
 */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-14 sm:px-6 md:pt-32 md:pb-20">
      <BlogPostArticle slug={slug} />
    </div>
  );
}
