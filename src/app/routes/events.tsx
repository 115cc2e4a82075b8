import { PageMeta } from '@/components/layout/page-meta';
import { PageBanner } from '@/components/layout/page-banner';
import { CalendarSubscribe } from '@/features/events/components/calendar-subscribe';
import { EventsTabs } from '@/features/events/components/events-tabs';

/** The Events page `/events` (spec §2 "Events page"): banner and the four tabs. */
export function EventsRoute() {
  return (
    <>
      <PageMeta
        title={'Church Events'}
        description={
          'Worship services, Bible studies, outreach and fellowship: the events of our church, as a list and a calendar.'
        }
      />
      <PageBanner title="Church Events" settingKey="banner_image_events_page" />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <div className="mb-6 flex justify-end">
          <CalendarSubscribe />
        </div>
        <EventsTabs />
      </div>
    </>
  );
}
