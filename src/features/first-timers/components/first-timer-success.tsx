import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { contactMessages } from '@/i18n/contact';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The view after a first-timer card is sent (spec §2 "First-timer form"): 'Submission
 * Successful!' with links to /events and /. Focus moves to the heading so that keyboard and
 * screen-reader users land on the news instead of on a form that is gone.
 */
export function FirstTimerSuccess({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const m = useMessages(contactMessages).firstTimer;
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <div
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-green-100 text-green-800"
      >
        <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold text-brand-950">
        {m.successTitle}
      </h2>
      <p className="max-w-prose text-slate-700">{m.successText}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/events" className={buttonVariants({ size: 'lg' })}>
          {m.seeEvents}
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {m.backHome}
        </Link>
      </div>
      <Button variant="link" onClick={onAgain}>
        {m.again}
      </Button>
    </div>
  );
}
