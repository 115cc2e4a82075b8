import type { ContentLanguage } from '@/lib/localized';
import { type KeywordFields, keywordTokens, matchesKeywords, sermonHaystack } from './keywords';

/** The sermon columns the archive filters on (spec §3 `sermons`). */
export interface FilterableSermon extends KeywordFields {
  id: string;
  /** The language it was preached in (`sermons.language`). */
  language?: ContentLanguage;
}

/** The sermon columns whose passages a reference search reads (spec §3 `sermons`). */
export type PassageFields = Pick<KeywordFields, 'title' | 'description' | 'scripture_references'>;

/**
 * A query's passage condition, built by `createPassageSearch` of `./passages` (loaded on demand
 * because the reference parser is large).
 */
export interface PassageSearch {
  /** Words of the query outside its references, still matched as keywords. */
  remainder: string;
  matches(sermon: PassageFields): boolean;
}

/** The archive's filters as they stand in the address (`?q=&speaker=&series=&language=`). */
export interface SermonFilters {
  q: string;
  /** Exact `speaker`; '' for 'All Speakers'. */
  speaker: string;
  /** Exact `series`; '' for 'All Series'. */
  series: string;
  /** The language preached in (issue 43 item 5); '' or absent for every language. */
  language?: ContentLanguage | '';
}

const haystacks = new WeakMap<KeywordFields, string>();

function haystackOf(sermon: KeywordFields): string {
  let haystack = haystacks.get(sermon);
  if (haystack === undefined) {
    haystack = sermonHaystack(sermon);
    haystacks.set(sermon, haystack);
  }
  return haystack;
}

/**
 * Applies the archive's search and filters on the client (spec §7: the archive reads every
 * sermon, "the client filters"). Speaker, series and language must match exactly; the query's words must
 * all occur (see `matchesKeywords`), and when `passages` is given, the sermon must also be about
 * an overlapping passage.
 *
 * @param passages - the query's passage condition, or `null` for a plain keyword query, in which
 *   case the whole query is matched as keywords.
 * @returns the matching sermons in their original order.
 */
export function filterSermons<T extends FilterableSermon>(
  sermons: readonly T[],
  filters: SermonFilters,
  passages: PassageSearch | null = null,
): T[] {
  const tokens = keywordTokens(passages ? passages.remainder : filters.q);
  return sermons.filter(
    (sermon) =>
      (!filters.speaker || sermon.speaker === filters.speaker) &&
      (!filters.series || sermon.series === filters.series) &&
      (!filters.language || sermon.language === filters.language) &&
      (!passages || passages.matches(sermon)) &&
      matchesKeywords(tokens, haystackOf(sermon)),
  );
}

/**
 * The distinct non-blank values of a column, sorted alphabetically, for the speaker and series
 * menus ('All Speakers' / 'All Series' plus each value found in the data, spec §2).
 *
 * @param selected - a value chosen in the address; kept in the list even when no sermon has it,
 *   so that the menu shows what is actually filtered.
 */
export function distinctValues(values: readonly (string | null)[], selected = ''): string[] {
  const set = new Set(values.filter((value): value is string => !!value?.trim()));
  if (selected) set.add(selected);
  return [...set].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
}
