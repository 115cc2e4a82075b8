// The settings with a Spanish version (decision 0055): plain data, no schema, so that the
// settings index can name them without loading the staff forms' rules.

/**
 * The keys whose Spanish version is the row `<key>_es`, of the same shape and checked with the
 * same rules (SQL twin: `private.translated_setting_keys()`, migration
 * 20261207160000_translated_content.sql).
 */
export const TRANSLATED_SETTING_KEYS = [
  'about_us_vision_mission',
  'about_us_mandate',
  'about_us_values',
  'about_us_leadership',
  'about_us_history',
  'service_times',
  'service_times_ticker',
  'service_information_live_page',
  'youtube_channel_url',
  'live_page_meeting_link_teams',
  'live_page_meeting_link_zoom',
  'live_page_meeting_link_google_meet',
  'podcast_info',
] as const;

/** A key with a Spanish version. */
export type TranslatedSettingKey = (typeof TRANSLATED_SETTING_KEYS)[number];

/** The Spanish version's key of a translated key. */
export type SpanishSettingKey = `${TranslatedSettingKey}_es`;

/**
 * A record with an entry per Spanish key, each from its English key (labels, blanks, fields).
 *
 * @param entry - the Spanish key's entry, from its English key.
 */
export function spanishTwins<T>(entry: (english: TranslatedSettingKey) => T): Record<SpanishSettingKey, T> {
  return Object.fromEntries(TRANSLATED_SETTING_KEYS.map((key) => [`${key}_es`, entry(key)])) as Record<
    SpanishSettingKey,
    T
  >;
}

/** Whether `key` has a Spanish version `<key>_es`. */
export function isTranslatedSettingKey(key: string): key is TranslatedSettingKey {
  return (TRANSLATED_SETTING_KEYS as readonly string[]).includes(key);
}

/** Whether `key` is the Spanish version of a translated key (`about_us_history_es`). */
export function isSpanishSettingKey(key: string): key is SpanishSettingKey {
  return key.endsWith('_es') && isTranslatedSettingKey(key.slice(0, -3));
}

/** The English key of a Spanish one (`about_us_history_es` → `about_us_history`), else `key`. */
export function englishSettingKey<K extends string>(key: K): Exclude<K, SpanishSettingKey> {
  return (isSpanishSettingKey(key) ? key.slice(0, -3) : key) as Exclude<K, SpanishSettingKey>;
}
