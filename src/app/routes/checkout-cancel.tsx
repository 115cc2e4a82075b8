import { Link, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { CheckoutResult } from '@/features/checkout/components/checkout-result';
import { donateMessages } from '@/i18n/donate';
import { useMessages } from '@/lib/i18n/messages';

/**
 * /checkout-cancel (spec §2 "Checkout result pages"); kept out of search engines. With
 * `?from=giving` (Stripe Checkout's cancel_url, issue 31) it says nothing was charged and offers
 * the giving form again: /donate starts from the choices kept in this tab.
 */
export function CheckoutCancelRoute() {
  const [params] = useSearchParams();
  const giving = params.get('from') === 'giving';
  const m = useMessages(donateMessages).cancel;
  const title = giving ? m.giftTitle : m.orderTitle;
  return (
    <>
      <PageMeta title={title} description={giving ? m.giftDescription : m.orderDescription} noindex />
      <CheckoutResult
        title={title}
        bookstoreLabel={giving ? m.returnToGiving : m.returnToBookstore}
        backTo={giving ? '/donate' : undefined}
        icon={
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        }
      >
        {giving ? (
          <div className="grid gap-4 text-left">
            <p className="text-center">{m.nothingCharged}</p>
            <Link
              to="/donate"
              className="justify-self-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {m.giveAgain}
            </Link>
          </div>
        ) : (
          <p>{m.orderText}</p>
        )}
      </CheckoutResult>
    </>
  );
}
