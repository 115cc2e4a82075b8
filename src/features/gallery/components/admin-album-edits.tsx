import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { SelectField, TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { LanguageTabs } from '@/components/editor/language-tabs';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { optionalText } from '@/lib/validation';
import { galleryQueries } from '../api/gallery';
import {
  albumNameProblem,
  getAlbumSpanishName,
  getPhotoForEdit,
  MAX_ALBUM_NAME,
  MAX_CAPTION,
  renameAlbum,
  updatePhoto,
  type PhotoForEdit,
} from '../api/gallery-edits';

/**
 * The album name form's rules: a new name no other album has (`albumNameProblem`), unless only
 * the Spanish name changes; the Spanish name optional, with the English limit (decision 0055).
 */
function renameSchema(category: string, spanish: string, existing: readonly string[]) {
  return z.object({ name: z.string(), name_es: optionalText('Spanish album name', MAX_ALBUM_NAME) }).check(
    z.superRefine((values, ctx) => {
      const name = values.name.trim();
      if (name === category && values.name_es !== spanish) return;
      const problem = albumNameProblem(name, category, existing);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: values.name, path: ['name'] });
    }),
  );
}

const ALBUM_NAME_PAIRS = [['name', 'name_es']] as const;

/**
 * 'Album name' (issue 23 item 4; decision 0055): the album's name and Spanish name in English /
 * Español tabs. A new name is checked against the other albums (trimmed, at most 120 characters,
 * not another album's name); every photo of the album takes both in one update. The album's
 * public address changes with its name and the old address shows the album-not-found state
 * (docs/decisions/0031). Saved through the staff kit (docs/decisions/0034).
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
  const spanishName = useQuery({
    queryKey: ['gallery_images', 'staff', 'album-es', category],
    queryFn: () => getAlbumSpanishName(category),
    gcTime: 0,
  });
  if (spanishName.isPending)
    return <Spinner label="Loading the album…" showLabel className="text-slate-700" />;
  if (spanishName.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Could not load the album&apos;s name.
      </p>
    );
  }
  return <AlbumNameForm category={category} spanish={spanishName.data ?? ''} onRenamed={onRenamed} />;
}

function AlbumNameForm({
  category,
  spanish,
  onRenamed,
}: {
  category: string;
  spanish: string;
  onRenamed: (name: string) => void;
}) {
  const { data: albums } = useQuery(galleryQueries.categories());
  const schema = useMemo(() => renameSchema(category, spanish, albums ?? []), [category, spanish, albums]);
  const editor = useStaffEditor({
    schema,
    defaultValues: { name: category, name_es: spanish },
    draftKey: `gallery-album:${category}`,
    save: ({ name, name_es }) => renameAlbum(category, name.trim(), name_es),
    savedValues: (_moved, { name, name_es }) => ({ name: name.trim(), name_es }),
    successToast: (moved, _action, { name }) =>
      name.trim() === category
        ? { title: 'Spanish album name saved.' }
        : { title: `Album renamed to ${name.trim()}.`, description: `${moved} photo(s) moved.` },
    failureMessage: 'Could not save the album name. Please try again.',
    invalidate: [galleryQueries.all(), ['gallery_images', 'staff']],
    onSaved: (_moved, { name }) => {
      if (name.trim() !== category) onRenamed(name.trim());
    },
  });

  return (
    <form
      noValidate
      aria-label={`Rename album ${category}`}
      onSubmit={(event) => void editor.submit(undefined)(event)}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <EditorNotices draft={editor.draft} />
      <LanguageTabs
        control={editor.form.control}
        label="Album name languages"
        pairs={ALBUM_NAME_PAIRS}
        className="max-w-md"
        english={
          <TextField
            control={editor.form.control}
            name="name"
            label="Album name"
            id="album-new-name"
            maxLength={MAX_ALBUM_NAME + 1}
            autoComplete="off"
            description="Every photo of the album moves to the new name. The album's web address changes with it."
          />
        }
        spanish={
          <TextField
            control={editor.form.control}
            name="name_es"
            label="Spanish album name (optional)"
            id="album-new-name-es"
            maxLength={MAX_ALBUM_NAME}
            autoComplete="off"
            description="Shown on the Spanish pages; without it they show the English name."
          />
        }
      />
      <SaveFailure error={editor.error} />
      <SaveButton
        variant="outline"
        className="justify-self-start"
        busy={editor.busy}
        busyLabel="Saving..."
        buttonRef={editor.saveButtonRef}
      >
        Save album name
      </SaveButton>
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
    defaultValues: {
      description: photo.description ?? '',
      description_es: photo.description_es ?? '',
      category: photo.category,
    },
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
      <LanguageTabs
        control={editor.form.control}
        label="Caption languages"
        pairs={CAPTION_PAIRS}
        english={
          <TextField
            control={editor.form.control}
            name="description"
            label="Caption"
            id={`${ids}-caption`}
            multiline
            controlClassName="min-h-20"
          />
        }
        spanish={
          <TextField
            control={editor.form.control}
            name="description_es"
            label="Spanish caption (optional)"
            id={`${ids}-caption-es`}
            multiline
            controlClassName="min-h-20"
          />
        }
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

/** A photo's caption and Spanish caption (each at most the column's length) and its album. */
const photoSchema = z.object({
  description: z.string().check(z.maxLength(MAX_CAPTION, `Use at most ${MAX_CAPTION} characters.`)),
  description_es: z.string().check(z.maxLength(MAX_CAPTION, `Use at most ${MAX_CAPTION} characters.`)),
  category: z.string(),
});

const CAPTION_PAIRS = [['description', 'description_es']] as const;

/**
 * A photo's edit form (issue 23 item 4): its caption and Spanish caption (English / Español
 * tabs, decision 0055) and its album (moving it to another one).
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
