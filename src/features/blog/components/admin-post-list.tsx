import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { ListFrame } from '@/components/admin/list-frame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
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

/** The posts of each status; scheduled posts come soonest first. */
function postsByStatus(posts: readonly BlogPost[], now: Date): Record<PostStatus, BlogPost[]> {
  const byStatus = Object.fromEntries(
    STATUSES.map((status) => [status, posts.filter((post) => postStatus(post.published_at, now) === status)]),
  ) as Record<PostStatus, BlogPost[]>;
  byStatus.scheduled.reverse();
  return byStatus;
}

/**
 * The posts of /admin/blog in three tabs, Draft / Scheduled / Published (issue 23 item 2), the tab
 * kept in `?tab=` (Draft is the default). Each post links to its editor. A status is read from
 * `published_at` against the device's clock when the list loads. Loading, error and empty are
 * the staff list frame's (docs/decisions/0034).
 */
export function AdminPostList() {
  const posts = useQuery(staffPostQueries.list());
  const parse = useCallback(parseStatus, []);
  const [tab, selectTab] = useTabParam(parse, 'draft');
  const byStatus = posts.data ? postsByStatus(posts.data, new Date()) : undefined;

  return (
    <Tabs value={tab} onValueChange={selectTab}>
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
              count={(data) => postsByStatus(data, new Date())[status].length}
              empty={{ title: EMPTY[status] }}
            >
              {(data) => <PostRows posts={postsByStatus(data, new Date())[status]} status={status} />}
            </ListFrame>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
