import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
  fieldControlProps,
} from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { galleryQueries } from '../api/gallery';
import {
  addGalleryImages,
  GALLERY_IMAGE_TYPES,
  GalleryFormSchema,
  galleryFileProblem,
  GallerySubmitError,
  NEW_CATEGORY,
  type GalleryFormValues,
  type GallerySubmission,
  type PickedFile,
} from '../api/gallery-uploads';
import { AdminFilePreviews, type FileUploadState } from './admin-file-previews';

const EMPTY: GalleryFormValues = {
  source: 'files',
  category: '',
  newCategory: '',
  description: '',
  files: [],
  urls: '',
};

// The form holds the fields of both sources at once (switching keeps what was typed); the schema
// keeps the chosen source's.
const resolver = zodResolver(GalleryFormSchema);

const selectClasses =
  'h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus-visible:border-brand-700 disabled:opacity-60 aria-[invalid=true]:border-red-700';

let pickCounter = 0;

/** Wraps chosen files with a preview URL and a key. Runs in event handlers only. */
function pick(files: readonly File[]): PickedFile[] {
  return files.map((file) => {
    pickCounter += 1;
    return { id: `file-${pickCounter}`, file, previewUrl: URL.createObjectURL(file) };
  });
}

/** Existing categories plus the ones saved here since, without duplicates, alphabetical. */
function mergeCategories(loaded: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...loaded, ...added])].sort((a, b) => a.localeCompare(b));
}

function failToast(title: string, description: string) {
  toast({ title, description, variant: 'destructive' });
}

/**
 * The staff form 'Add Images to Gallery' (spec §4 "Gallery upload form", §5 "Gallery admin",
 * §7 writes, §8 toasts):
 * - 'Image source': upload files (png, jpeg, gif or webp, several at once, a preview of each;
 *   other types and files over 5 MB are refused at selection with a message naming them) or add
 *   external URLs (one per line);
 * - the category: an existing one (from `get_gallery_album_categories()`; 'Error' / 'Could not
 *   load categories.' when that fails) or a new one typed in (trimmed, blank becomes
 *   'Uncategorized'); after saving, a new category joins the list and stays selected;
 * - an optional description shared by all images of the submission.
 *
 * Files upload one by one with a progress bar each; a failed file toasts 'Upload Error' / 'Failed
 * to upload {name}.' and the others go on; then one insert stores every row. Failures toast
 * 'Upload Failed' (no file stored) or 'Database Error' (the insert failed; the files just
 * uploaded are removed) and keep what was typed. Success toasts '{n} image(s) processed for
 * category {name}.', clears the files (a failed file stays listed, for another try) or URLs and
 * the description, and refreshes every gallery query. The whole form is disabled while
 * submitting.
 *
 * @param onAlbumChange - called with the existing category now chosen (whose images the page
 *   shows), or `null` when none is.
 */
export function AdminGalleryUploadForm({
  onAlbumChange,
}: {
  onAlbumChange: (category: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const categories = useQuery(galleryQueries.categories());
  const [added, setAdded] = useState<string[]>([]);
  const [uploads, setUploads] = useState<Record<string, FileUploadState>>({});
  const [refused, setRefused] = useState<string[]>([]);
  // Object URLs of the previews still shown, revoked when their file goes or the form unmounts.
  const [liveUrls] = useState(() => new Set<string>());
  const form = useForm<GalleryFormValues, unknown, GallerySubmission>({ resolver, defaultValues: EMPTY });
  const source = useWatch({ control: form.control, name: 'source' });
  const category = useWatch({ control: form.control, name: 'category' });

  useEffect(
    () => () => {
      for (const url of liveUrls) URL.revokeObjectURL(url);
      liveUrls.clear();
    },
    [liveUrls],
  );

  useEffect(() => {
    if (categories.isError) failToast('Error', 'Could not load categories.');
  }, [categories.isError, categories.errorUpdatedAt]);

  const options = useMemo(() => mergeCategories(categories.data ?? [], added), [categories.data, added]);

  const revoke = (files: readonly PickedFile[]) => {
    for (const { previewUrl } of files) {
      URL.revokeObjectURL(previewUrl);
      liveUrls.delete(previewUrl);
    }
  };

  const mutation = useMutation({
    mutationFn: ({ submission, picked }: { submission: GallerySubmission; picked: PickedFile[] }) => {
      const setUpload = (index: number, upload: FileUploadState) => {
        const id = picked[index]?.id;
        if (id) setUploads((current) => ({ ...current, [id]: upload }));
      };
      return addGalleryImages(submission, {
        onStart: (index) => setUpload(index, { state: 'uploading', fraction: 0 }),
        onProgress: (index, fraction) => setUpload(index, { state: 'uploading', fraction }),
        onFileDone: (index, file, ok) => {
          setUpload(index, ok ? { state: 'done' } : { state: 'failed' });
          if (!ok) failToast('Upload Error', `Failed to upload ${file.name}.`);
        },
      });
    },
    onSuccess: ({ saved, uploaded }, { submission, picked }) => {
      toast({ title: `${saved} image(s) processed for category ${submission.category}.` });
      const stored = new Set(uploaded.map(({ index }) => picked[index]?.id));
      const remaining = submission.source === 'files' ? picked.filter(({ id }) => !stored.has(id)) : picked;
      revoke(picked.filter(({ id }) => stored.has(id)));
      setUploads((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !stored.has(id))));
      const values = form.getValues();
      form.reset({
        ...values,
        category: submission.category,
        newCategory: '',
        files: remaining,
        urls: submission.source === 'urls' ? '' : values.urls,
        // The description stays for a file that failed and is tried again.
        description: submission.source === 'files' && remaining.length > 0 ? values.description : '',
      });
      setAdded((current) =>
        current.includes(submission.category) ? current : [...current, submission.category],
      );
      setRefused([]);
      onAlbumChange(submission.category);
      void queryClient.invalidateQueries({ queryKey: galleryQueries.all() });
    },
    onError: (error) => {
      if (error instanceof GallerySubmitError && error.kind === 'none-uploaded') {
        failToast('Upload Failed', 'No images were successfully uploaded to Supabase.');
        return;
      }
      // The stored files were removed again: they are ready for another try.
      setUploads((current) =>
        Object.fromEntries(Object.entries(current).filter(([, upload]) => upload.state === 'failed')),
      );
      failToast('Database Error', 'Failed to save image records.');
    },
  });

  const submitting = mutation.isPending;

  return (
    <form
      noValidate
      aria-label="Add Images to Gallery"
      aria-busy={submitting}
      onSubmit={form.handleSubmit((submission) => {
        setUploads({});
        mutation.mutate({ submission, picked: form.getValues('files') });
      })}
    >
      <fieldset
        disabled={submitting}
        className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <FieldGroup>
          <Controller
            name="source"
            control={form.control}
            render={({ field }) => (
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium text-slate-900">Image source</legend>
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {(
                    [
                      ['files', 'Upload files'],
                      ['urls', 'Add external URLs'],
                    ] as const
                  ).map(([value, label]) => (
                    <label key={value} className="flex items-center gap-2 text-slate-900">
                      <input
                        type="radio"
                        name={field.name}
                        value={value}
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                        onBlur={field.onBlur}
                        className="size-4 accent-brand-700"
                      />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          />

          <Controller
            name="category"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field>
                <FieldLabel htmlFor="gallery-category">Category</FieldLabel>
                <select
                  {...field}
                  {...fieldControlProps('gallery-category', fieldState)}
                  aria-busy={categories.isPending}
                  className={selectClasses}
                  onChange={(event) => {
                    const value = event.target.value;
                    field.onChange(value);
                    onAlbumChange(value === '' || value === NEW_CATEGORY ? null : value);
                  }}
                >
                  <option value="">
                    {categories.isPending
                      ? 'Loading categories…'
                      : options.length > 0
                        ? 'Select a category'
                        : 'No categories yet'}
                  </option>
                  {options.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                  <option value={NEW_CATEGORY}>Create a new category…</option>
                </select>
                <FieldError id="gallery-category" error={fieldState.error} />
              </Field>
            )}
          />

          {category === NEW_CATEGORY ? (
            <Controller
              key="newCategory"
              name="newCategory"
              control={form.control}
              render={({ field, fieldState }) => (
                <Field>
                  <FieldLabel htmlFor="gallery-new-category">New category name</FieldLabel>
                  <Input
                    {...field}
                    {...fieldControlProps('gallery-new-category', fieldState, { described: true })}
                    autoComplete="off"
                  />
                  <FieldDescription id="gallery-new-category">
                    Left blank, the images go to the album &lsquo;Uncategorized&rsquo;.
                  </FieldDescription>
                  <FieldError id="gallery-new-category" error={fieldState.error} />
                </Field>
              )}
            />
          ) : null}

          {/* Keys: a Controller must not be reused for another field. */}
          {source === 'files' ? (
            <Controller
              key="files"
              name="files"
              control={form.control}
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
                      const problems = chosen.map(galleryFileProblem);
                      setRefused(problems.filter((problem): problem is string => problem !== null));
                      const accepted = pick(chosen.filter((_, index) => problems[index] === null));
                      for (const { previewUrl } of accepted) liveUrls.add(previewUrl);
                      if (accepted.length > 0) field.onChange([...field.value, ...accepted]);
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
                    onRemove={(id) => {
                      revoke(field.value.filter((picked) => picked.id === id));
                      field.onChange(field.value.filter((picked) => picked.id !== id));
                    }}
                  />
                </Field>
              )}
            />
          ) : (
            <Controller
              key="urls"
              name="urls"
              control={form.control}
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
          )}

          <Controller
            name="description"
            control={form.control}
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

          <Button type="submit" size="lg" className="justify-self-start">
            {submitting ? (source === 'files' ? 'Uploading...' : 'Saving...') : 'Add Images'}
          </Button>
        </FieldGroup>
      </fieldset>
    </form>
  );
}
