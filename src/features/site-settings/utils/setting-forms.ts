import * as z from 'zod/mini';
import { SOCIAL_PLATFORMS } from '@/lib/site-settings/schemas';
import { englishSettingKey, isSpanishSettingKey, spanishTwins } from '@/lib/site-settings/translated-keys';
import {
  checkSetting,
  settingWriteSchemas,
  type WritableSettingKey,
} from '@/lib/site-settings/write-schemas';
import { STORED_DEFAULTS } from '@/lib/site-settings/stored-defaults';

// Between a stored `site_settings` value and the staff form's value for it (issue 24). A form
// value has every field present ('' for a blank text), so that every control is controlled; the
// stored value leaves optional blanks out. `undefined` as a stored value means "no row": the
// site then uses its built-in default (and the 'Reset to default' button deletes the row).

/** The settings page's form values: one entry per key. */
export type SettingsFormValues = Record<WritableSettingKey, unknown>;

const labelledBlank = { url: '', label: '' };

/** A blank form value per English key: the fields a form shows when nothing is stored or built in. */
const ENGLISH_BLANK = {
  social_media_links: Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, ''])),
  contact_info: {
    address: { street: '', city: '', state: '', zip: '', country: '' },
    phone: '',
    email: '',
  },
  service_times: [],
  service_times_ticker: '',
  map_url: '',
  banner_image_default: '',
  banner_image_about_page: '',
  banner_image_events_page: '',
  banner_image_sermons_page: '',
  banner_image_donate_page: '',
  banner_image_gallery_page: '',
  banner_image_pastors_corner: '',
  banner_image_live: '',
  banner_image_contact: '',
  banner_image_first_timer_form: '',
  about_us_vision_mission: { vision_title: '', vision_points: [], mission_title: '', mission_text: '' },
  about_us_mandate: { title: '', text: '' },
  about_us_values: { title: '', items: [] },
  about_us_leadership: { title: '', items: [] },
  about_us_history: { title: '', text: '' },
  live_stream_youtube_url: '',
  image_delivery: 'variants',
  service_information_live_page: { title: '', times_line1: '', times_line2: '' },
  youtube_channel_url: labelledBlank,
  live_page_meeting_link_teams: labelledBlank,
  live_page_meeting_link_zoom: labelledBlank,
  live_page_meeting_link_google_meet: labelledBlank,
  podcast_info: {
    title: '',
    description: '',
    author: '',
    owner_name: '',
    owner_email: '',
    image_url: '',
    explicit: false,
    category: '',
    subcategory: '',
    language: '',
  },
  site_identity: { name: '', url: '', time_zone: '' },
  visitor_email_address: '',
} satisfies Omit<SettingsFormValues, keyof ReturnType<typeof spanishTwins>>;

/** A blank form value per key, a Spanish key's as its English key's. */
const BLANK: SettingsFormValues = { ...ENGLISH_BLANK, ...spanishTwins((key) => ENGLISH_BLANK[key]) };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `stored` laid over `blank`: objects field by field, list items over the blank item. */
function overlay(blank: unknown, stored: unknown): unknown {
  if (stored === undefined || stored === null) return blank;
  if (isObject(blank) && isObject(stored)) {
    const merged: Record<string, unknown> = { ...blank };
    for (const [field, value] of Object.entries(stored)) merged[field] = overlay(blank[field], value);
    return merged;
  }
  return stored;
}

/** Leader photos are `null` when not set; the form shows ''. */
function leadersToForm(value: unknown): unknown {
  if (!isObject(value) || !Array.isArray(value.items)) return value;
  return {
    ...value,
    items: value.items.map((item: unknown) =>
      isObject(item) ? { ...item, image: typeof item.image === 'string' ? item.image : '' } : item,
    ),
  };
}

/**
 * The form value of `key`: the stored value when it has the right shape, else the built-in
 * default in stored shape, else blank fields.
 *
 * @param stored - the row's `setting_value`, or `undefined` when there is no row.
 */
export function toFormValue(key: WritableSettingKey, stored: unknown): unknown {
  const usable = stored !== undefined && checkSetting(key, stored).ok ? stored : STORED_DEFAULTS[key];
  const value = overlay(BLANK[key], usable);
  return englishSettingKey(key) === 'about_us_leadership' ? leadersToForm(value) : value;
}

/** Trims every string of `value`, at any depth. */
function trimAll(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimAll);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimAll(v)]));
  return value;
}

/** Whether `value` has no text at all ('' strings, empty lists, `false`), at any depth. */
function allBlank(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(allBlank);
  if (isObject(value)) return Object.values(value).every(allBlank);
  return value === '' || value === false || value === null || value === undefined;
}

/** `value` without its '' fields. */
function withoutBlanks(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ''));
}

const NOT_SET_WHEN_BLANK = new Set<WritableSettingKey>([
  'service_times_ticker',
  'live_stream_youtube_url',
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
  'visitor_email_address',
]);

/**
 * The value to store for `key` from its form value: strings trimmed, optional blanks left out.
 *
 * @returns the value, or `undefined` for "no row" (a blank banner, stream, ticker or meeting
 *   link, no social link at all, an empty podcast or church identity, a Spanish `<key>_es` with
 *   no text at all: the Spanish pages then show the English, decision 0055).
 */
export function toStoredValue(key: WritableSettingKey, formValue: unknown): unknown {
  const value = trimAll(formValue);
  if (isSpanishSettingKey(key) && allBlank(value)) return undefined;
  const english = englishSettingKey(key);
  if (NOT_SET_WHEN_BLANK.has(english)) return value === '' ? undefined : value;
  if (!isObject(value)) return value;
  switch (english) {
    case 'social_media_links':
    case 'podcast_info':
    case 'site_identity': {
      const kept = withoutBlanks(value);
      const meaningful = Object.entries(kept).filter(([field, v]) => !(field === 'explicit' && v === false));
      return meaningful.length === 0 ? undefined : kept;
    }
    case 'youtube_channel_url':
    case 'live_page_meeting_link_teams':
    case 'live_page_meeting_link_zoom':
    case 'live_page_meeting_link_google_meet':
      return value.url === '' && value.label === '' ? undefined : value;
    case 'contact_info':
      return isObject(value.address) ? { ...value, address: withoutBlanks(value.address) } : value;
    case 'about_us_leadership':
      return Array.isArray(value.items)
        ? {
            ...value,
            items: value.items.map((item: unknown) =>
              isObject(item) && item.image === '' ? { ...item, image: null } : item,
            ),
          }
        : value;
    default:
      return value;
  }
}

/** Whether `path` inside `value` points at a list or an object (no control of its own). */
function isContainer(value: unknown, path: PropertyKey[]): boolean {
  let node: unknown = value;
  for (const segment of path) {
    if (!isObject(node) && !Array.isArray(node)) return false;
    node = (node as Record<PropertyKey, unknown>)[segment as string];
  }
  return isObject(node) || Array.isArray(node);
}

/**
 * The settings page's zod schema for `zodResolver` (docs/decisions/0032, 0034): each key's
 * stored value ({@link toStoredValue}) is checked with that key's strict schema
 * (`settingWriteSchemas`, the rules the database also applies); "not set" is always fine. An issue
 * of a list or object as a whole ('Add at least one service.') is reported at `<path>.root`,
 * where the group's message shows it.
 */
export const settingsSchema = z.object(
  Object.fromEntries(
    (Object.keys(settingWriteSchemas) as WritableSettingKey[]).map((key) => [
      key,
      z.unknown().check(
        z.superRefine((value, ctx) => {
          const stored = toStoredValue(key, value);
          if (stored === undefined) return;
          const result = checkSetting(key, stored);
          if (result.ok) return;
          for (const issue of result.issues) {
            const path = [...issue.path] as (string | number)[];
            ctx.issues.push({
              code: 'custom',
              path: isContainer(value, path) ? [...path, 'root'] : path,
              message: issue.message,
              input: value,
            });
          }
        }),
      ),
    ]),
  ) as Record<WritableSettingKey, z.ZodMiniUnknown>,
) as unknown as z.ZodMiniType<SettingsFormValues, SettingsFormValues>;
