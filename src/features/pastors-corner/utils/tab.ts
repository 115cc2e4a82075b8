import { TAB_PARAM } from '@/hooks/use-tab-param';

/**
 * The tabs of /pastors-corner, in order (spec §2 "Pastor's Corner"). The value is what the
 * `?tab=` query parameter carries, e.g. `/pastors-corner?tab=bookstore` from the checkout pages;
 * their names are the Pastor's Corner catalog's (`tabs`).
 */
export const PASTORS_CORNER_TABS = [
  { value: 'main' },
  { value: 'blog' },
  { value: 'bookstore' },
  { value: 'testimonies' },
] as const;

/** One of the four tab values. */
export type PastorsCornerTab = (typeof PASTORS_CORNER_TABS)[number]['value'];

/** The tab shown when the URL names none, or one that does not exist. */
export const DEFAULT_PASTORS_CORNER_TAB: PastorsCornerTab = 'main';

/**
 * Reads the tab from the page's query string.
 *
 * @param params - the location's search parameters.
 * @returns the named tab when it is one of the four (exact, case-sensitive match, as the links
 *   write it), otherwise `main`.
 */
export function parseTab(params: URLSearchParams): PastorsCornerTab {
  return toTab(params.get(TAB_PARAM));
}

/**
 * Narrows a value to a tab: one of the four (exact, case-sensitive match), otherwise `main`.
 */
export function toTab(value: string | null | undefined): PastorsCornerTab {
  return PASTORS_CORNER_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_PASTORS_CORNER_TAB;
}
