import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { LiveContent } from '@/features/live/components/live-content';
import { NotifyButton } from '@/features/notifications/components/notify-button';

/** /live (spec §2 "Live"), with 'Notify me when we go live' (push notifications, decision 0049). */
export function LiveRoute() {
  return (
    <>
      <PageMeta
        title="Watch Live"
        description="Worship with us online: watch the service live, see when the next service starts and join the online meeting rooms."
      />
      <PageBanner
        title="Watch Live"
        description="Join our services online, wherever you are"
        settingKey="banner_image_live"
      />
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <NotifyButton
          topic="live"
          label="Notify me when we go live"
          onText="You’ll get a notification when we go live."
        />
      </div>
      <LiveContent />
    </>
  );
}
