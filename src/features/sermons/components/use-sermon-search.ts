import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { readSermonSearch, type SermonSearchState, writeSermonSearch } from '../utils/search-params';

/** History state of an address written by typing in the search box. */
export const TYPED = { sermonSearchTyped: true } as const;

/** Whether a location's state says its address was written by typing in the search box. */
export function isTypedLocation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'sermonSearchTyped' in state;
}

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
        // Marks the entry as written by typing, so the search box does not take it back from the
        // address while later keystrokes are already on screen (see SermonFilters).
        state: isTyping ? TYPED : null,
      });
      typing.current = isTyping;
    },
    [setParams, state],
  );
  return [state, update];
}
