import * as z from 'zod/mini';
import { coverProblem, coverShape } from '@/components/editor/cover-schema';
import { coverColumns } from '@/lib/cover-columns';
import { safeUrl } from '@/lib/urls';
import { FIELD_LIMITS } from '@/lib/validation';
import { extractYouTubeId, youTubeWatchUrl } from '@/lib/youtube';
import {
  SERMON_LANGUAGES,
  SERMON_STATUSES,
  type SermonFormErrors,
  type SermonFormValues,
  type SermonRowInput,
} from './sermon-form';
import { churchLocalToIso } from '@/lib/church-time';

// The staff sermon form's checks (spec §3 `sermons`; docs/decisions/0030): the row to store or
// the refused fields, and the editor's zod schema. The values are in `./sermon-form`.

/** An optional text: trimmed, refused beyond `max` (the English column's limit). */
function optional(
  value: string,
  label: string,
  max: number,
  errors: SermonFormErrors,
  key: keyof SermonFormValues,
) {
  const text = value.trim();
  if (text.length > max) errors[key] = `${label} must be at most ${max} characters`;
  return text;
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
 * a real `yyyy-MM-dd` date; series ≤120; description ≤5000; their optional Spanish versions
 * (`title_es`, `series_es`, `description_es`) with the same limits, blank stored as null
 * (decision 0055); the language preached (`content_language`); every scripture reference read by
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
  const series = optional(values.series, 'Series', FIELD_LIMITS.name, errors, 'series');
  const description = optional(
    values.description,
    'Description',
    FIELD_LIMITS.description,
    errors,
    'description',
  );
  // The Spanish versions: optional, with the English limits (decision 0055).
  const titleEs = optional(values.title_es, 'Spanish title', FIELD_LIMITS.title, errors, 'title_es');
  const seriesEs = optional(values.series_es, 'Spanish series', FIELD_LIMITS.name, errors, 'series_es');
  const descriptionEs = optional(
    values.description_es,
    'Spanish description',
    FIELD_LIMITS.description,
    errors,
    'description_es',
  );

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
      title_es: titleEs || null,
      series_es: seriesEs || null,
      description_es: descriptionEs || null,
      language: values.language,
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
  'title_es',
  'series_es',
  'description_es',
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
      title_es: text,
      series_es: text,
      description_es: text,
      language: z.enum(SERMON_LANGUAGES),
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
