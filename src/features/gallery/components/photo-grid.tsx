import { lazy, Suspense, useRef, useState } from 'react';
import { ContentText } from '@/components/ui/content-text';
import { FallbackImage } from '@/components/ui/fallback-image';
import { IMAGE_SIZES, type ImageDelivery } from '@/lib/image-variants';
import { galleryMessages } from '@/i18n/gallery';
import { useMessages } from '@/lib/i18n/messages';
import { type GalleryImage, imageOf } from '../api/gallery';
import placeholder from '../assets/gallery-placeholder.svg';
import { photoLabel } from '../utils/photos';

// The viewer (Radix Dialog) loads on the first photo opened, like the other on-demand dialogs, so
// the album page's first visit does not carry it.
const PhotoViewer = lazy(() => import('./photo-viewer'));

/** The photo grid's columns (spec §2): 1 on phones, 2 from `sm`, 3 from `lg`, 4 from `xl`. */
export const PHOTO_GRID_COLUMNS = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

/**
 * Photos loaded at once rather than lazily: the first row at the widest grid (4 columns), one of
 * which is the page's largest paint; a lazily loaded largest paint waits for layout first.
 */
const EAGER_PHOTOS = 4;

/**
 * The photos of an album (spec §2 "/gallery/{albumName}"), in the order given (newest first), in
 * a grid of 1 to 4 columns. Each photo is a `<figure>`: a button 'Open photo: {description or
 * "Photo n of N"}' around the image (the first row loaded at once, the rest lazily; the gallery
 * placeholder when it has no address or fails to load, spec §8), and the description as `<figcaption>` when there is one. A button
 * opens the photo in the {@link PhotoViewer} (loaded on the first press); when the viewer closes,
 * focus returns to that button.
 *
 * @param images - the album's rows of `gallery_images`.
 * @param title - the album's title, for the list's accessible name.
 */
export function PhotoGrid({
  images,
  title,
  delivery,
}: {
  images: readonly GalleryImage[];
  title: string;
  /** The site's `image_delivery` setting (docs/decisions/0042); default `variants`. */
  delivery?: ImageDelivery;
}) {
  const [viewer, setViewer] = useState({ open: false, index: 0 });
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const total = images.length;
  const m = useMessages(galleryMessages);
  return (
    <>
      <ul aria-label={m.photosOf(title)} className={PHOTO_GRID_COLUMNS}>
        {images.map((image, index) => {
          const description = image.description?.trim();
          const label = photoLabel(description, index, total, m);
          return (
            <li key={image.id}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={m.openPhoto(label)}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setRequested(true);
                    setViewer({ open: true, index });
                  }}
                  className={`group block w-full cursor-zoom-in overflow-hidden bg-brand-900 ${description ? 'rounded-t-xl' : 'rounded-xl'}`}
                >
                  <FallbackImage
                    image={imageOf(image, delivery)}
                    sizes={IMAGE_SIZES.grid4}
                    fallbackSrc={placeholder}
                    alt={label}
                    width={800}
                    height={600}
                    loading={index < EAGER_PHOTOS ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                  />
                </button>
                {description ? (
                  <figcaption className="px-4 py-3 text-sm break-words text-slate-700">
                    <ContentText lang={image.textLanguages?.description}>{description}</ContentText>
                  </figcaption>
                ) : null}
              </figure>
            </li>
          );
        })}
      </ul>
      {requested ? (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            index={viewer.index}
            open={viewer.open}
            onIndexChange={(index) => setViewer((current) => ({ ...current, index }))}
            onOpenChange={(open) => setViewer((current) => ({ ...current, open }))}
            returnFocusRef={opener}
            delivery={delivery}
          />
        </Suspense>
      ) : null}
    </>
  );
}
