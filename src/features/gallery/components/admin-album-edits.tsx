import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { SelectField, TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
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

/** The rename form's rules: a new name no other album has (`albumNameProblem`). */
function renameSchema(category: string, existing: readonly string[]) {
  return z.object({
    name: z.string().check(
      z.superRefine((name, ctx) => {
        const problem = albumNameProblem(name.trim(), category, existing);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: name });
      }),
    ),
  });
}

/**
 * 'Rename album' (issue 23 item 4): the album's new name, checked against the other albums
 * (trimmed, at most 120 characters, not another album's name); every photo of the album follows
 * in one update. The album's public address changes with its name and the old address shows the
 * album-not-found state (docs/decisions/0031). Saved through the staff kit (docs/decisions/0034).
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
  const categories = useQuery(galleryQueries.categories());
  const schema = useMemo(() => renameSchema(category, categories.data ?? []), [category, categories.data]);
  const editor = useStaffEditor({
    schema,
    defaultValues: { name: category },
    draftKey: `gallery-album:${category}`,
    save: ({ name }) => renameAlbum(category, name.trim()),
    savedValues: (_moved, { name }) => ({ name: name.trim() }),
    successToast: (moved, _action, { name }) => ({
      title: `Album renamed to ${name.trim()}.`,
      description: `${moved} photo(s) moved.`,
    }),
    failureMessage: 'Could not rename the album. Please try again.',
    invalidate: [galleryQueries.all()],
    onSaved: (_moved, { name }) => onRenamed(name.trim()),
  });

  return (
    <form
      noValidate
      aria-label={`Rename album ${category}`}
      onSubmit={(event) => void editor.submit(undefined)(event)}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <EditorNotices draft={editor.draft} />
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          control={editor.form.control}
          name="name"
          label="Album name"
          id="album-new-name"
          maxLength={MAX_ALBUM_NAME + 1}
          autoComplete="off"
          className="max-w-md flex-1"
          description="Every photo of the album moves to the new name. The album's web address changes with it."
        />
        <SaveButton
          variant="outline"
          className="mt-7"
          busy={editor.busy}
          busyLabel="Renaming..."
          buttonRef={editor.saveButtonRef}
        >
          Rename album
        </SaveButton>
      </div>
      <SaveFailure error={editor.error} />
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
  const categories = useQuery(galleryQueries.categories());
  const albums = [...new Set([...(categories.data ?? []), photo.category])];
  const editor = useStaffEditor({
    schema: photoSchema,
    defaultValues: { description: photo.description ?? '', category: photo.category },
    draftKey: `gallery-photo:${photo.id}`,
    save: (values) => updatePhoto(photo, values),
    successToast: (_result, _action, { category }) => ({
      title: category !== photo.category ? `Photo moved to ${category}.` : 'Caption saved.',
    }),
    failureMessage: 'Could not save the photo. Please try again.',
    invalidate: [galleryQueries.all()],
    onSaved: (_result, values) => onDone(values.category !== photo.category),
  });
  const ids = `photo-${photo.id}`;

  return (
    <form
      noValidate
      aria-label={`Edit ${label}`}
      onSubmit={(event) => void editor.submit(undefined)(event)}
      className="grid gap-3"
    >
      <EditorNotices draft={editor.draft} />
      <TextField
        control={editor.form.control}
        name="description"
        label="Caption"
        id={`${ids}-caption`}
        multiline
        controlClassName="min-h-20"
      />
      <SelectField
        control={editor.form.control}
        name="category"
        label="Album"
        id={`${ids}-album`}
        options={albums.map((name) => ({ value: name, label: name }))}
      />
      <SaveFailure error={editor.error} className="text-sm" />
      <div className="flex flex-wrap gap-2">
        <SaveButton size="sm" busy={editor.busy} buttonRef={editor.saveButtonRef}>
          Save
        </SaveButton>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            editor.draft.clearDraft();
            onDone(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A photo's caption (at most the column's length) and its album. */
const photoSchema = z.object({
  description: z.string().check(z.maxLength(MAX_CAPTION, `Use at most ${MAX_CAPTION} characters.`)),
  category: z.string(),
});

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
