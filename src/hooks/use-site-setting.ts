import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getLocale } from '@/lib/i18n/locale';
import type { ContentLanguage } from '@/lib/localized';
import { settingLanguage, settingsIn } from '@/lib/site-settings/localized';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import {
  readSetting,
  type SettingKey,
  type SettingValue,
  type SiteSettings,
} from '@/lib/site-settings/schemas';

/**
 * One site setting (spec §3), parsed with its key's schema out of the one cached `site_settings`
 * query (React Query `select`), so any number of readers share a single request. On a Spanish
 * page a translatable setting is its Spanish row `<key>_es` where there is one (`settingsIn`,
 * docs/decisions/0055); {@link useSettingLanguage} says which one a page got.
 *
 * @param key - a `site_settings` key, e.g. `'contact_info'`.
 * @returns `value`: the parsed setting, or its built-in default (spec §9) while the settings load,
 *   when the key is missing or malformed, or when the read failed; `isPending`: `true` until the
 *   read has settled (views that show a skeleton meanwhile use it).
 */
export function useSiteSetting<K extends SettingKey>(key: K): { value: SettingValue<K>; isPending: boolean } {
  return useSiteSettingsWith(useCallback((settings?: SiteSettings) => readSetting(settings, key), [key]));
}

/**
 * The language a setting is shown in on this page ({@link useSiteSetting}): `'es'` on a Spanish
 * page when its `<key>_es` row exists, else `'en'` (the English row or the built-in default,
 * which a Spanish page marks 'Solo en inglés').
 *
 * @param key - a translatable setting's key, e.g. `'service_times'`.
 */
export function useSettingLanguage(key: string): ContentLanguage {
  const locale = getLocale();
  const select = useCallback(
    (settings: SiteSettings) => settingLanguage(settings, key, locale),
    [key, locale],
  );
  // Mounted once the settings have settled, often after a failed read: it must not read again
  // (`retryOnMount`), which would put every reader back to loading and mount it again.
  const { data } = useQuery({ ...siteSettingsQueries.map(), select, retryOnMount: false });
  return data ?? 'en';
}

/**
 * Site settings read with a parser of the caller's, out of the same cached query as
 * {@link useSiteSetting}: for settings whose schemas only one page loads (the About page's,
 * `@/lib/site-settings/about-schemas`). The map is the page's language's (`settingsIn`).
 *
 * @param read - parses the raw settings map, or `undefined` (still loading, or the read failed)
 *   into built-in defaults; never throws. Keep it stable (`useCallback`): a new function parses
 *   again on every render.
 * @returns `value`: what `read` returns for the cached map, or for `undefined` until there is
 *   one; `isPending`: `true` until the read has settled.
 */
export function useSiteSettingsWith<T>(read: (settings: SiteSettings | undefined) => T): {
  value: T;
  isPending: boolean;
} {
  const locale = getLocale();
  const select = useCallback((settings: SiteSettings) => read(settingsIn(settings, locale)), [read, locale]);
  const { data, isPending } = useQuery({ ...siteSettingsQueries.map(), select });
  return { value: data ?? read(undefined), isPending };
}
