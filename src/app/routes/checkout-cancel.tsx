import { Link, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { CheckoutResult } from '@/features/checkout/components/checkout-result';

/**
 * /checkout-cancel (spec §2 "Checkout result pages"); kept out of search engines. With
 * `?from=giving` (Stripe Checkout's cancel_url, issue 31) it says nothing was charged and offers
 * the giving form again: /donate starts from the choices kept in this tab.
 */
export function CheckoutCancelRoute() {
  const [params] = useSearchParams();
  const giving = params.get('from') === 'giving';
  return (
    <>
      <PageMeta
        title={giving ? 'Gift Canceled' : 'Order Canceled'}
        description={
          giving
            ? 'Your gift was canceled and nothing was charged.'
            : 'Your bookstore order was canceled. Your cart is saved for when you are ready.'
        }
        noindex
      />
      <CheckoutResult
        title={giving ? 'Gift Canceled' : 'Order Canceled'}
        bookstoreLabel={giving ? 'Return to Giving' : 'Return to the Bookstore'}
        backTo={giving ? '/donate' : undefined}
        icon={
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        }
      >
        {giving ? (
          <div className="grid gap-4 text-left">
            <p className="text-center">
              Nothing was charged. Your choices are kept if you would like to try again.
            </p>
            <Link
              to="/donate"
              className="justify-self-center font-semibold text-brand-800 underline underline-offset-4"
            >
              Give again with the same choices
            </Link>
          </div>
        ) : (
          <p>
            Your payment was not taken. Your cart has been saved, so you can finish your order whenever you
            are ready.
          </p>
        )}
      </CheckoutResult>
    </>
  );
}
