/**
 * The language of a visitor's e-mail (issue 43, item 6; docs/decisions/0055 "E-mails in the
 * person's language"): the language stored with their registration, subscription or gift
 * (`public.content_language`, 'en' or 'es') comes with each claimed e-mail's payload, and the
 * e-mail is written in it: its words (each template keeps both languages side by side), its dates
 * and amounts through `Intl` with `en-US` or `es-US` (`$1,234.50` in both; plain `es` would write
 * '1234,50 US$') and its links to the site under `/es/` for Spanish, the site's own address from
 * the settings only. Staff alerts stay English.
 *
 * No imports, so that Deno (the Edge Functions) and Node (their Vitest tests) both load it.
 */

/** A language of the site's e-mails, as `public.content_language` names it. */
export type MailLanguage = 'en' | 'es';

/** The BCP 47 tag of each language's dates and amounts. */
export const INTL_TAG: Record<MailLanguage, 'en-US' | 'es-US'> = { en: 'en-US', es: 'es-US' };

/** The payload's language: 'es' for Spanish, English for anything else (an older row has none). */
export function mailLanguage(value: unknown): MailLanguage {
  return value === 'es' ? 'es' : 'en';
}

/**
 * An address of the site in a language: `sitePage('https://church.example', 'es', '/unsubscribe')`
 * is `https://church.example/es/unsubscribe`; English pages have no prefix.
 *
 * @param site - the configured site address (a trailing slash is dropped); never a request header.
 * @param path - the page's path with its leading slash, and its query string if any.
 */
export function sitePage(site: string, language: MailLanguage, path: string): string {
  return `${site.replace(/\/+$/, '')}${language === 'es' ? '/es' : ''}${path}`;
}

/** The text of `language` when it has a visible character, else the English (blank counts as missing). */
export function textIn(language: MailLanguage, english: string, spanish: string | null | undefined): string {
  return language === 'es' && typeof spanish === 'string' && /\S/.test(spanish) ? spanish : english;
}
