import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { churchTimeZone, setChurchTimeZone, timeZoneOfSettings } from '@/lib/church-clock';
import { siteSettingsQueries } from '@/lib/site-settings/queries';

/**
 * Keeps the app's church time zone (`@/lib/church-time`) the `site_identity.time_zone` setting
 * (decision 0052). The page starts with the zone the build wrote into it, so hydration renders the
 * prerendered HTML; when the settings read (the one every page makes) gives another zone, because
 * an admin changed it since the build, everything below is rendered again in the new zone. A
 * failed read keeps the zone the page started with.
 *
 * @param children - the app (the router), rendered once per zone.
 */
export function ChurchTimeZone({ children }: { children: ReactNode }) {
  const { data } = useQuery({ ...siteSettingsQueries.map(), select: timeZoneOfSettings });
  // Set while rendering, before the children read it: every date below is written in this zone.
  const zone = data === undefined ? churchTimeZone() : setChurchTimeZone(data);
  return <Fragment key={zone}>{children}</Fragment>;
}
