import type { Sermon } from '../api/sermons';
import { youTubeEmbedUrl, youTubeWatchUrl } from '@/lib/youtube';

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
}: SermonJsonLdProps): Record<string, unknown> | null {
  const common = {
    '@context': 'https://schema.org',
    name: sermon.title,
    description: sermon.description?.trim() || `A sermon by ${sermon.speaker}.`,
    url: pageUrl,
    author: { '@type': 'Person', name: sermon.speaker },
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

/**
 * The sermon's structured data as a React element: React 19 keeps a `<script>` rendered in a
 * component, so no DOM is touched by hand. `<` is escaped so that no text can close the script.
 */
export function SermonJsonLd(props: SermonJsonLdProps) {
  const data = sermonStructuredData(props);
  if (!data) return null;
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
