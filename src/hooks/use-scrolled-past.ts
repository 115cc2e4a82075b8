import { useSyncExternalStore } from 'react';

function subscribe(callback: () => void): () => void {
  window.addEventListener('scroll', callback, { passive: true });
  return () => window.removeEventListener('scroll', callback);
}

/**
 * Whether the page is scrolled more than `threshold` pixels (spec §9: 50 px for the header,
 * 300 px for the scroll-to-top button), and `unless` (read on the same scroll events) is false.
 * Re-renders only when the answer changes.
 */
export function useScrolledPast(threshold: number, unless?: () => boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold && !unless?.(),
    () => false,
  );
}
