import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
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
        Confirming your subscription…
      </p>
    );
  }
  if (state === 'confirmed') {
    return (
      <div className="grid gap-4">
        <h1 ref={headingRef} tabIndex={-1} className={heading}>
          You&apos;re subscribed
        </h1>
        <p className="text-slate-800">Thank you for confirming. Our newsletter will come to this address.</p>
        <p>
          <Link to="/newsletter" className="font-semibold text-brand-700 underline underline-offset-4">
            Read past issues
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <h1 ref={headingRef} tabIndex={-1} className={heading}>
        {state === 'failed' ? 'Something went wrong' : 'This link is not valid'}
      </h1>
      <p className="text-slate-800">
        {state === 'failed'
          ? 'We could not confirm your subscription. Please open the link again in a few minutes.'
          : 'This confirmation link is incomplete or has expired (links work for 7 days). Subscribe again on the home page to get a new one.'}
      </p>
    </div>
  );
}
