import { PageMeta } from '@/components/layout/page-meta';
import { GiftList } from '@/features/giving/components/admin/gift-list';
import { UnmatchedPayments } from '@/features/giving/components/admin/unmatched-payments';
import { YearEndStatements } from '@/features/giving/components/admin/year-end-statements';

/**
 * /admin/giving (admin and finance, issues 31 and 41; docs/decisions/0038): the gifts received
 * through Stripe with filters, totals by fund and month, the CSV export, the year-end statements,
 * and the payments that are not from this site.
 * Rendered inside the staff layout, behind the staff guard and the role gate; never indexed.
 */
export function AdminGivingRoute() {
  return (
    <>
      <PageMeta title="Giving" description="Gifts received online and year-end statements." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Giving</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Gifts received online through Stripe, newest first. Bank payments show as pending until they clear;
        refunds, failed payments, disputes and cancelled recurring gifts update here on their own. Totals and
        statements count what was received, less refunds.
      </p>
      <GiftList className="mt-6" />
      <div className="mt-10">
        <YearEndStatements />
      </div>
      <div className="mt-10">
        <UnmatchedPayments />
      </div>
    </>
  );
}
