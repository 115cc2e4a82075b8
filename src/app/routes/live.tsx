import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { LiveContent } from '@/features/live/components/live-content';
import { NotifyButton } from '@/features/notifications/components/notify-button';
import { liveMessages } from '@/i18n/live';
import { useMessages } from '@/lib/i18n/messages';

/** /live (spec §2 "Live"), with 'Notify me when we go live' (push notifications, decision 0049). */
export function LiveRoute() {
  const m = useMessages(liveMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.title} description={m.banner} settingKey="banner_image_live" />
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <NotifyButton topic="live" label={m.notify} onText={m.notifyOn} />
      </div>
      <LiveContent />
    </>
  );
}
