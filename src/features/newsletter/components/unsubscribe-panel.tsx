import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { unsubscribe } from '../api/unsubscribe';

type State = 'ready' | 'sending' | 'removed' | 'not-found' | 'failed';

/** What the page says once the request has answered. */
const OUTCOME: Record<'removed' | 'not-found', { title: string; text: string }> = {
  removed: {
    title: 'You have been unsubscribed',
    text: 'Your address has been removed from our newsletter list. You will not receive the newsletter any more.',
  },
  'not-found': {
    title: 'You are not subscribed',
    text: 'This link has already been used, or your address was removed from the list before. You will not receive the newsletter.',
  },
};

/**
 * The one-click unsubscribe of `/unsubscribe?token=…` (docs/decisions/0026). The link itself
 * changes nothing (mail scanners open links); one press of 'Unsubscribe' removes the address,
 * and the page says so, moving focus to the outcome. A link without a complete token says what
 * to do instead; a failed request offers 'Try again'.
 *
 * @param token - the link's token, or null when it is missing or malformed.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const [state, setState] = useState<State>('ready');
  const outcomeRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state === 'removed' || state === 'not-found' || state === 'failed') outcomeRef.current?.focus();
  }, [state]);

  async function send(value: string) {
    setState('sending');
    try {
      setState((await unsubscribe(value)) ? 'removed' : 'not-found');
    } catch {
      setState('failed');
    }
  }

  if (!token) {
    return (
      <div className="grid gap-4">
        <h1 className="font-serif text-3xl font-bold text-brand-950">Unsubscribe</h1>
        <p className="text-slate-800">
          This unsubscribe link is incomplete. Open the link from the newsletter e-mail again, or copy the
          whole link into your browser.
        </p>
        <p>
          <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
            Or ask us to remove your address
          </Link>
        </p>
      </div>
    );
  }

  if (state === 'removed' || state === 'not-found') {
    const outcome = OUTCOME[state];
    return (
      <div className="grid gap-4" role="status">
        <h1
          ref={outcomeRef}
          tabIndex={-1}
          className="font-serif text-3xl font-bold text-brand-950 outline-none"
        >
          {outcome.title}
        </h1>
        <p className="text-slate-800">{outcome.text}</p>
        <p>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            Go to the home page
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <h1
        ref={state === 'failed' ? outcomeRef : undefined}
        tabIndex={-1}
        className="font-serif text-3xl font-bold text-brand-950 outline-none"
      >
        Unsubscribe
      </h1>
      <p className="text-slate-800">Stop receiving our newsletter at the address this link was sent to?</p>
      {state === 'failed' ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          Could not unsubscribe. Check your connection and try again.
        </p>
      ) : null}
      <div>
        <Button type="button" disabled={state === 'sending'} onClick={() => void send(token)}>
          {state === 'sending' ? 'Unsubscribing...' : state === 'failed' ? 'Try again' : 'Unsubscribe'}
        </Button>
      </div>
    </div>
  );
}
