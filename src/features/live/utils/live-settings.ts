import { readSetting, type LabelledLink, type SiteSettings } from '@/lib/site-settings/schemas';
import { serviceTimeTexts } from '@/lib/site-settings/service-times';

/** The channel link when neither `youtube_channel_url` nor a YouTube social link is set. */
export const DEFAULT_CHANNEL: Readonly<LabelledLink> = {
  url: 'https://www.youtube.com/',
  label: 'Visit our YouTube channel',
};

/**
 * The church's YouTube channel for 'Connect With Us' and the unavailable state (spec §2
 * "Live"): `youtube_channel_url`, else the YouTube link of `social_media_links` (the footer's),
 * else YouTube itself.
 */
export function readChannelLink(settings: SiteSettings | undefined): LabelledLink {
  const channel = readSetting(settings, 'youtube_channel_url');
  if (channel) return channel;
  const social = readSetting(settings, 'social_media_links').find((link) => link.platform === 'youtube');
  return { url: social?.url ?? DEFAULT_CHANNEL.url, label: DEFAULT_CHANNEL.label };
}

/**
 * The live page's service card (spec §3, §9): the title of `service_information_live_page`, the
 * service times of the `service_times` setting (as the footer and the home ticker show them),
 * then that setting's extra lines when they are not blank.
 */
export function readServiceInfo(settings: SiteSettings | undefined): { title: string; lines: string[] } {
  const info = readSetting(settings, 'service_information_live_page');
  const extra = [info.times_line1, info.times_line2].filter((line) => line.trim() !== '');
  return {
    title: info.title,
    lines: [...serviceTimeTexts(readSetting(settings, 'service_times')), ...extra],
  };
}
