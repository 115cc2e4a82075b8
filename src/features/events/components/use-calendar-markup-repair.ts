import { type RefObject, useEffect } from 'react';

/**
 * Repairs react-big-calendar's markup where it fails WCAG (its issues #963, #2045, #2762):
 * - the week and day views mark their header and all-day row as table parts (`columnheader`
 *   spans outside any row, a `row` with no cells when there is no all-day entry) although the
 *   time grid is not a table: those roles are removed (axe `aria-required-parent`/`-children`);
 * - the scrolling time grid and agenda become focusable, named regions, so that keyboard users
 *   can scroll them (axe `scrollable-region-focusable`).
 * - a month row's '+2 more' button sits in a plain box inside a `role="row"`, which may own only
 *   cells: that box becomes a cell, as the entries' boxes are (axe `aria-required-children`);
 * - the month view's table is named 'Month View' in English whatever the language: it gets
 *   `monthTable`, the page's name for it, when one is given.
 * Idempotent: it only sets what is missing, so it may run on every mutation.
 *
 * @param root - the element that contains the calendar.
 * @param label - the scrollable regions' name in the page's language, e.g. 'Week view, scrollable'.
 * @param monthTable - the month table's name in the page's language, e.g. 'Vista de mes'.
 */
export function repairCalendarMarkup(root: HTMLElement, label: string, monthTable?: string): void {
  const month = root.querySelector('.rbc-month-view[role="table"]');
  if (monthTable && month && month.getAttribute('aria-label') !== monthTable) {
    month.setAttribute('aria-label', monthTable);
  }
  const tableParts = root.querySelectorAll<HTMLElement>(
    '.rbc-time-view [role="rowgroup"], .rbc-time-view [role="row"], .rbc-time-view [role="cell"], .rbc-time-view [role="columnheader"]',
  );
  for (const element of tableParts) {
    element.removeAttribute('role');
    element.removeAttribute('aria-sort');
  }
  for (const more of root.querySelectorAll('[role="row"] .rbc-show-more')) {
    const box = more.closest<HTMLElement>('.rbc-row-segment');
    if (box && box.getAttribute('role') !== 'cell') box.setAttribute('role', 'cell');
  }
  for (const region of root.querySelectorAll<HTMLElement>('.rbc-time-content, .rbc-agenda-content')) {
    if (region.getAttribute('aria-label') === label) continue;
    region.tabIndex = 0;
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', label);
  }
}

/**
 * Keeps the calendar's markup repaired ({@link repairCalendarMarkup}): once when the view
 * changes, then on every change of the library's DOM below `container` (its own re-renders
 * included), until the view changes again or the calendar unmounts.
 *
 * @param container - the element that contains the calendar.
 * @param label - the scrollable regions' name, e.g. 'Month view, scrollable'.
 * @param monthTable - the month table's name (see {@link repairCalendarMarkup}).
 */
export function useCalendarMarkupRepair(
  container: RefObject<HTMLElement | null>,
  label: string,
  monthTable?: string,
): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const repair = () => repairCalendarMarkup(root, label, monthTable);
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, label, monthTable]);
}
