import { domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * A page that fades and slides in over 0.3 s (spec §2, §9). framer-motion's `LazyMotion` with
 * the `m` component and `domAnimation` keeps the animation code small; `MotionConfig` honours
 * the visitor's reduced-motion setting.
 */
export function AnimatedPage({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          initial={{ opacity: 0, y: 16 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.3, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
