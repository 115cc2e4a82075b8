import { useCallback } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { GiftList } from '@/features/giving/components/admin/gift-list';
import { RecurringGiftList } from '@/features/giving/components/admin/recurring-gift-list';
import { UnmatchedPayments } from '@/features/giving/components/admin/unmatched-payments';
import { YearEndStatements } from '@/features/giving/components/admin/year-end-statements';
import { useTabParam } from '@/hooks/use-tab-param';

type GivingTab = 'gifts' | 'recurring';
const parseTab = (value: string | null): GivingTab => (value === 'recurring' ? 'recurring' : 'gifts');

/**
 * /admin/giving (admin and finance, issues 31, 41 and 45; docs/decisions/0038), in two tabs
 * (`?tab=recurring`): the gifts received through Stripe with filters, totals by fund and month,
 * the CSV export, the year-end statements and the payments that are not from this site; and the
 * recurring gifts with their status and next charge. Each tab's list keeps its own filters in the
 * address, so a new tab starts with none.
 * Rendered inside the staff layout, behind the staff guard and the role gate; never indexed.
 */
export function AdminGivingRoute() {
  const parse = useCallback(parseTab, []);
  const [tab, selectTab] = useTabParam(parse, 'gifts', 'drop');
  return (
    <>
      <PageMeta
        title="Giving"
        description="Gifts received online, recurring gifts and year-end statements."
        noindex
      />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Giving</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Gifts received online through Stripe, newest first. Bank payments show as pending until they clear;
        refunds, failed payments, disputes and cancelled recurring gifts update here on their own. Totals and
        statements count what was received, less refunds.
      </p>
      <Tabs value={tab} onValueChange={selectTab} className="mt-6">
        <TabsList aria-label="Gifts and recurring gifts" className="justify-start">
          <TabsTrigger value="gifts">Gifts</TabsTrigger>
          <TabsTrigger value="recurring">Recurring gifts</TabsTrigger>
        </TabsList>
        <TabsContent value="gifts">
          {tab === 'gifts' ? (
            <>
              <GiftList />
              <div className="mt-10">
                <YearEndStatements />
              </div>
              <div className="mt-10">
                <UnmatchedPayments />
              </div>
            </>
          ) : null}
        </TabsContent>
        <TabsContent value="recurring">{tab === 'recurring' ? <RecurringGiftList /> : null}</TabsContent>
      </Tabs>
    </>
  );
}
