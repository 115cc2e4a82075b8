/**
 * Addresses of the subscribe feeds (calendar, sermon podcast, blog). The feeds are Postgres
 * functions served by PostgREST (migration `*_feeds.sql`); calendar and podcast apps fetch them
 * with no headers of ours, so the site's public key travels in the query string as `apikey`: a
 * publishable key (`sb_publishable_…`) or the legacy anon JWT. Both consist of unreserved URL
 * characters only, so the address carries the key exactly as the dashboard shows it.
 */

import type { ContentLanguage } from './localized';

/** The feed functions of the API (`/rest/v1/rpc/<name>`). */
export type FeedName = 'calendar_feed' | 'podcast_feed' | 'blog_feed';

/**
 * Arguments of a feed: `podcast_feed` takes one series or one speaker (exact names), and a
 * language: one feed per language, `es` for the sermons preached in Spanish (`<language>es-us`),
 * English (the default, no parameter) otherwise (docs/decisions/0055).
 */
export interface FeedParams {
  series?: string | null;
  speaker?: string | null;
  language?: ContentLanguage | null;
}

/**
 * Percent-encodes every octet except RFC 3986 unreserved characters (`A-Z a-z 0-9 - . _ ~`),
 * as the database does for the feed's own `atom:link`, so both spell one address identically.
 */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The http(s) address of a feed, as apps subscribe to it:
 * `<apiUrl>/rest/v1/rpc/<name>?apikey=<publicKey>[&language=es][&series=<series>][&speaker=<speaker>]`
 * (parameters in name order, as the feed's own `atom:link`; blank ones and `language=en` left out).
 *
 * @param apiUrl - Supabase project URL (`VITE_SUPABASE_URL`), with or without a trailing slash.
 * @param publicKey - the site's public key (`VITE_SUPABASE_ANON_KEY`: publishable or anon); never
 *   a secret or service-role key.
 * @param name - which feed.
 * @param params - `series` or `speaker` for a podcast of one series or one speaker; `language`
 *   `'es'` for the Spanish podcast.
 * @returns an absolute URL.
 * @throws TypeError when `apiUrl` is not an absolute http(s) URL.
 */
export function feedUrl(apiUrl: string, publicKey: string, name: FeedName, params: FeedParams = {}): string {
  const base = new URL(apiUrl);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new TypeError(`feedUrl: ${apiUrl} is not an http(s) URL`);
  }
  const query: [string, string][] = [['apikey', publicKey]];
  if (params.language === 'es') query.push(['language', 'es']);
  if (params.series?.trim()) query.push(['series', params.series.trim()]);
  if (params.speaker?.trim()) query.push(['speaker', params.speaker.trim()]);
  const search = query.map(([k, v]) => `${k}=${encodeQueryValue(v)}`).join('&');
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}/rest/v1/rpc/${name}?${search}`;
}

/**
 * The `webcal://` form of a calendar feed address, which calendar apps open as a subscription
 * (de-facto scheme registered by Apple Calendar, Outlook and others).
 *
 * @param httpUrl - the address from {@link feedUrl}.
 * @returns the same address with `webcal://` in place of `http://` or `https://`.
 */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//i, 'webcal://');
}

/**
 * Google Calendar's "add by URL" link for a calendar feed:
 * `https://calendar.google.com/calendar/r?cid=<webcal address, URI-encoded>`.
 *
 * @param httpUrl - the address from {@link feedUrl}.
 */
export function googleCalendarSubscribeUrl(httpUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(httpUrl))}`;
}

/**
 * The `podcast://` form of a podcast feed address, which Apple Podcasts and most podcast apps
 * open as "subscribe" (Apple also accepts `itms-pcast://`, which {@link applePodcastsUrl} gives).
 *
 * @param httpUrl - the address from {@link feedUrl}.
 */
export function podcastAppUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//i, 'podcast://');
}

/**
 * The `itms-pcast://` form of a podcast feed address (Apple Podcasts on iOS and macOS).
 *
 * @param httpUrl - the address from {@link feedUrl}.
 */
export function applePodcastsUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//i, 'itms-pcast://');
}
