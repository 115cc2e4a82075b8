import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { adminGivingQueries, formatCents, type UnmatchedPayment } from '../../api/admin-giving';

/** Why a payment is not this site's, in words. */
export function unmatchedReason(
  payment: Pick<UnmatchedPayment, 'reason' | 'expected_cents' | 'currency'>,
): string {
  return payment.reason === 'checkout_differs' && payment.expected_cents !== null
    ? `The amount differs from this site’s checkout (${formatCents(payment.expected_cents, payment.currency)})`
    : 'No checkout of this site';
}

/**
 * 'Not from this site' on `/admin/giving` (issue 41; docs/decisions/0038): paid Checkout Sessions
 * (and their subscriptions' invoices) that this site did not start, or whose amount differs from
 * what it asked. They are not gifts: no receipt, not in the totals or statements. Shown only when
 * there are any, newest 50.
 */
export function UnmatchedPayments() {
  const payments = useQuery(adminGivingQueries.unmatched());
  if (payments.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-800">
        Could not load the payments that are not from this site.
      </p>
    );
  }
  if (!payments.data || payments.data.length === 0) return null;
  return (
    <section aria-labelledby="unmatched-payments" className="grid gap-3">
      <h2 id="unmatched-payments" className="font-serif text-2xl font-bold text-brand-950">
        Not from this site
      </h2>
      <p className="max-w-prose text-slate-700">
        Payments on the church’s Stripe account that this site did not start, or for another amount than it
        asked. They are not recorded as gifts: no receipt was sent and they are not in the totals or
        statements. Look them up in the Stripe dashboard.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse rounded-lg bg-white text-left text-sm shadow-sm">
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              {['Date', 'Payer', 'Amount', 'Why', 'Stripe reference'].map((h) => (
                <th key={h} scope="col" className={h === 'Amount' ? 'px-3 py-2 text-right' : 'px-3 py-2'}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {payments.data.map((p) => (
              <tr key={p.id} className="border-t border-slate-200">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={p.received_at}>{formatDate(p.received_at, 'MMM d, yyyy')}</time>
                </td>
                <td className="px-3 py-2 break-all">{p.donor_email ?? p.donor_name ?? 'Unknown'}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  {formatCents(p.amount_cents, p.currency)}
                </td>
                <td className="px-3 py-2">{unmatchedReason(p)}</td>
                <td className="px-3 py-2 break-all">{p.stripe_checkout_session_id ?? p.stripe_invoice_id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
