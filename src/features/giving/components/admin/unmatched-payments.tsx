import { useQuery } from '@tanstack/react-query';
import { STACKED_BOX, StackedCell, StackedRow, StackedTable } from '@/components/admin/stacked-table';
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

/** The table's columns; below 768 px each payment is a card (`StackedTable`). */
const COLUMNS = [
  { label: 'Payer' },
  { label: 'Date' },
  { label: 'Amount', align: 'right' },
  { label: 'Why' },
  { label: 'Stripe reference' },
] as const;

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
      <div className={STACKED_BOX}>
        <StackedTable caption="Payments not from this site" columns={COLUMNS}>
          {payments.data.map((p) => (
            <StackedRow key={p.id}>
              <StackedCell header className="font-medium break-all text-slate-900">
                {p.donor_email ?? p.donor_name ?? 'Unknown'}
              </StackedCell>
              <StackedCell label="Date" className="whitespace-nowrap">
                <time dateTime={p.received_at}>{formatDate(p.received_at, 'MMM d, yyyy')}</time>
              </StackedCell>
              <StackedCell label="Amount" align="right" className="whitespace-nowrap">
                {formatCents(p.amount_cents, p.currency)}
              </StackedCell>
              <StackedCell label="Why">{unmatchedReason(p)}</StackedCell>
              <StackedCell label="Stripe reference" className="break-all">
                {p.stripe_checkout_session_id ?? p.stripe_invoice_id}
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      </div>
    </section>
  );
}
