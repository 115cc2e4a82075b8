import type { SiteSettings } from '@/lib/site-settings';
import { ABOUT_DEFAULTS } from '../data/about-defaults';

/** Icons an About value may name (spec §3 `about_us_values`). */
export const VALUE_ICON_NAMES = ['Heart', 'Award', 'Handshake', 'Users'] as const;
export type ValueIconName = (typeof VALUE_ICON_NAMES)[number];

export interface VisionMission {
  vision_title: string;
  vision_points: string[];
  mission_title: string;
  mission_text: string;
}
export interface TitledText {
  title: string;
  text: string;
}
export interface ValueItem {
  id: string;
  iconName: ValueIconName;
  title: string;
  description: string;
}
export interface LeaderItem {
  id: string;
  name: string;
  role: string;
  image: string | null;
  bio: string;
}

/** The five About tabs' content (spec §2 "About Us", §3 the about_us_* keys). */
export interface AboutContent {
  visionMission: VisionMission;
  mandate: TitledText;
  values: { title: string; items: ValueItem[] };
  leadership: { title: string; items: LeaderItem[] };
  history: TitledText;
}

type Obj = Record<string, unknown>;

function obj(value: unknown): Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(str).filter((item): item is string => item !== undefined) : [];
}

function imageUrl(value: unknown): string | null {
  const url = str(value);
  return url && (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) ? url : null;
}

function idOf(value: unknown, index: number): string {
  return typeof value === 'number' ? String(value) : (str(value) ?? String(index));
}

function readValues(value: unknown): AboutContent['values'] {
  const setting = obj(value);
  const items = Array.isArray(setting.items)
    ? setting.items.map(obj).flatMap((item, index): ValueItem[] => {
        const title = str(item.title);
        if (!title) return [];
        const iconName = VALUE_ICON_NAMES.find((name) => name === item.iconName) ?? 'Heart';
        return [{ id: idOf(item.id, index), iconName, title, description: str(item.description) ?? '' }];
      })
    : [];
  return {
    title: str(setting.title) ?? ABOUT_DEFAULTS.values.title,
    items: items.length > 0 ? items : ABOUT_DEFAULTS.values.items,
  };
}

function readLeadership(value: unknown): AboutContent['leadership'] {
  const setting = obj(value);
  const items = Array.isArray(setting.items)
    ? setting.items.map(obj).flatMap((item, index): LeaderItem[] => {
        const name = str(item.name);
        if (!name) return [];
        return [
          {
            id: idOf(item.id, index),
            name,
            role: str(item.role) ?? '',
            image: imageUrl(item.image),
            bio: str(item.bio) ?? '',
          },
        ];
      })
    : [];
  return {
    title: str(setting.title) ?? ABOUT_DEFAULTS.leadership.title,
    items: items.length > 0 ? items : ABOUT_DEFAULTS.leadership.items,
  };
}

function readTitledText(value: unknown, fallback: TitledText): TitledText {
  const setting = obj(value);
  return { title: str(setting.title) ?? fallback.title, text: str(setting.text) ?? fallback.text };
}

/**
 * Reads the five `about_us_*` settings from the shared site settings (spec §3), field by field
 * over {@link ABOUT_DEFAULTS}; malformed entries are skipped and unknown icon names become Heart.
 */
export function readAboutContent(settings: SiteSettings | undefined): AboutContent {
  const vm = obj(settings?.about_us_vision_mission);
  const points = strings(vm.vision_points);
  const defaults = ABOUT_DEFAULTS.visionMission;
  return {
    visionMission: {
      vision_title: str(vm.vision_title) ?? defaults.vision_title,
      vision_points: points.length > 0 ? points : defaults.vision_points,
      mission_title: str(vm.mission_title) ?? defaults.mission_title,
      mission_text: str(vm.mission_text) ?? defaults.mission_text,
    },
    mandate: readTitledText(settings?.about_us_mandate, ABOUT_DEFAULTS.mandate),
    values: readValues(settings?.about_us_values),
    leadership: readLeadership(settings?.about_us_leadership),
    history: readTitledText(settings?.about_us_history, ABOUT_DEFAULTS.history),
  };
}
