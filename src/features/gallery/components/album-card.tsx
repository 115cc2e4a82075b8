import { Link } from 'react-router-dom';
import { ContentText } from '@/components/ui/content-text';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ImagesIcon } from './gallery-icons';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { IMAGE_SIZES } from '@/lib/image-variants';
import { galleryMessages } from '@/i18n/gallery';
import { useMessages } from '@/lib/i18n/messages';
import { galleryImage, type GalleryAlbum } from '../api/gallery';
import placeholder from '../assets/gallery-placeholder.svg';
import { photoCountLabel } from '../utils/photos';

/**
 * One album of /gallery (spec §2 "Gallery", §3 "Gallery album"): its cover (the newest image,
 * from bucket gallery-images when `source_type` is `upload`, else the external URL; the
 * gallery placeholder when there is none or it fails to load, spec §8), the album name in the
 * page's language (`name`, else `category` as stored; docs/decisions/0055), the photo count ('1 photo' / 'n photos') and 'View Album' (read as 'View the
 * {name} Album'), a link to `/gallery/{category_slug}` that covers the whole card.
 *
 * @param album - a row of `get_gallery_albums_with_covers()`.
 * @param eager - load the cover at once (cards of the first row, which may be the largest paint).
 */
export function AlbumCard({ album, eager = false }: { album: GalleryAlbum; eager?: boolean }) {
  const delivery = useImageDelivery();
  const name = album.name?.text ?? album.category;
  const m = useMessages(galleryMessages);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="overflow-hidden bg-brand-900">
        <FallbackImage
          image={galleryImage(
            album.source_type,
            album.latest_image_path,
            album.latest_image_width,
            album.latest_image_height,
            delivery,
          )}
          sizes={IMAGE_SIZES.grid4}
          fallbackSrc={placeholder}
          alt={m.coverAlt(name)}
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="font-serif text-xl font-bold break-words text-brand-950">
          <ContentText lang={album.name?.lang}>{name}</ContentText>
        </h2>
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <ImagesIcon className="size-4 shrink-0 text-brand-700" />
          {photoCountLabel(album.image_count, m)}
        </p>
        <Link
          to={`/gallery/${encodeURIComponent(album.category_slug)}`}
          className="mt-auto self-start pt-2 font-semibold text-brand-700 underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
        >
          {/* Part of the text (not an aria-label), so crawlers read a descriptive link too. */}
          {m.viewBefore}
          <span className="sr-only">{m.viewHidden(name)}</span>
          {m.viewAfter}
        </Link>
      </div>
    </article>
  );
}
