import { ArrowUpIcon } from '@/components/ui/icons';
import { SCROLL_TOP_AFTER_PX } from '@/config/navigation';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { layoutMessages } from '@/i18n/layout';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Whether a form lies under the button's place (20 px from the bottom right, 48 px square): its
 * top and bottom edges on its middle line. The button then steps aside, so that it never covers
 * a form's field or its submit button on a phone.
 */
function formUnderButton(): boolean {
  const x = innerWidth - 44;
  return [innerHeight - 68, innerHeight - 20].some((y) =>
    document.elementsFromPoint(x, y).some((el) => el.closest('form')),
  );
}

/**
 * Floating button shown after 300 px of scroll (spec §2, §9), except while a form is under it.
 * It scrolls smoothly to the top, or instantly when the visitor prefers reduced motion.
 */
export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX, formUnderButton);
  const reduced = usePrefersReducedMotion();
  const m = useMessages(layoutMessages);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={m.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' })}
      className="fixed right-5 bottom-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800"
    >
      <ArrowUpIcon className="size-6" />
    </button>
  );
}
