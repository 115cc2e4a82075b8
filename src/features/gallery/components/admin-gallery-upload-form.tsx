import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import { NEW_CATEGORY } from '../api/gallery-form-schema';
import { GalleryCategoryField, GalleryNewCategoryField, GallerySourceField } from './gallery-category-fields';
import { GalleryDescriptionField, GalleryFilesField, GalleryUrlsField } from './gallery-image-fields';
import { useGalleryUploadForm } from './use-gallery-upload-form';

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
  const state = useGalleryUploadForm(onAlbumChange);
  const { control } = state.form;
  const { source, submitting } = state;

  return (
    <form noValidate aria-label="Add Images to Gallery" aria-busy={submitting} onSubmit={state.onSubmit}>
      <fieldset
        disabled={submitting}
        className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <FieldGroup>
          <GallerySourceField control={control} />
          <GalleryCategoryField
            control={control}
            options={state.options}
            pending={state.categoriesPending}
            onAlbumChange={onAlbumChange}
          />
          {/* Keys: a Controller must not be reused for another field. */}
          {state.category === NEW_CATEGORY ? (
            <GalleryNewCategoryField key="newCategory" control={control} />
          ) : null}
          {source === 'files' ? (
            <GalleryFilesField
              key="files"
              control={control}
              chooseFiles={state.chooseFiles}
              removeFile={state.removeFile}
              refused={state.refused}
              uploads={state.uploads}
              submitting={submitting}
            />
          ) : (
            <GalleryUrlsField key="urls" control={control} />
          )}
          <GalleryDescriptionField control={control} />
          <Button type="submit" size="lg" className="justify-self-start">
            {submitting ? (source === 'files' ? 'Uploading...' : 'Saving...') : 'Add Images'}
          </Button>
        </FieldGroup>
      </fieldset>
    </form>
  );
}
