import { useParams } from 'react-router-dom';
import { AlbumPage } from '@/features/gallery/components/album-page';

/** One album /gallery/{albumName} (spec §2 "/gallery/{albumName}"): its title, photos and viewer. */
export function GalleryAlbumRoute() {
  const { albumName = '' } = useParams();
  return <AlbumPage key={albumName} slug={albumName} />;
}
