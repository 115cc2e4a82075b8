/** The sermon columns that keyword search reads (spec §3 `sermons`). */
export interface KeywordFields {
  title: string;
  speaker: string;
  series: string | null;
  description: string | null;
  scripture_references: readonly string[];
}

/**
 * Folds text for case- and accent-insensitive comparison: Unicode compatibility decomposition
 * with combining marks removed ('Señor' -> 'senor'), lower case, and every run of characters
 * other than letters and digits turned into one space ('Spirit-Led' -> 'spirit led'), so that
 * punctuation typed or stored differently does not stop a match.
 *
 * @returns the folded text without leading or trailing spaces ('' for blank input).
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Splits a search query into folded words ({@link normaliseText}); an empty list means "no
 * keyword condition".
 */
export function keywordTokens(query: string): string[] {
  const folded = normaliseText(query);
  return folded ? folded.split(' ') : [];
}

/** The folded text of every searchable column of a sermon, joined by spaces. */
export function sermonHaystack(sermon: KeywordFields): string {
  return normaliseText(
    [
      sermon.title,
      sermon.speaker,
      sermon.series ?? '',
      sermon.description ?? '',
      ...sermon.scripture_references,
    ].join(' '),
  );
}

/**
 * Keyword search of the archive (issue "Search that understands keywords and passages"): every
 * word of the query must occur, as a whole word or a part of one, in the title, speaker, series,
 * description or scripture references, ignoring case and accents.
 *
 * @param tokens - the query's words from {@link keywordTokens}; none matches every sermon.
 * @param haystack - the sermon's {@link sermonHaystack}.
 */
export function matchesKeywords(tokens: readonly string[], haystack: string): boolean {
  return tokens.every((token) => haystack.includes(token));
}

/**
 * Whether a query may hold a Bible reference, decided without the passage parser so that the
 * parser is loaded only for such queries: a word of two or more letters followed by a number
 * ('rom 8', 'Psalm 23', '1 Cor 13', 'jn3:16'). A false positive ('Youth Camp 2024') only costs the
 * parser's download; the parser then finds no passage and keyword search applies.
 */
export function looksLikeReference(query: string): boolean {
  return /\p{L}{2,}\.?\s*\d/u.test(query);
}
