import { useSearchParams } from 'react-router-dom';

/** The query parameter of a staff list's page, 1-based (`?page=2`); page 1 is no parameter. */
export const PAGE_PARAM = 'page';

/**
 * The page of a staff list from the address: `?page=n` (1-based) as a 0-based number, 0 when
 * absent or not a whole number above 1.
 */
export function readPageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? page - 1 : 0;
}

/** An object whose every field is a string (an interface of filters fits, unlike a `Record`). */
export type StringFields<T> = { [K in keyof T]: string };

/** What {@link useListParams} gives a staff list. */
export interface ListParams<Filters extends StringFields<Filters>> {
  /** The filters read from the address by the list's own `read`. */
  filters: Filters;
  /** The page shown, counted from 0. */
  page: number;
  /** True when any filter has a value (an empty list then means "nothing matches"). */
  filtered: boolean;
  /**
   * Sets each non-empty value and removes each empty one; unless the page is among the
   * changes, the list goes back to its first page (a new filter starts from the top).
   */
  update: (changes: Partial<Record<keyof Filters | typeof PAGE_PARAM, string>>) => void;
  /** Shows page `page` (0-based): `?page=n+1`, no parameter for the first. */
  setPage: (page: number) => void;
  /** Removes every filter of `read` (and the page); other parameters stay. */
  clear: () => void;
}

/**
 * The filters and page of a staff list kept in the address (docs/decisions/0034), so Back, a
 * reload and a shared link keep them. Every staff list reads its filters through this hook and
 * hands `page`, `setPage`, `filtered` and `clear` to the list frame
 * (`src/components/admin/list-frame.tsx`).
 *
 * @param read - the list's filters from the address: each unknown or malformed value read as
 *   `''` ("no filter"), so a hand-edited address cannot reach the request.
 * @param notFilters - keys of `read`'s result that choose a view rather than narrow it (a tab):
 *   they do not make the list "filtered" and `clear` keeps them.
 */
export function useListParams<Filters extends StringFields<Filters>>(
  read: (params: URLSearchParams) => Filters,
  notFilters: readonly (keyof Filters)[] = [],
): ListParams<Filters> {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const values = filters as Record<string, string>;
  const filterKeys = Object.keys(values).filter((key) => !(notFilters as readonly string[]).includes(key));

  function update(changes: Partial<Record<string, string>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!(PAGE_PARAM in changes)) next.delete(PAGE_PARAM);
    setParams(next, { preventScrollReset: true });
  }

  return {
    filters,
    page: readPageParam(params),
    filtered: filterKeys.some((key) => Boolean(values[key])),
    update,
    setPage: (page) => update({ [PAGE_PARAM]: page > 0 ? String(page + 1) : '' }),
    clear: () => update(Object.fromEntries(filterKeys.map((key) => [key, '']))),
  };
}
