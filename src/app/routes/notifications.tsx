import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { NotificationsPanel } from '@/features/notifications/components/notifications-panel';
import { notificationsMessages } from '@/i18n/notifications';
import { useMessages } from '@/lib/i18n/messages';

/**
 * `/notifications`, the footer's 'Notifications' (docs/decisions/0049): the push topics with a
 * switch each, turned on and off from the same place.
 */
export function NotificationsRoute() {
  const m = useMessages(notificationsMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.title} description={m.bannerText} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16">
        <NotificationsPanel />
      </div>
    </>
  );
}
