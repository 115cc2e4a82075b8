import { Controller } from 'react-hook-form';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import type { PickedFile } from '../api/gallery-form-schema';
import { GALLERY_IMAGE_TYPES } from '../utils/upload-paths';
import type { FileUploadState } from '@/components/ui/upload-status';
import { AdminFilePreviews } from './admin-file-previews';
import type { GalleryFormControl } from './gallery-category-fields';

/**
 * 'Images' (spec §5: png, jpeg, gif and webp, several at once): a file input, the messages
 * naming the files refused at selection, and a preview of each chosen file with its upload state.
 *
 * @param chooseFiles - the new list after a selection, or `null` to keep the list as it is.
 * @param removeFile - the list without file `id`.
 * @param refused - why files of the last selection were not added.
 * @param uploads - each file's upload state, by id.
 */
export function GalleryFilesField({
  control,
  chooseFiles,
  removeFile,
  refused,
  uploads,
  submitting,
}: {
  control: GalleryFormControl;
  chooseFiles: (chosen: readonly File[], current: readonly PickedFile[]) => PickedFile[] | null;
  removeFile: (files: readonly PickedFile[], id: string) => PickedFile[];
  refused: readonly string[];
  uploads: Readonly<Record<string, FileUploadState>>;
  submitting: boolean;
}) {
  return (
    <Controller
      name="files"
      control={control}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor="gallery-files">Images</FieldLabel>
          <FieldDescription id="gallery-files">
            PNG, JPEG, GIF or WebP, up to 5 MB each. You can choose several at once.
          </FieldDescription>
          <input
            ref={field.ref}
            name={field.name}
            type="file"
            multiple
            accept={GALLERY_IMAGE_TYPES.join(',')}
            {...fieldControlProps('gallery-files', fieldState, { described: true })}
            onBlur={field.onBlur}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              const next = chooseFiles(chosen, field.value);
              if (next) field.onChange(next);
            }}
            className="block w-full text-sm text-slate-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
          />
          {refused.length > 0 ? (
            <div role="alert" className="text-sm font-medium text-red-700">
              <ul className="grid gap-1">
                {refused.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <FieldError id="gallery-files" error={fieldState.error} />
          <AdminFilePreviews
            files={field.value}
            uploads={uploads}
            disabled={submitting}
            onRemove={(id) => field.onChange(removeFile(field.value, id))}
          />
        </Field>
      )}
    />
  );
}

/** 'Image URLs' (spec §5 "External links"): one http(s) link per line. */
export function GalleryUrlsField({ control }: { control: GalleryFormControl }) {
  return (
    <Controller
      name="urls"
      control={control}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor="gallery-urls">Image URLs</FieldLabel>
          <FieldDescription id="gallery-urls">
            One link per line, each starting with http:// or https://.
          </FieldDescription>
          <Textarea
            {...field}
            {...fieldControlProps('gallery-urls', fieldState, { described: true })}
            rows={5}
            spellCheck={false}
          />
          <FieldError id="gallery-urls" error={fieldState.error} />
        </Field>
      )}
    />
  );
}

/** 'Description (optional)' (spec §5): shared by every image of the submission. */
export function GalleryDescriptionField({ control }: { control: GalleryFormControl }) {
  return (
    <Controller
      name="description"
      control={control}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor="gallery-description">Description (optional)</FieldLabel>
          <Textarea
            {...field}
            {...fieldControlProps('gallery-description', fieldState, { described: true })}
            rows={3}
          />
          <FieldDescription id="gallery-description">
            Shown with every image of this submission.
          </FieldDescription>
          <FieldError id="gallery-description" error={fieldState.error} />
        </Field>
      )}
    />
  );
}
