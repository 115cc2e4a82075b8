import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import type { Sermon } from '../api/sermons';
import { SermonCard } from './sermon-card';

/** Delay between the entrance of one card and the next, in ms (spec §9: 0.05 s per item). */
export const CARD_STAGGER_MS = 50;
/** Cards whose covers load at once: the first row on wide screens. */
const EAGER_COVERS = 3;

/**
 * The archive's result grid. When it appears, cards fade and rise in one after another (spec §9), through the Web
 * Animations API so that no animation library is loaded; nothing moves for visitors who prefer
 * reduced motion.
 */
export function SermonGrid({ sermons }: { sermons: readonly Sermon[] }) {
  const list = useRef<HTMLUListElement>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    if (reduced || !list.current || typeof Element.prototype.animate !== 'function') return;
    const animations = [...list.current.children].map((item, index) =>
      item.animate(
        [
          { opacity: 0, transform: 'translateY(12px)' },
          { opacity: 1, transform: 'none' },
        ],
        { duration: 300, delay: index * CARD_STAGGER_MS, easing: 'ease-out', fill: 'backwards' },
      ),
    );
    return () => animations.forEach((animation) => animation.cancel());
    // Only when the grid appears: re-running on each keystroke of a search would make cards flicker.
  }, [reduced]);

  return (
    <ul ref={list} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {sermons.map((sermon, index) => (
        <li key={sermon.id} className="flex">
          <SermonCard sermon={sermon} eager={index < EAGER_COVERS} />
        </li>
      ))}
    </ul>
  );
}
