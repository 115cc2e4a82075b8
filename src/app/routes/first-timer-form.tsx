import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { FirstTimerContent } from '@/features/first-timers/components/first-timer-content';

/** /first-timer-form (spec §2 "First-timer form"). */
export function FirstTimerRoute() {
  return (
    <>
      <PageMeta
        title="First-Timer Connect Card"
        description="New here? Tell us a little about yourself so our welcome team can greet you and help you feel at home."
      />
      <PageBanner
        title="Welcome! We're Glad You're Here"
        description="Let us get to know you"
        settingKey="banner_image_first_timer_form"
      />
      <FirstTimerContent />
    </>
  );
}
