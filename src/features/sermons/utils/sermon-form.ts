import { coverFormValues, type CoverValues } from '@/lib/cover-columns';
import { env } from '@/lib/env';
import { Constants, type Enums, type Tables, type TablesUpdate } from '@/types/database.types';
import { podcastLinks, sermonVideoId } from './media';

// The staff sermon form's values and row (spec §3 `sermons`; docs/decisions/0030): pure helpers,
// so that the rules are tested without a browser. Its checks are in `./sermon-form-checks`, its
// files (buckets, paths, audio types) in `./sermon-files`.

/** The three publishing states of a sermon (`sermons.status`, the enum `sermon_status`), in its order. */
export const SERMON_STATUSES = Constants.public.Enums.sermon_status;
/** A value of `sermons.status`; named on the staff pages by `SERMON_STATUS_LABELS` (`@/config/value-labels`). */
export type SermonStatus = Enums<'sermon_status'>;

/**
 * Everything the form edits, as text (files are held beside the form: they cannot be kept as a
 * draft on the device). `publishAt` is a `datetime-local` value in the church's time zone.
 */
export interface SermonFormValues extends CoverValues {
  title: string;
  speaker: string;
  /** `yyyy-MM-dd`, the day it was preached. */
  date: string;
  series: string;
  description: string;
  /** One reference per line. */
  references: string;
  /** A YouTube address or an 11-character video id. */
  youtube: string;
  facebook: string;
  status: SermonStatus;
  /** `yyyy-MM-ddTHH:mm` in the church's time zone; used when scheduled. */
  publishAt: string;
  /** 'Notify subscribers': a push notification when the sermon becomes public (decision 0049). */
  notify: boolean;
}

/** The sermon columns the form writes. */
export type SermonRowInput = Required<
  Pick<
    TablesUpdate<'sermons'>,
    | 'title'
    | 'speaker'
    | 'date'
    | 'series'
    | 'description'
    | 'scripture_references'
    | 'video_url'
    | 'audio_urls'
    | 'status'
    | 'published_at'
    | 'push_notify'
    | 'cover_image_source_type'
    | 'cover_image_path'
    | 'cover_image_external_url'
  >
>;

/** A refused field: its name and the message shown under it. */
export type SermonFormErrors = Partial<Record<keyof SermonFormValues, string>>;

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `instant` (ms), to the second. */
function wallClock(instant: number, timeZone: string) {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/** A moment as a `datetime-local` value in `timeZone`. */
export function toDateTimeLocal(instant: Date | string, timeZone = env.VITE_CHURCH_TIME_ZONE): string {
  const w = wallClock(new Date(instant).getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * A `datetime-local` value (`yyyy-MM-ddTHH:mm`, seconds optional) read as wall-clock time in
 * `timeZone` (Intl's zone data; a time inside a daylight-saving gap moves forward by the gap).
 *
 * @returns the instant, or `null` when the text is not such a value.
 */
export function fromDateTimeLocal(value: string, timeZone = env.VITE_CHURCH_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, sec] = match.map((part) => Number(part ?? 0)) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, sec);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at the guessed instant, then again at the corrected one (a change of
  // offset between the two, around a daylight-saving switch, is taken from the second).
  const first = asUtc - zoneOffset(asUtc, timeZone);
  const second = asUtc - zoneOffset(first, timeZone);
  return new Date(second);
}

/** The form's values for a new sermon: today's date, a draft, no cover. */
export function emptySermonForm(today: string): SermonFormValues {
  return {
    title: '',
    speaker: '',
    date: today,
    series: '',
    description: '',
    references: '',
    youtube: '',
    facebook: '',
    status: 'draft',
    publishAt: '',
    notify: true,
    ...coverFormValues(null),
  };
}

/** The form's values for a stored sermon. */
export function sermonToForm(sermon: Tables<'sermons'>): SermonFormValues {
  const links = podcastLinks(sermon.audio_urls);
  const status = sermon.status;
  return {
    title: sermon.title,
    speaker: sermon.speaker,
    date: sermon.date,
    series: sermon.series ?? '',
    description: sermon.description ?? '',
    references: sermon.scripture_references.join('\n'),
    youtube: sermonVideoId(sermon.video_url) ?? '',
    facebook: links.facebook ?? '',
    status,
    publishAt: sermon.published_at ? toDateTimeLocal(sermon.published_at) : '',
    notify: sermon.push_notify,
    ...coverFormValues(sermon),
  };
}
