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
  const select = useCallback((settings: SiteSettings) => readSetting(settings, key), [key]);
  const { data, isPending } = useQuery({ ...siteSettingsQueries.map(), select });
  return { value: data ?? readSetting(undefined, key), isPending };
}
