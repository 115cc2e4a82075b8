import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { LiveContent } from '@/features/live/components/live-content';

/** /live (spec §2 "Live"). */
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
      <LiveContent />
    </>
  );
}
