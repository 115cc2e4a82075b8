import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { ROW_CHANGED_MESSAGE, RowChangedError } from '@/lib/errors';
import { galleryQueries } from '../api/gallery';
import {
  albumNameProblem,
  getPhotoForEdit,
  MAX_ALBUM_NAME,
  MAX_CAPTION,
  renameAlbum,
  updatePhoto,
  type PhotoForEdit,
} from '../api/gallery-edits';

const selectClasses =
  'h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus-visible:border-brand-700';

/**
 * 'Rename album' (issue 23 item 4): the album's new name, checked against the other albums
 * (trimmed, at most 120 characters, not another album's name); every photo of the album follows
 * in one update. The album's public address changes with its name and the old address shows the
 * album-not-found state (docs/decisions/0031). Unsaved input is kept (docs/decisions/0020).
 *
 * @param category - the album's present name.
 * @param onRenamed - called with the new name after a successful rename.
 */
export function AdminRenameAlbumForm({
  category,
  onRenamed,
}: {
  category: string;
  onRenamed: (name: string) => void;
}) {
  const queryClient = useQueryClient();
  const categories = useQuery(galleryQueries.categories());
  const form = useForm<{ name: string }>({ defaultValues: { name: category } });
  const { restored, clearDraft, discardDraft, leavePrompt } = useUnsavedChanges({
    form,
    draftKey: `gallery-album:${category}`,
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    const next = name.trim();
    const problem = albumNameProblem(next, category, categories.data ?? []);
    if (problem) {
      form.setError('name', { message: problem }, { shouldFocus: true });
      return;
    }
    try {
      const moved = await renameAlbum(category, next);
      clearDraft();
      toast({ title: `Album renamed to ${next}.`, description: `${moved} photo(s) moved.` });
      await queryClient.invalidateQueries({ queryKey: galleryQueries.all() });
      onRenamed(next);
    } catch {
      setFormError('Could not rename the album. Please try again.');
    }
  });

  return (
    <form
      noValidate
      aria-label={`Rename album ${category}`}
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {leavePrompt}
      {restored ? (
        <div role="status" className="flex flex-wrap items-center gap-3">
          <p className="text-slate-900">An unsaved new name from this device was restored.</p>
          <Button type="button" variant="outline" size="sm" onClick={discardDraft}>
            Discard
          </Button>
        </div>
      ) : null}
      <Controller
        name="name"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="album-new-name">Album name</FieldLabel>
            <div className="flex flex-wrap gap-3">
              <Input
                {...field}
                {...fieldControlProps('album-new-name', fieldState, { described: true })}
                maxLength={MAX_ALBUM_NAME + 1}
                autoComplete="off"
                className="max-w-md flex-1"
              />
              <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Renaming...' : 'Rename album'}
              </Button>
            </div>
            <FieldDescription id="album-new-name">
              Every photo of the album moves to the new name. The album&apos;s web address changes with it.
            </FieldDescription>
            <FieldError id="album-new-name" error={fieldState.error} />
          </Field>
        )}
      />
      {formError ? (
        <p role="alert" className="font-medium text-red-700">
          {formError}
        </p>
      ) : null}
    </form>
  );
}

function PhotoEditFields({
  photo,
  label,
  onDone,
}: {
  photo: PhotoForEdit;
  label: string;
  onDone: (moved: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const categories = useQuery(galleryQueries.categories());
  const form = useForm<{ description: string; category: string }>({
    defaultValues: { description: photo.description ?? '', category: photo.category },
  });
  const { clearDraft, leavePrompt } = useUnsavedChanges({ form, draftKey: `gallery-photo:${photo.id}` });
  const [formError, setFormError] = useState<string | null>(null);
  const ids = `photo-${photo.id}`;
  const albums = [...new Set([...(categories.data ?? []), photo.category])];

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await updatePhoto(photo, values);
      clearDraft();
      const moved = values.category !== photo.category;
      toast({ title: moved ? `Photo moved to ${values.category}.` : 'Caption saved.' });
      await queryClient.invalidateQueries({ queryKey: galleryQueries.all() });
      onDone(moved);
    } catch (error) {
      setFormError(
        error instanceof RowChangedError
          ? ROW_CHANGED_MESSAGE
          : 'Could not save the photo. Please try again.',
      );
    }
  });

  return (
    <form
      noValidate
      aria-label={`Edit ${label}`}
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
    >
      {leavePrompt}
      <Controller
        name="description"
        control={form.control}
        rules={{ maxLength: { value: MAX_CAPTION, message: `Use at most ${MAX_CAPTION} characters.` } }}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor={`${ids}-caption`}>Caption</FieldLabel>
            <Textarea {...field} {...fieldControlProps(`${ids}-caption`, fieldState)} className="min-h-20" />
            <FieldError id={`${ids}-caption`} error={fieldState.error} />
          </Field>
        )}
      />
      <Controller
        name="category"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field>
            <FieldLabel htmlFor={`${ids}-album`}>Album</FieldLabel>
            <select {...field} {...fieldControlProps(`${ids}-album`, fieldState)} className={selectClasses}>
              {albums.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        )}
      />
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            clearDraft();
            onDone(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * A photo's edit form (issue 23 item 4): its caption and its album (moving it to another one).
 * It reads the photo's version when it opens, so a save after someone else's change is refused
 * with 'Someone else changed this. Reload to see their changes.' (docs/decisions/0020).
 *
 * @param id - the photo's id.
 * @param label - what names the photo (its caption or file name), for the form's name.
 * @param onDone - called after a save (`moved` when it went to another album) or Cancel.
 */
export function AdminEditPhotoForm({
  id,
  label,
  onDone,
}: {
  id: string;
  label: string;
  onDone: (moved: boolean) => void;
}) {
  const photo = useQuery({
    queryKey: ['gallery_images', 'staff', 'edit', id],
    queryFn: () => getPhotoForEdit(id),
    gcTime: 0,
  });
  if (photo.isPending) return <Spinner label="Loading the photo…" showLabel className="text-slate-700" />;
  if (photo.isError || !photo.data) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Could not load this photo.
      </p>
    );
  }
  return <PhotoEditFields photo={photo.data} label={label} onDone={onDone} />;
}
