/**
 * The site's two languages (issue 43, docs/decisions/0054): English at `/…`, Spanish at `/es/…`
 * with the same path after the prefix. A document has one language for its whole life: it is
 * read from the address when the page starts (or when the build renders it), and the language
 * switch loads the other language's page as a new document. Kept tiny: it is part of every
 * first visit.
 */

/** A language of the public site: `en` (the default, at `/…`) or `es` (at `/es/…`). */
export type Locale = 'en' | 'es';

/** Every language, the default first. */
export const LOCALES: readonly Locale[] = ['en', 'es'];

/** The BCP 47 tag each language formats numbers, amounts and dates with (`$1,234.50` in both). */
export const INTL_TAG: Record<Locale, 'en-US' | 'es-US'> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as the language switch shows it (no flags). */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The Spanish pages' address prefix, also the Spanish router's `basename`. */
export const SPANISH_PREFIX = '/es';

/** `localStorage` key of the visitor's chosen language (set by the switch, never read to redirect). */
export const CHOSEN_LOCALE_KEY = 'church-language';

let current: Locale = 'en';

/** The language of the document (or of the page the build is rendering). */
export function getLocale(): Locale {
  return current;
}

/** Sets the document's language: once at start-up in the browser, per page in the build. */
export function setLocale(locale: Locale): void {
  current = locale;
}

/**
 * The language of an address: `es` for `/es` and `/es/…` (any case, as the router matches),
 * `en` for every other.
 *
 * @param pathname - `URL.pathname`, e.g. `/es/events`.
 */
export function localeOfPath(pathname: string): Locale {
  return /^\/es(\/|$)/i.test(pathname) ? 'es' : 'en';
}

/** The router's `basename` of a language: `/es` for Spanish, none for English. */
export function basenameOf(locale: Locale): string | undefined {
  return locale === 'es' ? SPANISH_PREFIX : undefined;
}

/**
 * The same page in a language: `/events/3f1c` → `/es/events/3f1c` and back. The Spanish home
 * page is `/es/` (with its slash, as its canonical URL).
 *
 * @param pathname - a path of either language.
 * @param locale - the language wanted.
 */
export function pathIn(pathname: string, locale: Locale): string {
  const bare = localeOfPath(pathname) === 'es' ? pathname.slice(SPANISH_PREFIX.length) || '/' : pathname;
  if (locale === 'en') return bare;
  return bare === '/' ? `${SPANISH_PREFIX}/` : `${SPANISH_PREFIX}${bare}`;
}
