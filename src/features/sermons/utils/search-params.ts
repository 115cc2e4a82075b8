import { isContentLanguage } from '@/lib/localized';
import type { SermonFilters } from './filter';
import { DEFAULT_SERMON_SORT, isSermonSort, type SermonSort } from './sort';

/** The archive's whole state as it lives in the address: `?q=&speaker=&series=&language=&sort=`. */
export interface SermonSearchState extends SermonFilters {
  sort: SermonSort;
}

/**
 * Reads the archive state from the address. Missing values mean 'everything'; an unknown sort
 * falls back to `date_desc` (spec §4 default).
 */
export function readSermonSearch(params: URLSearchParams): SermonSearchState {
  const sort = params.get('sort');
  const language = params.get('language');
  return {
    q: params.get('q') ?? '',
    speaker: params.get('speaker') ?? '',
    series: params.get('series') ?? '',
    language: isContentLanguage(language) ? language : '',
    sort: isSermonSort(sort) ? sort : DEFAULT_SERMON_SORT,
  };
}

/**
 * Writes the archive state back as search parameters, leaving out defaults so that the plain
 * archive stays at `/sermons` and a shared link carries only what was chosen.
 */
export function writeSermonSearch(state: SermonSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.speaker) params.set('speaker', state.speaker);
  if (state.series) params.set('series', state.series);
  if (state.language) params.set('language', state.language);
  if (state.sort !== DEFAULT_SERMON_SORT) params.set('sort', state.sort);
  return params;
}

/** Whether any search or filter (not the sort) narrows the archive. */
export function hasSermonFilters(state: SermonFilters): boolean {
  return state.q.trim() !== '' || state.speaker !== '' || state.series !== '' || !!state.language;
}
