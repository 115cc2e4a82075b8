import { SITE_NAME } from '@/config/navigation';

/**
 * What the feeds use for each empty field of `site_identity`: the defaults of
 * `private.site_identity()` (migration 20261124100600_feeds.sql); the church name is also the
 * site's own built-in name. The settings page shows them under empty fields ('Using the
 * default: Our Church').
 */
export const SITE_IDENTITY_DEFAULTS = {
  name: SITE_NAME,
  url: 'http://localhost:5173',
  time_zone: 'America/Indiana/Indianapolis',
  language: 'en-us',
} as const;

/** The fields of `podcast_info` that have a default. */
export type PodcastDefaultField =
  | 'title'
  | 'description'
  | 'author'
  | 'owner_name'
  | 'owner_email'
  | 'category'
  | 'subcategory'
  | 'language';

/**
 * What the podcast feed uses for each empty field of `podcast_info` (`private.podcast_info()`,
 * same migration), which depends on the church name and the contact e-mail address in force.
 *
 * @param churchName - `site_identity.name` as typed, '' for its default.
 * @param contactEmail - `contact_info.email` as typed, '' for none.
 * @param language - `site_identity.language`, '' for its default.
 */
export function podcastDefaults(
  churchName: string,
  contactEmail: string,
  language = '',
): Record<PodcastDefaultField, string> {
  const name = churchName.trim() || SITE_IDENTITY_DEFAULTS.name;
  return {
    title: `${name} Sermons`,
    description: `Sermons preached at ${name}.`,
    author: name,
    owner_name: name,
    owner_email: contactEmail.trim() || 'info@example.org',
    category: 'Religion & Spirituality',
    subcategory: 'Christianity',
    language: language.trim() || SITE_IDENTITY_DEFAULTS.language,
  };
}
