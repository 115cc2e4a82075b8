import * as z from 'zod/mini';
import { safeHttpsUrl, safeUrl } from '@/lib/urls';
import {
  CLOCK_PATTERN,
  DEFAULT_SERVICE_TIMES,
  WEEKDAYS,
  type ServiceTime,
  type Weekday,
} from './service-times';

// Every `setting_value` is untrusted JSON edited by staff. Each key has one schema that never
// fails: a malformed field falls back to its own default, a malformed value to the key's default
// (`z.catch`), so a page always renders. Written with `zod/mini`, and with few kinds of schema
// (no unions or records), because the footer loads these schemas on every first visit
// (docs/decisions/0006).

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Non-blank text, trimmed. */
const NonBlank = z.string().check(z.trim(), z.minLength(1));
/** Non-blank text given as a string or a number, trimmed. */
export const Text = z.pipe(
  z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
  NonBlank,
);
/** An address `check` accepts, in the spelling it returns (the one URL rule, `@/lib/urls`). */
const urlBy = (check: (value: unknown) => string | undefined) =>
  z.pipe(
    Text,
    z.pipe(
      z.string().check(z.refine((value) => check(value) !== undefined)),
      z.transform((value: string) => check(value) as string),
    ),
  );
/** An absolute http(s) URL. */
const HttpUrl = urlBy((value) => safeUrl(value, { paths: false }));
/** An http(s) URL or a path on this site. */
export const SafeUrl = urlBy(safeUrl);
/** An absolute https URL (embeds of other services). */
const HttpsUrl = urlBy(safeHttpsUrl);

/**
 * A value stored either bare (`"https://…"`) or inside an object under one of `keys`
 * (`{ "url": "https://…" }`): the first of them that `schema` accepts.
 */
function bareOrIn<T>(schema: z.ZodMiniType<T>, keys: readonly string[]) {
  return z.pipe(
    z.transform((value: unknown) =>
      isObject(value) ? keys.map((key) => value[key]).find((item) => schema.safeParse(item).success) : value,
    ),
    schema,
  );
}

/** `schema`, or `fallback` when missing or malformed (the output type widens to include it). */
export function or<T, F>(schema: z.ZodMiniType<T>, fallback: F): z.ZodMiniType<T | F> {
  return z.catch(schema as z.ZodMiniType<T | F>, fallback);
}

/** Non-blank text, else `fallback`. */
export const textOr = (fallback: string) => z.catch(Text, fallback);
export const optionalText = or(Text, undefined);

/** A list whose malformed items are dropped; `fallback` when none is left. */
export function listOf<T>(item: z.ZodMiniType<T>, fallback: T[]) {
  return z.catch(
    z.transform((value: unknown) => {
      const kept = Array.isArray(value)
        ? value.flatMap((entry) => {
            const parsed = item.safeParse(entry);
            return parsed.success ? [parsed.data] : [];
          })
        : [];
      return kept.length > 0 ? kept : fallback;
    }),
    fallback,
  );
}

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
const Address = z.pipe(
  z.transform((value: unknown) => {
    if (!isObject(value)) return value;
    const part = (key: string) => optionalText.parse(value[key]);
    return [
      part('street'),
      part('city'),
      [part('state'), part('zip')].filter(Boolean).join(' '),
      part('country'),
    ]
      .filter(Boolean)
      .join(', ');
  }),
  Text,
);

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

function labelledLink(label: string) {
  return or(
    z.pipe(
      z.transform((value: unknown) => (isObject(value) ? value : { url: value })),
      z.object({ url: HttpUrl, label: textOr(label) }),
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
const imageDelivery = z.catch(
  z.pipe(
    bareOrIn(Text, ['mode']),
    z.transform((value: string): 'variants' | 'render' => (value === 'render' ? 'render' : 'variants')),
  ),
  'variants' as const,
);

/**
 * One schema per `site_settings` key of spec §3, each with its built-in default (spec §9).
 * Banner, stream and meeting-link keys default to `null` ("not set"): their readers fall back
 * further (the page banner to `banner_image_default`, then to a built-in image).
 */
export const siteSettingSchemas = {
  social_media_links: z.catch(
    z.pipe(
      z.transform((value: unknown) =>
        SOCIAL_PLATFORMS.flatMap((platform): SocialLink[] => {
          const url = isObject(value) ? HttpUrl.safeParse(value[platform]) : undefined;
          return url?.success ? [{ platform, label: PLATFORM_LABELS[platform], url: url.data }] : [];
        }),
      ),
      z.transform((links: SocialLink[]) => (links.length > 0 ? links : DEFAULT_SOCIAL_LINKS)),
    ),
    DEFAULT_SOCIAL_LINKS,
  ),
  contact_info: z.catch(
    z.object({
      address: z.catch(Address, DEFAULT_CONTACT_INFO.address),
      phone: textOr(DEFAULT_CONTACT_INFO.phone),
      email: textOr(DEFAULT_CONTACT_INFO.email),
    }),
    DEFAULT_CONTACT_INFO,
  ),
  service_times: listOf(
    z.object({
      day: z
        .string()
        .check(
          z.refine((day: string) => (WEEKDAYS as readonly string[]).includes(day)),
        ) as z.ZodMiniType<Weekday>,
      time: z.string().check(z.refine((time: string) => CLOCK_PATTERN.test(time))),
      label: Text,
    }) satisfies z.ZodMiniType<ServiceTime>,
    DEFAULT_SERVICE_TIMES,
  ),
  service_times_ticker: or(bareOrIn(Text, ['text', 'value']), null),
  map_url: z.catch(bareOrIn(HttpsUrl, ['url']), DEFAULT_MAP_URL),
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
  service_information_live_page: z.catch(
    z.object({
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
};

/** Every `site_settings` key of spec §3. */
export type SettingKey = keyof typeof siteSettingSchemas;

/** The page banner keys (spec §2 "Page banner"). */
export type BannerSettingKey = Extract<SettingKey, `banner_image_${string}`>;

/** The parsed value of a setting: its schema's output, never invalid. */
export type SettingValue<K extends SettingKey> = z.output<(typeof siteSettingSchemas)[K]>;

/**
 * All `site_settings` rows as a map of `setting_key` to the raw `setting_value` (spec §3), as
 * the one cached query returns them.
 */
export type SiteSettings = Readonly<Record<string, unknown>>;

/**
 * Parses one setting out of the raw map with its key's schema.
 *
 * @param settings - the raw map, or `undefined` while loading or after a failed read.
 * @returns the value, or the key's built-in default when missing or malformed.
 */
export function readSetting<K extends SettingKey>(
  settings: SiteSettings | undefined,
  key: K,
): SettingValue<K> {
  return siteSettingSchemas[key].parse(settings?.[key]) as SettingValue<K>;
}
