import { PageMeta } from '@/components/layout/page-meta';
import { GiftList } from '@/features/giving/components/admin/gift-list';
import { YearEndStatements } from '@/features/giving/components/admin/year-end-statements';

/**
 * /admin/giving (admin and finance, issue 31; docs/decisions/0038): the gifts received through
 * Stripe with filters, totals by fund and month, the CSV export, and the year-end statements.
 * Rendered inside the staff layout, behind the staff guard and the role gate; never indexed.
 */
export function AdminGivingRoute() {
  return (
    <>
      <PageMeta title="Giving" description="Gifts received online and year-end statements." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Giving</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Gifts received online through Stripe, newest first. Refunds and cancelled recurring gifts update here
        on their own.
      </p>
      <GiftList className="mt-6" />
      <div className="mt-10">
        <YearEndStatements />
      </div>
    </>
  );
}
