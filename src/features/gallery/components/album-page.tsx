import { useQuery } from '@tanstack/react-query';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { ContentText } from '@/components/ui/content-text';
import { getLocale } from '@/lib/i18n/locale';
import { unslugify } from '@/lib/text';
import { galleryMessages } from '@/i18n/gallery';
import { useMessages } from '@/lib/i18n/messages';
import { findAlbum, galleryQueries, type GalleryAlbum } from '../api/gallery';
import { AlbumPhotos } from './album-photos';
import { BackToAlbumsLink } from './back-to-albums-link';

/** What the album page knows about the album of its address. */
export interface GalleryAlbumState {
  /**
   * The album whose `category_slug` is the slug; `undefined` while loading, for an unknown slug
   * or after a failed read.
   */
  album: GalleryAlbum | undefined;
  /** True while the album list loads. */
  isPending: boolean;
  /**
   * The album's own name (`category`, e.g. "Women's Ministry"; in the page's language where it
   * has one) once found, else the words of the slug.
   */
  title: string;
}

/**
 * Finds the album of `/gallery/{albumName}` in the album list of
 * `get_gallery_albums_with_covers()` (the query /gallery shares, prefetched by the route's
 * loader) by its `category_slug`, so that a name with capitals and punctuation ("Women's
 * Ministry", slug `women-s-ministry`) keeps its exact name. Until the list is there, or when no
 * album has that slug, the title is derived from the slug (spec §2, `unslugify`).
 *
 * @param slug - the `albumName` segment of the address, e.g. `youth-ministry`.
 */
export function useGalleryAlbum(slug: string): GalleryAlbumState {
  const albums = useQuery(galleryQueries.albums(getLocale()));
  const album = albums.data ? findAlbum(albums.data, slug) : undefined;
  const title = album?.name?.text ?? album?.category ?? unslugify(slug);
  return { album, isPending: albums.isPending, title };
}

/**
 * The page of one album, /gallery/{albumName} (spec §2 "/gallery/{albumName}"): document title
 * and banner (key `banner_image_gallery_page`) with the album's title (see
 * {@link useGalleryAlbum}), 'Back to All Albums', then the album's photos ({@link AlbumPhotos}).
 * An unknown slug shows the empty album under the title derived from the slug.
 *
 * @param slug - the `albumName` segment of the address.
 */
export function AlbumPage({ slug }: { slug: string }) {
  const { album, isPending, title } = useGalleryAlbum(slug);
  const m = useMessages(galleryMessages);
  return (
    <>
      <PageMeta
        title={title}
        description={m.albumDescription(title)}
        translated={album?.name?.lang !== 'en'}
      />
      {album ? (
        <BreadcrumbJsonLd
          trail={[
            { name: m.gallery, path: '/gallery' },
            { name: title, path: `/gallery/${slug}` },
          ]}
        />
      ) : null}
      <PageBanner
        title={<ContentText lang={album?.name?.lang ?? getLocale()}>{title}</ContentText>}
        settingKey="banner_image_gallery_page"
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <div className="mb-8">
          <BackToAlbumsLink />
        </div>
        <AlbumPhotos album={album} albumPending={isPending} title={title} />
      </div>
    </>
  );
}
