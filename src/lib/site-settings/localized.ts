import type { ContentLanguage } from '@/lib/localized';
import type { SiteSettings } from './schemas';

// A translatable setting's Spanish version is its own row, `<key>_es`, of the same shape as the
// English (migration 20261207160000_translated_content.sql, docs/decisions/0055), so that the
// English form never drops it. A Spanish page reads the settings through these two functions.

/**
 * The language a setting is shown in on a page of `language`: `'es'` when the page is Spanish
 * and the row `<key>_es` exists, otherwise `'en'` (the English row, or the built-in default).
 */
export function settingLanguage(
  settings: SiteSettings | undefined,
  key: string,
  language: ContentLanguage,
): ContentLanguage {
  return language === 'es' && settings?.[`${key}_es`] != null ? 'es' : 'en';
}

/**
 * The settings map as a page of `language` reads it: on Spanish pages each `<key>` whose
 * `<key>_es` row exists holds the Spanish value (read it with the key's usual reader); English
 * pages get the map unchanged.
 *
 * @param settings - the raw map of every row (`fetchSiteSettings`), or `undefined` while loading.
 */
export function settingsIn(
  settings: SiteSettings | undefined,
  language: ContentLanguage,
): SiteSettings | undefined {
  if (language !== 'es' || !settings) return settings;
  const spanish = Object.entries(settings).flatMap(([key, value]) =>
    key.endsWith('_es') && value != null ? [[key.slice(0, -3), value] as const] : [],
  );
  return spanish.length === 0 ? settings : { ...settings, ...Object.fromEntries(spanish) };
}
