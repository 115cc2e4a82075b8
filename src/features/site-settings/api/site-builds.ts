import { queryOptions } from '@tanstack/react-query';
import { staffDb } from '@/lib/supabase';

// The site builds of the deploy hook (migration 20261128110000_site_builds_visible_changes.sql,
// decision 0033): what /admin/settings shows admins, and the daily ceiling they set. The hook's
// URL never leaves the database.

/** `public.site_build_status()`. */
export interface SiteBuildStatus {
  /** A deploy hook URL is set (otherwise nothing is ever called). */
  configured: boolean;
  /** Most builds in any 24 hours. */
  daily_limit: number;
  /** At most one build per this many minutes. */
  window_minutes: number;
  builds_last_24_hours: number;
  /** ISO times, or null. */
  last_build_at: string | null;
  /** Since when a change waits for a build (null: nothing waits). */
  waiting_since: string | null;
  /** When the waiting change will be built (null: nothing waits, or the ceiling is 0). */
  next_build_at: string | null;
}

/** Most builds the ceiling may allow in 24 hours (one per 10-minute window). */
export const MAX_DAILY_BUILDS = 144;

/**
 * Reads the status (admins only; anyone else gets 42501).
 *
 * @throws the PostgREST error when the read fails.
 */
export async function fetchSiteBuildStatus(): Promise<SiteBuildStatus> {
  const { data, error } = await staffDb.rpc('site_build_status');
  if (error) throw error;
  return data as unknown as SiteBuildStatus;
}

/**
 * Sets the daily ceiling (0 to {@link MAX_DAILY_BUILDS}; 0 stops builds).
 *
 * @returns the status after the change (a build held back by the old ceiling may have gone).
 * @throws the PostgREST error (22023 for a value out of range).
 */
export async function setSiteBuildDailyLimit(limit: number): Promise<SiteBuildStatus> {
  const { data, error } = await staffDb.rpc('set_site_build_daily_limit', { daily_limit: limit });
  if (error) throw error;
  return data as unknown as SiteBuildStatus;
}

/** Query of the status; refreshed every minute while the page is open. */
export const siteBuildStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'site-builds'] as const,
    queryFn: fetchSiteBuildStatus,
    refetchInterval: 60_000,
  });
