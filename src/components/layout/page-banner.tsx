import { type ReactNode, useState } from 'react';
import fallbackBanner from '@/assets/banner-fallback.svg';
import { Skeleton } from '@/components/ui/skeleton';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { useSiteSetting } from '@/hooks/use-site-setting';
import { srcSetOfUrl } from '@/lib/image-variants';
import type { BannerSettingKey } from '@/lib/site-settings/schemas';
import { cn } from '@/lib/utils';

/** Built-in banner image used when no banner setting is available (spec §2 "Page banner"). */
export const FALLBACK_BANNER_URL: string = fallbackBanner;

export interface PageBannerProps {
  /** The page's title; rendered as its only `<h1>` (content text may carry its `lang`). */
  title: ReactNode;
  description?: string;
  /** The page's banner setting (spec §3), e.g. `banner_image_about_page`; default `banner_image_default`. */
  settingKey?: BannerSettingKey;
}

/**
 * The banner at the top of inner pages (spec §2 "Page banner"). Its background is the URL under
 * `settingKey`, else `banner_image_default`, else a built-in image; a skeleton shows until the
 * image has loaded. It reads the shared site settings, so it never adds a request.
 *
 * It lives in shared code (not in a feature) because every route component puts it at the top of
 * its page, and features may use it too (docs/decisions/0002).
 */
export function PageBanner({ title, description, settingKey }: PageBannerProps) {
  const page = useSiteSetting(settingKey ?? 'banner_image_default');
  const fallback = useSiteSetting('banner_image_default');
  const [failedSrc, setFailedSrc] = useState<string>();
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const [failedSrcSet, setFailedSrcSet] = useState<string>();
  const delivery = useImageDelivery();

  const wanted = page.isPending ? undefined : (page.value ?? fallback.value ?? FALLBACK_BANNER_URL);
  const src = wanted && wanted === failedSrc ? FALLBACK_BANNER_URL : wanted;
  const loaded = src !== undefined && src === loadedSrc;
  // A stored banner is fetched at the width of the screen (docs/decisions/0042).
  const wantedSrcSet = src ? srcSetOfUrl(src, delivery) : undefined;
  const srcSet = wantedSrcSet === failedSrcSet ? undefined : wantedSrcSet;

  return (
    <section
      data-testid="page-banner"
      data-state={loaded ? 'loaded' : 'loading'}
      className="relative isolate flex min-h-80 items-end overflow-hidden bg-brand-950 pt-18 text-white md:min-h-96"
    >
      {loaded ? null : (
        <Skeleton
          data-testid="page-banner-skeleton"
          className="absolute inset-0 -z-10 rounded-none! bg-brand-900!"
        />
      )}
      {src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? '100vw' : undefined}
          alt=""
          width={1600}
          height={500}
          fetchPriority="high"
          onLoad={() => setLoadedSrc(src)}
          onError={() => {
            // A variant that was never made (a banner narrower than 1600 px): the original alone.
            if (srcSet) setFailedSrcSet(srcSet);
            else if (src === FALLBACK_BANNER_URL) setLoadedSrc(src);
            else setFailedSrc(src);
          }}
          className={cn(
            'absolute inset-0 -z-10 size-full object-cover transition-opacity duration-500',
            loaded ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/90 via-brand-950/65 to-brand-950/55"
      />
      <div className="mx-auto w-full max-w-5xl px-4 py-12 text-center sm:px-6 md:py-16">
        <h1 className="font-serif text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {description ? <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{description}</p> : null}
      </div>
    </section>
  );
}
