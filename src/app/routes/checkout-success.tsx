import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { CheckoutResult } from '@/features/checkout/components/checkout-result';

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
  return (
    <>
      <PageMeta
        title="Payment Successful"
        description={
          gift
            ? 'Your gift was received. Thank you for supporting the ministry.'
            : 'Your bookstore order is complete. Thank you for supporting the ministry.'
        }
        noindex
      />
      <CheckoutResult
        title="Payment Successful!"
        bookstoreLabel={gift ? 'Back to Giving' : 'Back to the Bookstore'}
        backTo={gift ? '/donate' : undefined}
        icon={
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        }
      >
        {gift ? (
          <Suspense fallback={<p>Looking up your gift...</p>}>
            <CheckoutGiftSummary sessionId={sessionId} />
          </Suspense>
        ) : (
          <p>Thank you for your order and for supporting the ministry.</p>
        )}
      </CheckoutResult>
    </>
  );
}
