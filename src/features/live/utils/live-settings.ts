/** The live page's service information (spec §3 `service_information_live_page`). */
export interface ServiceInfo {
  title: string;
  lines: string[];
}

/** A link to the church's YouTube channel (spec §3 `youtube_channel_url`). */
export interface ChannelLink {
  url: string;
  label: string;
}

/** Spec §9 "Live page service info". */
export const DEFAULT_SERVICE_INFO: Readonly<ServiceInfo> = {
  title: 'Service Times',
  lines: ['Sundays 9:00 AM to 12:00 PM', 'Wednesdays 7:00 PM'],
};

export const DEFAULT_CHANNEL: Readonly<ChannelLink> = {
  url: 'https://www.youtube.com/',
  label: 'Visit Our YouTube Channel',
};

type Settings = Readonly<Record<string, unknown>> | undefined;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads `service_information_live_page` (`{ title, times_line1, times_line2 }`), part by part
 * over {@link DEFAULT_SERVICE_INFO}: a missing title keeps the default title, and both lines
 * fall back together so that a half-set schedule never mixes with the defaults.
 */
export function readServiceInfo(settings: Settings): ServiceInfo {
  const value = record(settings?.service_information_live_page);
  const lines = [text(value.times_line1), text(value.times_line2)].filter(Boolean);
  return {
    title: text(value.title) || DEFAULT_SERVICE_INFO.title,
    lines: lines.length > 0 ? lines : [...DEFAULT_SERVICE_INFO.lines],
  };
}

/**
 * Reads `youtube_channel_url` (`{ url, label }` or a plain URL string); an address that is not
 * http(s) falls back to the YouTube link of `social_media_links`, then to YouTube itself.
 */
export function readChannelLink(settings: Settings): ChannelLink {
  const value = settings?.youtube_channel_url;
  const url = typeof value === 'string' ? value.trim() : text(record(value).url);
  const social = text(record(settings?.social_media_links).youtube);
  const safe = (candidate: string) => /^https?:\/\/[^\s/]+/i.test(candidate);
  return {
    url: safe(url) ? url : safe(social) ? social : DEFAULT_CHANNEL.url,
    label: text(record(value).label) || DEFAULT_CHANNEL.label,
  };
}
