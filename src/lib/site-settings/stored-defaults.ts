import { ABOUT_DEFAULTS } from './about-defaults';
import { DEFAULT_CONTACT_INFO, DEFAULT_LIVE_SERVICE_INFO, DEFAULT_MAP_URL } from './schemas';
import { DEFAULT_SERVICE_TIMES } from './service-times';
import { spanishTwins } from './translated-keys';
import type { StoredSetting, WritableSettingKey } from './write-schemas';

/**
 * The built-in default of each key (spec §9 "Defaults") in the stored shape: what a form shows
 * for a key that has no row. `null` for keys whose default is "not set" (banners fall back to
 * the default banner, the stream to 'Live Stream Unavailable', meeting links are hidden), for
 * the feeds' keys, whose defaults are built in the database, and for the sender of visitor
 * e-mail, whose default is the e-mail functions' own, and for the Spanish `<key>_es` rows,
 * without which the Spanish pages show the English (decision 0055). 'Reset to default' deletes
 * the row.
 */
export const STORED_DEFAULTS: { [K in WritableSettingKey]: StoredSetting<K> | null } = {
  social_media_links: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
  contact_info: {
    address: {
      street: '4702 Century Plaza Rd',
      city: 'Indianapolis',
      state: 'IN',
      zip: '46254',
      country: 'USA',
    },
    phone: DEFAULT_CONTACT_INFO.phone,
    email: DEFAULT_CONTACT_INFO.email,
  },
  service_times: DEFAULT_SERVICE_TIMES,
  service_times_ticker: null,
  map_url: DEFAULT_MAP_URL,
  banner_image_default: null,
  banner_image_about_page: null,
  banner_image_events_page: null,
  banner_image_sermons_page: null,
  banner_image_donate_page: null,
  banner_image_gallery_page: null,
  banner_image_pastors_corner: null,
  banner_image_live: null,
  banner_image_contact: null,
  banner_image_first_timer_form: null,
  about_us_vision_mission: ABOUT_DEFAULTS.visionMission,
  about_us_mandate: ABOUT_DEFAULTS.mandate,
  about_us_values: ABOUT_DEFAULTS.values,
  about_us_leadership: ABOUT_DEFAULTS.leadership,
  about_us_history: ABOUT_DEFAULTS.history,
  live_stream_youtube_url: null,
  image_delivery: 'variants',
  service_information_live_page: DEFAULT_LIVE_SERVICE_INFO,
  youtube_channel_url: null,
  live_page_meeting_link_teams: null,
  live_page_meeting_link_zoom: null,
  live_page_meeting_link_google_meet: null,
  podcast_info: null,
  site_identity: null,
  visitor_email_address: null,
  ...spanishTwins(() => null),
};
