import { getLocale } from '@/lib/i18n/locale';
import type { Enums } from '@/types/database.types';

// The church's content in English and Spanish (issue 43 item 4, docs/decisions/0055): each text a
// visitor reads has its Spanish beside it in the same row (`title_es` beside `title`). A Spanish
// page shows the Spanish, or the English when there is none, and must know which it got: the
// fallback text carries `lang="en"` and a 'Solo en inglés' note, and a record with no Spanish at
// all is served `noindex`.

/** A language of the site (`public.content_language`): `'en'` or `'es'`. */
export type ContentLanguage = Enums<'content_language'>;

/**
 * The site's languages, English first, as `Constants.public.Enums.content_language` lists them
 * (written out so that public pages do not load the generated module; `localized.test.ts` keeps
 * the two equal).
 */
export const CONTENT_LANGUAGES = ['en', 'es'] as const satisfies readonly ContentLanguage[];

/** Whether `value` names a language of the site (`'en'`, `'es'`). */
export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/** The fields of a row `R` that have a Spanish twin `<field>_es`. */
export type TranslatedField<R> = {
  [K in keyof R & string]: `${K}_es` extends keyof R ? K : never;
}[keyof R & string];

/** A text as shown, with the language it is in (`lang` for the element's `lang` attribute). */
export interface LocalizedText<T> {
  text: T;
  lang: ContentLanguage;
}

/** Whether `value` is a string with a visible character (blank Spanish counts as missing). */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && /\S/.test(value);
}

/**
 * One field of a row in a language: the Spanish of `field` (`<field>_es`) for `'es'` when it has
 * text, otherwise the English (`field`, which may itself be null or empty).
 *
 * @example localized(sermon, 'title', 'es') // { text: 'Fe que persevera', lang: 'es' }
 * @param row - a row read with its `*_es` columns (`select('*')`).
 * @param field - a field with a Spanish twin, e.g. `'title'`.
 * @param language - the page's language.
 */
export function localized<R extends object, K extends TranslatedField<R>>(
  row: R,
  field: K,
  language: ContentLanguage,
): LocalizedText<R[K]> {
  if (language === 'es') {
    const spanish = (row as Record<string, unknown>)[`${field}_es`];
    if (hasText(spanish)) return { text: spanish as R[K], lang: 'es' };
  }
  return { text: row[field], lang: 'en' };
}

/**
 * A row as read for one language: each translated field holds the text to show, and
 * `textLanguages` says which language each is in. `hasSpanish` is true when any of them has
 * Spanish (a Spanish page of a record without is `noindex`).
 */
export type Localized<R, K extends keyof R> = R & {
  textLanguages: Record<K, ContentLanguage>;
  hasSpanish: boolean;
};

/**
 * The row with `fields` in `language` ({@link localized} for each), the `*_es` columns kept.
 *
 * @param row - a row read with its `*_es` columns.
 * @param fields - the translated fields to resolve.
 * @param language - the page's language; `'en'` returns the English texts, all marked `'en'`.
 */
export function localizeRow<R extends object, K extends TranslatedField<R>>(
  row: R,
  fields: readonly K[],
  language: ContentLanguage,
): Localized<R, K> {
  const shown: Partial<R> = {};
  const textLanguages = {} as Record<K, ContentLanguage>;
  let hasSpanish = false;
  for (const field of fields) {
    const { text, lang } = localized(row, field, language);
    shown[field] = text;
    textLanguages[field] = lang;
    hasSpanish ||= hasText((row as Record<string, unknown>)[`${field}_es`]);
  }
  return { ...row, ...shown, textLanguages, hasSpanish };
}

/** What a public form may add to what it sends: the language of the page it was sent from. */
export interface SentInLanguage {
  /** Stored with the submission (`language`, default `'en'`): the person's e-mails follow it. */
  language?: ContentLanguage;
}

/**
 * The `language` column of a submission: the language given, else the page's (`/es/…` pages are
 * Spanish; docs/decisions/0054), so that whatever a visitor sends from a Spanish page is stored as
 * Spanish and their e-mails follow it (decision 0055). English sends nothing (the database then
 * stores `'en'`), so that an English form sends exactly what it sent before.
 */
export function languageColumn(language: ContentLanguage | undefined): SentInLanguage {
  const chosen = language ?? (getLocale() === 'es' ? 'es' : undefined);
  return chosen ? { language: chosen } : {};
}
