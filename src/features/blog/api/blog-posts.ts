import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A `pastor_blog_posts` row (spec §3). */
export type BlogPost = Tables<'pastor_blog_posts'>;

/** Posts on the Pastor's Corner blog tab (spec §9). */
export const LATEST_POST_LIMIT = 3;

/**
 * Reads the published posts (spec §4, §7): `published_at` at most now, newest first. The row
 * policy hides drafts and scheduled posts from visitors as well; the filter keeps the call the
 * same for a signed-in staff member, who may read every row.
 *
 * @param limit - at most this many posts (3 on the blog tab); all when omitted (the list page).
 * @throws the PostgREST error when the read fails (the views then show the empty list, spec §8).
 */
export async function listPublishedPosts(limit?: number): Promise<BlogPost[]> {
  let query = db
    .from('pastor_blog_posts')
    .select('*')
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false });
  if (limit !== undefined) query = query.limit(limit);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

/**
 * Reads one published post by its slug (spec §7).
 *
 * @param slug - the URL segment of `/pastors-corner/blog/{slug}`.
 * @returns the post, or `null` when no published post has that slug (missing, draft or
 *   scheduled: the page shows 'Post Not Found').
 * @throws the PostgREST error when the read fails.
 */
export async function getPublishedPost(slug: string): Promise<BlogPost | null> {
  const { data, error } = await db
    .from('pastor_blog_posts')
    .select('*')
    .eq('slug', slug)
    .lte('published_at', new Date().toISOString())
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Query-key factory of `pastor_blog_posts`. */
export const blogPostQueries = {
  all: () => ['pastor_blog_posts'] as const,
  list: () =>
    queryOptions({
      queryKey: [...blogPostQueries.all(), 'list'] as const,
      queryFn: () => listPublishedPosts(),
    }),
  latest: () =>
    queryOptions({
      queryKey: [...blogPostQueries.all(), 'latest', LATEST_POST_LIMIT] as const,
      queryFn: () => listPublishedPosts(LATEST_POST_LIMIT),
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...blogPostQueries.all(), 'detail', slug] as const,
      queryFn: () => getPublishedPost(slug),
    }),
};
