import { queryOptions } from '@tanstack/react-query';
import { SaveProblem } from '@/components/editor/save-problem';
import { COVER_IMAGE_TYPES, COVER_MAX_BYTES, imageFileProblem } from '@/lib/cover-columns';
import { removeStagedObjects, uploadBucket } from '@/lib/staff-media';
import { staffDb, uploadObject } from '@/lib/supabase';
import { throwSaveError } from '@/lib/errors';
import { slugify } from '@/lib/text';
import type { TablesInsert } from '@/types/database.types';
import { postFields, publishedAtFor, type PostFormValues, type PostSaveAction } from '../utils/post-form';
import { SLUG_TAKEN_MESSAGE } from '../utils/post-slug';
import type { BlogPost } from './blog-posts';

// Staff reads and writes of the blog (issue 23 item 2, docs/decisions/0031) through `staffDb` as
// the signed-in user: the row policy shows admins and editors every post (drafts and scheduled
// ones too) and lets only them write. Loaded only by /admin pages and by the staff preview of a
// draft on the public post page (lazily, only with a stored session).

/**
 * The public bucket of uploaded blog covers (5 MiB, PNG/JPEG/GIF/WebP; supabase/config.toml). A
 * draft's or a scheduled post's cover is in its private twin `blog-post-covers-unpublished` until
 * the post is published (docs/decisions/0037).
 */
export const BLOG_COVER_BUCKET = 'blog-post-covers';
/** The cover bucket's size limit in bytes, shown before an upload (every cover bucket's). */
export const BLOG_COVER_MAX_BYTES = COVER_MAX_BYTES;
/** The image types the cover bucket accepts. */
export const BLOG_COVER_TYPES = COVER_IMAGE_TYPES;

/** The columns the blog editor writes. */
export type BlogPostFields = Pick<
  TablesInsert<'pastor_blog_posts'>,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'published_at'
  | 'author_name'
  | 'tags'
  | 'cover_image_source_type'
  | 'cover_image_path'
  | 'cover_image_external_url'
  | 'title_es'
  | 'excerpt_es'
  | 'content_es'
>;

/** A save refused because another post has the slug (the unique constraint, 23505). */
export class SlugTakenError extends Error {
  constructor() {
    super(SLUG_TAKEN_MESSAGE);
    this.name = 'SlugTakenError';
  }
}

/**
 * Every post, drafts and scheduled ones included, newest change of state first: drafts have no
 * `published_at` and come first, then by `published_at` descending.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function listAllPosts(): Promise<BlogPost[]> {
  const { data, error } = await staffDb
    .from('pastor_blog_posts')
    .select('*')
    .order('published_at', { ascending: false, nullsFirst: true })
    .order('title');
  if (error) throw error;
  return data;
}

/**
 * One post by id, whatever its status.
 *
 * @returns the post, or `null` when there is none with that id.
 * @throws the PostgREST error when the read fails.
 */
export async function getPostById(id: string): Promise<BlogPost | null> {
  const { data, error } = await staffDb.from('pastor_blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * Whether another post already has `slug` (the check before saving; the unique constraint is the
 * last word).
 *
 * @param exceptId - the edited post's id, which may keep its own slug.
 * @throws the PostgREST error when the read fails.
 */
export async function isSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
  let query = staffDb.from('pastor_blog_posts').select('id').eq('slug', slug);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query.limit(1);
  if (error) throw error;
  return data.length > 0;
}

function throwPostSaveError(error: { code?: string }): never {
  if (error.code === '23505') throw new SlugTakenError();
  throwSaveError(error);
}

/**
 * Creates a post.
 *
 * @returns the stored row (with its id and version 1).
 * @throws {SlugTakenError} when another post has the slug; the PostgREST error otherwise.
 */
export async function createPost(fields: BlogPostFields): Promise<BlogPost> {
  const { data, error } = await staffDb.from('pastor_blog_posts').insert(fields).select('*').single();
  if (error) throwPostSaveError(error);
  return data;
}

/**
 * Saves a post the editor read at `version` (docs/decisions/0020).
 *
 * @returns the stored row (version one more).
 * @throws {RowChangedError} when someone saved it since; {@link SlugTakenError} when another post
 *   has the slug; the PostgREST error otherwise.
 */
export async function updatePost(
  id: string,
  version: number,
  fields: Partial<BlogPostFields>,
): Promise<BlogPost> {
  const { data, error } = await staffDb
    .from('pastor_blog_posts')
    .update({ ...fields, version })
    .eq('id', id)
    .select('*')
    .single();
  if (error) throwPostSaveError(error);
  return data;
}

/**
 * Deletes a post and then its uploaded cover. The row goes first: a cover left behind by a failed
 * removal costs storage only, a row left without its cover would show a broken image.
 *
 * @throws the PostgREST error when the row cannot be deleted (the cover stays too).
 */
export async function deletePost(
  post: Pick<BlogPost, 'id' | 'cover_image_source_type' | 'cover_image_path'>,
) {
  const { error } = await staffDb.from('pastor_blog_posts').delete().eq('id', post.id);
  if (error) throw error;
  if (post.cover_image_source_type === 'upload' && post.cover_image_path) {
    await removeStagedObjects(BLOG_COVER_BUCKET, [post.cover_image_path]).catch(() => undefined);
  }
}

/** Why a cover file cannot be uploaded, or `null` when the bucket will take it. */
export function coverFileProblem(file: File): string | null {
  return imageFileProblem(file, BLOG_COVER_MAX_BYTES);
}

/**
 * Uploads a cover at `<slug>/<time>_<file name>`: to {@link BLOG_COVER_BUCKET} when the post is
 * public as it is saved (`published_at` passed), else to its private twin.
 *
 * @param publishedAt - the `published_at` the save stores (null for a draft).
 * @param onProgress - the fraction sent, 0 to 1.
 * @returns the stored path.
 * @throws {Error} naming the file when it is refused before upload; `StorageError` from Storage.
 */
export async function uploadCover(
  slug: string,
  file: File,
  publishedAt: string | null,
  onProgress?: (fraction: number) => void,
  now = Date.now(),
): Promise<string> {
  const problem = coverFileProblem(file);
  if (problem) throw new Error(problem);
  const dot = file.name.lastIndexOf('.');
  const base = slugify(dot > 0 ? file.name.slice(0, dot) : file.name) || 'cover';
  const extension =
    dot > 0
      ? file.name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  const path = `${slug || 'post'}/${now}_${base}${extension ? `.${extension}` : ''}`;
  const visible = publishedAt !== null && Date.parse(publishedAt) <= now;
  return uploadObject(uploadBucket(BLOG_COVER_BUCKET, visible), path, file, onProgress);
}

/**
 * Removes replaced covers, from the public bucket and its private twin; a failure leaves an
 * unused object, never breaks the save.
 */
export async function removeCovers(paths: readonly string[]): Promise<void> {
  await removeStagedObjects(BLOG_COVER_BUCKET, paths).catch(() => undefined);
}

/**
 * Saves the post editor's values (docs/decisions/0031, 0034): works out `published_at` for the
 * pressed button, checks that no other post has the slug, uploads a newly chosen cover, then
 * creates the post or updates it with the version the editor read. After the save the cover it
 * replaced is removed; when the save fails, the cover just uploaded is removed again.
 *
 * @param current - the post as the editor read it, or `null` for a new one.
 * @param uploadNewCover - uploads the chosen cover under the post's slug, into the bucket the
 *   saved `published_at` needs (public, or the private twin; docs/decisions/0037), and gives its
 *   path (with the editor's progress), or absent when no file is chosen.
 * @returns the stored post.
 * @throws {SaveProblem} at `publishAt` or `slug` (a schedule not in the future, a slug in use), or
 *   naming a cover that could not be uploaded; {@link RowChangedError} when someone saved the post
 *   since; the PostgREST error otherwise.
 */
export async function savePost(
  current: BlogPost | null,
  values: PostFormValues,
  action: PostSaveAction,
  uploadNewCover?: (slug: string, publishedAt: string | null) => Promise<string>,
): Promise<BlogPost> {
  const publishedAt = publishedAtFor(action, values, current);
  if (await isSlugTaken(values.slug, current?.id)) throw new SaveProblem(SLUG_TAKEN_MESSAGE, 'slug');
  const uploaded =
    values.coverSource === 'upload' && uploadNewCover ? await uploadNewCover(values.slug, publishedAt) : null;
  try {
    const fields = postFields(values, publishedAt, uploaded);
    const saved = current ? await updatePost(current.id, current.version, fields) : await createPost(fields);
    const oldCover = current?.cover_image_source_type === 'upload' ? current.cover_image_path : null;
    if (oldCover && oldCover !== saved.cover_image_path) void removeCovers([oldCover]);
    return saved;
  } catch (error) {
    if (uploaded) void removeCovers([uploaded]);
    if (error instanceof SlugTakenError) throw new SaveProblem(SLUG_TAKEN_MESSAGE, 'slug');
    throw error;
  }
}

/** Query-key factory of the staff blog reads; under the public `pastor_blog_posts` key. */
export const staffPostQueries = {
  all: () => ['pastor_blog_posts', 'staff'] as const,
  list: () => queryOptions({ queryKey: [...staffPostQueries.all(), 'list'] as const, queryFn: listAllPosts }),
  byId: (id: string) =>
    queryOptions({
      queryKey: [...staffPostQueries.all(), 'id', id] as const,
      queryFn: () => getPostById(id),
    }),
};

export type { BlogPost };
