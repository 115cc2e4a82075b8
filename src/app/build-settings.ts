import type { QueryClient } from '@tanstack/react-query';
import { setChurchTimeZone, timeZoneOfSettings } from '@/lib/church-time';
import { siteSettingsQueries } from '@/lib/site-settings/queries';

// What the build reads from the settings before it prerenders (`build/prerender.ts` calls these
// through `src/entry-server.tsx`, decision 0033).

/**
 * The site's public address from the `site_identity` setting's `url` (the setting the feeds use
 * for their links, README "Deploying"), when it is an absolute http(s) URL.
 *
 * @returns the origin, e.g. `https://www.gracechapel.org`, or `undefined`.
 * @throws when the settings cannot be read.
 */
export async function readSiteAddress(queryClient: QueryClient): Promise<string | undefined> {
  const settings = await queryClient.fetchQuery(siteSettingsQueries.map());
  const identity: unknown = settings.site_identity;
  const url =
    typeof identity === 'object' && identity !== null ? (identity as { url?: unknown }).url : undefined;
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The church's time zone, the `site_identity.time_zone` setting (decision 0052), made the zone of
 * the pages this module renders. The build writes it into every page it prerenders
 * (`<meta name="church-time-zone">`), which the browser reads before hydrating.
 *
 * @returns the IANA zone (the default when the setting is empty or unknown).
 * @throws when the settings cannot be read.
 */
export async function readChurchTimeZone(queryClient: QueryClient): Promise<string> {
  return setChurchTimeZone(timeZoneOfSettings(await queryClient.fetchQuery(siteSettingsQueries.map())));
}
