import { useSearchParams } from 'react-router-dom';

/**
 * The filters and page of a staff list kept in the address (so Back and a shared link keep
 * them): the current search params, and `update(changes)` that sets each non-empty value,
 * removes each empty one and, unless `page` is among the changes, goes back to the first page
 * (a new filter starts from the top).
 *
 * @returns `[params, update]`; `update` takes `{ name: value }` with `''` meaning "remove".
 */
export function useFilterParams<Key extends string>() {
  const [params, setParams] = useSearchParams();
  function update(changes: Partial<Record<Key | 'page', string>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value as string);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }
  return [params, update] as const;
}
