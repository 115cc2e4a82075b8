/**
 * Long date of a post, e.g. 'November 21, 2026' ('21 de noviembre de 2026' on a Spanish page; a
 * `formatDate` style, `@/lib/dates`): on the post cards and on the post's own page. Kept apart
 * from the card component so that the post's page does not download the card.
 */
export const POST_DATE_STYLE = 'long';
