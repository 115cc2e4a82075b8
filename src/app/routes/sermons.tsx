import { PageMeta } from '@/components/layout/page-meta';
import { PageBanner } from '@/components/layout/page-banner';
import { SavedSermonsList } from '@/components/offline/saved-sermons-list';
import { NotifyButton } from '@/features/notifications/components/notify-button';
import { SermonArchive } from '@/features/sermons/components/sermon-archive';
import { sermonsMessages } from '@/i18n/sermons';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The sermon archive /sermons (spec §2 "Sermons archive"), with 'New sermons' notifications
 * (push notifications, decision 0049).
 */
export function SermonsRoute() {
  const m = useMessages(sermonsMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.title} description={m.banner} settingKey="banner_image_sermons_page" />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <NotifyButton topic="sermons" label={m.notify} onText={m.notifyOn} className="mb-8" />
        <SavedSermonsList />
        <SermonArchive />
      </div>
    </>
  );
}
