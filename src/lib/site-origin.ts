/**
 * The site's public origin for absolute links in structured data, share buttons and calendar
 * files (decision 0033). A prerendered page and the build that wrote it must agree on it, or the
 * page's JSON-LD would differ on hydration: the build sets the configured site address
 * (`SITE_URL`) before rendering and writes it into the page's data block, and the browser sets it
 * from there before hydrating. A page that was not prerendered uses the address it was loaded
 * from.
 */
let configuredOrigin: string | null = null;

/**
 * Sets the origin {@link siteOrigin} returns.
 *
 * @param origin - e.g. `https://www.example.church`, or `null` for the page's own origin.
 */
export function setSiteOrigin(origin: string | null): void {
  configuredOrigin = origin;
}

/** The site's origin, without a trailing slash. */
export function siteOrigin(): string {
  return configuredOrigin ?? window.location.origin;
}

/**
 * An absolute URL on this site.
 *
 * @param path - a path (`/events/…`) or an absolute URL, which is returned as is.
 */
export function siteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).href;
}
