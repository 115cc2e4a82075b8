import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ExportCsv } from '@/components/admin/export-csv';
import { ListFilters } from '@/components/admin/list-filters';
import { ListFrame } from '@/components/admin/list-frame';
import { STACKED_BOX, StackedCell, StackedRow, StackedTable } from '@/components/admin/stacked-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { useListParams } from '@/hooks/use-list-params';
import { csvFileName } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import { GIFT_FREQUENCY_LABELS } from '@/config/value-labels';
import {
  adminGivingQueries,
  formatCents,
  giftStatusLabel,
  GIFTS_PAGE_SIZE,
  readGiftFilters,
  STATUS_FILTERS,
  type Gift,
  type GiftFilters,
  type GiftTotals,
} from '../../api/admin-giving';
import { giftsCsv } from '../../api/giving-csv';

/** One table of totals (by fund, by month). */
function TotalsTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: GiftTotals['byFund'];
}) {
  return (
    <table className="w-full border-collapse rounded-lg bg-white text-left text-sm shadow-sm">
      <caption className="mb-2 text-left text-base font-semibold text-slate-900">{caption}</caption>
      <thead className="bg-slate-100 text-slate-900">
        <tr>
          <th scope="col" className="px-3 py-2">
            {first}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Gifts
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 font-medium text-slate-900">
              {row.label}
            </th>
            <td className="px-3 py-2 text-right">{row.count}</td>
            <td className="px-3 py-2 text-right">{formatCents(row.cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Totals of the filtered gifts by fund and by month (refunds taken off). */
function Totals({ filters }: { filters: GiftFilters }) {
  const totals = useQuery(adminGivingQueries.totals(filters));
  if (totals.isPending) return <p className="text-sm text-slate-700">Adding up the gifts...</p>;
  if (totals.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-800">
        Could not add up the gifts.
      </p>
    );
  }
  const { all, byFund, byMonth } = totals.data;
  if (all.count === 0) return null;
  return (
    <section aria-labelledby="gift-totals" className="grid gap-4">
      <h2 id="gift-totals" className="font-serif text-xl font-bold text-brand-950">
        Totals: {formatCents(all.cents)} from {all.count} {all.count === 1 ? 'gift' : 'gifts'}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <TotalsTable caption="By fund" first="Fund" rows={byFund} />
        <TotalsTable
          caption="By month"
          first="Month"
          rows={byMonth.map((m) => ({ ...m, label: formatDate(`${m.label}-01`, 'MMMM yyyy') }))}
        />
      </div>
    </section>
  );
}

/** The filter bar: fund, dates, one-time or recurring, status. */
function GiftFilterBar({ list }: { list: ReturnType<typeof useListParams<GiftFilters>> }) {
  const id = useId();
  const funds = useQuery(adminGivingQueries.funds());
  const { filters } = list;
  return (
    <ListFilters label="Filter the gifts" filtered={list.filtered} onClear={list.clear}>
      <FilterSelect
        id={`${id}-fund`}
        label="Fund"
        value={filters.fund}
        anyLabel="All funds"
        options={(funds.data ?? []).map((name) => ({ value: name, label: name }))}
        onChange={(fund) => list.update({ fund })}
      />
      <FilterSelect
        id={`${id}-kind`}
        label="Kind"
        value={filters.kind}
        anyLabel="One-time and recurring"
        options={[
          { value: 'one_time', label: 'One-time' },
          { value: 'recurring', label: 'Recurring' },
        ]}
        onChange={(kind) => list.update({ kind })}
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        value={filters.status}
        anyLabel="Any status"
        options={STATUS_FILTERS}
        onChange={(status) => list.update({ status })}
      />
      {(['from', 'to'] as const).map((key) => (
        <div key={key} className="grid gap-1">
          <label htmlFor={`${id}-${key}`} className="text-sm font-semibold text-slate-900">
            {key === 'from' ? 'From' : 'To'}
          </label>
          <Input
            id={`${id}-${key}`}
            type="date"
            value={filters[key]}
            min={key === 'to' ? filters.from || undefined : undefined}
            max={key === 'from' ? filters.to || undefined : undefined}
            onChange={(event) => list.update({ [key]: event.target.value })}
          />
        </div>
      ))}
    </ListFilters>
  );
}

/** The gift table's columns; below 768 px each gift is a card (`StackedTable`). */
const GIFT_COLUMNS = [
  { label: 'Donor' },
  { label: 'Date' },
  { label: 'Fund' },
  { label: 'Frequency' },
  { label: 'Amount', align: 'right' },
  { label: 'Status' },
] as const;

/** One gift: the donor (name and e-mail) as the row's header, then date, fund, frequency, amount, status. */
function GiftRow({ gift }: { gift: Gift }) {
  return (
    <StackedRow>
      <StackedCell header className="font-medium break-all text-slate-900">
        {gift.donor_name ?? gift.donor_email ?? 'Anonymous'}
        {gift.donor_name && gift.donor_email ? (
          <span className="block font-normal text-slate-700">{gift.donor_email}</span>
        ) : null}
      </StackedCell>
      <StackedCell label="Date" className="whitespace-nowrap">
        <time dateTime={gift.given_at}>{formatDate(gift.given_at, 'MMM d, yyyy')}</time>
      </StackedCell>
      <StackedCell label="Fund">{gift.fund_name}</StackedCell>
      <StackedCell label="Frequency">{GIFT_FREQUENCY_LABELS[gift.frequency]}</StackedCell>
      <StackedCell label="Amount" align="right" className="whitespace-nowrap">
        {formatCents(gift.amount_cents, gift.currency)}
        {gift.fee_cents > 0 ? (
          <span className="block text-slate-700">fee {formatCents(gift.fee_cents, gift.currency)}</span>
        ) : null}
      </StackedCell>
      <StackedCell label="Status">
        {giftStatusLabel(gift)}
        {gift.net_cents < gift.amount_cents && gift.status !== 'refunded' ? (
          <span className="block text-slate-700">counts {formatCents(gift.net_cents, gift.currency)}</span>
        ) : null}
      </StackedCell>
    </StackedRow>
  );
}

/**
 * The gifts of `/admin/giving` (admin and finance; docs/decisions/0038): filters in the address
 * (fund, dates, one-time or recurring, status), 25 a page, newest first, totals by fund and month
 * of everything the filters match, and 'Export CSV' (`gifts-<church's day>.csv`). The staff list
 * frame's loading, error, empty and paging (docs/decisions/0034); a table that becomes stacked
 * rows on a phone.
 */
export function GiftList({ className }: { className?: string }) {
  const list = useListParams(readGiftFilters);
  const { filters, page } = list;
  const gifts = useQuery(adminGivingQueries.page(filters, page));
  return (
    <ListFrame
      className={className}
      query={gifts}
      heading="Gifts"
      loadingLabel="Loading the gifts"
      errorText="Could not load the gifts."
      count={(data) => data.rows.length}
      empty={{
        title: 'No gifts yet',
        description: 'Gifts appear here when people give online through Stripe.',
      }}
      filteredEmpty={{
        title: 'No gift matches these filters',
        description: 'Try another fund, kind or dates.',
      }}
      filtered={list.filtered}
      onClear={list.clear}
      paging={{
        label: 'Pages of gifts',
        page,
        pageSize: GIFTS_PAGE_SIZE,
        total: (data) => data.total,
        onPage: list.setPage,
      }}
      filters={
        <div className="grid gap-4">
          <GiftFilterBar list={list} />
          <ExportCsv what="gifts" fileName={() => csvFileName('gifts')} csv={() => giftsCsv(filters)} />
          <Totals filters={filters} />
        </div>
      }
    >
      {(data) => (
        <div className={STACKED_BOX}>
          <StackedTable caption="Gifts" columns={GIFT_COLUMNS}>
            {data.rows.map((gift) => (
              <GiftRow key={gift.id} gift={gift} />
            ))}
          </StackedTable>
        </div>
      )}
    </ListFrame>
  );
}
