/** Where a post is in publishing: its tab on /admin/blog. */
export type PostStatus = 'draft' | 'scheduled' | 'published';

/** How each status is named on the staff pages. */
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/**
 * A post's status from `published_at` (docs/decisions/0031): none is a draft, a time after `now`
 * is scheduled, otherwise published. The database's row policy makes the same comparison with
 * `now()`, so a scheduled post turns published by itself.
 *
 * @param publishedAt - the row's `published_at` (ISO timestamp) or null.
 * @param now - the moment to compare with (injectable for tests).
 */
export function postStatus(publishedAt: string | null, now: Date = new Date()): PostStatus {
  if (!publishedAt) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}
