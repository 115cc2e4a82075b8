import { slugify } from '@/lib/text';

/** The longest slug `pastor_blog_posts.slug` accepts. */
export const MAX_SLUG_LENGTH = 200;

/** The slug rule of `pastor_blog_posts.slug`: lowercase words of a-z and 0-9 joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The slug a post's title suggests (issue 23, the blog editor): the title through the site's
 * `slugify` (accents dropped, lowercase, words joined by single hyphens), cut to
 * {@link MAX_SLUG_LENGTH} characters without a trailing hyphen.
 *
 * @example slugFromTitle('Grace & Peace: Week 1!') === 'grace-peace-week-1'
 * @returns the slug; '' when the title has no letters or digits.
 */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/**
 * Why a slug cannot be saved, in the editor's words, or `null` when it fits the database's
 * check (`^[a-z0-9]+(-[a-z0-9]+)*$`, at most 200 characters). Whether another post already has it
 * is asked of the database separately.
 *
 * @param slug - the slug as typed (surrounding spaces are not trimmed: they are an error).
 */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'Enter a slug.';
  if (slug.length > MAX_SLUG_LENGTH) return `Use at most ${MAX_SLUG_LENGTH} characters.`;
  if (!SLUG_PATTERN.test(slug)) {
    return 'Use lowercase letters, digits and single hyphens between words (for example grace-and-peace).';
  }
  return null;
}

/** What the editor says when another post has the slug (found before saving, or by the database). */
export const SLUG_TAKEN_MESSAGE = 'Another post already uses this slug. Choose another one.';
