import { useState } from 'react';
import { FirstTimerForm } from './first-timer-form';
import { FirstTimerSuccess } from './first-timer-success';

/**
 * The body of /first-timer-form (spec §2 "First-timer form", §4): the connect form, replaced by
 * the 'Submission Successful!' view once a card has been sent.
 */
export function FirstTimerContent() {
  const [submitted, setSubmitted] = useState(false);
  return (
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
  );
}
