import * as z from 'zod/mini';
import { coverCheck, coverShape } from '@/components/editor/cover-schema';
import { SaveProblem } from '@/components/editor/save-problem';
import { coverColumns, coverFormValues } from '@/lib/cover-columns';
import type { BlogPost } from '../api/blog-posts';
import { churchLocalToIso, isoToChurchLocal } from '@/lib/church-time';
import { slugProblem } from './post-slug';
import { postStatus } from './post-status';

// The blog post editor's values, rules and row (issue 23 item 2; docs/decisions/0031, 0034):
// pure helpers, so that the rules are tested without a browser.

/** What a Save button of the post editor does with `published_at`. */
export type PostSaveAction = 'save' | 'draft' | 'publish' | 'schedule' | 'unpublish';

/** Tags as typed ('prayer, growth') to the column's array: trimmed, blanks and repeats dropped. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** An optional Spanish text (decision 0055): the English column's limit, blank allowed. */
const spanishText = (max: number) =>
  z
    .string()
    .check(
      z.refine((text) => text.trim().length <= max, `Use at most ${max.toLocaleString('en-US')} characters.`),
    );

/**
 * The post editor's rules (the table's checks). The Spanish title, excerpt and body are optional,
 * with the English limits (decision 0055).
 *
 * @param hasCoverFile - whether a cover file is chosen (files stay outside the form's values).
 */
export function postFormSchema(hasCoverFile: () => boolean = () => false) {
  return z
    .object({
      title: z.string().check(
        z.refine((text) => text.trim() !== '', 'Enter a title.'),
        z.refine((text) => text.trim().length <= 200, 'Use at most 200 characters.'),
      ),
      slug: z.string().check(
        z.refine((slug) => slugProblem(slug) === null, {
          error: (issue) => slugProblem(String(issue.input)) ?? undefined,
        }),
      ),
      excerpt: z.string().check(z.refine((text) => text.length <= 1000, 'Use at most 1000 characters.')),
      tags: z.string().check(z.refine((text) => splitTags(text).length <= 30, 'Use at most 30 tags.')),
      author_name: z.string().check(z.refine((text) => text.length <= 120, 'Use at most 120 characters.')),
      ...coverShape,
      content: z.string().check(
        z.refine((text) => text.trim() !== '', 'Write the post.'),
        z.refine((text) => text.length <= 100_000, 'Use at most 100,000 characters.'),
      ),
      publishAt: z.string(),
      title_es: spanishText(200),
      excerpt_es: spanishText(1000),
      content_es: spanishText(100_000),
    })
    .check(coverCheck(hasCoverFile));
}

/** The editor's values: text as typed, tags comma-separated, the publish time at the church. */
export type PostFormValues = z.infer<ReturnType<typeof postFormSchema>>;

/** The form's values of a stored post, or of a new one. */
export function postFormValues(post: BlogPost | null): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    tags: post?.tags.join(', ') ?? '',
    author_name: post?.author_name ?? '',
    ...coverFormValues(post),
    content: post?.content ?? '',
    publishAt:
      post && postStatus(post.published_at) === 'scheduled' ? isoToChurchLocal(post.published_at) : '',
    title_es: post?.title_es ?? '',
    excerpt_es: post?.excerpt_es ?? '',
    content_es: post?.content_es ?? '',
  };
}

/**
 * `published_at` of a save: none for a draft or Unpublish, now for Publish now, the chosen
 * church time for Schedule (or Save of a scheduled post), else the stored one.
 *
 * @throws {SaveProblem} at `publishAt` when a schedule's time is missing or not in the future.
 */
export function publishedAtFor(
  action: PostSaveAction,
  values: Pick<PostFormValues, 'publishAt'>,
  current: Pick<BlogPost, 'published_at'> | null,
  now = new Date(),
): string | null {
  if (action === 'draft' || action === 'unpublish') return null;
  if (action === 'publish') return now.toISOString();
  const scheduled = current ? postStatus(current.published_at, now) === 'scheduled' : false;
  if (action === 'schedule' || (action === 'save' && scheduled)) {
    const at = churchLocalToIso(values.publishAt);
    if (!at || new Date(at).getTime() <= now.getTime()) {
      throw new SaveProblem('Choose a date and time in the future.', 'publishAt');
    }
    return at;
  }
  return current?.published_at ?? null;
}

/**
 * The columns a save writes (the Spanish ones null when blank).
 *
 * @param uploadedCover - the path of a cover uploaded with this save.
 */
export function postFields(
  values: PostFormValues,
  publishedAt: string | null,
  uploadedCover?: string | null,
) {
  return {
    title: values.title.trim(),
    slug: values.slug,
    excerpt: values.excerpt.trim() || null,
    content: values.content,
    author_name: values.author_name.trim() || null,
    tags: splitTags(values.tags),
    published_at: publishedAt,
    // Blank Spanish is no Spanish (decision 0055); the body is kept as typed, like the English.
    title_es: values.title_es.trim() || null,
    excerpt_es: values.excerpt_es.trim() || null,
    content_es: values.content_es.trim() ? values.content_es : null,
    ...coverColumns(values, uploadedCover),
  };
}
