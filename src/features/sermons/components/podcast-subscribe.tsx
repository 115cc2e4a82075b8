import { type FeedOffer, SubscribeMenu } from '@/components/feeds/subscribe-menu';
import { PlayIcon } from '@/components/ui/icons';
import { env } from '@/lib/env';
import { applePodcastsUrl, feedUrl, podcastAppUrl, type FeedParams } from '@/lib/feeds';
import { sermonsMessages, type SermonsText } from '@/i18n/sermons';
import { useMessages } from '@/lib/i18n/messages';
import type { ContentLanguage } from '@/lib/localized';

type PodcastText = SermonsText['podcast'];

function podcastOffer(m: PodcastText, name: string, params: FeedParams = {}): FeedOffer {
  const address = feedUrl(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, 'podcast_feed', params);
  return {
    name,
    address,
    links: [
      { label: m.apple, href: applePodcastsUrl(address) },
      { label: m.app, href: podcastAppUrl(address) },
    ],
  };
}

/**
 * The podcast feeds offered for a set of sermons: all sermons, then the given series and the
 * given speaker (each a feed of its own, `podcast_feed?series=` / `?speaker=`), in the podcast of
 * `language` (`language=es`: the sermons preached in Spanish; docs/decisions/0055).
 *
 * @param series - a series name as stored (`sermons.series`), or blank for none.
 * @param speaker - a speaker name as stored (`sermons.speaker`), or blank for none.
 * @param m - the words in the page's language (the sermons catalog's `podcast`).
 * @param language - the podcast's language (default English).
 */
export function podcastOffers(
  series: string | null | undefined,
  speaker: string | null | undefined,
  m: PodcastText,
  language: ContentLanguage = 'en',
): FeedOffer[] {
  const offers = [podcastOffer(m, m.all, { language })];
  if (series?.trim())
    offers.push(podcastOffer(m, m.series(series.trim()), { series: series.trim(), language }));
  if (speaker?.trim()) {
    offers.push(podcastOffer(m, m.speaker(speaker.trim()), { speaker: speaker.trim(), language }));
  }
  return offers;
}

/**
 * 'Podcast' on /sermons and each sermon page (issue "Subscribe", item 2): the podcast feed
 * (`rpc/podcast_feed`, RSS 2.0 with the itunes namespace) for all sermons and for the current
 * series or speaker, each with 'Copy link' and `itms-pcast://` / `podcast://` open links. The
 * page's own podcast (one per language) is also linked from the document head
 * (`<link rel="alternate" type="application/rss+xml">`, which React places there).
 */
export function PodcastSubscribe({
  series,
  speaker,
  language = 'en',
}: {
  series?: string | null;
  speaker?: string | null;
  language?: ContentLanguage;
}) {
  const m = useMessages(sermonsMessages).podcast;
  const address = feedUrl(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, 'podcast_feed', { language });
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        hrefLang={language === 'es' ? 'es-US' : 'en-US'}
        title={m.title}
        href={address}
      />
      <SubscribeMenu
        label={m.label}
        icon={<PlayIcon className="size-4" />}
        title={m.title}
        intro={m.intro}
        feeds={podcastOffers(series, speaker, m, language)}
      />
    </>
  );
}
