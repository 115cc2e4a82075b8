/**
 * Shortens a text to at most `length` characters and appends '...' when it was cut
 * (spec §5 "Helper rules", §9: 20 characters for home locations, 25 in the list).
 * Trailing spaces before the ellipsis are dropped.
 *
 * @param text - any text; `null`/`undefined` give ''.
 * @param length - maximum number of characters kept before the ellipsis.
 * @returns the text unchanged when short enough, else the cut text plus '...'.
 */
export function truncate(text: string | null | undefined, length: number): string {
  if (!text) return '';
  if (text.length <= length) return text;
  return `${text.slice(0, Math.max(0, length)).trimEnd()}...`;
}

/**
 * Turns a text into a URL and storage-path safe slug (spec §5): lowercase ASCII letters and
 * digits separated by single hyphens, accents removed, no leading or trailing hyphen.
 *
 * @example slugify('Youth Camp 2024!') === 'youth-camp-2024'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Turns a slug back into capitalised words (spec §5), e.g. for an album title from its URL.
 *
 * @example unslugify('youth-camp-2024') === 'Youth Camp 2024'
 */
export function unslugify(slug: string): string {
  return titleCase(slug.split(/[-_\s]+/));
}

/**
 * Capitalises the first letter of each word and joins the words with single spaces; empty words
 * are dropped.
 *
 * @example titleCase(['friday', 'prayer']) === 'Friday Prayer'
 */
export function titleCase(words: readonly string[]): string {
  return words
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Longest meta description kept whole (search results show about 155–160 characters). */
export const SUMMARY_LENGTH = 160;

/**
 * A one-line summary for `<meta name="description">` and link previews: light Markdown marks
 * (`#`, `*`, `_`, `` ` ``, `>`, link brackets) and line breaks removed, spaces collapsed, cut to
 * {@link SUMMARY_LENGTH} characters with {@link truncate}.
 *
 * @param text - a description, excerpt or Markdown body; `null`/`undefined`/blank give `undefined`.
 */
export function summary(text: string | null | undefined): string | undefined {
  const plain = (text ?? '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain ? truncate(plain, SUMMARY_LENGTH) : undefined;
}
