import type { Locale } from '@/lib/i18n/locale';
import type { LocalizedText } from '@/lib/localized';
import { settingLanguage, settingsIn } from '@/lib/site-settings/localized';
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
  const info = serviceInfoIn(settings, 'en');
  return { title: info.title.text, lines: info.lines.map((line) => line.text) };
}

/**
 * {@link readServiceInfo} for a page of `locale`, each text with the language it is in
 * (docs/decisions/0055): on Spanish pages `service_information_live_page_es` and
 * `service_times_es` where they exist, the service times written in their setting's language.
 *
 * @param settings - the raw settings map (with its `<key>_es` rows).
 */
export function serviceInfoIn(
  settings: SiteSettings | undefined,
  locale: Locale,
): { title: LocalizedText<string>; lines: LocalizedText<string>[] } {
  const shown = settingsIn(settings, locale);
  const infoLang = settingLanguage(settings, 'service_information_live_page', locale);
  const timesLang = settingLanguage(settings, 'service_times', locale);
  const info = readSetting(shown, 'service_information_live_page');
  const extra = [info.times_line1, info.times_line2].filter((line) => line.trim() !== '');
  return {
    title: { text: info.title, lang: infoLang },
    lines: [
      ...serviceTimeTexts(readSetting(shown, 'service_times'), timesLang).map((text) => ({
        text,
        lang: timesLang,
      })),
      ...extra.map((text) => ({ text, lang: infoLang })),
    ],
  };
}
