import { queryOptions } from '@tanstack/react-query';
import type { SiteSettings } from './schemas';
import { db } from '@/lib/supabase-rest';

/**
 * Reads every `site_settings` row once (spec §7 "site_settings, all rows") and indexes the
 * values by key. One request serves the header, banners, footer, home page and About tabs, so
 * a page never waits on a waterfall of per-key requests (docs/architecture.md §4).
 *
 * @throws the PostgREST error when the read fails (callers then use the built-in defaults).
 */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const { data, error } = await db.from('site_settings').select('setting_key, setting_value');
  if (error) throw error;
  return Object.fromEntries((data ?? []).map((row) => [row.setting_key, row.setting_value]));
}

/** Query-key factory of the site settings (TkDodo's `queryOptions` pattern). */
export const siteSettingsQueries = {
  all: () => ['site_settings'] as const,
  /** The whole settings map; settings change rarely, so it stays fresh for the visit. */
  map: () =>
    queryOptions({
      queryKey: [...siteSettingsQueries.all(), 'map'] as const,
      queryFn: fetchSiteSettings,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
};
