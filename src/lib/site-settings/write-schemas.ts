import * as z from 'zod/mini';
import { safeHttpsUrl, safeUrl } from '@/lib/urls';
import { VALUE_ICON_NAMES } from './about-defaults';
import { SOCIAL_PLATFORMS, type SettingKey } from './schemas';
import { CLOCK_PATTERN, WEEKDAYS } from './service-times';
import { TRANSLATED_SETTING_KEYS, type TranslatedSettingKey } from './translated-keys';

// The shape a `site_settings` value must have to be saved (issue 24; docs/decisions/0032).
//
// The public site reads every key with a forgiving schema (./schemas.ts) that falls back to a
// default; these are the strict twins the staff forms validate with before saving, and the
// database refuses the same wrong shapes (`private.site_setting_problem`, migration
// 20261126160000_site_settings_shapes.sql). Every value one of these accepts, the forgiving schema
// reads back unchanged (tests: ./write-schemas.test.ts; both sides on the seed, the defaults and a
// set of wrong shapes: tests/db/site-settings.test.ts). Each key's built-in default in the stored
// shape is in ./stored-defaults.ts. Only staff pages import this file.

/** Characters the database refuses in an address: ASCII control characters, spaces and `\`. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const URL_FORBIDDEN = /[\u0000-\u0020\u007f\\]/;
/** An absolute http(s) address with no `@` before the path (no credentials). SQL twin: `private.setting_is_http_url`. */
export const HTTP_URL_PATTERN = /^https?:\/\/[^/?#@]+([/?#].*)?$/i;
/** A path on this site: `/` then anything but a second `/` (not `//host`). */
export const SITE_PATH_PATTERN = /^\/([^/].*)?$/;
/** An e-mail address, as the database checks it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A lower-case language code such as `en-us`. */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;

/** Length in characters (code points), as Postgres counts them. */
const length = (value: string) => [...value].length;

/** Text with a visible character, at most `max` characters. */
export function text(max: number, what = 'This field') {
  return z.string({ error: `${what} is required.` }).check(
    z.refine((value) => /\S/.test(value), `${what} is required.`),
    z.refine((value) => length(value) <= max, `${what} must be at most ${max} characters.`),
  );
}

/** Text that may be empty, at most `max` characters. */
export function optionalText(max: number, what = 'This field') {
  return z
    .string()
    .check(z.refine((value) => length(value) <= max, `${what} must be at most ${max} characters.`));
}

function isHttpUrl(value: string): boolean {
  return (
    length(value) <= 2048 &&
    !URL_FORBIDDEN.test(value) &&
    HTTP_URL_PATTERN.test(value) &&
    safeUrl(value, { paths: false }) !== undefined
  );
}

/** An absolute http(s) address. */
export const httpUrl = z
  .string({ error: 'Enter an address starting with https:// or http://.' })
  .check(z.refine(isHttpUrl, 'Enter an address starting with https:// or http://.'));

/** An absolute https address (embedded maps). */
export const httpsUrl = z
  .string({ error: 'Enter an address starting with https://.' })
  .check(
    z.refine(
      (value) => isHttpUrl(value) && safeHttpsUrl(value) !== undefined && /^https:/i.test(value),
      'Enter an address starting with https://.',
    ),
  );

/** An http(s) address or a path on this site such as `/images/banner.jpg`. */
export const siteUrl = z
  .string({ error: 'Enter an address starting with https:// or a path starting with /.' })
  .check(
    z.refine(
      (value) =>
        isHttpUrl(value) ||
        (length(value) <= 2048 &&
          !URL_FORBIDDEN.test(value) &&
          SITE_PATH_PATTERN.test(value) &&
          safeUrl(value) !== undefined),
      'Enter an address starting with https:// or a path starting with /.',
    ),
  );

/** An e-mail address. */
export const email = z
  .string({ error: 'Enter an e-mail address.' })
  .check(
    z.refine(
      (value) => length(value) <= 254 && EMAIL_PATTERN.test(value),
      'Enter an e-mail address such as office@example.org.',
    ),
  );

const language = z
  .string()
  .check(z.regex(LANGUAGE_PATTERN, 'Enter a lower-case language code such as en-us.'));

/** Whether `name` is a time zone this browser knows (the database checks its own list too). */
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const labelledLink = z.strictObject({ url: httpUrl, label: text(100, 'The label') });
const banner = siteUrl;
const titledText = z.strictObject({ title: text(200, 'The title'), text: text(10000, 'The text') });

/** Items of a list have distinct `id`s. */
function distinctIds(items: readonly { id: string }[]): boolean {
  return new Set(items.map((item) => item.id)).size === items.length;
}

/**
 * The strict schema of every key the site reads (spec §3), plus `podcast_info` and
 * `site_identity` that the feeds read (README "Subscribe feeds"). The database has one rule per
 * key of this list (keys outside it are not checked: nothing reads them).
 */
const englishWriteSchemas = {
  social_media_links: z
    .strictObject(
      Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, z.optional(httpUrl)])) as Record<
        (typeof SOCIAL_PLATFORMS)[number],
        z.ZodMiniOptional<typeof httpUrl>
      >,
    )
    .check(z.refine((value) => Object.keys(value).length > 0, 'Enter at least one link.')),
  contact_info: z.strictObject({
    address: z.strictObject({
      street: text(200, 'The street'),
      city: text(100, 'The city'),
      state: z.optional(optionalText(100, 'The state')),
      zip: z.optional(optionalText(100, 'The ZIP code')),
      country: z.optional(optionalText(100, 'The country')),
    }),
    phone: text(40, 'The phone number'),
    email,
  }),
  service_times: z
    .array(
      z.strictObject({
        day: z.enum(WEEKDAYS, 'Choose a day.'),
        time: z.string().check(z.regex(CLOCK_PATTERN, 'Enter a time such as 09:00 or 19:30.')),
        label: text(60, 'The label'),
      }),
    )
    .check(z.minLength(1, 'Add at least one service.'), z.maxLength(20, 'List at most 20 services.')),
  service_times_ticker: text(500, 'The ticker text'),
  map_url: httpsUrl,
  banner_image_default: banner,
  banner_image_about_page: banner,
  banner_image_events_page: banner,
  banner_image_sermons_page: banner,
  banner_image_donate_page: banner,
  banner_image_gallery_page: banner,
  banner_image_pastors_corner: banner,
  banner_image_live: banner,
  banner_image_contact: banner,
  banner_image_first_timer_form: banner,
  about_us_vision_mission: z.strictObject({
    vision_title: text(200, 'The vision title'),
    vision_points: z
      .array(text(500, 'A vision point'))
      .check(z.minLength(1, 'Add at least one vision point.'), z.maxLength(20, 'At most 20 points.')),
    mission_title: text(200, 'The mission title'),
    mission_text: text(5000, 'The mission text'),
  }),
  about_us_mandate: titledText,
  about_us_values: z.strictObject({
    title: text(200, 'The title'),
    items: z
      .array(
        z.strictObject({
          id: text(100, 'The id'),
          iconName: z.enum(VALUE_ICON_NAMES, 'Choose an icon.'),
          title: text(200, 'The title'),
          description: optionalText(2000, 'The description'),
        }),
      )
      .check(
        z.minLength(1, 'Add at least one value.'),
        z.maxLength(20, 'At most 20 values.'),
        z.refine(distinctIds, 'Two values have the same id.'),
      ),
  }),
  about_us_leadership: z.strictObject({
    title: text(200, 'The title'),
    items: z
      .array(
        z.strictObject({
          id: text(100, 'The id'),
          name: text(200, 'The name'),
          role: optionalText(200, 'The role'),
          image: z.nullable(siteUrl),
          bio: optionalText(5000, 'The bio'),
        }),
      )
      .check(
        z.minLength(1, 'Add at least one leader.'),
        z.maxLength(30, 'At most 30 leaders.'),
        z.refine(distinctIds, 'Two leaders have the same id.'),
      ),
  }),
  about_us_history: titledText,
  live_stream_youtube_url: httpUrl,
  image_delivery: z.enum(['variants', 'render'], 'Choose stored variants or Storage’s image resizing.'),
  service_information_live_page: z.strictObject({
    title: text(200, 'The title'),
    times_line1: optionalText(200, 'The first extra line'),
    times_line2: optionalText(200, 'The second extra line'),
  }),
  youtube_channel_url: labelledLink,
  live_page_meeting_link_teams: labelledLink,
  live_page_meeting_link_zoom: labelledLink,
  live_page_meeting_link_google_meet: labelledLink,
  // Every field of the feeds' two keys is optional: the database has a default for each.
  podcast_info: z.strictObject({
    title: z.optional(text(200, 'The title')),
    description: z.optional(text(4000, 'The description')),
    author: z.optional(text(200, 'The author')),
    owner_name: z.optional(text(200, 'The owner')),
    owner_email: z.optional(email),
    image_url: z.optional(httpUrl),
    explicit: z.optional(z.boolean()),
    category: z.optional(text(200, 'The category')),
    subcategory: z.optional(text(200, 'The subcategory')),
    language: z.optional(language),
  }),
  site_identity: z.strictObject({
    name: z.optional(text(200, 'The church name')),
    url: z.optional(httpUrl),
    time_zone: z.optional(
      z.string().check(z.refine(isTimeZone, 'Enter a time zone such as America/Indiana/Indianapolis.')),
    ),
    language: z.optional(language),
    api_url: z.optional(httpUrl),
  }),
  // The sender's address of the e-mails to visitors (issue 45); the name is the church's. Read by
  // the e-mail functions only (supabase/functions/_shared/visitor-sender.ts), not by the site.
  visitor_email_address: email,
} satisfies Record<SettingKey, z.ZodMiniType> & Record<string, z.ZodMiniType>;

type SpanishWriteSchemas = {
  [K in TranslatedSettingKey as `${K}_es`]: (typeof englishWriteSchemas)[K];
};

/**
 * Every key's strict schema: the English keys and their Spanish `<key>_es` twins (decision 0055),
 * each with its English key's rules, as `private.site_setting_problem` checks them.
 */
export const settingWriteSchemas = {
  ...englishWriteSchemas,
  ...(Object.fromEntries(
    TRANSLATED_SETTING_KEYS.map((key) => [`${key}_es`, englishWriteSchemas[key]]),
  ) as SpanishWriteSchemas),
};

/** Every key that may be stored in `site_settings`. */
export type WritableSettingKey = keyof typeof settingWriteSchemas;

/** The stored value of `key`, as the database accepts it. */
export type StoredSetting<K extends WritableSettingKey> = z.output<(typeof settingWriteSchemas)[K]>;

/**
 * Checks `value` against `key`'s stored shape.
 *
 * @returns the value (unchanged) or the issues, each with its path inside the value and a message.
 */
export function checkSetting(
  key: WritableSettingKey,
  value: unknown,
): { ok: true } | { ok: false; issues: { path: PropertyKey[]; message: string }[] } {
  const result = settingWriteSchemas[key].safeParse(value);
  if (result.success) return { ok: true };
  return { ok: false, issues: result.error.issues.map(({ path, message }) => ({ path, message })) };
}
