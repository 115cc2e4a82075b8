import { type FeedOffer, SubscribeMenu } from '@/components/feeds/subscribe-menu';
import { PlayIcon } from '@/components/ui/icons';
import { env } from '@/lib/env';
import { applePodcastsUrl, feedUrl, podcastAppUrl } from '@/lib/feeds';
import { sermonsMessages, type SermonsText } from '@/i18n/sermons';
import { useMessages } from '@/lib/i18n/messages';

type PodcastText = SermonsText['podcast'];

function podcastOffer(
  m: PodcastText,
  name: string,
  params: { series?: string; speaker?: string } = {},
): FeedOffer {
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
 * given speaker (each a feed of its own, `podcast_feed?series=` / `?speaker=`).
 *
 * @param series - a series name as stored (`sermons.series`), or blank for none.
 * @param speaker - a speaker name as stored (`sermons.speaker`), or blank for none.
 * @param m - the words in the page's language (the sermons catalog's `podcast`).
 */
export function podcastOffers(
  series: string | null | undefined,
  speaker: string | null | undefined,
  m: PodcastText,
): FeedOffer[] {
  const offers = [podcastOffer(m, m.all)];
  if (series?.trim()) offers.push(podcastOffer(m, m.series(series.trim()), { series: series.trim() }));
  if (speaker?.trim()) {
    offers.push(podcastOffer(m, m.speaker(speaker.trim()), { speaker: speaker.trim() }));
  }
  return offers;
}

/**
 * 'Podcast' on /sermons and each sermon page (issue "Subscribe", item 2): the podcast feed
 * (`rpc/podcast_feed`, RSS 2.0 with the itunes namespace) for all sermons and for the current
 * series or speaker, each with 'Copy link' and `itms-pcast://` / `podcast://` open links.
 */
export function PodcastSubscribe({ series, speaker }: { series?: string | null; speaker?: string | null }) {
  const m = useMessages(sermonsMessages).podcast;
  return (
    <SubscribeMenu
      label={m.label}
      icon={<PlayIcon className="size-4" />}
      title={m.title}
      intro={m.intro}
      feeds={podcastOffers(series, speaker, m)}
    />
  );
}
