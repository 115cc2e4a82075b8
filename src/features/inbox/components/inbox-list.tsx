import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { useFilterParams } from '@/hooks/use-filter-params';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import {
  INBOX_KIND_ORDER,
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  INBOX_STATUSES,
  inboxItemPath,
  inboxQueries,
  isInboxKind,
  isInboxStatus,
  type InboxAssignee,
  type InboxFilters,
  type InboxRow,
} from '../api/inbox';
import { firstTimersCsv, privacyQueries, removalText, type RetentionMonths } from '../api/inbox-privacy';
import { StatusBadge } from './status-badge';

/** The filters and page of the address (`?kind=&status=&q=&page=`, page 1-based). */
export function readInboxParams(params: URLSearchParams): { filters: InboxFilters; page: number } {
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    filters: {
      kind: isInboxKind(kind) ? kind : '',
      status: isInboxStatus(status) ? status : '',
      q: (params.get('q') ?? '').slice(0, 200),
    },
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
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
 * 'Export CSV' of the first-timer view: downloads every first-timer card matching the status and
 * search (not just the page shown), read in pages, as `first-timers-<date>.csv`. Reports
 * progress and failure in a live region.
 */
function ExportFirstTimers({
  filters,
  assignees,
}: {
  filters: InboxFilters;
  assignees: readonly InboxAssignee[] | undefined;
}) {
  const exporting = useMutation({
    mutationFn: async () => {
      const csv = await firstTimersCsv({ status: filters.status, q: filters.q }, assignees ?? []);
      downloadCsv(csvFileName('first-timers'), csv);
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="outline"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {exporting.isPending ? 'Exporting...' : 'Export CSV'}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {exporting.isSuccess ? 'The CSV file of first-timer cards has been downloaded.' : ''}
      </p>
      {exporting.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          Could not export the first-timer cards. Try again.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The list of `/admin/inbox` (docs/decisions/0025): prayer requests, contact messages and
 * first-timer cards newest first, 20 a page, each with the sender (or 'Anonymous'), the kind,
 * when it arrived, its status, who it is assigned to and when it will be removed (docs/decisions/0026);
 * on the first-timer view 'Export CSV' (all matching cards); filters by kind and status and a search (name, e-mail or
 * words), kept in the address. Loading skeleton, empty 'Nothing here yet' and an error state
 * with 'Try again'. Refetched when the window regains focus.
 */
export function InboxList({ className }: { className?: string }) {
  const [params, update] = useFilterParams<keyof InboxFilters>();
  const { filters, page } = readInboxParams(params);
  const list = useQuery(inboxQueries.page(filters, page));
  const assignees = useQuery(inboxQueries.assignees());
  const retention = useQuery(privacyQueries.retention());
  const assigneeNames = new Map((assignees.data ?? []).map((a) => [a.user_id, a.display_name]));
  const id = useId();
  const [search, setSearch] = useState(filters.q);
  const filtered = Boolean(filters.kind || filters.status || filters.q);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: search.trim() });
  }

  const total = list.data?.total ?? 0;
  const rows = list.data?.rows ?? [];
  const firstShown = page * INBOX_PAGE_SIZE + 1;

  return (
    <div className={cn('grid gap-6', className)}>
      <form
        role="search"
        aria-label="Filter the inbox"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end"
        onSubmit={submitSearch}
      >
        <FilterSelect
          id={`${id}-kind`}
          label="Kind"
          value={filters.kind}
          anyLabel="All kinds"
          options={INBOX_KIND_ORDER.map((kind) => ({ value: kind, label: INBOX_KINDS[kind].plural }))}
          onChange={(value) => update({ kind: value })}
        />
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          value={filters.status}
          anyLabel="Any status"
          options={Object.entries(INBOX_STATUSES).map(([value, label]) => ({ value, label }))}
          onChange={(value) => update({ status: value })}
        />
        <div className="grid gap-1">
          <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-900">
            Search
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-q`}
              type="search"
              value={search}
              maxLength={200}
              placeholder="Name, e-mail or words"
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit">Search</Button>
          </div>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!filtered}
          onClick={() => {
            setSearch('');
            update({ kind: '', status: '', q: '' });
          }}
        >
          Clear filters
        </Button>
      </form>

      {filters.kind === 'first_timer' ? (
        <ExportFirstTimers filters={filters} assignees={assignees.data} />
      ) : null}

      <section aria-labelledby={`${id}-results`} aria-busy={list.isFetching}>
        <h2 id={`${id}-results`} className="sr-only">
          Items
        </h2>
        {list.isPending ? (
          <ListSkeleton label="Loading the inbox" />
        ) : list.isError ? (
          <Empty
            title="Could not load the inbox"
            headingLevel={2}
            description="Something went wrong while reading the inbox."
          >
            <Button onClick={() => void list.refetch()}>Try again</Button>
          </Empty>
        ) : rows.length === 0 ? (
          <Empty
            title="Nothing here yet"
            headingLevel={2}
            description={
              filtered
                ? 'No item matches these filters. Try another kind, status or search.'
                : 'Prayer requests, contact messages and first-timer cards appear here when visitors send them.'
            }
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              Showing {firstShown}–{firstShown + rows.length - 1} of {total}
            </p>
            <ol className="grid gap-3">
              {rows.map((row) => (
                <Row
                  key={`${row.kind}:${row.id}`}
                  row={row}
                  assignee={row.assignee_id ? assigneeNames.get(row.assignee_id) : undefined}
                  retention={retention.data}
                />
              ))}
            </ol>
          </>
        )}
        {!list.isPending && !list.isError ? (
          <Pager
            label="Pages of the inbox"
            page={page}
            total={total}
            pageSize={INBOX_PAGE_SIZE}
            onPage={(next) => update({ page: next > 0 ? String(next + 1) : '' })}
          />
        ) : null}
      </section>
    </div>
  );
}
