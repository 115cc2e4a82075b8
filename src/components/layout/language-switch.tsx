import { useLocation } from 'react-router-dom';
import { CHOSEN_LOCALE_KEY, getLocale, LANGUAGE_NAME, pathIn } from '@/lib/i18n/locale';

/**
 * The language switch of the header, the phone menu and the footer (issue 43 item 2): the other
 * language's name in that language ('Español' on English pages, 'English' on Spanish ones), no
 * flag, linking to the same page (and query string) in that language. The link says its
 * language (`lang`) so screen readers pronounce it right, and its target's (`hrefLang`).
 *
 * A plain link, not a router link: the other language is another document (its own catalogs and
 * router, docs/decisions/0054). Following it remembers the choice in `localStorage`; nothing ever
 * redirects by it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = getLocale() === 'en' ? 'es' : 'en';
  return (
    <a
      href={`${pathIn(pathname, other)}${search}`}
      hrefLang={other}
      lang={other}
      className={className}
      data-testid="language-switch"
      onClick={() => {
        try {
          localStorage.setItem(CHOSEN_LOCALE_KEY, other);
        } catch {
          // Storage refused (private mode): the link still works.
        }
      }}
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}
