import { useQuery } from '@tanstack/react-query';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Empty } from '@/components/ui/empty';
import { getLocale } from '@/lib/i18n/locale';
import { blogMessages } from '@/i18n/blog';
import { useMessages } from '@/lib/i18n/messages';
import { blogPostQueries } from '../api/blog-posts';
import { EXCERPT_LENGTH } from '../utils/plain-text';
import { BLOG_CARD_SKELETON_LINES, BlogPostCard } from './blog-post-card';

/** Cards whose covers load at once: the first row on wide screens (the largest paint on phones). */
const EAGER_COVERS = 3;
/**
 * Every published post, newest first (spec §2 "/pastors-corner/blog"), as cards with a
 * 150-character plain-text excerpt fallback and 'Read More'. Empty state 'No Blog Posts Yet';
 * a failed read is logged by the query cache and shows that empty list (spec §8).
 */
export function BlogPostList() {
  const posts = useQuery(blogPostQueries.list(getLocale()));
  const m = useMessages(blogMessages);
  if (posts.isPending) {
    return (
      <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{m.loading}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <CardSkeleton key={index} lines={BLOG_CARD_SKELETON_LINES} />
        ))}
      </div>
    );
  }
  const rows = posts.data ?? [];
  if (rows.length === 0) {
    return <Empty title={m.emptyTitle} description={m.emptyText} headingLevel={2} />;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((post, index) => (
        <li key={post.id}>
          <BlogPostCard
            post={post}
            excerptLength={EXCERPT_LENGTH.list}
            headingLevel={2}
            eager={index < EAGER_COVERS}
          />
        </li>
      ))}
    </ul>
  );
}
