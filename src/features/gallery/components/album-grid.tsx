import { useQuery } from '@tanstack/react-query';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Empty } from '@/components/ui/empty';
import { galleryMessages } from '@/i18n/gallery';
import { useMessages } from '@/lib/i18n/messages';
import { ImagesIcon } from './gallery-icons';
import { getLocale } from '@/lib/i18n/locale';
import { galleryQueries } from '../api/gallery';
import { GALLERY_SKELETON_COUNT } from '../utils/photos';
import { AlbumCard } from './album-card';

/** Cards whose covers load at once: the first row on the widest screens (4 columns). */
export const EAGER_ALBUM_COVERS = 4;

/** The text lines of an album card's `CardSkeleton`: name, count, date. */
const ALBUM_CARD_SKELETON_LINES = ['h-6 w-3/4', 'h-4 w-1/3', 'h-4 w-1/4'] as const;

/** The grid's columns: 1 on phones, 2 from `sm`, 3 from `lg`, 4 from `xl`. */
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * The album list of /gallery (spec §2 "Gallery", §7 "Gallery albums"): every album of
 * `get_gallery_albums_with_covers()` as an {@link AlbumCard}, newest album first, in a responsive
 * grid; 8 skeleton cards while loading (spec §9); the empty state 'No Photo Albums Found' when
 * there are none. A failed read is logged by the query cache and shows that same empty state
 * (spec §8 "The gallery fetch error gives an empty list").
 */
export function AlbumGrid() {
  const albums = useQuery(galleryQueries.albums(getLocale()));
  const m = useMessages(galleryMessages);
  if (albums.isPending) {
    return (
      <div role="status" className={GRID}>
        <span className="sr-only">{m.loadingAlbums}</span>
        {Array.from({ length: GALLERY_SKELETON_COUNT }, (_, index) => (
          <CardSkeleton
            key={index}
            data-testid="album-card-skeleton"
            media="aspect-[4/3]"
            lines={ALBUM_CARD_SKELETON_LINES}
          />
        ))}
      </div>
    );
  }
  const rows = albums.data ?? [];
  if (rows.length === 0) {
    return (
      <Empty
        icon={<ImagesIcon className="size-10" />}
        title={m.noAlbumsTitle}
        description={m.noAlbumsText}
        headingLevel={2}
      />
    );
  }
  return (
    <ul aria-label={m.albums} className={GRID}>
      {rows.map((album, index) => (
        <li key={album.category}>
          <AlbumCard album={album} eager={index < EAGER_ALBUM_COVERS} />
        </li>
      ))}
    </ul>
  );
}
