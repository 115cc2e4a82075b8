import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ExportCsv } from '@/components/admin/export-csv';
import { ListFilters } from '@/components/admin/list-filters';
import { ListFrame } from '@/components/admin/list-frame';
import { STACKED_BOX, StackedCell, StackedRow, StackedTable } from '@/components/admin/stacked-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useListParams } from '@/hooks/use-list-params';
import { csvFileName } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { adminGivingQueries, formatCents } from '../../api/admin-giving';
import {
  INTERVAL_LABELS,
  nextChargeText,
  RECURRING_PAGE_SIZE,
  RECURRING_STATUS_LABELS,
  readRecurringGiftFilters,
  recurringGiftQueries,
  recurringStatus,
  recurringStatusText,
  type RecurringGift,
  type RecurringGiftFilters,
  type RecurringStatus,
} from '../../api/admin-recurring-gifts';
import { recurringGiftsCsv } from '../../api/giving-csv';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The filter bar: status, fund, interval. */
function RecurringFilterBar({ list }: { list: ReturnType<typeof useListParams<RecurringGiftFilters>> }) {
  const id = useId();
  const funds = useQuery(adminGivingQueries.funds());
  const { filters } = list;
  return (
    <ListFilters label="Filter the recurring gifts" filtered={list.filtered} onClear={list.clear}>
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        value={filters.status}
        anyLabel="Any status"
        options={options(RECURRING_STATUS_LABELS)}
        onChange={(status) => list.update({ status })}
      />
      <FilterSelect
        id={`${id}-fund`}
        label="Fund"
        value={filters.fund}
        anyLabel="All funds"
        options={(funds.data ?? []).map((name) => ({ value: name, label: name }))}
        onChange={(fund) => list.update({ fund })}
      />
      <FilterSelect
        id={`${id}-interval`}
        label="Interval"
        value={filters.interval}
        anyLabel="Every interval"
        options={options(INTERVAL_LABELS)}
        onChange={(interval) => list.update({ interval })}
      />
    </ListFilters>
  );
}

/** The colours of each status's pill. */
const STATUS_CLASSES: Record<RecurringStatus, string> = {
  active: 'bg-green-50 text-green-900',
  payment_failed: 'bg-red-50 text-red-900',
  paused: 'bg-amber-50 text-amber-950',
  ending: 'bg-amber-50 text-amber-950',
  ended: 'bg-slate-100 text-slate-800',
};

/** The table's columns; below 768 px each gift is a card (`StackedTable`). */
const COLUMNS = [
  { label: 'Donor' },
  { label: 'Fund' },
  { label: 'Interval' },
  { label: 'Amount', align: 'right' },
  { label: 'Started' },
  { label: 'Next charge' },
  { label: 'Status' },
] as const;

/** One recurring gift: the donor as the row's header, then its fund, interval, amount, dates, status. */
function RecurringGiftRow({ gift }: { gift: RecurringGift }) {
  return (
    <StackedRow>
      <StackedCell header className="font-medium break-all text-slate-900">
        {gift.donor_name ?? gift.donor_email ?? 'Anonymous'}
        {gift.donor_name && gift.donor_email ? (
          <span className="block font-normal text-slate-700">{gift.donor_email}</span>
        ) : null}
      </StackedCell>
      <StackedCell label="Fund">{gift.fund_name}</StackedCell>
      <StackedCell label="Interval">{INTERVAL_LABELS[gift.frequency]}</StackedCell>
      <StackedCell label="Amount" align="right" className="whitespace-nowrap">
        {formatCents(gift.amount_cents, gift.currency)}
        {gift.fee_cents > 0 ? (
          <span className="block text-slate-700">fee {formatCents(gift.fee_cents, gift.currency)}</span>
        ) : null}
      </StackedCell>
      <StackedCell label="Started" className="whitespace-nowrap">
        <time dateTime={gift.started_at}>{formatDate(gift.started_at, 'MMM d, yyyy')}</time>
      </StackedCell>
      <StackedCell label="Next charge" className="whitespace-nowrap">
        {nextChargeText(gift)}
      </StackedCell>
      <StackedCell label="Status">
        <span className={cn('inline-block rounded-full px-2 py-1', STATUS_CLASSES[recurringStatus(gift)])}>
          {recurringStatusText(gift)}
        </span>
      </StackedCell>
    </StackedRow>
  );
}

/**
 * The recurring gifts of `/admin/giving` (admin and finance; issue 45 item 5, docs/decisions/0038):
 * every monthly, quarterly and annual gift with donor, fund, interval, amount, start, next charge
 * and status ('Active', 'Payment failed', 'Paused', 'Ending on …', 'Cancelled'), the newest first,
 * 25 a page; filters in the address (status, fund, interval; docs/decisions/0034) and 'Export
 * CSV' (`recurring-gifts-<church's day>.csv`). A donor's cancellation and a failed renewal show
 * here as soon as Stripe's event arrives. A table that becomes stacked rows on a phone.
 */
export function RecurringGiftList({ className }: { className?: string }) {
  const list = useListParams(readRecurringGiftFilters);
  const { filters, page } = list;
  const gifts = useQuery(recurringGiftQueries.page(filters, page));
  return (
    <ListFrame
      className={className}
      query={gifts}
      heading="Recurring gifts"
      loadingLabel="Loading the recurring gifts"
      errorText="Could not load the recurring gifts."
      count={(data) => data.rows.length}
      empty={{
        title: 'No recurring gifts yet',
        description:
          'Monthly, quarterly and annual gifts appear here when people set them up through Stripe.',
      }}
      filteredEmpty={{
        title: 'No recurring gift matches these filters',
        description: 'Try another status, fund or interval.',
      }}
      filtered={list.filtered}
      onClear={list.clear}
      paging={{
        label: 'Pages of recurring gifts',
        page,
        pageSize: RECURRING_PAGE_SIZE,
        total: (data) => data.total,
        onPage: list.setPage,
      }}
      filters={
        <div className="grid gap-4">
          <RecurringFilterBar list={list} />
          <ExportCsv
            what="recurring gifts"
            fileName={() => csvFileName('recurring-gifts')}
            csv={() => recurringGiftsCsv(filters)}
          />
        </div>
      }
    >
      {(data) => (
        <div className={STACKED_BOX}>
          <StackedTable caption="Recurring gifts" columns={COLUMNS} minWidth="md:min-w-[44rem]">
            {data.rows.map((gift) => (
              <RecurringGiftRow key={gift.id} gift={gift} />
            ))}
          </StackedTable>
        </div>
      )}
    </ListFrame>
  );
}
