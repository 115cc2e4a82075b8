import { Link } from 'react-router-dom';
import defaultCover from '@/assets/sermon-cover-default.svg';
import { ContentText } from '@/components/ui/content-text';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { coverImage } from '@/lib/covers';
import { IMAGE_SIZES } from '@/lib/image-variants';
import { formatDate } from '@/lib/dates';
import { sermonsMessages } from '@/i18n/sermons';
import { useMessages } from '@/lib/i18n/messages';
import type { Sermon } from '../api/sermons';

/**
 * Display style of a sermon's date (issue 9: 'MMMM d, yyyy'; '6 de diciembre de 2026' on a
 * Spanish page), a `formatDate` style.
 */
export const SERMON_DATE_STYLE = 'long';

/** The image shown when a sermon has no cover or it fails to load (spec §3, §8). */
export const DEFAULT_SERMON_COVER: string = defaultCover;

/**
 * A sermon in the archive grid (spec §2): cover (bucket sermon-covers, external URL or the default
 * image, also on load error) with fixed dimensions so nothing shifts, title, speaker, date, series
 * and 'Listen / Watch' to /sermons/{id}.
 *
 * @param eager - load the cover at once (the first cards, above the fold); others load lazily.
 */
export function SermonCard({ sermon, eager = false }: { sermon: Sermon; eager?: boolean }) {
  const series = sermon.series?.trim();
  const delivery = useImageDelivery();
  const m = useMessages(sermonsMessages);
  return (
    <article className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <FallbackImage
        image={coverImage(sermon, 'sermon-covers', delivery)}
        sizes={IMAGE_SIZES.grid3}
        fallbackSrc={defaultCover}
        alt=""
        width={800}
        height={450}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full bg-brand-900 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {series ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <ContentText lang={sermon.textLanguages?.series} note={false}>
              {series}
            </ContentText>
          </p>
        ) : null}
        <h2 className="font-serif text-xl font-bold text-brand-950">
          <ContentText lang={sermon.textLanguages?.title}>{sermon.title}</ContentText>
        </h2>
        <p className="text-sm text-slate-700">{sermon.speaker}</p>
        <p className="text-sm text-slate-700">
          <time dateTime={sermon.date}>{formatDate(sermon.date, SERMON_DATE_STYLE)}</time>
        </p>
        <Link
          to={`/sermons/${sermon.id}`}
          // The visible text starts the name (WCAG 2.5.3); the title tells the links apart.
          aria-label={m.listenTo(sermon.title)}
          className="mt-auto self-start pt-3 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {m.listen}
        </Link>
      </div>
    </article>
  );
}
