import { startTransition, useEffect, useState } from 'react';

/**
 * The moment the HTML being hydrated was rendered (ms since the epoch), or `null` once the page
 * has hydrated or when it was not prerendered (decision 0033).
 */
let renderedAt: number | null = null;

/**
 * Sets the moment every {@link useNow} reads during the next render: the build sets it before it
 * renders a page, the browser sets the same value (from the page's data block) before it
 * hydrates that page, and clears it once hydration is done.
 *
 * @param ms - milliseconds since the epoch, or `null` for "the real clock".
 */
export function setRenderedAt(ms: number | null): void {
  renderedAt = ms;
}

/**
 * The current moment for anything that depends on 'now' (upcoming lists, countdowns, the
 * footer's year). During hydration it is the moment the HTML was rendered, so the browser's
 * first render matches the prerendered text (no hydration mismatch); right after hydration it
 * is checked again against the real clock and the component re-renders if anything changed.
 * Outside hydration it is simply the real clock at mount. The post-hydration re-render is a
 * transition: React renders a long list in slices that yield to the browser.
 *
 * @returns a `Date` that is stable across re-renders until the post-hydration check.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date(renderedAt ?? Date.now()));
  useEffect(() => {
    if (renderedAt !== null) startTransition(() => setNow(new Date()));
  }, []);
  return now;
}
