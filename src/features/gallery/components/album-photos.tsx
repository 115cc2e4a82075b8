import { useQuery } from '@tanstack/react-query';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { getLocale } from '@/lib/i18n/locale';
import { Empty } from '@/components/ui/empty';
import { ImagesIcon } from './gallery-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { galleryMessages } from '@/i18n/gallery';
import { useMessages } from '@/lib/i18n/messages';
import { type GalleryAlbum, galleryQueries } from '../api/gallery';
import { GALLERY_SKELETON_COUNT, photoCountLabel } from '../utils/photos';
import { PHOTO_GRID_COLUMNS, PhotoGrid } from './photo-grid';

/**
 * The photos of one album (spec §2 "/gallery/{albumName}", §7 `gallery_images` read): the rows
 * of `gallery_images` whose `category` is the album's exact name, newest first, as a
 * {@link PhotoGrid}; 8 placeholders while the album or its photos load (spec §9); the empty state
 * 'No Photos in this Album' / 'This album is currently empty. Check back later!' for an album
 * without photos, an unknown album (`album` undefined once loaded) and a failed read (logged by
 * the query cache, spec §8).
 *
 * @param album - the album found by `useGalleryAlbum`.
 * @param albumPending - whether the album list is still loading.
 * @param title - the album's title, for the list's accessible name.
 */
export function AlbumPhotos({
  album,
  albumPending,
  title,
}: {
  album: GalleryAlbum | undefined;
  albumPending: boolean;
  title: string;
}) {
  const category = album?.category;
  const images = useQuery({
    ...galleryQueries.images(category ?? '', getLocale()),
    enabled: category !== undefined,
  });
  const delivery = useImageDelivery();
  const m = useMessages(galleryMessages);
  if (albumPending || (category !== undefined && images.isPending)) {
    return (
      <div role="status" className={PHOTO_GRID_COLUMNS}>
        <span className="sr-only">{m.loadingPhotos}</span>
        {Array.from({ length: GALLERY_SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} data-testid="photo-placeholder" className="aspect-[4/3] w-full rounded-xl!" />
        ))}
      </div>
    );
  }
  const rows = category === undefined ? [] : (images.data ?? []);
  if (rows.length === 0) {
    return (
      <Empty
        icon={<ImagesIcon className="size-10" />}
        title={m.noPhotosTitle}
        description={m.noPhotosText}
        headingLevel={2}
      />
    );
  }
  return (
    <>
      <p className="mb-6 flex items-center gap-2 font-medium text-slate-700">
        <ImagesIcon className="size-5 shrink-0 text-brand-700" />
        {photoCountLabel(rows.length, m)}
      </p>
      <PhotoGrid key={category} images={rows} title={title} delivery={delivery} />
    </>
  );
}
