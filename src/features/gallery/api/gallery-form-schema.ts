import * as z from 'zod/mini';
import { truncate } from '@/lib/text';
import { FIELD_LIMITS, HttpUrlSchema, optionalText } from '@/lib/validation';

// The 'Add Images to Gallery' form's rules (spec §4 "Gallery upload form", §5 "Gallery admin"):
// its messages, the category choice, the links field and the zod schema whose output the
// mutations of ./gallery-uploads store.

/** The album of images whose new category was left blank (spec §5). */
export const UNCATEGORIZED = 'Uncategorized';

/**
 * The category select's value for 'Create a new category…'. It is a single space: no existing
 * category can have it, because the database requires a visible character in every category.
 */
export const NEW_CATEGORY = ' ';

/** The form's messages (spec §5), word for word. */
export const GALLERY_FORM_MESSAGES = {
  noCategory: 'Please select or create a category.',
  noFiles: 'Please select files to upload.',
  noUrls: 'Please provide external image URLs.',
} as const;

/**
 * The category of a submission (spec §5): an existing category as chosen, or the new name
 * typed in, trimmed, with a blank name becoming {@link UNCATEGORIZED}.
 *
 * @param choice - the category select's value: a category or {@link NEW_CATEGORY}.
 * @param newName - the 'New category name' field.
 */
export function resolveCategory(choice: string, newName: string): string {
  if (choice !== NEW_CATEGORY) return choice;
  return newName.trim() || UNCATEGORIZED;
}

/**
 * Reads the external links field (spec §5): one URL per line, each trimmed, empty lines
 * ignored. A line counts as a URL when it is an http(s) link without spaces of at most 2048
 * characters (the `gallery_images.image_external_url` check).
 *
 * @param text - the field's text.
 * @returns the URLs, in order, and the lines that are not URLs (trimmed).
 */
export function parseExternalUrls(text: string): { urls: string[]; invalidLines: string[] } {
  const urls: string[] = [];
  const invalidLines: string[] = [];
  for (const line of text.split(/\r?\n|\r/)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (HttpUrlSchema.safeParse(trimmed).success) urls.push(trimmed);
    else invalidLines.push(trimmed);
  }
  return { urls, invalidLines };
}

/** The message that names the lines of the links field that are not http(s) URLs. */
export function invalidUrlsMessage(lines: readonly string[]): string {
  const named = lines.map((line) => `"${truncate(line, 80)}"`).join(', ');
  return lines.length === 1
    ? `This line is not an http(s) URL: ${named}.`
    : `These lines are not http(s) URLs: ${named}.`;
}

/** A file chosen in the form, with the object URL of its preview (revoked when it is removed). */
export interface PickedFile {
  /** Stable key of the file in the list. */
  id: string;
  file: File;
  /** `URL.createObjectURL(file)`. */
  previewUrl: string;
}

// The schema keeps to the zod/mini schemas and functions the entry chunk already holds (object,
// enum, transform, refine): a module's code lives in one chunk, so anything new used here (array,
// discriminated union, custom, superRefine) would grow every page's first visit (0006). The
// chosen files come from the form's own file picker, not from typing, so they are taken as given.
const PickedFilesSchema = z.transform((files: PickedFile[]) => files);

/**
 * The 'Add Images to Gallery' form (spec §4, §5); what it requires depends on `source`:
 * - always: `category` chosen ({@link GALLERY_FORM_MESSAGES}`.noCategory` when none), the new
 *   category's name when {@link NEW_CATEGORY} is chosen (trimmed, blank gives
 *   {@link UNCATEGORIZED}, at most 120 characters), an optional description (at most 5000
 *   characters) shared by every image of the submission;
 * - `files`: at least one file (`noFiles`);
 * - `urls`: one http(s) URL per line, trimmed, empty lines ignored; lines that are not URLs are
 *   named in the message, and none at all gives `noUrls`.
 *
 * The output is a {@link GallerySubmission}: the resolved category, the description or `null`
 * when blank, and the files or URLs.
 */
export const GalleryFormSchema = z.pipe(
  z
    .object({
      source: z.enum(['files', 'urls']),
      category: z.string().check(z.minLength(1, GALLERY_FORM_MESSAGES.noCategory)),
      newCategory: z.string(),
      description: optionalText('Description', FIELD_LIMITS.description),
      files: PickedFilesSchema,
      urls: z.string(),
    })
    .check(
      z.refine(
        (values) => values.category !== NEW_CATEGORY || values.newCategory.trim().length <= FIELD_LIMITS.name,
        { message: `Category must be at most ${FIELD_LIMITS.name} characters`, path: ['newCategory'] },
      ),
      z.refine((values) => values.source !== 'files' || values.files.length > 0, {
        message: GALLERY_FORM_MESSAGES.noFiles,
        path: ['files'],
      }),
      z.refine(
        (values) => values.source !== 'urls' || parseExternalUrls(values.urls).invalidLines.length === 0,
        {
          path: ['urls'],
          error: (issue) =>
            invalidUrlsMessage(parseExternalUrls((issue.input as { urls: string }).urls).invalidLines),
        },
      ),
      z.refine(
        (values) => {
          if (values.source !== 'urls') return true;
          const { urls, invalidLines } = parseExternalUrls(values.urls);
          return urls.length > 0 || invalidLines.length > 0;
        },
        { path: ['urls'], message: GALLERY_FORM_MESSAGES.noUrls },
      ),
    ),
  z.transform((values): GallerySubmission => {
    const category = resolveCategory(values.category, values.newCategory);
    const description = values.description === '' ? null : values.description;
    return values.source === 'files'
      ? { source: 'files', category, description, files: values.files.map((picked) => picked.file) }
      : { source: 'urls', category, description, urls: parseExternalUrls(values.urls).urls };
  }),
);

/** What one submission of the form adds (the schema's output). */
export type GallerySubmission =
  | { source: 'files'; category: string; description: string | null; files: File[] }
  | { source: 'urls'; category: string; description: string | null; urls: string[] };

/** The form's values (all fields of both sources, so switching source keeps what was typed). */
export interface GalleryFormValues {
  source: 'files' | 'urls';
  category: string;
  newCategory: string;
  description: string;
  files: PickedFile[];
  urls: string;
}
