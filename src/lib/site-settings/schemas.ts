import { safeHttpsUrl, safeUrl } from '@/lib/urls';
import {
  bareOrIn,
  before,
  INVALID,
  isObject,
  listOf,
  map,
  object,
  optionalText,
  or,
  stringWhere,
  text,
  textOr,
  urlBy,
  type Reader,
  type ReadValue,
} from './readers';
import {
  CLOCK_PATTERN,
  DEFAULT_SERVICE_TIMES,
  WEEKDAYS,
  type ServiceTime,
  type Weekday,
} from './service-times';

// Every `setting_value` is untrusted JSON edited by staff. Each key has one reader that never
// fails: a malformed field falls back to its own default, a malformed value to the key's default,
// so a page always renders (./readers.ts; docs/decisions/0043: the footer reads these on every
// first visit, which is why they are not zod schemas).

/** An absolute http(s) URL. */
const HttpUrl = urlBy((value) => safeUrl(value, { paths: false }));
/** An http(s) URL or a path on this site. */
export const SafeUrl = urlBy(safeUrl);
/** An absolute https URL (embeds of other services). */
const HttpsUrl = urlBy(safeHttpsUrl);

/** Contact details shown in the footer, the home page and the contact page (spec §3). */
export interface ContactInfo {
  address: string;
  phone: string;
  email: string;
}

/** Built-in contact details (spec §9 "Defaults"). */
export const DEFAULT_CONTACT_INFO: Readonly<ContactInfo> = {
  address: '4702 Century Plaza Rd, Indianapolis, IN 46254, USA',
  phone: '(317) 555-0142',
  email: 'info@example.org',
};

/** An address given as one line or as `{ street, city, state, zip, country }` (spec §3). */
const Address = before((value) => {
  if (!isObject(value)) return value;
  const part = (key: string) => optionalText(value[key]);
  return [
    part('street'),
    part('city'),
    [part('state'), part('zip')].filter(Boolean).join(' '),
    part('country'),
  ]
    .filter(Boolean)
    .join(', ');
}, text);

/** Platforms of `social_media_links`, in display order. */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'youtube', 'twitter', 'threads'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** One social account link. */
export interface SocialLink {
  platform: SocialPlatform;
  label: string;
  url: string;
}

const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  threads: 'Threads',
};

/** Built-in social links: the platforms' own pages until the church sets its accounts. */
export const DEFAULT_SOCIAL_LINKS: SocialLink[] = [
  { platform: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
  { platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
  { platform: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
];

/** Built-in embedded map of the default address (spec §9 "Defaults"). */
export const DEFAULT_MAP_URL =
  'https://maps.google.com/maps?q=4702%20Century%20Plaza%20Rd%2C%20Indianapolis%2C%20IN%2046254&z=15&output=embed';

/** A link with a label (`youtube_channel_url`, `live_page_meeting_link_*`, spec §3). */
export interface LabelledLink {
  url: string;
  label: string;
}

function labelledLink(label: string): Reader<LabelledLink | null> {
  return or(
    before(
      (value) => (isObject(value) ? value : { url: value }),
      object({ url: HttpUrl, label: textOr(label) }),
    ),
    null,
  );
}

/**
 * Service information of the live page (spec §3 `service_information_live_page`): the card's
 * title and up to two extra lines shown under the service times (which come from
 * `service_times`, docs/decisions/0032); a blank line is not shown.
 */
export interface LiveServiceInfo {
  title: string;
  times_line1: string;
  times_line2: string;
}

/** Built-in live page service information: the title, no extra lines. */
export const DEFAULT_LIVE_SERVICE_INFO: Readonly<LiveServiceInfo> = {
  title: 'Service Information',
  times_line1: '',
  times_line2: '',
};

const bannerImage = or(bareOrIn(SafeUrl, ['url']), null);

/**
 * `image_delivery` (docs/decisions/0042): `variants` (stored WebP copies, every plan) or `render`
 * (Storage's image transformation endpoint, Pro plan). Kept in step with `ImageDelivery` of
 * `@/lib/image-variants`.
 */
const imageDelivery: Reader<'variants' | 'render'> = or(
  map(bareOrIn(text, ['mode']), (value): 'variants' | 'render' =>
    value === 'render' ? 'render' : 'variants',
  ),
  'variants' as const,
);

/**
 * One reader per `site_settings` key of spec §3, each with its built-in default (spec §9).
 * Banner, stream and meeting-link keys default to `null` ("not set"): their readers fall back
 * further (the page banner to `banner_image_default`, then to a built-in image).
 */
export const siteSettingSchemas = {
  social_media_links: (value: unknown): SocialLink[] => {
    const links = SOCIAL_PLATFORMS.flatMap((platform): SocialLink[] => {
      const url = isObject(value) ? HttpUrl(value[platform]) : INVALID;
      return url === INVALID ? [] : [{ platform, label: PLATFORM_LABELS[platform], url }];
    });
    return links.length > 0 ? links : DEFAULT_SOCIAL_LINKS;
  },
  contact_info: or(
    object({
      address: or(Address, DEFAULT_CONTACT_INFO.address),
      phone: textOr(DEFAULT_CONTACT_INFO.phone),
      email: textOr(DEFAULT_CONTACT_INFO.email),
    }),
    DEFAULT_CONTACT_INFO,
  ),
  service_times: listOf<ServiceTime>(
    object({
      day: stringWhere((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day)),
      time: stringWhere((time) => CLOCK_PATTERN.test(time)),
      label: text,
    }),
    DEFAULT_SERVICE_TIMES,
  ),
  service_times_ticker: or(bareOrIn(text, ['text', 'value']), null),
  map_url: or(bareOrIn(HttpsUrl, ['url']), DEFAULT_MAP_URL),
  banner_image_default: bannerImage,
  banner_image_about_page: bannerImage,
  banner_image_events_page: bannerImage,
  banner_image_sermons_page: bannerImage,
  banner_image_donate_page: bannerImage,
  banner_image_gallery_page: bannerImage,
  banner_image_pastors_corner: bannerImage,
  banner_image_live: bannerImage,
  banner_image_contact: bannerImage,
  banner_image_first_timer_form: bannerImage,
  live_stream_youtube_url: or(bareOrIn(HttpUrl, ['url']), null),
  image_delivery: imageDelivery,
  service_information_live_page: or(
    object({
      title: textOr(DEFAULT_LIVE_SERVICE_INFO.title),
      times_line1: textOr(DEFAULT_LIVE_SERVICE_INFO.times_line1),
      times_line2: textOr(DEFAULT_LIVE_SERVICE_INFO.times_line2),
    }),
    DEFAULT_LIVE_SERVICE_INFO,
  ),
  youtube_channel_url: labelledLink('Visit our YouTube channel'),
  live_page_meeting_link_teams: labelledLink('Join on Microsoft Teams'),
  live_page_meeting_link_zoom: labelledLink('Join on Zoom'),
  live_page_meeting_link_google_meet: labelledLink('Join on Google Meet'),
} satisfies Record<string, Reader<unknown>>;

/** Every `site_settings` key of spec §3. */
export type SettingKey = keyof typeof siteSettingSchemas;

/** The page banner keys (spec §2 "Page banner"). */
export type BannerSettingKey = Extract<SettingKey, `banner_image_${string}`>;

/** The read value of a setting: its reader's value, never invalid. */
export type SettingValue<K extends SettingKey> = Exclude<
  ReadValue<(typeof siteSettingSchemas)[K]>,
  typeof INVALID
>;

/**
 * All `site_settings` rows as a map of `setting_key` to the raw `setting_value` (spec §3), as
 * the one cached query returns them.
 */
export type SiteSettings = Readonly<Record<string, unknown>>;

/**
 * Reads one setting out of the raw map with its key's reader.
 *
 * @param settings - the raw map, or `undefined` while loading or after a failed read.
 * @returns the value, or the key's built-in default when missing or malformed.
 */
export function readSetting<K extends SettingKey>(
  settings: SiteSettings | undefined,
  key: K,
): SettingValue<K> {
  return siteSettingSchemas[key](settings?.[key]) as SettingValue<K>;
}
