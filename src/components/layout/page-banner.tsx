import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import fallbackBanner from '@/assets/banner-fallback.svg';
import { Skeleton } from '@/components/ui/skeleton';
import { readBannerUrl } from '@/lib/site-settings';
import { siteSettingsQueries } from '@/lib/site-settings-queries';
import { cn } from '@/lib/utils';

/** Built-in banner image used when no banner setting is available (spec §2 "Page banner"). */
export const FALLBACK_BANNER_URL: string = fallbackBanner;

export interface PageBannerProps {
  /** The page's title; rendered as its only `<h1>`. */
  title: string;
  description?: string;
  /** A `site_settings` key holding the banner URL, e.g. `banner_image_about_page`. */
  settingKey?: string;
}

/**
 * The banner at the top of inner pages (spec §2 "Page banner"). Its background is the URL under
 * `settingKey`, else `banner_image_default`, else a built-in image; a skeleton shows until the
 * image has loaded. It reads the shared site settings, so it never adds a request.
 */
export function PageBanner({ title, description, settingKey }: PageBannerProps) {
  const { data: settings, isPending } = useQuery(siteSettingsQueries.map());
  const [failedSrc, setFailedSrc] = useState<string>();
  const [loadedSrc, setLoadedSrc] = useState<string>();

  const wanted = isPending ? undefined : (readBannerUrl(settings, settingKey) ?? FALLBACK_BANNER_URL);
  const src = wanted && wanted === failedSrc ? FALLBACK_BANNER_URL : wanted;
  const loaded = src !== undefined && src === loadedSrc;

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
          alt=""
          width={1600}
          height={500}
          fetchPriority="high"
          onLoad={() => setLoadedSrc(src)}
          onError={() => (src === FALLBACK_BANNER_URL ? setLoadedSrc(src) : setFailedSrc(src))}
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
