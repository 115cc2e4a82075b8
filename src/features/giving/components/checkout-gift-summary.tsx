import { useQuery } from '@tanstack/react-query';
import { givingQueries } from '../api/online-giving';
import { giftSentence } from '../utils/online-giving';

/**
 * The gift of one Checkout Session on /checkout-success ('$50.00 to Tithe, monthly'), read through
 * `public.giving_checkout_summary`, which returns that session's amount, fund and frequency only.
 */
export function CheckoutGiftSummary({ sessionId }: { sessionId: string }) {
  const summary = useQuery(givingQueries.summary(sessionId));
  if (summary.isPending) return <p>Looking up your gift...</p>;
  if (summary.isError || !summary.data) {
    return <p>Thank you for your gift and for supporting the ministry.</p>;
  }
  const { total_cents, fund_name, frequency, currency } = summary.data;
  return (
    <div className="grid gap-2">
      <p>
        Thank you for your gift: <strong>{giftSentence(total_cents, fund_name, frequency, currency)}</strong>.
      </p>
      <p className="text-base">A receipt is on its way to the e-mail address you gave on the payment page.</p>
    </div>
  );
}
