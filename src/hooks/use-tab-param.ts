import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter that holds a page's tab (`/events?tab=calendar`). */
export const TAB_PARAM = 'tab';

/**
 * A tab kept in the address's `?tab=` parameter, so it can be linked, reloaded and restored with
 * Back (spec §2: Events and Pastor's Corner tabs). The default tab is written as no parameter,
 * so the page's plain address stays canonical; other parameters are kept.
 *
 * Radix Tabs selects a tab on mouse-down and again on the focus that follows, before the new
 * address has rendered; the hook remembers the tab already asked for, so one click or one arrow
 * key is one history entry.
 *
 * @param parse - narrows the raw parameter (or `null`) to a tab; unknown values give the default.
 * @param defaultTab - the tab written as no parameter.
 * @param others - 'keep' the address's other parameters (default), or 'drop' them: for tabs that
 *   each hold a staff list with its own filters and page (`/admin/giving`), so that one tab's
 *   filters never linger, unseen, in the other's address.
 * @returns `[tab, select]`: the current tab and a function for Radix's `onValueChange`.
 */
export function useTabParam<T extends string>(
  parse: (value: string | null) => T,
  defaultTab: T,
  others: 'keep' | 'drop' = 'keep',
): [T, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const tab = parse(params.get(TAB_PARAM));
  const requested = useRef<T>(tab);
  useEffect(() => {
    requested.current = tab;
  }, [tab]);

  const select = useCallback(
    (value: string) => {
      const next = parse(value);
      if (next === requested.current) return;
      requested.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(others === 'keep' ? current : undefined);
          if (next === defaultTab) updated.delete(TAB_PARAM);
          else updated.set(TAB_PARAM, next);
          return updated;
        },
        { preventScrollReset: true },
      );
    },
    [parse, defaultTab, others, setParams],
  );
  return [tab, select];
}
