import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { newsletterMessages } from '@/i18n/newsletter';
import { useMessages } from '@/lib/i18n/messages';
import { unsubscribe } from '../api/unsubscribe';

type State = 'ready' | 'sending' | 'removed' | 'not-found' | 'failed';

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
  const m = useMessages(newsletterMessages).unsubscribe;

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
        <h1 className="font-serif text-3xl font-bold text-brand-950">{m.title}</h1>
        <p className="text-slate-800">{m.incomplete}</p>
        <p>
          <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
            {m.askUs}
          </Link>
        </p>
      </div>
    );
  }

  if (state === 'removed' || state === 'not-found') {
    // What the page says once the request has answered.
    const outcome =
      state === 'removed'
        ? { title: m.removedTitle, text: m.removedText }
        : { title: m.notFoundTitle, text: m.notFoundText };
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
            {m.goHome}
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
        {m.title}
      </h1>
      <p className="text-slate-800">{m.question}</p>
      {state === 'failed' ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {m.failed}
        </p>
      ) : null}
      <div>
        <Button type="button" disabled={state === 'sending'} onClick={() => void send(token)}>
          {state === 'sending' ? m.sending : state === 'failed' ? m.tryAgain : m.title}
        </Button>
      </div>
    </div>
  );
}
