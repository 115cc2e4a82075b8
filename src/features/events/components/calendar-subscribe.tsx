import { SubscribeMenu } from '@/components/feeds/subscribe-menu';
import { CalendarIcon } from '@/components/ui/icons';
import { env } from '@/lib/env';
import { feedUrl, googleCalendarSubscribeUrl, webcalUrl } from '@/lib/feeds';

/**
 * 'Subscribe' on /events (issue "Subscribe", item 1): the church calendar feed
 * (`rpc/calendar_feed`, RFC 5545) as a `webcal://` address to copy or open in a calendar app,
 * and 'Add to Google Calendar' (`https://calendar.google.com/calendar/r?cid=<webcal address>`).
 */
export function CalendarSubscribe() {
  const http = feedUrl(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, 'calendar_feed');
  return (
    <SubscribeMenu
      label="Subscribe"
      icon={<CalendarIcon className="size-4" />}
      title="Subscribe to the church calendar"
      intro="Add the church calendar to your phone or computer: new and changed events appear on their own."
      feeds={[
        {
          name: 'Church calendar',
          address: webcalUrl(http),
          links: [
            { label: 'Open in your calendar app', href: webcalUrl(http) },
            { label: 'Add to Google Calendar', href: googleCalendarSubscribeUrl(http), newTab: true },
          ],
        },
      ]}
    />
  );
}
