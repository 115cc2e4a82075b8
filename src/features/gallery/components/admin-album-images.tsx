import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { ListFrame } from '@/components/admin/list-frame';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { IMAGE_SOURCE_LABELS } from '@/config/value-labels';
import { galleryQueries, imageUrlOf, type GalleryImage } from '../api/gallery';
import { deleteGalleryImage } from '../api/gallery-uploads';

// The edit forms (issue 23 item 4) load after the album's images, in their own chunk.
const AdminRenameAlbumForm = lazy(async () => ({
  default: (await import('./admin-album-edits')).AdminRenameAlbumForm,
}));
const AdminEditPhotoForm = lazy(async () => ({
  default: (await import('./admin-album-edits')).AdminEditPhotoForm,
}));

/**
 * What names an image for people: its description, else its file name, else its link.
 *
 * @example galleryImageLabel({ description: null, image_file_path: 'youth/1_camp.jpg', ... }) === '1_camp.jpg'
 */
export function galleryImageLabel(
  image: Pick<GalleryImage, 'description' | 'image_file_path' | 'image_external_url' | 'source_type'>,
): string {
  const description = image.description?.trim();
  if (description) return description;
  const where = image.source_type === 'upload' ? image.image_file_path : image.image_external_url;
  return where?.split('/').filter(Boolean).pop() ?? 'Untitled image';
}

/**
 * The images of one album under the staff form (issue "Add Images to Gallery"): heading
 * 'Images in {category}', a grid of thumbnails with their description and a 'Delete' button each
 * (named after the image). Delete asks 'Delete this image?' (Cancel / Delete), then removes the
 * row and, for a stored file, its object; it toasts 'Image deleted.' or 'Failed to delete image.'
 * and refreshes every gallery query. An empty album reads 'No images in this album yet.'
 * Above the images, the album's name and Spanish name; on each image, 'Spanish caption missing'
 * while its caption has no Spanish (decision 0055) and 'Edit', which opens its captions and album
 * in place (issue 23 item 4).
 *
 * @param category - the album's exact category name.
 * @param onRenamed - called with the album's new name after a rename.
 */
export function AdminAlbumImages({
  category,
  onRenamed,
}: {
  category: string;
  onRenamed: (name: string) => void;
}) {
  const images = useQuery(galleryQueries.images(category));
  const [editing, setEditing] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useRowAction({
    run: (image: GalleryImage) => deleteGalleryImage(image),
    successToast: { title: 'Image deleted.' },
    failureToast: { title: 'Failed to delete image.', variant: 'destructive' },
    invalidate: [galleryQueries.all()],
    // Its button is about to go: focus moves to the section's heading.
    focusAfterDone: heading,
  });

  return (
    <section aria-labelledby="admin-album-heading" className="grid gap-4">
      <h2
        id="admin-album-heading"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-2xl font-bold text-brand-950 focus:outline-none"
      >
        Images in {category}
      </h2>
      <Suspense fallback={null}>
        <AdminRenameAlbumForm key={category} category={category} onRenamed={onRenamed} />
      </Suspense>
      <ListFrame
        query={images}
        loadingLabel="Loading images…"
        skeletonRows={3}
        errorText="Could not load the images of this album."
        count={(data) => data.length}
        empty={{ title: 'No images in this album yet.' }}
      >
        {(data) => (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {data.map((image) => {
              const label = galleryImageLabel(image);
              const url = imageUrlOf(image);
              return (
                <li
                  key={image.id}
                  className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
                >
                  {url ? (
                    <img
                      src={url}
                      alt={label}
                      loading="lazy"
                      className="aspect-square w-full bg-slate-100 object-cover"
                    />
                  ) : (
                    <div className="flex aspect-square items-center justify-center bg-slate-100 text-sm text-slate-700">
                      No preview
                    </div>
                  )}
                  {editing === image.id ? (
                    <div className="p-3">
                      <Suspense
                        fallback={<Spinner label="Loading the photo…" showLabel className="text-slate-700" />}
                      >
                        <AdminEditPhotoForm
                          id={image.id}
                          label={label}
                          onDone={(moved) => {
                            setEditing(null);
                            if (moved) heading.current?.focus();
                          }}
                        />
                      </Suspense>
                    </div>
                  ) : (
                    <div className="flex flex-1 flex-col gap-2 p-3">
                      <p className="line-clamp-3 text-sm text-slate-900">
                        {image.description?.trim() || 'No description'}
                      </p>
                      <p className="text-xs text-slate-700">{IMAGE_SOURCE_LABELS[image.source_type]}</p>
                      {image.description?.trim() && !image.description_es?.trim() ? (
                        <p className="self-start rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                          Spanish caption missing
                        </p>
                      ) : null}
                      <div className="mt-auto flex flex-wrap gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Edit ${label}`}
                          onClick={() => setEditing(image.id)}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Delete ${label}`}
                          aria-haspopup="dialog"
                          onClick={(event) => remove.ask(image, event.currentTarget)}
                        >
                          Delete
                        </Button>
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListFrame>
      <RowActionDialog
        action={remove}
        title="Delete this image?"
        description={(image) =>
          `“${galleryImageLabel(image)}” will be removed from the album${image.source_type === 'upload' ? ' and its file deleted' : ''}. This cannot be undone.`
        }
      />
    </section>
  );
}
