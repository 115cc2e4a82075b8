import { useQuery } from '@tanstack/react-query';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';
import { getLocale } from '@/lib/i18n/locale';
import { blogMessages } from '@/i18n/blog';
import { useMessages } from '@/lib/i18n/messages';
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
  const m = useMessages(blogMessages);
  return (
    <section aria-labelledby="latest-posts-heading" className="grid gap-8">
      <h2 id="latest-posts-heading" className="font-serif text-2xl font-bold text-brand-950">
        {m.latest}
      </h2>
      {posts.isPending ? (
        <div role="status" className="grid gap-6 md:grid-cols-3">
          <span className="sr-only">{m.loading}</span>
          {Array.from({ length: LATEST_POST_LIMIT }, (_, index) => (
            <CardSkeleton key={index} lines={BLOG_CARD_SKELETON_LINES} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <Empty title={m.emptyTitle} description={m.emptyText} />
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
          {m.viewAll}
        </Link>
      </div>
    </section>
  );
}
