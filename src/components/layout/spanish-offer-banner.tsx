import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CHOSEN_LOCALE_KEY, pathIn, type Locale } from '@/lib/i18n/locale';

function remember(locale: Locale) {
  try {
    localStorage.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // Storage refused: the offer comes back on the next page, which is all that is lost.
  }
}

/**
 * The offer itself, in Spanish (`lang="es"`): a link to the same page in Spanish and 'No,
 * gracias', which keeps English and hides the offer for good. A small card at the bottom left,
 * clear of the scroll-to-top button; it takes no focus, and is reached with Tab after the page.
 */
export function SpanishOfferBanner() {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside
      lang="es"
      aria-label="Idioma"
      data-testid="spanish-offer"
      className="fixed bottom-5 left-3 z-40 flex max-w-[calc(100vw-6rem)] flex-wrap items-center gap-x-4 gap-y-1 rounded-lg bg-white px-4 py-3 text-slate-900 shadow-xl ring-1 ring-slate-200"
    >
      <a
        href={`${pathIn(pathname, 'es')}${search}`}
        hrefLang="es"
        onClick={() => remember('es')}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        Ver esta página en español
      </a>
      <button
        type="button"
        onClick={() => {
          remember('en');
          setOpen(false);
        }}
        className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 underline-offset-4 hover:underline"
      >
        No, gracias
      </button>
    </aside>
  );
}
