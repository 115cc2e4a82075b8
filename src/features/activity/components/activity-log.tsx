import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { useFilterParams } from '@/hooks/use-filter-params';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { columnLabel, entrySentence, showValue } from '../utils/entry-text';
import {
  ACTIVITY_AREAS,
  ACTIVITY_PAGE_SIZE,
  activityQueries,
  isActivityArea,
  personLabel,
  type ActivityEntry,
  type ActivityFilters,
} from '../api/activity-log';

/** One changed field: old → new for an update, the value for an insert or delete. */
function ChangeValue({ entry, column }: { entry: ActivityEntry; column: string }) {
  const change = entry.changes[column];
  if (!change) return <span className="text-slate-700 italic">value not recorded</span>;
  if (entry.action !== 'update') {
    return <>{showValue(column, entry.action === 'delete' ? change.old : change.new)}</>;
  }
  return (
    <>
      <span className="sr-only">from </span>
      <del className="text-slate-600">{showValue(column, change.old)}</del>
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> to </span>
      <ins className="no-underline">{showValue(column, change.new)}</ins>
    </>
  );
}

function Change({ entry, column }: { entry: ActivityEntry; column: string }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{columnLabel(column)}</dt>
      <dd className="break-words text-slate-700">
        <ChangeValue entry={entry} column={column} />
      </dd>
    </>
  );
}

/** The changed fields: one shown at once (old → new), several behind a disclosure. */
function Changes({ entry }: { entry: ActivityEntry }) {
  const columns = entry.changed_columns;
  if (columns.length === 0) return null;
  if (columns.length === 1) {
    const column = columns[0]!;
    return (
      <p className="mt-2 text-sm break-words text-slate-700">
        <span className="font-semibold text-slate-900">{columnLabel(column)}:</span>{' '}
        <ChangeValue entry={entry} column={column} />
      </p>
    );
  }
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{columns.length} fields</summary>
      <dl className="mt-2 grid grid-cols-[minmax(0,12rem)_1fr] gap-x-4 gap-y-1">
        {columns.map((column) => (
          <Change key={column} entry={entry} column={column} />
        ))}
      </dl>
    </details>
  );
}

function EntryItem({ entry }: { entry: ActivityEntry }) {
  const area = isActivityArea(entry.area) ? ACTIVITY_AREAS[entry.area] : entry.area;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold break-words text-slate-900">{entrySentence(entry)}</p>
        <time dateTime={entry.occurred_at} className="text-sm text-slate-700">
          {formatDate(entry.occurred_at, 'MMM d, yyyy, h:mm a')}
        </time>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <span className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-800">{area}</span>{' '}
        <span className="break-all text-slate-600">{entry.row_id}</span>
      </p>
      <Changes entry={entry} />
    </li>
  );
}

/** The filters and page number of the address (`?person=&area=&from=&to=&page=`). */
function readParams(params: URLSearchParams): { filters: ActivityFilters; page: number } {
  const area = params.get('area') ?? '';
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    filters: {
      person: params.get('person') ?? '',
      area: isActivityArea(area) ? area : '',
      from: day(params.get('from')),
      to: day(params.get('to')),
    },
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
  };
}

/**
 * The activity log of `/admin/activity` (docs/decisions/0021): each entry as a sentence with who
 * (by name), what and when, a one-field change shown as old → new and more fields behind a
 * disclosure; newest first, 25 a page,
 * filtered by person, area and a day range (church time zone), all kept in the address so the
 * back button and a shared link keep them. Loading skeleton, empty and error states.
 */
export function ActivityLog({ className }: { className?: string }) {
  const [params, update] = useFilterParams<keyof ActivityFilters>();
  const { filters, page } = readParams(params);
  const entries = useQuery(activityQueries.page(filters, page));
  const people = useQuery(activityQueries.people());
  const id = useId();
  const filtered = Boolean(filters.person || filters.area || filters.from || filters.to);

  const total = entries.data?.total ?? 0;
  const shown = entries.data?.entries ?? [];
  const firstShown = page * ACTIVITY_PAGE_SIZE + 1;

  return (
    <div className={cn('grid gap-6', className)}>
      <form
        aria-label="Filter the activity"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          id={`${id}-person`}
          label="Person"
          value={filters.person}
          anyLabel="Everyone"
          options={(people.data ?? []).map((person) => ({
            value: person.actor_id,
            label: personLabel(person),
          }))}
          onChange={(value) => update({ person: value })}
        />
        <FilterSelect
          id={`${id}-area`}
          label="Area"
          value={filters.area}
          anyLabel="All areas"
          options={Object.entries(ACTIVITY_AREAS).map(([value, label]) => ({ value, label }))}
          onChange={(value) => update({ area: value })}
        />
        <div className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-semibold text-slate-900">
            From
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => update({ from: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-semibold text-slate-900">
            To
          </label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => update({ to: event.target.value })}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!filtered}
          onClick={() => update({ person: '', area: '', from: '', to: '' })}
        >
          Clear filters
        </Button>
      </form>

      <section aria-labelledby={`${id}-results`} aria-busy={entries.isFetching}>
        <h2 id={`${id}-results`} className="sr-only">
          Entries
        </h2>
        {entries.isPending ? (
          <ListSkeleton label="Loading activity" />
        ) : entries.isError ? (
          <Empty
            title="Could not load the activity"
            headingLevel={2}
            description="Something went wrong while reading the activity log."
          >
            <Button onClick={() => void entries.refetch()}>Try again</Button>
          </Empty>
        ) : shown.length === 0 ? (
          <Empty
            title={filtered ? 'No activity matches these filters' : 'No activity yet'}
            headingLevel={2}
            description={
              filtered
                ? 'Try another person, area or date range.'
                : 'Changes made by staff on the staff pages appear here.'
            }
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              Showing {firstShown}–{firstShown + shown.length - 1} of {total}
            </p>
            <ol className="grid gap-3">
              {shown.map((entry) => (
                <EntryItem key={entry.id} entry={entry} />
              ))}
            </ol>
          </>
        )}
        {!entries.isPending && !entries.isError ? (
          <Pager
            label="Pages of the activity"
            page={page}
            total={total}
            pageSize={ACTIVITY_PAGE_SIZE}
            onPage={(next) => update({ page: next > 0 ? String(next + 1) : '' })}
          />
        ) : null}
      </section>
    </div>
  );
}
