import { coverFormValues, type CoverValues } from '@/lib/cover-columns';
import { isoToChurchLocal } from '@/lib/church-time';
import { Constants, type Enums, type Tables, type TablesUpdate } from '@/types/database.types';
import { podcastLinks, sermonVideoId } from './media';

// The staff sermon form's values and row (spec §3 `sermons`; docs/decisions/0030): pure helpers,
// so that the rules are tested without a browser. Its checks are in `./sermon-form-checks`, its
// files (buckets, paths, audio types) in `./sermon-files`.

/** The three publishing states of a sermon (`sermons.status`, the enum `sermon_status`), in its order. */
export const SERMON_STATUSES = Constants.public.Enums.sermon_status;
/** A value of `sermons.status`; named on the staff pages by `SERMON_STATUS_LABELS` (`@/config/value-labels`). */
export type SermonStatus = Enums<'sermon_status'>;
/** The languages a sermon can be preached in (`sermons.language`, the enum `content_language`), in its order. */
export const SERMON_LANGUAGES = Constants.public.Enums.content_language;

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
  /** The optional Spanish title, series and description (decision 0055); blank saves as null. */
  title_es: string;
  series_es: string;
  description_es: string;
  /** The language it was preached in. */
  language: Enums<'content_language'>;
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
    | 'title_es'
    | 'series_es'
    | 'description_es'
    | 'language'
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

/** The form's values for a new sermon: today's date, a draft, no cover. */
export function emptySermonForm(today: string): SermonFormValues {
  return {
    title: '',
    speaker: '',
    date: today,
    series: '',
    description: '',
    title_es: '',
    series_es: '',
    description_es: '',
    language: 'en',
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
    title_es: sermon.title_es ?? '',
    series_es: sermon.series_es ?? '',
    description_es: sermon.description_es ?? '',
    language: sermon.language,
    references: sermon.scripture_references.join('\n'),
    youtube: sermonVideoId(sermon.video_url) ?? '',
    facebook: links.facebook ?? '',
    status,
    publishAt: sermon.published_at ? isoToChurchLocal(sermon.published_at) : '',
    notify: sermon.push_notify,
    ...coverFormValues(sermon),
  };
}
