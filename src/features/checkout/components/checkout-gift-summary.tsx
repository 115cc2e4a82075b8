import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { donateMessages } from '@/i18n/donate';
import type en from '@/i18n/donate/en';
import { formatMoney } from '@/lib/i18n/format';
import { useMessages } from '@/lib/i18n/messages';
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
 * The gift in words, in the page's language: '$50.00 to Tithe, every month', '$250.00 to
 * Missions, one-time' ('$50.00 para Diezmo, cada mes'). How often is said in the words of the
 * giving form's summary line (the `donate` catalog's intervals) and of the Checkout page.
 *
 * @param gift - the session's gift.
 * @param m - the checkout's messages (`donate` catalog, `success`).
 */
export function checkoutGiftSentence(gift: CheckoutGift, m: (typeof en)['success']): string {
  const amount = formatMoney(gift.total_cents, gift.currency);
  return m.gift(amount, gift.fund_name, m.intervals[gift.frequency] ?? gift.frequency);
}

/**
 * The gift of one Checkout Session on /checkout-success ('$50.00 to Tithe, every month'; issue 31),
 * read through `public.giving_checkout_summary`, which returns that session's amount, fund and
 * frequency only. The giving form's saved choices (kept for a cancelled checkout) are forgotten.
 */
export function CheckoutGiftSummary({ sessionId }: { sessionId: string }) {
  const summary = useQuery(checkoutGiftQuery(sessionId));
  const m = useMessages(donateMessages).success;
  useEffect(() => {
    try {
      sessionStorage.removeItem('giving-choices');
    } catch {
      // storage unavailable: nothing was kept
    }
  }, []);
  if (summary.isPending) return <p>{m.lookingUp}</p>;
  if (summary.isError || !summary.data) return <p>{m.giftThanks}</p>;
  return (
    <div className="grid gap-2">
      <p>
        {m.giftThanksBefore}
        <strong>{checkoutGiftSentence(summary.data, m)}</strong>.
      </p>
      <p className="text-base">{m.receipt}</p>
    </div>
  );
}
