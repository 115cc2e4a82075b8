import { useQuery } from '@tanstack/react-query';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';
import { getLocale } from '@/lib/i18n/locale';
import { blogPostQueries, LATEST_POST_LIMIT } from '../api/blog-posts';
import { EXCERPT_LENGTH } from '../utils/plain-text';
import { BLOG_CARD_SKELETON_LINES, BlogPostCard } from './blog-post-card';

/**
 * The blog tab of /pastors-corner (spec §2, §9): the latest 3 published posts as cards with an
 * 80-character plain-text excerpt fallback, and 'View All Posts' to /pastors-corner/blog. A
 * failed read is logged by the query cache and shows the empty state (spec §8).
 */
export function LatestPosts() {
  const posts = useQuery(blogPostQueries.latest(getLocale()));
  const rows = posts.data ?? [];
  return (
    <section aria-labelledby="latest-posts-heading" className="grid gap-8">
      <h2 id="latest-posts-heading" className="font-serif text-2xl font-bold text-brand-950">
        Latest From the Blog
      </h2>
      {posts.isPending ? (
        <div role="status" className="grid gap-6 md:grid-cols-3">
          <span className="sr-only">Loading blog posts</span>
          {Array.from({ length: LATEST_POST_LIMIT }, (_, index) => (
            <CardSkeleton key={index} lines={BLOG_CARD_SKELETON_LINES} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <Empty title="No Blog Posts Yet" description="Check back soon for words from our pastor." />
      ) : (
        <ul className="grid gap-6 md:grid-cols-3">
          {rows.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} excerptLength={EXCERPT_LENGTH.tab} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-center">
        <Link to="/pastors-corner/blog" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          View All Posts
        </Link>
      </div>
    </section>
  );
}
