import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { FirstTimerContent } from '@/features/first-timers/components/first-timer-content';
import { contactMessages } from '@/i18n/contact';
import { useMessages } from '@/lib/i18n/messages';

/** /first-timer-form (spec §2 "First-timer form"). */
export function FirstTimerRoute() {
  const m = useMessages(contactMessages).firstTimer;
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner
        title={m.bannerTitle}
        description={m.bannerText}
        settingKey="banner_image_first_timer_form"
      />
      <FirstTimerContent />
    </>
  );
}
