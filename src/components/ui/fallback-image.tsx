import { useState, type ComponentProps } from 'react';

/**
 * An `<img>` that shows `fallbackSrc` when `src` is missing or fails to load (spec §3, §8:
 * covers fall back to a default image).
 */
export function FallbackImage({
  src,
  fallbackSrc,
  alt,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'onError'> & {
  src?: string | null;
  fallbackSrc: string;
  alt: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <img
      data-slot="fallback-image"
      data-fallback={current === fallbackSrc ? 'true' : 'false'}
      src={current}
      alt={alt}
      onError={() => {
        if (current !== fallbackSrc) setFailedSrc(current);
      }}
      {...props}
    />
  );
}
