import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { db } from '@/lib/supabase-rest';

/** One Checkout Session's gift (`public.giving_checkout_summary`): nothing about the donor. */
export interface CheckoutGift {
  total_cents: number;
  currency: string;
  fund_name: string;
  frequency: string;
}

/** The session's gift, or null when the id is unknown. @throws the PostgREST error. */
async function getCheckoutGift(sessionId: string): Promise<CheckoutGift | null> {
  const { data, error } = await db.rpc('giving_checkout_summary', { session_id: sessionId });
  if (error) throw error;
  return data[0] ?? null;
}

/** The query of one session's gift. */
export const checkoutGiftQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['checkout', 'gift', sessionId] as const,
    queryFn: () => getCheckoutGift(sessionId),
  });

/**
 * How often the gift is charged, in the words of the giving form's summary line
 * (`GIFT_INTERVALS` of the giving feature) and of the Checkout page.
 */
const GIFT_INTERVALS: Record<string, string> = {
  one_time: 'one-time',
  monthly: 'every month',
  quarterly: 'every 3 months',
  annually: 'every year',
};

/** The gift in words: '$50.00 to Tithe, every month', '$250.00 to Missions, one-time'. */
export function checkoutGiftSentence(gift: CheckoutGift): string {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: gift.currency.toUpperCase(),
  }).format(gift.total_cents / 100);
  return `${amount} to ${gift.fund_name}, ${GIFT_INTERVALS[gift.frequency] ?? gift.frequency}`;
}

/**
 * The gift of one Checkout Session on /checkout-success ('$50.00 to Tithe, every month'; issue 31),
 * read through `public.giving_checkout_summary`, which returns that session's amount, fund and
 * frequency only. The giving form's saved choices (kept for a cancelled checkout) are forgotten.
 */
export function CheckoutGiftSummary({ sessionId }: { sessionId: string }) {
  const summary = useQuery(checkoutGiftQuery(sessionId));
  useEffect(() => {
    try {
      sessionStorage.removeItem('giving-choices');
    } catch {
      // storage unavailable: nothing was kept
    }
  }, []);
  if (summary.isPending) return <p>Looking up your gift...</p>;
  if (summary.isError || !summary.data) {
    return <p>Thank you for your gift and for supporting the ministry.</p>;
  }
  return (
    <div className="grid gap-2">
      <p>
        Thank you for your gift: <strong>{checkoutGiftSentence(summary.data)}</strong>.
      </p>
      <p className="text-base">A receipt is on its way to the e-mail address you gave on the payment page.</p>
    </div>
  );
}
