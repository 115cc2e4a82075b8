import * as z from 'zod/mini';
import { coverProblem, coverShape } from '@/components/editor/cover-schema';
import {
  COVER_IMAGE_TYPES,
  COVER_MAX_BYTES,
  coverColumns,
  coverFormValues,
  type CoverValues,
} from '@/lib/cover-columns';
import { churchLocalToIso, isoToChurchLocal } from '@/lib/church-time';
import { slugify } from '@/lib/text';
import { safeUrl } from '@/lib/urls';
import { FIELD_LIMITS } from '@/lib/validation';
import { extractYouTubeId, youTubeWatchUrl } from '@/lib/youtube';
import { Constants, type Enums, type Tables, type TablesUpdate } from '@/types/database.types';
import { podcastLinks, sermonVideoId } from './media';

// The staff sermon form's values, checks and row (spec §3 `sermons`; docs/decisions/0030): pure
// helpers, so that the rules are tested without a browser.

/** The three publishing states of a sermon (`sermons.status`, the enum `sermon_status`), in its order. */
export const SERMON_STATUSES = Constants.public.Enums.sermon_status;
/** A value of `sermons.status`; named on the staff pages by `SERMON_STATUS_LABELS` (`@/config/value-labels`). */
export type SermonStatus = Enums<'sermon_status'>;

/** The bucket of sermon audio and its limit per file: 50 MB (supabase/migrations/*_storage.sql). */
export const SERMON_AUDIO_BUCKET = 'sermon-audio';
export const SERMON_AUDIO_MAX_BYTES = 50 * 1024 * 1024;
/** The bucket of sermon covers and its limit per file: 5 MB (every cover bucket's). */
export const SERMON_COVER_BUCKET = 'sermon-covers';
export const SERMON_COVER_MAX_BYTES = COVER_MAX_BYTES;
/** The cover types the bucket accepts. */
export const SERMON_COVER_TYPES = COVER_IMAGE_TYPES;

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
    publishAt: sermon.published_at ? isoToChurchLocal(sermon.published_at) : '',
    notify: sermon.push_notify,
    ...coverFormValues(sermon),
  };
}

function required(
  value: string,
  label: string,
  max: number,
  errors: SermonFormErrors,
  key: keyof SermonFormValues,
) {
  const text = value.trim();
  if (!text) errors[key] = `${label} is required`;
  else if (text.length > max) errors[key] = `${label} must be at most ${max} characters`;
  return text;
}

/**
 * Checks the form and builds the row to store. Rules: title (≤200) and speaker (≤120) required;
 * a real `yyyy-MM-dd` date; series ≤120; description ≤5000; every scripture reference read by
 * the archive's parser (refused ones named); YouTube as an address or id (src/lib/youtube.ts);
 * Facebook by the one URL rule (an absolute http(s) address, src/lib/urls.ts); a scheduled sermon
 * needs a future time; the cover by the one cover field's rules (`coverProblem`).
 *
 * @param values - the form's values.
 * @param now - the current moment (a scheduled time must be after it).
 * @param hasNewCoverFile - whether a cover file is chosen (a stored one is `coverPath`).
 * @param readReferences - `normaliseReferences` of `./references`, passed in so that the passage
 *   parser (a large chunk) is loaded only when a form is checked.
 * @returns `{ row }`, or `{ errors }` by field.
 */
export function checkSermonForm(
  values: SermonFormValues,
  now: Date,
  hasNewCoverFile: boolean,
  readReferences: (lines: string) => { values: string[]; errors: string[] },
): { row: SermonRowInput; errors?: undefined } | { errors: SermonFormErrors; row?: undefined } {
  const errors: SermonFormErrors = {};
  const title = required(values.title, 'Title', FIELD_LIMITS.title, errors, 'title');
  const speaker = required(values.speaker, 'Speaker', FIELD_LIMITS.name, errors, 'speaker');
  const date = values.date.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    errors.date = 'Enter the date it was preached';
  const series = values.series.trim();
  if (series.length > FIELD_LIMITS.name)
    errors.series = `Series must be at most ${FIELD_LIMITS.name} characters`;
  const description = values.description.trim();
  if (description.length > FIELD_LIMITS.description)
    errors.description = `Description must be at most ${FIELD_LIMITS.description} characters`;

  const references = readReferences(values.references);
  if (references.errors.length > 0) errors.references = references.errors.join(' ');
  else if (references.values.length > 50) errors.references = 'At most 50 scripture references';

  let videoId: string | null = null;
  if (values.youtube.trim()) {
    videoId = extractYouTubeId(values.youtube);
    if (!videoId) errors.youtube = 'Enter a YouTube address or an 11-character video id';
  }
  let facebook: string | undefined;
  if (values.facebook.trim()) {
    facebook = safeUrl(values.facebook, { paths: false });
    if (!facebook || facebook.length > FIELD_LIMITS.url)
      errors.facebook = 'Enter a full address starting with http:// or https://';
  }

  let publishedAt: string | null = null;
  if (values.status === 'scheduled') {
    const at = churchLocalToIso(values.publishAt);
    const when = at === null ? null : new Date(at);
    if (!when) errors.publishAt = 'Choose the date and time to publish';
    else if (when.getTime() <= now.getTime())
      errors.publishAt = 'Choose a time in the future, or publish now';
    else publishedAt = when.toISOString();
  } else if (values.status === 'published') {
    // Keeps an earlier publish time; a newly published sermon is public from now.
    const at = churchLocalToIso(values.publishAt);
    const when = at === null ? null : new Date(at);
    publishedAt = when && when.getTime() <= now.getTime() ? when.toISOString() : now.toISOString();
  }

  const cover = coverProblem(values, hasNewCoverFile);
  if (cover) errors[cover.path] = cover.message;

  if (Object.keys(errors).length > 0) return { errors };
  return {
    row: {
      title,
      speaker,
      date,
      series: series || null,
      description: description || null,
      scripture_references: references.values,
      video_url: videoId ? { youtube: videoId } : {},
      audio_urls: {
        ...(videoId ? { podcast_youtube_url: youTubeWatchUrl(videoId) } : {}),
        ...(facebook ? { podcast_facebook_url: facebook } : {}),
      },
      status: values.status,
      published_at: publishedAt,
      push_notify: values.notify,
      ...coverColumns(values),
    },
  };
}

/** The order of the form's fields, for the first refused one. */
const FIELD_ORDER: (keyof SermonFormValues)[] = [
  'title',
  'speaker',
  'date',
  'series',
  'description',
  'references',
  'youtube',
  'facebook',
  'publishAt',
  'coverPath',
  'coverUrl',
];

/** `normaliseReferences` of `./references`: references one a line, read in full or refused by name. */
export type ReadReferences = (lines: string) => { values: string[]; errors: string[] };

/** What the form says when the passage parser's chunk cannot be fetched. */
export const REFERENCE_CHECKER_FAILED =
  'The scripture reference checker could not be loaded. Check the connection and try again.';

/**
 * The sermon editor's zod schema for `zodResolver` (docs/decisions/0034): the rules of
 * {@link checkSermonForm}, each refused field reported at its name, in the form's order. The
 * passage parser is a large chunk, so the schema awaits it when the form is checked.
 *
 * @param readReferences - gives `normaliseReferences` (its chunk loaded on demand).
 * @param hasNewCoverFile - whether a cover file is chosen.
 * @param now - the current moment.
 */
export function sermonFormSchema({
  readReferences,
  hasNewCoverFile = () => false,
  now = () => new Date(),
}: {
  readReferences: () => Promise<ReadReferences>;
  hasNewCoverFile?: () => boolean;
  now?: () => Date;
}) {
  const text = z.string();
  return z
    .object({
      title: text,
      speaker: text,
      date: text,
      series: text,
      description: text,
      references: text,
      youtube: text,
      facebook: text,
      status: z.enum(SERMON_STATUSES),
      publishAt: text,
      notify: z.boolean(),
      ...coverShape,
    })
    .check(
      z.superRefine(async (values, ctx) => {
        let read: ReadReferences;
        try {
          read = await readReferences();
        } catch {
          ctx.issues.push({
            code: 'custom',
            path: ['references'],
            message: REFERENCE_CHECKER_FAILED,
            input: values,
          });
          return;
        }
        const { errors } = checkSermonForm(values, now(), hasNewCoverFile(), read);
        for (const name of FIELD_ORDER) {
          const message = errors?.[name];
          if (message) ctx.issues.push({ code: 'custom', path: [name], message, input: values });
        }
      }),
    );
}

/**
 * Where a chosen file is stored: `{yyyy-MM-dd}/{timestamp}-{slug}.{ext}` (the sermon's day, the
 * time of the save in ms, the file name in slug form), so that no two saves share a path.
 *
 * @example storagePath('2026-11-29', 'Week 1 – Grace.MP3', 1732500000000) === '2026-11-29/1732500000000-week-1-grace.mp3'
 */
export function sermonFilePath(day: string, fileName: string, now: number): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const slug = slugify(base) || 'file';
  const folder = /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : 'undated';
  return `${folder}/${now}-${slug}${/^[a-z0-9]{1,5}$/.test(extension) ? `.${extension}` : ''}`;
}

/** The audio types the form takes: MP3 and M4A (AAC in MP4), as the bucket stores them. */
export function audioTypeOf(file: { name: string; type: string }): 'audio/mpeg' | 'audio/mp4' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (file.type === 'audio/mpeg' || file.type === 'audio/mp3' || extension === 'mp3') return 'audio/mpeg';
  if (['audio/mp4', 'audio/x-m4a', 'audio/m4a', 'audio/aac'].includes(file.type) || extension === 'm4a')
    return 'audio/mp4';
  return null;
}
