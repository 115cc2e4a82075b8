import { queryOptions } from '@tanstack/react-query';
import { localizeRow, type ContentLanguage, type Localized } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A `pastor_blog_posts` row (spec §3). */
export type BlogPost = Tables<'pastor_blog_posts'>;

/**
 * A published post as the public pages read it: title, excerpt and content in the page's
 * language where they have it, `textLanguages` saying which (docs/decisions/0055).
 */
export type PublishedPost = Localized<BlogPost, 'title' | 'excerpt' | 'content'>;

/**
 * A post as the pages show it: a published one read for the page's language, or a staff member's
 * draft preview (plain row, English).
 */
export type ShownPost = BlogPost & Partial<Pick<PublishedPost, 'textLanguages' | 'hasSpanish'>>;

const POST_TEXTS = ['title', 'excerpt', 'content'] as const;

/** Posts on the Pastor's Corner blog tab (spec §9). */
export const LATEST_POST_LIMIT = 3;

/**
 * Reads the published posts (spec §4, §7): `published_at` at most now, newest first. The row
 * policy hides drafts and scheduled posts from visitors as well; the filter keeps the call the
 * same for a signed-in staff member, who may read every row.
 *
 * @param limit - at most this many posts (3 on the blog tab); all when omitted (the list page).
 * @param language - the page's language (default English).
 * @throws the PostgREST error when the read fails (the views then show the empty list, spec §8).
 */
export async function listPublishedPosts(
  limit?: number,
  language: ContentLanguage = 'en',
): Promise<PublishedPost[]> {
  let query = db
    .from('pastor_blog_posts')
    .select('*')
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false });
  if (limit !== undefined) query = query.limit(limit);
  const { data, error } = await query;
  if (error) throw error;
  return data.map((post) => localizeRow(post, POST_TEXTS, language));
}

/**
 * Reads one published post by its slug (spec §7).
 *
 * @param slug - the URL segment of `/pastors-corner/blog/{slug}`.
 * @returns the post, or `null` when no published post has that slug (missing, draft or
 *   scheduled: the page shows 'Post Not Found').
 * @param language - the page's language (default English).
 * @throws the PostgREST error when the read fails.
 */
export async function getPublishedPost(
  slug: string,
  language: ContentLanguage = 'en',
): Promise<PublishedPost | null> {
  const { data, error } = await db
    .from('pastor_blog_posts')
    .select('*')
    .eq('slug', slug)
    .lte('published_at', new Date().toISOString())
    .maybeSingle();
  if (error) throw error;
  return data ? localizeRow(data, POST_TEXTS, language) : null;
}

/** Query-key factory of `pastor_blog_posts`. */
export const blogPostQueries = {
  all: () => ['pastor_blog_posts'] as const,
  list: (language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...blogPostQueries.all(), 'list', language] as const,
      queryFn: () => listPublishedPosts(undefined, language),
    }),
  latest: (language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...blogPostQueries.all(), 'latest', LATEST_POST_LIMIT, language] as const,
      queryFn: () => listPublishedPosts(LATEST_POST_LIMIT, language),
    }),
  detail: (slug: string, language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...blogPostQueries.all(), 'detail', slug, language] as const,
      queryFn: () => getPublishedPost(slug, language),
    }),
};
