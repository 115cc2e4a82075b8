import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { readSermonSearch, type SermonSearchState, writeSermonSearch } from '../utils/search-params';

/**
 * The archive's search, filters and sort, kept in the address (`?q=&speaker=&series=&sort=`) so
 * that a result can be shared, reloaded and restored with Back.
 *
 * `update` pushes a history entry for a choice (a filter, the sort, clearing), but typing does
 * not add one entry per keystroke: the first keystroke of a search may push one entry, the next
 * ones replace it. Whether a search is under way is kept in a ref, not read from the address,
 * because the address changes only once the router has finished navigating, after the next
 * keystroke may already have arrived. Going Back or Forward ends the search.
 */
export function useSermonSearch(): [SermonSearchState, (change: Partial<SermonSearchState>) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const typing = useRef(false);
  const state = useMemo(() => readSermonSearch(params), [params]);

  useEffect(() => {
    if (navigationType === 'POP') typing.current = false;
  }, [location.key, navigationType]);

  const update = useCallback(
    (change: Partial<SermonSearchState>) => {
      const isTyping = 'q' in change && Object.keys(change).length === 1;
      setParams(writeSermonSearch({ ...state, ...change }), {
        replace: isTyping && typing.current,
        preventScrollReset: true,
      });
      typing.current = isTyping;
    },
    [setParams, state],
  );
  return [state, update];
}
