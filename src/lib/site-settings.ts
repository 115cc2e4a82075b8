import { normaliseServiceTimes, type ServiceTime } from './service-times';

/**
 * All `site_settings` rows as a map of `setting_key` to `setting_value` (spec §3). Values are
 * untrusted JSON: the readers below check their shape and fall back to built-in defaults.
 */
export type SiteSettings = Readonly<Record<string, unknown>>;

/** Contact details shown in the footer and the home page (spec §3 `contact_info`). */
export interface ContactInfo {
  address: string;
  phone: string;
  email: string;
}

/** Platforms of the `social_media_links` setting, in display order. */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'youtube', 'twitter', 'threads'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

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

/** Built-in contact details (spec §9 "Defaults"). */
export const DEFAULT_CONTACT_INFO: Readonly<ContactInfo> = {
  address: '4702 Century Plaza Rd, Indianapolis, IN 46254, USA',
  phone: '(317) 555-0142',
  email: 'info@example.org',
};

/** Built-in social links: the platforms' own pages until the church sets its accounts. */
export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { platform: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
  { platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
  { platform: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
];

/** Built-in embedded map of the default address (spec §9 "Defaults"). */
export const DEFAULT_MAP_URL =
  'https://maps.google.com/maps?q=4702%20Century%20Plaza%20Rd%2C%20Indianapolis%2C%20IN%2046254&z=15&output=embed';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function isSafeUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//'));
}

/**
 * Reads a text setting stored either as a JSON string or as `{ text }` / `{ value }`
 * (e.g. `service_times_ticker`).
 *
 * @returns the trimmed text, or `undefined` when missing or blank.
 */
export function readSettingText(settings: SiteSettings | undefined, key: string): string | undefined {
  const value = settings?.[key];
  if (isRecord(value)) return text(value.text) ?? text(value.value);
  return text(value);
}

/**
 * Reads a URL setting stored as a JSON string or as `{ url }` (banner images, `map_url`).
 * Only http(s) and same-site paths are accepted, so a bad value cannot become a `javascript:` link.
 *
 * @returns the URL, or `undefined` when missing or unsafe.
 */
export function readSettingUrl(settings: SiteSettings | undefined, key: string): string | undefined {
  const value = settings?.[key];
  const url = isRecord(value) ? text(value.url) : text(value);
  return url && isSafeUrl(url) ? url : undefined;
}

/**
 * Formats an address given as one line or as `{ street, city, state, zip, country }`
 * (spec §3 `contact_info`), e.g. '4702 Century Plaza Rd, Indianapolis, IN 46254, USA'.
 *
 * @returns the address line, or `undefined` when nothing usable is present.
 */
export function formatAddress(value: unknown): string | undefined {
  if (!isRecord(value)) return text(value);
  const stateZip = [text(value.state), text(value.zip)].filter(Boolean).join(' ');
  const parts = [text(value.street), text(value.city), stateZip, text(value.country)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** Reads `contact_info`, field by field, over {@link DEFAULT_CONTACT_INFO}. */
export function readContactInfo(settings: SiteSettings | undefined): ContactInfo {
  const value = settings?.contact_info;
  const info = isRecord(value) ? value : {};
  return {
    address: formatAddress(info.address) ?? DEFAULT_CONTACT_INFO.address,
    phone: text(info.phone) ?? DEFAULT_CONTACT_INFO.phone,
    email: text(info.email) ?? DEFAULT_CONTACT_INFO.email,
  };
}

/**
 * Reads `social_media_links` (facebook, instagram, youtube, twitter, threads).
 *
 * @returns the links with a safe URL in platform order, or {@link DEFAULT_SOCIAL_LINKS} when none.
 */
export function readSocialLinks(settings: SiteSettings | undefined): SocialLink[] {
  const value = settings?.social_media_links;
  const links = isRecord(value)
    ? SOCIAL_PLATFORMS.flatMap((platform) => {
        const url = text(value[platform]);
        return url && /^https?:\/\//i.test(url) ? [{ platform, label: PLATFORM_LABELS[platform], url }] : [];
      })
    : [];
  return links.length > 0 ? links : DEFAULT_SOCIAL_LINKS.map((link) => ({ ...link }));
}

/** Reads `service_times` in any of its three shapes (see `normaliseServiceTimes`). */
export function readServiceTimes(settings: SiteSettings | undefined): ServiceTime[] {
  return normaliseServiceTimes(settings?.service_times);
}

/** Reads `map_url`, an embeddable https map address, or {@link DEFAULT_MAP_URL}. */
export function readMapUrl(settings: SiteSettings | undefined): string {
  const url = readSettingUrl(settings, 'map_url');
  return url && url.startsWith('https://') ? url : DEFAULT_MAP_URL;
}

/**
 * Banner image of a page (spec §2 "Page banner"): the URL under `key`, else `banner_image_default`.
 *
 * @returns the URL, or `undefined` so the caller shows its built-in fallback image.
 */
export function readBannerUrl(settings: SiteSettings | undefined, key?: string): string | undefined {
  return (
    (key ? readSettingUrl(settings, key) : undefined) ?? readSettingUrl(settings, 'banner_image_default')
  );
}
