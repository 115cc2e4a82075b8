/**
 * Long date of a post, e.g. 'November 21, 2026' (a `formatDate` pattern, `@/lib/dates`): on the
 * post cards and on the post's own page. Kept apart from the card component so that the post's
 * page does not download the card.
 */
export const POST_DATE_FORMAT = 'MMMM d, yyyy';
