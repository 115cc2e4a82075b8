import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(callback: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', callback);
  return () => list.removeEventListener('change', callback);
}

/** Whether the visitor asked the system for reduced motion (WCAG 2.3.3). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
