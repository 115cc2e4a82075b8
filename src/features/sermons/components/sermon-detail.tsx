import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { SaveForOffline } from '@/components/offline/save-for-offline';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { ContentText } from '@/components/ui/content-text';
import { ErrorState } from '@/components/ui/error-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/navigation';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { getLocale } from '@/lib/i18n/locale';
import { coverImage, coverImageUrl } from '@/lib/covers';
import { IMAGE_SIZES } from '@/lib/image-variants';
import { formatDate } from '@/lib/dates';
import { sermonsMessages } from '@/i18n/sermons';
import { useMessages } from '@/lib/i18n/messages';
import { siteUrl } from '@/lib/site-origin';
import { publicUrl } from '@/lib/supabase-rest';
import { summary } from '@/lib/text';
import { youTubeWatchUrl } from '@/lib/youtube';
import { isSermonId, type Sermon, sermonQueries } from '../api/sermons';
import { podcastLinks, sermonVideoId } from '../utils/media';
import { DetailCard } from './detail-card';
import { PodcastSubscribe } from './podcast-subscribe';
import { DEFAULT_SERMON_COVER, SERMON_DATE_STYLE } from './sermon-card';
import { SermonAudio } from './sermon-audio';
import { SermonJsonLd } from './sermon-json-ld';
import { VideoFacade } from './video-facade';

const backLinkClasses =
  'inline-flex items-center gap-2 rounded-sm font-semibold text-gold-300 underline-offset-4 hover:underline';

function BackToSermons() {
  const m = useMessages(sermonsMessages).detail;
  return (
    <Link to="/sermons" className={backLinkClasses}>
      <ArrowLeftIcon className="size-4" />
      {m.back}
    </Link>
  );
}

/** The dark band under the fixed header, where the page's `<h1>` lives. */
function Header({ children }: { children: ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-brand-950 to-brand-800 pt-28 pb-12 text-white md:pt-32">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
        {children}
      </div>
    </div>
  );
}

function NotFound() {
  const m = useMessages(sermonsMessages).detail;
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-gradient-to-br from-brand-950 to-brand-800 px-4 pt-28 pb-16 text-center text-white">
      <title>{pageTitle(m.notFound)}</title>
      <div className="grid max-w-xl justify-items-center gap-5">
        <h1 className="font-serif text-4xl font-bold">{m.notFound}</h1>
        <p className="text-lg text-slate-100">{m.notFoundText}</p>
        <BackToSermons />
      </div>
    </section>
  );
}

function Loading() {
  const m = useMessages(sermonsMessages);
  return (
    <div role="status" aria-label={m.detail.loading}>
      <title>{pageTitle(m.title)}</title>
      <Header>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-32 bg-brand-800" />
          <Skeleton className="h-10 w-4/5 bg-brand-800" />
          <Skeleton className="h-5 w-2/3 bg-brand-800" />
        </div>
        <Skeleton className="aspect-video w-full bg-brand-800" />
      </Header>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <Skeleton className="h-72 lg:col-span-2" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const m = useMessages(sermonsMessages);
  return (
    <>
      <title>{pageTitle(m.title)}</title>
      <Header>
        <div className="flex flex-col items-start gap-4">
          <BackToSermons />
          <h1 className="font-serif text-4xl font-bold">{m.detail.error}</h1>
        </div>
      </Header>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ErrorState onRetry={onRetry} retrying={retrying} retryText={m.retry}>
          {m.detail.loadError}
        </ErrorState>
      </div>
    </>
  );
}

function SermonView({ sermon }: { sermon: Sermon }) {
  const all = useMessages(sermonsMessages);
  const m = all.detail;
  const coverUrl = coverImageUrl(sermon, 'sermon-covers');
  const coverImg = coverImage(sermon, 'sermon-covers', useImageDelivery());
  const videoId = sermonVideoId(sermon.video_url);
  const audioUrl = sermon.audio_file_path?.trim()
    ? publicUrl('sermon-audio', sermon.audio_file_path)
    : undefined;
  const links = podcastLinks(sermon.audio_urls);
  const youtubeUrl = links.youtube ?? (videoId ? youTubeWatchUrl(videoId) : undefined);
  const series = sermon.series?.trim();
  const description = sermon.description?.trim();
  const references = sermon.scripture_references.filter((reference) => reference.trim());
  const date = formatDate(sermon.date, SERMON_DATE_STYLE);

  return (
    <>
      <PageMeta
        title={sermon.title}
        description={summary(description) ?? m.summary(sermon.speaker, date)}
        type={videoId ? 'video.other' : 'music.song'}
        image={{ url: coverUrl ?? DEFAULT_SERMON_COVER, alt: m.cover(sermon.title) }}
        translated={sermon.hasSpanish !== false}
      />
      <SermonJsonLd
        sermon={sermon}
        videoId={videoId}
        coverUrl={siteUrl(coverUrl ?? DEFAULT_SERMON_COVER)}
        audioUrl={audioUrl}
        pageUrl={siteUrl(`/sermons/${sermon.id}`)}
      />
      <BreadcrumbJsonLd
        trail={[
          { name: all.title, path: '/sermons' },
          { name: sermon.title, path: `/sermons/${sermon.id}` },
        ]}
      />
      <Header>
        <div className="flex flex-col items-start gap-4">
          <BackToSermons />
          {series ? (
            <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-gold-300">
              <ContentText lang={sermon.textLanguages?.series} note={false}>
                {series}
              </ContentText>
            </p>
          ) : null}
          <h1 className="font-serif text-4xl font-bold tracking-tight md:text-5xl">
            <ContentText lang={sermon.textLanguages?.title}>{sermon.title}</ContentText>
          </h1>
          <p className="text-lg text-slate-100">
            {m.byOn(sermon.speaker)}
            <time dateTime={sermon.date}>{date}</time>
          </p>
        </div>
        <FallbackImage
          image={coverImg}
          sizes={IMAGE_SIZES.sermonCover}
          fallbackSrc={DEFAULT_SERMON_COVER}
          alt={m.cover(sermon.title)}
          width={800}
          height={450}
          fetchPriority="high"
          className="aspect-video w-full rounded-xl bg-brand-900 object-cover shadow-lg"
        />
      </Header>
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="flex flex-col gap-8 lg:col-span-2">
          {videoId ? (
            <DetailCard title={m.video}>
              <VideoFacade videoId={videoId} title={sermon.title} cover={coverImg} />
            </DetailCard>
          ) : null}
          {audioUrl ? (
            <DetailCard title={m.audio}>
              <SermonAudio title={sermon.title} audioUrl={audioUrl} />
              <SaveForOffline
                sermon={{ id: sermon.id, title: sermon.title, speaker: sermon.speaker, date, audioUrl }}
              />
            </DetailCard>
          ) : null}
          <DetailCard title={m.details}>
            <p className="whitespace-pre-line text-slate-800">
              {description ? (
                <ContentText lang={sermon.textLanguages?.description}>{description}</ContentText>
              ) : (
                m.noDescription
              )}
            </p>
            {references.length > 0 ? (
              <>
                <h3 className="mt-6 mb-2 font-semibold text-brand-950">{m.references}</h3>
                <ul className="list-disc space-y-1 pl-6 text-slate-800">
                  {references.map((reference, index) => (
                    <li key={`${index}-${reference}`}>{reference}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </DetailCard>
        </div>
        <DetailCard title={m.elsewhere}>
          <div className="flex flex-col gap-3">
            {youtubeUrl ? <ExternalButton href={youtubeUrl}>{m.youtube}</ExternalButton> : null}
            {links.facebook ? <ExternalButton href={links.facebook}>{m.facebook}</ExternalButton> : null}
            <PodcastSubscribe series={sermon.series} speaker={sermon.speaker} language={getLocale()} />
          </div>
        </DetailCard>
      </div>
    </>
  );
}

function ExternalButton({ href, children }: { href: string; children: string }) {
  const m = useMessages(sermonsMessages).detail;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-11 items-center justify-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
    >
      {children}
      <span className="sr-only">{m.newTab}</span>
    </a>
  );
}

/**
 * The sermon page (spec §2 "Sermon detail", §8; issue 9): cover, title, 'By {speaker} on
 * {date}', series; 'Watch Sermon Video' (click-to-play, privacy-enhanced) when the sermon has a
 * valid YouTube id; 'Listen to Audio' with 'Download MP3' when it has audio; Details; 'Also
 * Available On'. A missing or malformed id shows 'Sermon Not Found'; a load error shows the toast
 * 'Error' / 'Could not load sermon details.' (destructive; the query's `meta`, shown by the
 * query cache) and an error state. When the visitor
 * comes from the archive, the row already read there is shown at once while it is refreshed.
 *
 * @param id - the `:id` route parameter, not yet validated.
 */
export function SermonDetail({ id }: { id: string | undefined }) {
  const valid = isSermonId(id);
  const queryClient = useQueryClient();
  const sermon = useQuery({
    ...sermonQueries.detail(valid ? id : '', getLocale()),
    enabled: valid,
    placeholderData: () =>
      queryClient
        .getQueryData(sermonQueries.list({ language: getLocale() }).queryKey)
        ?.find((row) => row.id === id),
  });

  if (!valid) return <NotFound />;
  if (sermon.isError) return <LoadError onRetry={() => void sermon.refetch()} retrying={sermon.isFetching} />;
  if (sermon.isPending) return <Loading />;
  if (!sermon.data) return <NotFound />;
  return <SermonView sermon={sermon.data} />;
}
