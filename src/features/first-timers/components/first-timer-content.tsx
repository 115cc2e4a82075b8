import { useState } from 'react';
import { contactMessages } from '@/i18n/contact';
import { useMessages } from '@/lib/i18n/messages';
import { FirstTimerForm } from './first-timer-form';
import { FirstTimerSuccess } from './first-timer-success';

/**
 * The body of /first-timer-form (spec §2 "First-timer form", §4): the connect form, replaced by
 * the 'Submission Successful!' view once a card has been sent.
 */
export function FirstTimerContent() {
  const [submitted, setSubmitted] = useState(false);
  const m = useMessages(contactMessages).firstTimer;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
      <section
        aria-labelledby={submitted ? undefined : 'connect-heading'}
        aria-label={submitted ? m.cardSent : undefined}
        className="rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8"
      >
        {submitted ? (
          <FirstTimerSuccess onAgain={() => setSubmitted(false)} />
        ) : (
          <>
            <h2 id="connect-heading" className="font-serif text-2xl font-bold text-brand-950">
              {m.cardTitle}
            </h2>
            <p className="mt-2 mb-6 text-slate-700">{m.cardText}</p>
            <FirstTimerForm onSubmitted={() => setSubmitted(true)} />
          </>
        )}
      </section>
    </div>
  );
}
