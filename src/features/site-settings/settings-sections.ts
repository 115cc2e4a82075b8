import type { WritableSettingKey } from '@/lib/site-settings/write-schemas';

// The sections of /admin/settings (issues 24 and 45): each is a page of its own at
// `/admin/settings/<id>`, listed with its one-line summary on the index `/admin/settings`. Plain
// data (no React, no schema), so the index page loads nothing else.

/** Where the settings pages live. */
export const SETTINGS_PATH = '/admin/settings';

/** The id of the `<h1>` of a section's page; its forms and region are labelled by it. */
export const SECTION_HEADING_ID = 'settings-section-heading';

/** A section whose fields are `site_settings` keys, edited in one form with one Save. */
export interface KeySettingsSection {
  id: string;
  title: string;
  /** One line on the index, and the page's introduction. */
  summary: string;
  kind: 'keys';
  /** The keys its Save button saves, each shown as a fieldset with 'Reset to default'. */
  keys: readonly WritableSettingKey[];
  /** The hero videos, saved on their own, under the keys (Home). */
  heroVideos?: true;
}

/** A section with its own table and form (giving, the church network, the site rebuilds). */
export interface OwnSettingsSection {
  id: 'giving' | 'church-network' | 'site-rebuilds';
  title: string;
  summary: string;
  kind: 'own';
}

/** One section of the settings. */
export type SettingsSection = KeySettingsSection | OwnSettingsSection;

const BANNER_KEYS = [
  'banner_image_default',
  'banner_image_about_page',
  'banner_image_events_page',
  'banner_image_sermons_page',
  'banner_image_donate_page',
  'banner_image_gallery_page',
  'banner_image_pastors_corner',
  'banner_image_live',
  'banner_image_contact',
  'banner_image_first_timer_form',
] as const satisfies readonly WritableSettingKey[];

/** Every section, in the index's order. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'church',
    title: 'Church',
    summary:
      'The church’s name, website and time zone (the church time of every page, feed and e-mail), and the contact details.',
    kind: 'keys',
    keys: ['site_identity', 'contact_info', 'map_url'],
  },
  {
    id: 'service-times',
    title: 'Service times',
    summary:
      'Shown in the footer, on the contact page, in the home page’s ticker and on the live page (its service information and next-service countdown).',
    kind: 'keys',
    keys: ['service_times'],
  },
  {
    id: 'social',
    title: 'Social links and YouTube channel',
    summary: 'The footer’s social links and the channel linked from the live page.',
    kind: 'keys',
    keys: ['social_media_links', 'youtube_channel_url'],
  },
  {
    id: 'live',
    title: 'Live page',
    summary: 'The stream shown on /live, its service information and the online meeting rooms.',
    kind: 'keys',
    keys: [
      'live_stream_youtube_url',
      'service_information_live_page',
      'live_page_meeting_link_teams',
      'live_page_meeting_link_zoom',
      'live_page_meeting_link_google_meet',
    ],
  },
  {
    id: 'home',
    title: 'Home',
    summary: 'The ticker under the home page’s hero, and the hero video.',
    kind: 'keys',
    keys: ['service_times_ticker'],
    heroVideos: true,
  },
  {
    id: 'about',
    title: 'About',
    summary: 'The five tabs of the About page.',
    kind: 'keys',
    keys: [
      'about_us_vision_mission',
      'about_us_mandate',
      'about_us_values',
      'about_us_leadership',
      'about_us_history',
    ],
  },
  {
    id: 'banners',
    title: 'Page banners',
    summary: 'The image behind each page’s title. A page without its own banner shows the default banner.',
    kind: 'keys',
    keys: BANNER_KEYS,
  },
  {
    id: 'images',
    title: 'Images',
    summary: 'How photos and covers reach visitors at the size each screen needs.',
    kind: 'keys',
    keys: ['image_delivery'],
  },
  {
    id: 'podcast',
    title: 'Podcast',
    summary: 'The podcast feed’s channel details. A blank field uses the feed’s built-in default.',
    kind: 'keys',
    keys: ['podcast_info'],
  },
  {
    id: 'visitor-email',
    title: 'Visitor e-mail',
    summary:
      'The sender of the e-mails visitors get: registrations, the newsletter, gift receipts and statements.',
    kind: 'keys',
    keys: ['visitor_email_address'],
  },
  {
    id: 'giving',
    title: 'Giving',
    summary: 'The Donate page’s mode, card fee rates, EIN, statement signer and funds.',
    kind: 'own',
  },
  {
    id: 'church-network',
    title: 'Church network',
    summary: 'The church’s own network, where the public forms take ten times as many submissions.',
    kind: 'own',
  },
  {
    id: 'site-rebuilds',
    title: 'Site rebuilds',
    summary: 'The public pages’ rebuilds in the last 24 hours, and their daily ceiling.',
    kind: 'own',
  },
];

/** The section with this id, or undefined. */
export function settingsSection(id: string | undefined): SettingsSection | undefined {
  return SETTINGS_SECTIONS.find((section) => section.id === id);
}

/** The address of a section's page, e.g. `/admin/settings/giving`. */
export function settingsSectionPath(id: string): string {
  return `${SETTINGS_PATH}/${id}`;
}

/** The key section that edits `key`, or undefined. */
export function sectionOfKey(key: string): KeySettingsSection | undefined {
  return SETTINGS_SECTIONS.find(
    (section): section is KeySettingsSection =>
      section.kind === 'keys' && (section.keys as readonly string[]).includes(key),
  );
}

/** The id of a key's fieldset on its section's page: the anchor of a link to it. */
export function settingFieldsetId(key: string): string {
  return `setting-${key}-fieldset`;
}

/**
 * The section page an old one-page anchor meant (`#settings-church-network`, `#giving`), or
 * undefined: links written before the settings had pages of their own keep working.
 */
export function sectionOfAnchor(hash: string): SettingsSection | undefined {
  const id = hash.replace(/^#/, '').replace(/^settings-/, '');
  return id ? settingsSection(id) : undefined;
}
