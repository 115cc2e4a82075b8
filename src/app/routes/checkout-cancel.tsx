import { PageMeta } from '@/components/layout/page-meta';
import { CheckoutResult } from '@/features/checkout/components/checkout-result';

/** /checkout-cancel (spec §2 "Checkout result pages"); kept out of search engines. */
export function CheckoutCancelRoute() {
  return (
    <>
      <PageMeta
        title="Order Canceled"
        description="Your bookstore order was canceled. Your cart is saved for when you are ready."
        noindex
      />
      <CheckoutResult
        title="Order Canceled"
        bookstoreLabel="Return to the Bookstore"
        icon={
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        }
      >
        <p>
          Your payment was not taken. Your cart has been saved, so you can finish your order whenever you are
          ready.
        </p>
      </CheckoutResult>
    </>
  );
}
