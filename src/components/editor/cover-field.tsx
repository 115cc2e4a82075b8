import { useEffect, useMemo } from 'react';
import { useController, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { formatFileSize } from '@/components/ui/upload-status';
import { useStaffObjectUrl } from '@/hooks/use-staff-object-url';
import { COVER_IMAGE_TYPES, COVER_MAX_BYTES, imageFileProblem, type CoverValues } from '@/lib/cover-columns';
import type { CoverSourceType } from '@/lib/covers';
import type { StagedBucket } from '@/lib/staff-media';
import { safeUrl } from '@/lib/urls';
import { FIELD_LIMITS } from '@/lib/validation';
import { Constants } from '@/types/database.types';
import { RadioField, TextField } from './editor-fields';
import { FileField, useChosenFile, type ChosenFile } from './file-field';

/** The choices of the cover field, in the stored vocabulary (`upload`, `url`) plus none. */
export const COVER_CHOICE_LABELS: Record<'none' | CoverSourceType, string> = {
  none: 'No cover (the default image)',
  upload: 'Upload an image',
  url: 'Use an image address',
};

/** A cover file choice: images the cover buckets take, up to 5 MB. */
export function useCoverFile(): ChosenFile {
  return useChosenFile((file) => imageFileProblem(file));
}

/** The address an `<img>` can show for a chosen file (a `blob:` URL), released when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The one cover field of the staff editors (events and their dates, sermons, blog posts;
 * docs/decisions/0034): no cover, an uploaded image (what the bucket takes is shown before
 * choosing; the file is uploaded with progress when the editor saves) or an image address under
 * the one URL rule, with a preview of what visitors will see. It edits the form's
 * `coverSource` / `coverPath` / `coverUrl` ({@link CoverValues}); the chosen file is `file`
 * ({@link useCoverFile}). The rules are `coverCheck` of `./cover-schema`.
 *
 * @param idPrefix - prefix of the controls' ids, unique on the page.
 * @param bucket - the public bucket of stored covers, for the preview of a stored one (through a
 *   signed URL while an unpublished item's cover is in the bucket's private twin, decision 0037).
 */
export function CoverField<T extends FieldValues & CoverValues, P = T>({
  control,
  idPrefix,
  bucket,
  file,
  legend = 'Cover image',
}: {
  control: Control<T, unknown, P>;
  idPrefix: string;
  bucket: StagedBucket;
  file: ChosenFile;
  legend?: string;
}) {
  const [source, path, url] = useWatch({
    control,
    name: ['coverSource', 'coverPath', 'coverUrl'] as Path<T>[],
  }) as unknown as [CoverValues['coverSource'], string, string];
  // The `coverPath` error (upload chosen, no file) shows under the file picker.
  const { field: pathField, fieldState } = useController({ control, name: 'coverPath' as Path<T> });
  const chosenUrl = useObjectUrl(file.file);
  const stored = useStaffObjectUrl(bucket, source === 'upload' && !chosenUrl ? path : null);
  const preview =
    source === 'upload'
      ? (chosenUrl ?? stored.url ?? null)
      : source === 'url'
        ? (safeUrl(url, { paths: false }) ?? null)
        : null;

  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      <RadioField
        control={control}
        name={'coverSource' as Path<T>}
        label="Where the cover comes from"
        options={(['none', ...Constants.public.Enums.image_source] as const).map((value) => ({
          value,
          label: COVER_CHOICE_LABELS[value],
        }))}
        className="[&>legend]:sr-only"
      />
      {source === 'upload' ? (
        <FileField
          id={`${idPrefix}-cover-file`}
          label="Cover image file"
          limit={`PNG, JPEG, GIF or WebP, up to ${formatFileSize(COVER_MAX_BYTES)}. It is uploaded when you save.`}
          accept={COVER_IMAGE_TYPES.join(',')}
          chosen={file}
          current={path ? `Current image: ${path.split('/').pop()}. Choosing a file replaces it.` : undefined}
          error={fieldState.error?.message}
          focusRef={pathField.ref}
        />
      ) : null}
      {source === 'url' ? (
        <TextField
          control={control}
          name={'coverUrl' as Path<T>}
          label="Cover image address"
          id={`${idPrefix}-cover-url`}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={FIELD_LIMITS.url}
        />
      ) : null}
      {preview ? (
        <img
          src={preview}
          onError={preview === stored.url ? stored.onError : undefined}
          alt="Cover preview"
          className="aspect-video w-full max-w-sm rounded-md border border-slate-200 object-cover"
        />
      ) : null}
    </fieldset>
  );
}
