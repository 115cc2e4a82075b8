import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { CheckoutResult } from '@/features/checkout/components/checkout-result';
import { donateMessages } from '@/i18n/donate';
import { useMessages } from '@/lib/i18n/messages';

// After an online gift only (docs/decisions/0038): its summary loads as a chunk of its own.
const CheckoutGiftSummary = lazy(async () => ({
  default: (await import('@/features/checkout/components/checkout-gift-summary')).CheckoutGiftSummary,
}));

/** A Stripe Checkout Session id as Stripe's success_url template fills it in. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/;

/**
 * /checkout-success (spec §2 "Checkout result pages"); kept out of search engines. With
 * `?session_id=cs_…` (Stripe Checkout's return after a gift, issue 31) it says which gift it was.
 */
export function CheckoutSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const gift = SESSION_ID.test(sessionId);
  const m = useMessages(donateMessages).success;
  return (
    <>
      <PageMeta title={m.title} description={gift ? m.giftDescription : m.orderDescription} noindex />
      <CheckoutResult
        title={m.heading}
        bookstoreLabel={gift ? m.backToGiving : m.backToBookstore}
        backTo={gift ? '/donate' : undefined}
        icon={
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        }
      >
        {gift ? (
          <Suspense fallback={<p>{m.lookingUp}</p>}>
            <CheckoutGiftSummary sessionId={sessionId} />
          </Suspense>
        ) : (
          <p>{m.orderThanks}</p>
        )}
      </CheckoutResult>
    </>
  );
}
