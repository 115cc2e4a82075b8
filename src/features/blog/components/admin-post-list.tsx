import { useQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { Link } from 'react-router-dom';
import { ListFilters, NEEDS_SPANISH_PARAM, NeedsSpanishFilter } from '@/components/admin/list-filters';
import { ListFrame } from '@/components/admin/list-frame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useListParams } from '@/hooks/use-list-params';
import { useTabParam } from '@/hooks/use-tab-param';
import { staffPostQueries, type BlogPost } from '../api/admin-blog-posts';
import { formatChurchDateTime } from '@/lib/church-time';
import { POST_STATUS_LABELS, postStatus, type PostStatus } from '../utils/post-status';

const STATUSES: readonly PostStatus[] = ['draft', 'scheduled', 'published'];

const EMPTY: Record<PostStatus, string> = {
  draft: 'No drafts.',
  scheduled: 'No scheduled posts.',
  published: 'No published posts yet.',
};

function parseStatus(value: string | null): PostStatus {
  return STATUSES.includes(value as PostStatus) ? (value as PostStatus) : 'draft';
}

function PostRows({ posts, status }: { posts: readonly BlogPost[]; status: PostStatus }) {
  return (
    <ul className="grid gap-3">
      {posts.map((post) => (
        <li key={post.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <Link
            to={`/admin/blog/${post.id}`}
            className="font-serif text-lg font-bold text-brand-800 underline-offset-4 hover:underline"
          >
            {post.title}
          </Link>
          <p className="mt-1 text-sm text-slate-700">
            /{post.slug}
            {status === 'scheduled' ? ` · publishes ${formatChurchDateTime(post.published_at!)}` : ''}
            {status === 'published'
              ? ` · published ${formatChurchDateTime(post.published_at!, { withTime: false })}`
              : ''}
            {post.author_name ? ` · ${post.author_name}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** 'Needs Spanish' of the address (`?spanish=missing`, decision 0055). */
function readPostFilters(params: URLSearchParams): { spanish: string } {
  return { spanish: params.get(NEEDS_SPANISH_PARAM) === 'missing' ? 'missing' : '' };
}

/**
 * The posts of each status (with `needsSpanish`, only those whose `needs_spanish` is true);
 * scheduled posts come soonest first.
 */
function postsByStatus(
  posts: readonly BlogPost[],
  now: Date,
  needsSpanish: boolean,
): Record<PostStatus, BlogPost[]> {
  const shown = needsSpanish ? posts.filter((post) => post.needs_spanish) : posts;
  const byStatus = Object.fromEntries(
    STATUSES.map((status) => [status, shown.filter((post) => postStatus(post.published_at, now) === status)]),
  ) as Record<PostStatus, BlogPost[]>;
  byStatus.scheduled.reverse();
  return byStatus;
}

/**
 * The posts of /admin/blog in three tabs, Draft / Scheduled / Published (issue 23 item 2), the tab
 * kept in `?tab=` (Draft is the default), and 'Needs Spanish' (`?spanish=missing`, decision 0055)
 * keeping the posts with English text that has no Spanish. Each post links to its editor. A status is read from
 * `published_at` against the device's clock when the list loads. Loading, error and empty are
 * the staff list frame's (docs/decisions/0034).
 */
export function AdminPostList() {
  const posts = useQuery(staffPostQueries.list());
  const parse = useCallback(parseStatus, []);
  const [tab, selectTab] = useTabParam(parse, 'draft');
  const list = useListParams(readPostFilters);
  const needsSpanish = list.filters.spanish === 'missing';
  const id = useId();
  const byStatus = posts.data ? postsByStatus(posts.data, new Date(), needsSpanish) : undefined;

  return (
    <Tabs value={tab} onValueChange={selectTab} className="gap-4">
      <ListFilters label="Filter the posts">
        <NeedsSpanishFilter
          id={`${id}-spanish`}
          checked={needsSpanish}
          onChange={(checked) => list.update({ [NEEDS_SPANISH_PARAM]: checked ? 'missing' : '' })}
        />
      </ListFilters>
      <TabsList aria-label="Posts by status" className="justify-start">
        {STATUSES.map((status) => (
          <TabsTrigger key={status} value={status}>
            {POST_STATUS_LABELS[status]}
            {byStatus ? ` (${byStatus[status].length})` : ''}
          </TabsTrigger>
        ))}
      </TabsList>
      {STATUSES.map((status) => (
        <TabsContent key={status} value={status}>
          {status !== tab ? null : (
            <ListFrame
              query={posts}
              heading={POST_STATUS_LABELS[status]}
              loadingLabel="Loading the posts"
              errorText="Could not load the posts."
              count={(data) => postsByStatus(data, new Date(), needsSpanish)[status].length}
              empty={{ title: EMPTY[status] }}
              filteredEmpty={{ title: 'No posts need Spanish here.' }}
              filtered={list.filtered}
              onClear={list.clear}
            >
              {(data) => (
                <PostRows posts={postsByStatus(data, new Date(), needsSpanish)[status]} status={status} />
              )}
            </ListFrame>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
