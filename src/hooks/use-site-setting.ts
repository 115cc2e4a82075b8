import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import {
  readSetting,
  type SettingKey,
  type SettingValue,
  type SiteSettings,
} from '@/lib/site-settings/schemas';

/**
 * One site setting (spec §3), parsed with its key's schema out of the one cached `site_settings`
 * query (React Query `select`), so any number of readers share a single request.
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
 * Site settings read with a parser of the caller's, out of the same cached query as
 * {@link useSiteSetting}: for settings whose schemas only one page loads (the About page's,
 * `@/lib/site-settings/about-schemas`).
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
  const { data, isPending } = useQuery({ ...siteSettingsQueries.map(), select: read });
  return { value: data ?? read(undefined), isPending };
}
