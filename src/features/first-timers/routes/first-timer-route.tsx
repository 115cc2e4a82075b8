import { useState } from 'react';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { FirstTimerForm } from '../components/first-timer-form';
import { FirstTimerSuccess } from '../components/first-timer-success';

/**
 * /first-timer-form (spec §2 "First-timer form", §4): the connect form, replaced by the
 * 'Submission Successful!' view once a card has been sent.
 */
export function FirstTimerRoute() {
  const [submitted, setSubmitted] = useState(false);
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
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
        <section
          aria-labelledby={submitted ? undefined : 'connect-heading'}
          aria-label={submitted ? 'Connect card sent' : undefined}
          className="rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8"
        >
          {submitted ? (
            <FirstTimerSuccess onAgain={() => setSubmitted(false)} />
          ) : (
            <>
              <h2 id="connect-heading" className="font-serif text-2xl font-bold text-brand-950">
                Connect Card
              </h2>
              <p className="mt-2 mb-6 text-slate-700">
                Whether this is your first visit or you are watching online, we would love to say hello.
              </p>
              <FirstTimerForm onSubmitted={() => setSubmitted(true)} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
