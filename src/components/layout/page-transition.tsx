import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

type AnimatedPageComponent = ComponentType<{ children: ReactNode }>;

// The animation code loads on the first sign that the visitor will navigate (a pointer over or
// focus on a link) or on the first navigation, never during the first page load: the first page
// is not animated, so it would only add weight to it (docs/architecture.md §5 budget).
let AnimatedPage: AnimatedPageComponent | null = null;
let loading: Promise<void> | null = null;

/** Starts loading the page animation code once; resolves when it is ready. */
export function preloadPageAnimation(): Promise<void> {
  loading ??= import('./animated-page')
    .then((module) => {
      AnimatedPage = module.AnimatedPage;
    })
    .catch((error: unknown) => {
      loading = null;
      console.warn('Page animation unavailable:', error);
    });
  return loading;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Fades and slides each new page in over 0.3 s (spec §2, §9), with framer-motion loaded on
 * demand. The first page of a visit is not animated, and nothing moves for visitors who prefer
 * reduced motion. A page change that happens before the code has arrived simply is not
 * animated; the code's arrival never re-mounts the page on screen.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reduced = usePrefersReducedMotion();
  const firstPath = useRef<string | null>(pathname);
  if (firstPath.current !== null && firstPath.current !== pathname) firstPath.current = null;
  const navigated = firstPath.current === null;

  useEffect(() => {
    if (navigated) void preloadPageAnimation();
  }, [navigated]);

  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) {
        void preloadPageAnimation();
        for (const name of INTENT_EVENTS) document.removeEventListener(name, onIntent);
      }
    };
    for (const name of INTENT_EVENTS) document.addEventListener(name, onIntent, { passive: true });
    return () => {
      for (const name of INTENT_EVENTS) document.removeEventListener(name, onIntent);
    };
  }, []);

  const Animated = navigated && !reduced ? AnimatedPage : null;
  return Animated ? <Animated key={pathname}>{children}</Animated> : <div key={pathname}>{children}</div>;
}
