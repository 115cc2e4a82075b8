import { spanishTwins } from '@/lib/site-settings/translated-keys';
import type { WritableSettingKey } from '@/lib/site-settings/write-schemas';

/** How each English key is named on the settings pages (its fieldset's heading and the toasts). */
const ENGLISH_LABELS = {
  site_identity: 'Church name, website and time zone',
  contact_info: 'Contact details',
  map_url: 'Map',
  service_times: 'Service times',
  social_media_links: 'Social links',
  youtube_channel_url: 'YouTube channel',
  live_stream_youtube_url: 'Live stream',
  service_information_live_page: 'Service information',
  live_page_meeting_link_teams: 'Microsoft Teams link',
  live_page_meeting_link_zoom: 'Zoom link',
  live_page_meeting_link_google_meet: 'Google Meet link',
  service_times_ticker: 'Ticker text',
  about_us_vision_mission: 'Vision and mission',
  about_us_mandate: 'Mandate',
  about_us_values: 'Values',
  about_us_leadership: 'Leadership',
  about_us_history: 'History',
  banner_image_default: 'Default banner',
  banner_image_about_page: 'About',
  banner_image_events_page: 'Events',
  banner_image_sermons_page: 'Sermons',
  banner_image_donate_page: 'Give',
  banner_image_gallery_page: 'Gallery',
  banner_image_pastors_corner: "Pastor's Corner",
  banner_image_live: 'Live',
  banner_image_contact: 'Contact',
  banner_image_first_timer_form: 'First-timer form',
  podcast_info: 'Podcast details',
  image_delivery: 'Image sizes',
  visitor_email_address: 'Sender of visitor e-mail',
} satisfies Omit<Record<WritableSettingKey, string>, keyof ReturnType<typeof spanishTwins>>;

/** The English name inside 'Spanish …' (proper names keep their capitals). */
const lowerFirst = (label: string) =>
  /^(YouTube|Microsoft|Zoom|Google)/.test(label) ? label : label.toLowerCase();

/** How each key is named: a Spanish `<key>_es` as 'Spanish …' (decision 0055). */
export const KEY_LABELS: Record<WritableSettingKey, string> = {
  ...ENGLISH_LABELS,
  ...spanishTwins((key) => `Spanish ${lowerFirst(ENGLISH_LABELS[key])}`),
};
