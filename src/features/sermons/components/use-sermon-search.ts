import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSermonSearch, type SermonSearchState, writeSermonSearch } from '../utils/search-params';

/**
 * The archive's search, filters and sort, kept in the address (`?q=&speaker=&series=&sort=`) so
 * that a result can be shared, reloaded and restored with Back.
 *
 * `update` pushes a history entry for a choice (a filter, the sort, clearing), but typing does
 * not add one entry per keystroke: the first keystroke of a search pushes one entry, the next
 * ones replace it (the address already has a `q`).
 */
export function useSermonSearch(): [SermonSearchState, (change: Partial<SermonSearchState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSermonSearch(params), [params]);
  const update = useCallback(
    (change: Partial<SermonSearchState>) => {
      const typing = 'q' in change && Object.keys(change).length === 1;
      setParams(writeSermonSearch({ ...state, ...change }), {
        replace: typing && state.q !== '',
        preventScrollReset: true,
      });
    },
    [setParams, state],
  );
  return [state, update];
}
