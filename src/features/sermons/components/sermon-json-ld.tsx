import type { PodcastEpisode, VideoObject, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { youTubeEmbedUrl, youTubeWatchUrl } from '@/lib/youtube';
import type { Sermon } from '../api/sermons';

interface SermonJsonLdProps {
  sermon: Sermon;
  videoId: string | null;
  coverUrl: string;
  audioUrl: string | undefined;
  /** The sermon page's absolute address. */
  pageUrl: string;
}

/**
 * Builds the schema.org description of a sermon: a `VideoObject` when it has a YouTube video,
 * otherwise a `PodcastEpisode` with its audio (when there is one).
 *
 * @returns a JSON-serialisable object, or `null` when the sermon has neither video nor audio.
 */
export function sermonStructuredData({
  sermon,
  videoId,
  coverUrl,
  audioUrl,
  pageUrl,
}: SermonJsonLdProps): WithContext<VideoObject | PodcastEpisode> | null {
  const common = {
    '@context': 'https://schema.org' as const,
    name: sermon.title,
    description: sermon.description?.trim() || `A sermon by ${sermon.speaker}.`,
    url: pageUrl,
    author: { '@type': 'Person' as const, name: sermon.speaker },
  };
  if (videoId) {
    return {
      ...common,
      '@type': 'VideoObject',
      uploadDate: sermon.date,
      thumbnailUrl: coverUrl,
      embedUrl: youTubeEmbedUrl(videoId).split('?')[0],
      contentUrl: youTubeWatchUrl(videoId),
    };
  }
  if (audioUrl) {
    return {
      ...common,
      '@type': 'PodcastEpisode',
      datePublished: sermon.date,
      image: coverUrl,
      associatedMedia: { '@type': 'MediaObject', contentUrl: audioUrl, encodingFormat: 'audio/mpeg' },
      ...(sermon.series ? { partOfSeries: { '@type': 'PodcastSeries', name: sermon.series } } : {}),
    };
  }
  return null;
}

/** The sermon's structured data ({@link sermonStructuredData}) as JSON-LD, when it has any. */
export function SermonJsonLd(props: SermonJsonLdProps) {
  const data = sermonStructuredData(props);
  return data ? <JsonLd data={data} /> : null;
}
