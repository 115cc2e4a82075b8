import { layoutMessages } from '@/i18n/layout';
import { useMessages } from '@/lib/i18n/messages';

/** A link, visible on keyboard focus, that jumps past the header to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const m = useMessages(layoutMessages);
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {m.skipToContent}
    </a>
  );
}
