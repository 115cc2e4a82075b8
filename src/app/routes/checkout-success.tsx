import { PageMeta } from '@/components/layout/page-meta';
import { CheckoutResult } from '@/features/checkout/components/checkout-result';

/** /checkout-success (spec §2 "Checkout result pages"); kept out of search engines. */
export function CheckoutSuccessRoute() {
  return (
    <>
      <PageMeta
        title="Payment Successful"
        description="Your bookstore order is complete. Thank you for supporting the ministry."
        noindex
      />
      <CheckoutResult
        title="Payment Successful!"
        bookstoreLabel="Back to the Bookstore"
        icon={
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        }
      >
        <p>Thank you for your order and for supporting the ministry.</p>
      </CheckoutResult>
    </>
  );
}
