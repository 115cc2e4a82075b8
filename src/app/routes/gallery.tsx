import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { AlbumGrid } from '@/features/gallery/components/album-grid';

/** The album list /gallery (spec §2 "Gallery"): banner and the albums, each linking to its page. */
export function GalleryRoute() {
  return (
    <>
      <PageMeta
        title="Photo Gallery"
        description="Photo albums of our church family: Sunday worship, ministries, outreach in the community and times of fellowship."
      />
      <PageBanner
        title="Photo Gallery"
        description="Moments of worship, fellowship and service from our church family"
        settingKey="banner_image_gallery_page"
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <AlbumGrid />
      </div>
    </>
  );
}
