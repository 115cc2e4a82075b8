import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** How far from the screen, in CSS px, content starts loading: about one screen ahead. */
export const LOAD_AHEAD_PX = 800;

/**
 * Renders `children` (typically a `lazy()` component, whose code is then fetched) only once
 * its place comes within {@link LOAD_AHEAD_PX} of the viewport, or when something inside it
 * receives focus; until then, and while the code loads, it shows `fallback`, which should hold
 * the same space. Like `loading="lazy"` for images, for code below the fold (decision 0006).
 * Without IntersectionObserver (old browsers, jsdom) it renders `children` at once. The build's
 * prerendering (no `window`) renders `fallback`, as the browser's first render does, so the page
 * hydrates without a mismatch (decision 0033).
 *
 * @param children - what to render once near.
 * @param fallback - the placeholder: same size, with a status text for screen readers.
 */
export function LoadWhenNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} onFocus={() => setNear(true)}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
