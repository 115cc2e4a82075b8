import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { newsletterMessages } from '@/i18n/newsletter';
import { useMessages } from '@/lib/i18n/messages';
import { confirmSubscription } from '../api/archive';

type State = 'sending' | 'confirmed' | 'not-found' | 'failed';

/**
 * `/newsletter/confirm?token=…` (docs/decisions/0040): confirms the subscription on arrival and
 * says so ('You're subscribed'), moving focus to the heading. A missing or unknown token says
 * what to do instead.
 *
 * @param token - the link's token, or null when it is missing or malformed.
 */
export function ConfirmPanel({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(token ? 'sending' : 'not-found');
  const messages = useMessages(newsletterMessages);
  const m = messages.confirm;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmSubscription(token)
      .then((ok) => live && setState(ok ? 'confirmed' : 'not-found'))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (state !== 'sending') headingRef.current?.focus();
  }, [state]);

  const heading = 'font-serif text-3xl font-bold text-brand-950 outline-none';
  if (state === 'sending') {
    return (
      <p role="status" className="text-slate-800">
        {m.confirming}
      </p>
    );
  }
  if (state === 'confirmed') {
    return (
      <div className="grid gap-4">
        <h1 ref={headingRef} tabIndex={-1} className={heading}>
          {m.confirmedTitle}
        </h1>
        <p className="text-slate-800">{m.confirmedText}</p>
        <p>
          <Link to="/newsletter" className="font-semibold text-brand-700 underline underline-offset-4">
            {messages.form.pastIssues}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <h1 ref={headingRef} tabIndex={-1} className={heading}>
        {state === 'failed' ? m.failedTitle : m.invalidTitle}
      </h1>
      <p className="text-slate-800">{state === 'failed' ? m.failedText : m.invalidText}</p>
    </div>
  );
}
