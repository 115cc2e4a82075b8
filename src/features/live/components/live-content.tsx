import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { churchTimeZone } from '@/lib/church-time';
import { liveMessages } from '@/i18n/live';
import { getLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/messages';
import { settingsIn } from '@/lib/site-settings/localized';
import { readSetting } from '@/lib/site-settings/schemas';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import { liveEmbedUrl } from '../utils/live-embed';
import { DEFAULT_CHANNEL, readChannelLink, serviceInfoIn } from '../utils/live-settings';
import { visibleMeetingLinks } from '../utils/meeting-links';
import { ConnectCard, MeetingLinksCard, ServiceInfoCard } from './live-info-cards';
import { LivePlayer } from './live-player';
import { LiveUnavailable } from './live-unavailable';
import { NextService } from './next-service';

/**
 * The body of /live (spec §2 "Live"): the stream from `live_stream_youtube_url`, or 'Live Stream
 * Unavailable' when the setting is missing, unreadable or the read fails (with the spec's text,
 * never the server's message: spec §8; the query cache logs it); beside it the next
 * service, the service information, 'Connect With Us' and, when any link is set, 'Online
 * Meeting Links'.
 */
export function LiveContent({ now }: { now?: Date }) {
  const { data: raw, isPending } = useQuery(siteSettingsQueries.map());
  // The page's language's settings (docs/decisions/0055): `<key>_es` rows on Spanish pages.
  const settings = settingsIn(raw, getLocale());
  const info = serviceInfoIn(raw, getLocale());
  const channel = readChannelLink(settings);
  const embed = liveEmbedUrl(readSetting(settings, 'live_stream_youtube_url'));
  const links = visibleMeetingLinks(settings);
  const m = useMessages(liveMessages);
  // The church's own label as typed; the built-in one in the page's language.
  const channelLabel = channel.label === DEFAULT_CHANNEL.label ? m.channel : channel.label;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[2fr_1fr]">
      <div className="grid content-start gap-4">
        {isPending ? (
          <Skeleton data-testid="live-player-skeleton" className="aspect-video w-full rounded-xl" />
        ) : embed ? (
          <LivePlayer src={embed} />
        ) : (
          <LiveUnavailable channelUrl={channel.url} channelLabel={channelLabel} />
        )}
      </div>
      <aside aria-label={m.details} className="grid content-start gap-6">
        <ServiceInfoCard title={info.title} lines={info.lines}>
          <NextService times={readSetting(settings, 'service_times')} timeZone={churchTimeZone()} now={now} />
        </ServiceInfoCard>
        <ConnectCard channelUrl={channel.url} channelLabel={channelLabel} />
        {links.length > 0 ? <MeetingLinksCard links={links} /> : null}
      </aside>
    </div>
  );
}
