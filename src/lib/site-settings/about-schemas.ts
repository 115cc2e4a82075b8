import {
  ABOUT_DEFAULTS,
  VALUE_ICON_NAMES,
  type LeaderItem,
  type TitledList,
  type TitledText,
  type ValueIconName,
  type ValueItem,
  type VisionMission,
} from './about-defaults';
import type { INVALID } from './readers';
import {
  listOf,
  map,
  object,
  optionalText,
  or,
  stringWhere,
  text,
  textOr,
  type Reader,
  type ReadValue,
} from './readers';
import { SafeUrl, type SiteSettings } from './schemas';

// The About page's settings, apart from the other keys' schemas (./schemas.ts) because only the
// About page reads them: the footer and header load ./schemas.ts on every first visit, and the
// About content with its built-in defaults would weigh on every page (docs/decisions/0006).
// Same rules as ./schemas.ts: a malformed field falls back to its own default, a malformed value
// to the key's default, so the page always renders.

function isValueIconName(name: string): name is ValueIconName {
  return (VALUE_ICON_NAMES as readonly string[]).includes(name);
}

const titledText = (fallback: TitledText): Reader<TitledText> =>
  or(object({ title: textOr(fallback.title), text: textOr(fallback.text) }), fallback);

/**
 * One reader per `about_us_*` key of spec §3, each with the built-in About content (spec §3
 * "Built-in defaults", `./about-defaults.ts`) as its default.
 */
export const aboutSettingSchemas = {
  about_us_vision_mission: or(
    object({
      vision_title: textOr(ABOUT_DEFAULTS.visionMission.vision_title),
      vision_points: listOf(text, ABOUT_DEFAULTS.visionMission.vision_points),
      mission_title: textOr(ABOUT_DEFAULTS.visionMission.mission_title),
      mission_text: textOr(ABOUT_DEFAULTS.visionMission.mission_text),
    }),
    ABOUT_DEFAULTS.visionMission,
  ) satisfies Reader<VisionMission>,
  about_us_mandate: titledText(ABOUT_DEFAULTS.mandate),
  about_us_values: or(
    object({
      title: textOr(ABOUT_DEFAULTS.values.title),
      items: map(
        listOf(
          object({
            id: optionalText,
            iconName: or(stringWhere(isValueIconName), 'Heart' as const),
            title: text,
            description: textOr(''),
          }),
          ABOUT_DEFAULTS.values.items,
        ),
        (items) => items.map((item, index): ValueItem => ({ ...item, id: item.id ?? `${index}` })),
      ),
    }),
    ABOUT_DEFAULTS.values,
  ) satisfies Reader<TitledList<ValueItem>>,
  about_us_leadership: or(
    object({
      title: textOr(ABOUT_DEFAULTS.leadership.title),
      items: map(
        listOf(
          object({
            id: optionalText,
            name: text,
            role: textOr(''),
            image: or(SafeUrl, null),
            bio: textOr(''),
          }),
          ABOUT_DEFAULTS.leadership.items,
        ),
        (items) => items.map((item, index): LeaderItem => ({ ...item, id: item.id ?? `${index}` })),
      ),
    }),
    ABOUT_DEFAULTS.leadership,
  ) satisfies Reader<TitledList<LeaderItem>>,
  about_us_history: titledText(ABOUT_DEFAULTS.history),
};

/** The `about_us_*` keys of spec §3. */
export type AboutSettingKey = keyof typeof aboutSettingSchemas;

/** The read value of an About setting: its reader's value, never invalid. */
export type AboutSettingValue<K extends AboutSettingKey> = Exclude<
  ReadValue<(typeof aboutSettingSchemas)[K]>,
  typeof INVALID
>;

/**
 * Reads one About setting out of the raw settings map (`./queries.ts`) with its key's reader.
 *
 * @param settings - the raw map, or `undefined` while loading or after a failed read.
 * @returns the value, or the key's built-in About content when missing or malformed.
 */
export function readAboutSetting<K extends AboutSettingKey>(
  settings: SiteSettings | undefined,
  key: K,
): AboutSettingValue<K> {
  return aboutSettingSchemas[key](settings?.[key]) as AboutSettingValue<K>;
}
