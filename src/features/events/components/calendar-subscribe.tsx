import { SubscribeMenu } from '@/components/feeds/subscribe-menu';
import { CalendarIcon } from '@/components/ui/icons';
import { env } from '@/lib/env';
import { feedUrl, googleCalendarSubscribeUrl, webcalUrl } from '@/lib/feeds';
import { eventsMessages } from '@/i18n/events';
import { useMessages } from '@/lib/i18n/messages';

/**
 * 'Subscribe' on /events (issue "Subscribe", item 1): the church calendar feed
 * (`rpc/calendar_feed`, RFC 5545) as a `webcal://` address to copy or open in a calendar app,
 * and 'Add to Google Calendar' (`https://calendar.google.com/calendar/r?cid=<webcal address>`).
 */
export function CalendarSubscribe() {
  const http = feedUrl(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, 'calendar_feed');
  const m = useMessages(eventsMessages).subscribe;
  return (
    <SubscribeMenu
      label={m.label}
      icon={<CalendarIcon className="size-4" />}
      title={m.title}
      intro={m.intro}
      feeds={[
        {
          name: m.feed,
          address: webcalUrl(http),
          links: [
            { label: m.openApp, href: webcalUrl(http) },
            { label: m.google, href: googleCalendarSubscribeUrl(http), newTab: true },
          ],
        },
      ]}
    />
  );
}
