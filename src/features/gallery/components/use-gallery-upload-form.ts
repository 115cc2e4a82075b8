import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useRowAction } from '@/components/admin/use-row-action';
import { galleryQueries } from '../api/gallery';
import {
  GalleryFormSchema,
  type GalleryFormValues,
  type GallerySubmission,
  type PickedFile,
} from '../api/gallery-form-schema';
import { addGalleryImages, GallerySubmitError } from '../api/gallery-uploads';
import { galleryFileProblem } from '../utils/upload-paths';
import type { FileUploadState } from '@/components/ui/upload-status';

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

/**
 * The state of the staff form 'Add Images to Gallery' (spec §4 "Gallery upload form", §7 writes,
 * §8 toasts), for {@link AdminGalleryUploadForm} and its field parts:
 * - `form`: react-hook-form with {@link GalleryFormSchema}, `source` and `category` watched;
 * - `options`: the categories of `get_gallery_album_categories()` plus the ones saved here since
 *   ('Error' / 'Could not load categories.' when the read fails), `categoriesPending`;
 * - `chooseFiles(chosen, current)`: the files kept (PNG, JPEG, GIF, WebP up to 5 MB, each with a
 *   preview URL) appended to `current`, or `null` when none was; `refused` names the others;
 * - `removeFile(files, id)`: the list without that file, its preview URL revoked;
 * - `uploads`: each file's upload state by id; `submitting`; `onSubmit` for the `<form>`.
 *
 * Submitting uploads the files one by one ('Upload Error' / 'Failed to upload {name}.' for a
 * failed one), then stores every row. 'Upload Failed' (no file stored) and 'Database Error' (the
 * insert failed; the files just uploaded are removed) keep what was typed. Success toasts
 * '{n} image(s) processed for category {name}.', clears the stored files (a failed file stays
 * for another try) or the URLs and the description, adds and selects the category, calls
 * `onAlbumChange` with it and refreshes every gallery query. Preview URLs are revoked when their
 * file goes or the form unmounts.
 *
 * @param onAlbumChange - called with the category whose images the page should show.
 */
export function useGalleryUploadForm(onAlbumChange: (category: string | null) => void) {
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

  const options = useMemo(() => mergeCategories(categories.data ?? [], added), [categories.data, added]);

  const revoke = (files: readonly PickedFile[]) => {
    for (const { previewUrl } of files) {
      URL.revokeObjectURL(previewUrl);
      liveUrls.delete(previewUrl);
    }
  };

  const mutation = useRowAction({
    run: ({ submission, picked }: { submission: GallerySubmission; picked: PickedFile[] }, say) => {
      const setUpload = (index: number, upload: FileUploadState) => {
        const id = picked[index]?.id;
        if (id) setUploads((current) => ({ ...current, [id]: upload }));
      };
      return addGalleryImages(submission, {
        onStart: (index) => setUpload(index, { state: 'uploading', fraction: 0 }),
        onProgress: (index, fraction) => setUpload(index, { state: 'uploading', fraction }),
        onFileDone: (index, file, ok) => {
          setUpload(index, ok ? { state: 'done' } : { state: 'failed' });
          if (!ok)
            say({
              title: 'Upload Error',
              description: `Failed to upload ${file.name}.`,
              variant: 'destructive',
            });
        },
      });
    },
    successToast: ({ saved }, { submission }) => ({
      title: `${saved} image(s) processed for category ${submission.category}.`,
    }),
    failureToast: (error) =>
      error instanceof GallerySubmitError && error.kind === 'none-uploaded'
        ? {
            title: 'Upload Failed',
            description: 'No images were successfully uploaded to Supabase.',
            variant: 'destructive',
          }
        : { title: 'Database Error', description: 'Failed to save image records.', variant: 'destructive' },
    invalidate: [galleryQueries.all()],
    onDone: ({ uploaded }, { submission, picked }) => {
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
    },
    onFailed: (error) => {
      if (error instanceof GallerySubmitError && error.kind === 'none-uploaded') return;
      // The stored files were removed again: they are ready for another try.
      setUploads((current) =>
        Object.fromEntries(Object.entries(current).filter(([, upload]) => upload.state === 'failed')),
      );
    },
  });

  const chooseFiles = (chosen: readonly File[], current: readonly PickedFile[]): PickedFile[] | null => {
    const problems = chosen.map(galleryFileProblem);
    setRefused(problems.filter((problem): problem is string => problem !== null));
    const accepted = pick(chosen.filter((_, index) => problems[index] === null));
    for (const { previewUrl } of accepted) liveUrls.add(previewUrl);
    return accepted.length > 0 ? [...current, ...accepted] : null;
  };

  const removeFile = (files: readonly PickedFile[], id: string): PickedFile[] => {
    revoke(files.filter((picked) => picked.id === id));
    return files.filter((picked) => picked.id !== id);
  };

  const onSubmit: (event?: FormEvent) => Promise<void> = form.handleSubmit((submission) => {
    setUploads({});
    mutation.run({ submission, picked: form.getValues('files') });
  });

  return {
    form,
    source,
    category,
    options,
    categoriesPending: categories.isPending,
    uploads,
    refused,
    chooseFiles,
    removeFile,
    submitting: mutation.busy,
    onSubmit,
  };
}

/** What {@link useGalleryUploadForm} gives the form and its parts. */
export type GalleryUploadFormState = ReturnType<typeof useGalleryUploadForm>;
