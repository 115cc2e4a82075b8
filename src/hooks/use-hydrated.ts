import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether the component renders in the browser after hydration: `false` in the build's
 * prerender and during the hydration render that must match it, `true` right after (React
 * renders again with the client snapshot) and at once in a page the browser draws itself.
 * For work the prerendered HTML must not start, such as a background video's download
 * (decision 0033).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
