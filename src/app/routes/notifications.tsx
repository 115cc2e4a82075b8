import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { NotificationsPanel } from '@/features/notifications/components/notifications-panel';

/**
 * `/notifications`, the footer's 'Notifications' (docs/decisions/0049): the push topics with a
 * switch each, turned on and off from the same place.
 */
export function NotificationsRoute() {
  return (
    <>
      <PageMeta
        title="Notifications"
        description="Choose the notifications this device gets: the live stream, new sermons and announcements."
      />
      <PageBanner title="Notifications" description="Hear from us on this device, only when it matters" />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16">
        <NotificationsPanel />
      </div>
    </>
  );
}
