import * as z from 'zod/mini';
import type { CoverValues } from '@/lib/cover-columns';
import { safeUrl } from '@/lib/urls';
import { FIELD_LIMITS } from '@/lib/validation';
import { Constants } from '@/types/database.types';

// The rules of the one cover field (docs/decisions/0034), for an editor's zod schema.

/** What the cover field says when its input is refused. */
export const COVER_MESSAGES = {
  url: 'Enter the full address of the image, starting with https:// or http://.',
  file: 'Choose an image to upload, or pick another cover option.',
} as const;

/** The cover's fields of an editor's `z.object` (spread it into the shape). */
export const coverShape = {
  coverSource: z.enum(['none', ...Constants.public.Enums.image_source]),
  coverPath: z.string(),
  coverUrl: z.string(),
};

/**
 * The cover's problem, or `null`: an address the one URL rule refuses (or too long), or
 * 'upload' with neither a stored file nor a chosen one.
 *
 * @param hasNewFile - whether a file is chosen (files stay outside the form's values, which are
 *   kept on the device as JSON).
 */
export function coverProblem(
  values: CoverValues,
  hasNewFile: boolean,
): { path: 'coverUrl' | 'coverPath'; message: string } | null {
  if (values.coverSource === 'url') {
    const url = safeUrl(values.coverUrl, { paths: false });
    if (!url || url.length > FIELD_LIMITS.url) return { path: 'coverUrl', message: COVER_MESSAGES.url };
  }
  if (values.coverSource === 'upload' && !values.coverPath && !hasNewFile) {
    return { path: 'coverPath', message: COVER_MESSAGES.file };
  }
  return null;
}

/**
 * A check of an editor's object schema that reports {@link coverProblem} at its field.
 *
 * @example z.object({ title, ...coverShape }).check(coverCheck(() => cover.file !== null))
 */
export function coverCheck(hasNewFile: () => boolean) {
  return z.superRefine((values: CoverValues, ctx) => {
    const problem = coverProblem(values, hasNewFile());
    if (problem)
      ctx.issues.push({ code: 'custom', path: [problem.path], message: problem.message, input: values });
  });
}
