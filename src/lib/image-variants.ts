import { env } from './env';
import { hasVariants, VARIANT_WIDTHS, variantPath, variantWidths } from './image-variant-names';
import { publicUrl } from './supabase-rest';

export {
  hasVariants,
  VARIANT_BUCKETS,
  VARIANT_WIDTHS,
  variantPath,
  variantWidths,
} from './image-variant-names';

// Responsive images of the public pages (issue 35, docs/decisions/0042): the `srcset` of a stored
// image from its recorded width, in one of two delivery modes. Tiny and free of imports beyond
// the URL helper, because every public page loads it; the code that makes variants is staff-only
// (`./image-variant-maker`).

/**
 * How stored images reach visitors (site setting `image_delivery`):
 * - `variants`: the WebP copies stored beside each original (free plan; made at upload).
 * - `render`: Supabase Storage's image transformation endpoint (Pro plan; billed per source image).
 */
export type ImageDelivery = 'variants' | 'render';

/** The default delivery mode: stored variants, which every plan can serve. */
export const DEFAULT_IMAGE_DELIVERY: ImageDelivery = 'variants';

/** A stored image and its recorded intrinsic size (px), as the rows carry them. */
export interface StoredImageRef {
  bucket: string;
  path: string;
  /** Intrinsic width in px, or `null` when not recorded yet (the image is then shown as is). */
  width: number | null | undefined;
  height: number | null | undefined;
}

/** The attributes of a responsive `<img>`: spread them onto the element with its own `sizes`. */
export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/**
 * The address of a stored image resized by Storage's render endpoint
 * (`/storage/v1/render/image/public/<bucket>/<path>?width=&quality=`, Supabase "Image
 * Transformations"); the height follows the aspect ratio.
 */
export function renderUrl(bucket: string, path: string, width: number): string {
  return encodeURI(
    `${env.VITE_SUPABASE_URL}/storage/v1/render/image/public/${bucket}/${path.replace(/^\/+/, '')}?width=${width}&quality=75`,
  );
}

/**
 * The `src`, `srcset`, `width` and `height` of a stored image (HTML "srcset" with `w`
 * descriptors). The set lists only variants that exist (below the original's width) and the
 * original at its real width, so a browser never picks an upscaled copy; `src` is the original,
 * for browsers without `srcset`. Without a recorded size there is no `srcset`: the original alone
 * (nothing says which variants exist).
 *
 * @param image - bucket, path and recorded size.
 * @param delivery - `variants` (stored `<path>.<w>w.webp` objects) or `render` (Storage's render
 *   endpoint at the same widths).
 */
export function responsiveImage(
  image: StoredImageRef,
  delivery: ImageDelivery = DEFAULT_IMAGE_DELIVERY,
): ResponsiveImageProps {
  const src = publicUrl(image.bucket, image.path);
  const { width, height } = image;
  if (!width || !height || width <= 0 || height <= 0) return { src };
  const candidates = variantWidths(width).map(
    (w) =>
      `${
        delivery === 'render'
          ? renderUrl(image.bucket, image.path, w)
          : publicUrl(image.bucket, variantPath(image.path, w))
      } ${w}w`,
  );
  candidates.push(`${src} ${width}w`);
  return { src, srcSet: candidates.join(', '), width, height };
}

/**
 * The `sizes` of each image slot of the public pages: the slot's CSS width at each Tailwind
 * breakpoint (`sm` 640, `md` 768, `lg` 1024, `xl` 1280 px), from the page containers
 * (`max-w-6xl` 1152 px or `max-w-7xl` 1280 px, padding 16 px, 24 px from `sm`) and the grids'
 * columns and gaps. Keep them in step with the layout classes they describe.
 */
export const IMAGE_SIZES = {
  /** Cards in `grid gap-6 sm:grid-cols-2 lg:grid-cols-3` inside `max-w-6xl` (lists of events, sermons, posts, books). */
  grid3:
    '(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
  /** The home page's cards: `grid gap-6 md:grid-cols-3` inside `max-w-6xl`. */
  homeGrid3:
    '(min-width: 1152px) 352px, (min-width: 768px) calc((100vw - 96px) / 3), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  /** Albums and photos: `sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4`, gap 24 px, inside `max-w-7xl`. */
  grid4:
    '(min-width: 1280px) 290px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
  /**
   * An event page's cover: the whole of `max-w-5xl` (976 px), said as 960 px on wide screens so
   * that the 960 variant (stretched by 2%) serves rather than a 1200 px original cropped to 21:9.
   */
  eventCover: '(min-width: 1024px) 960px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  /** A blog post's cover: the whole of `max-w-3xl`. */
  postCover: '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  /** A sermon page's cover: the `2fr` column of `lg:grid-cols-[3fr_2fr] gap-8` inside `max-w-6xl`. */
  sermonCover:
    '(min-width: 1152px) 429px, (min-width: 1024px) calc((100vw - 80px) * 0.4), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  /** A sermon's video poster: two of `lg:grid-cols-3 gap-8` inside `max-w-6xl`. */
  sermonVideo:
    '(min-width: 1152px) 725px, (min-width: 1024px) calc((100vw - 112px) * 2 / 3 + 32px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  /** The photo viewer: `max-w-5xl` less its padding. */
  viewer: '(min-width: 1040px) 1000px, calc(100vw - 40px)',
} as const;

const VARIANT_NAME = /\.\d+w\.webp$/;

/**
 * The `srcset` of an image given only by its address (a page banner, a site setting): when the
 * address is a public object of this project in a bucket with variants, every standard variant
 * (480, 960, 1600 w). Its width is not known, so the set may name a variant wider than the
 * original, which was never made: the image's `onError` then shows the original alone (banners
 * are wide, so this is rare). Any other address: `undefined` (shown as it is).
 *
 * @param url - the image's address.
 * @param delivery - the site's `image_delivery` setting.
 */
export function srcSetOfUrl(
  url: string,
  delivery: ImageDelivery = DEFAULT_IMAGE_DELIVERY,
): string | undefined {
  const prefix = `${env.VITE_SUPABASE_URL}/storage/v1/object/public/`;
  if (!url.startsWith(prefix)) return undefined;
  let rest: string;
  try {
    rest = decodeURI(url.slice(prefix.length).split(/[?#]/)[0] ?? '');
  } catch {
    return undefined;
  }
  const slash = rest.indexOf('/');
  const bucket = rest.slice(0, slash);
  const path = rest.slice(slash + 1);
  if (slash < 1 || !path || !hasVariants(bucket) || VARIANT_NAME.test(path)) return undefined;
  return VARIANT_WIDTHS.map(
    (width) =>
      `${delivery === 'render' ? renderUrl(bucket, path, width) : publicUrl(bucket, variantPath(path, width))} ${width}w`,
  ).join(', ');
}
