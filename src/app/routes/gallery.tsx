import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { AlbumGrid } from '@/features/gallery/components/album-grid';
import { galleryMessages } from '@/i18n/gallery';
import { useMessages } from '@/lib/i18n/messages';

/** The album list /gallery (spec §2 "Gallery"): banner and the albums, each linking to its page. */
export function GalleryRoute() {
  const m = useMessages(galleryMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.title} description={m.bannerText} settingKey="banner_image_gallery_page" />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <AlbumGrid />
      </div>
    </>
  );
}
