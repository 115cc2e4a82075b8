import { useState, type ComponentProps } from 'react';
import type { ResponsiveImageProps } from '@/lib/image-variants';

/**
 * An `<img>` that shows `fallbackSrc` when `src` is missing or fails to load (spec §3, §8:
 * covers fall back to a default image).
 *
 * Given `image` (a stored image's `src`, `srcset`, `width` and `height`, from `responsiveImage`
 * or `coverImage`, docs/decisions/0042), it takes those instead of `src` and of the `width` and
 * `height` props, which stay the box's size for images without a recorded one (external URLs).
 * Pass `sizes` with it: the slot's width in the layout. The fallback is shown without `srcset`.
 */
export function FallbackImage({
  src,
  image,
  fallbackSrc,
  alt,
  sizes,
  width,
  height,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'onError'> & {
  src?: string | null;
  image?: ResponsiveImageProps;
  fallbackSrc: string;
  alt: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [failedSrcSet, setFailedSrcSet] = useState<string | null>(null);
  const wanted = image?.src ?? src;
  const current = wanted && wanted !== failedSrc ? wanted : fallbackSrc;
  const responsive =
    current !== fallbackSrc && image?.srcSet && image.srcSet !== failedSrcSet ? image : undefined;
  return (
    <img
      data-slot="fallback-image"
      data-fallback={current === fallbackSrc ? 'true' : 'false'}
      src={current}
      srcSet={responsive?.srcSet}
      sizes={responsive ? sizes : undefined}
      width={responsive?.width ?? width}
      height={responsive?.height ?? height}
      alt={alt}
      onError={() => {
        // A missing variant: try the original alone before the fallback.
        if (responsive?.srcSet) setFailedSrcSet(responsive.srcSet);
        else if (current !== fallbackSrc) setFailedSrc(current);
      }}
      {...props}
    />
  );
}
