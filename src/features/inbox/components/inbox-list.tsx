import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ListFilters, ListSearch } from '@/components/admin/list-filters';
import { ListFrame } from '@/components/admin/list-frame';
import { ExportCsv } from '@/components/admin/export-csv';
import { FilterSelect } from '@/components/ui/filter-select';
import { useListParams } from '@/hooks/use-list-params';
import { csvFileName } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { INBOX_STATUS_LABELS } from '@/config/value-labels';
import {
  INBOX_KIND_ORDER,
  INBOX_KINDS,
  INBOX_STATUS_ORDER,
  inboxItemPath,
  isInboxKind,
  isInboxStatus,
} from '../api/inbox-kinds';
import { INBOX_PAGE_SIZE, inboxQueries, type InboxFilters, type InboxRow } from '../api/inbox';
import { firstTimersCsv, privacyQueries, removalText, type RetentionMonths } from '../api/inbox-privacy';
import { StatusBadge } from './status-badge';

/** The filters of the address (`?kind=&status=&q=`); unknown values read as no filter. */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  return {
    kind: isInboxKind(kind) ? kind : '',
    status: isInboxStatus(status) ? status : '',
    q: (params.get('q') ?? '').slice(0, 200),
  };
}

function Row({
  row,
  assignee,
  retention,
}: {
  row: InboxRow;
  assignee: string | undefined;
  retention: RetentionMonths | null | undefined;
}) {
  const sender = row.name ?? 'Anonymous';
  const removal = removalText(row.removes_at, row.kind, retention);
  return (
    <li
      className={cn(
        'rounded-lg border bg-white p-4 shadow-sm',
        row.read_by_me ? 'border-slate-200' : 'border-brand-700',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">
          {row.read_by_me ? null : (
            <span className="mr-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              Unread
            </span>
          )}
          <Link
            to={inboxItemPath(row.kind, row.id)}
            className="text-brand-800 underline-offset-4 hover:underline focus-visible:underline"
          >
            {sender}
          </Link>
        </p>
        <time dateTime={row.received_at} className="text-sm text-slate-700">
          {formatDate(row.received_at, 'MMM d, yyyy, h:mm a')}
        </time>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-800">
          {INBOX_KINDS[row.kind].label}
        </span>
        <StatusBadge status={row.status} />
        {row.subject ? <span className="font-medium text-slate-900">{row.subject}</span> : null}
        {row.assignee_id ? <span>Assigned to {assignee ?? 'a former care staff member'}</span> : null}
        {removal ? <span className="text-slate-700">{removal}</span> : null}
      </p>
      {row.excerpt ? (
        <p className="mt-2 line-clamp-2 text-sm break-words text-slate-700">{row.excerpt}</p>
      ) : null}
    </li>
  );
}

/**
 * The list of `/admin/inbox` (docs/decisions/0025): prayer requests, contact messages and
 * first-timer cards newest first, 20 a page, each with the sender (or 'Anonymous'), the kind,
 * when it arrived, its status, who it is assigned to and when it will be removed (docs/decisions/0026);
 * on the first-timer view 'Export CSV' (all matching cards); filters by kind and status and a
 * search (name, e-mail or words), kept in the address. Loading, error, empty and paging are the
 * staff list frame's (docs/decisions/0034). Refetched when the window regains focus.
 */
export function InboxList({ className }: { className?: string }) {
  const list = useListParams(readInboxFilters);
  const { filters, page } = list;
  const items = useQuery(inboxQueries.page(filters, page));
  const assignees = useQuery(inboxQueries.assignees());
  const retention = useQuery(privacyQueries.retention());
  const assigneeNames = new Map((assignees.data ?? []).map((a) => [a.user_id, a.display_name]));
  const id = useId();

  return (
    <ListFrame
      className={className}
      query={items}
      heading="Items"
      loadingLabel="Loading the inbox"
      errorText="Could not load the inbox."
      count={(data) => data.rows.length}
      empty={{
        title: 'Nothing here yet',
        description:
          'Prayer requests, contact messages and first-timer cards appear here when visitors send them.',
      }}
      filteredEmpty={{
        title: 'No item matches these filters',
        description: 'Try another kind, status or search.',
      }}
      filtered={list.filtered}
      onClear={list.clear}
      paging={{
        label: 'Pages of the inbox',
        page,
        pageSize: INBOX_PAGE_SIZE,
        total: (data) => data.total,
        onPage: list.setPage,
      }}
      filters={
        <>
          <ListFilters label="Filter the inbox" filtered={list.filtered} onClear={list.clear}>
            <FilterSelect
              id={`${id}-kind`}
              label="Kind"
              value={filters.kind}
              anyLabel="All kinds"
              options={INBOX_KIND_ORDER.map((kind) => ({ value: kind, label: INBOX_KINDS[kind].plural }))}
              onChange={(value) => list.update({ kind: value })}
            />
            <FilterSelect
              id={`${id}-status`}
              label="Status"
              value={filters.status}
              anyLabel="Any status"
              options={INBOX_STATUS_ORDER.map((status) => ({
                value: status,
                label: INBOX_STATUS_LABELS[status],
              }))}
              onChange={(value) => list.update({ status: value })}
            />
            <ListSearch
              id={`${id}-q`}
              value={filters.q}
              maxLength={200}
              placeholder="Name, e-mail or words"
              onSearch={(q) => list.update({ q })}
            />
          </ListFilters>
          {filters.kind === 'first_timer' ? (
            <ExportCsv
              what="first-timer cards"
              fileName={() => csvFileName('first-timers')}
              csv={() => firstTimersCsv({ status: filters.status, q: filters.q }, assignees.data ?? [])}
            />
          ) : null}
        </>
      }
    >
      {(data) => (
        <ol className="grid gap-3">
          {data.rows.map((row) => (
            <Row
              key={`${row.kind}:${row.id}`}
              row={row}
              assignee={row.assignee_id ? assigneeNames.get(row.assignee_id) : undefined}
              retention={retention.data}
            />
          ))}
        </ol>
      )}
    </ListFrame>
  );
}
