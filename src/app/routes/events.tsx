import { PageMeta } from '@/components/layout/page-meta';
import { PageBanner } from '@/components/layout/page-banner';
import { CalendarSubscribe } from '@/features/events/components/calendar-subscribe';
import { EventsTabs } from '@/features/events/components/events-tabs';
import { eventsMessages } from '@/i18n/events';
import { useMessages } from '@/lib/i18n/messages';

/** The Events page `/events` (spec §2 "Events page"): banner and the four tabs. */
export function EventsRoute() {
  const m = useMessages(eventsMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.title} settingKey="banner_image_events_page" />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <div className="mb-6 flex justify-end">
          <CalendarSubscribe />
        </div>
        <EventsTabs />
      </div>
    </>
  );
}
