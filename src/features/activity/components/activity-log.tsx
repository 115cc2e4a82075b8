import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { ListFilters } from '@/components/admin/list-filters';
import { ListFrame } from '@/components/admin/list-frame';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { ACTIVITY_AREA_LABELS } from '@/config/value-labels';
import { useListParams } from '@/hooks/use-list-params';
import { formatDate } from '@/lib/dates';
import { Constants } from '@/types/database.types';
import { columnLabel, entrySentence, showValue } from '../utils/entry-text';
import {
  ACTIVITY_PAGE_SIZE,
  activityQueries,
  isActivityArea,
  personLabel,
  type ActivityEntry,
  type ActivityFilters,
} from '../api/activity-log';

/** One changed field: old → new for an update, the value for an insert or delete. */
/** What the entry's parts need: the entry, and staff names by user id (ids are never shown). */
interface EntryProps {
  entry: ActivityEntry;
  names: ReadonlyMap<string, string>;
}

function ChangeValue({ entry, column, names }: EntryProps & { column: string }) {
  const change = entry.changes[column];
  if (!change) return <span className="text-slate-700 italic">value not recorded</span>;
  if (entry.action !== 'update') {
    return <>{showValue(column, entry.action === 'delete' ? change.old : change.new, names)}</>;
  }
  return (
    <>
      <span className="sr-only">from </span>
      <del className="text-slate-600">{showValue(column, change.old, names)}</del>
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> to </span>
      <ins className="no-underline">{showValue(column, change.new, names)}</ins>
    </>
  );
}

function Change({ entry, column, names }: EntryProps & { column: string }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{columnLabel(column)}</dt>
      <dd className="break-words text-slate-700">
        <ChangeValue entry={entry} column={column} names={names} />
      </dd>
    </>
  );
}

/** The changed fields: one shown at once (old → new), several behind a disclosure. */
function Changes({ entry, names }: EntryProps) {
  const columns = entry.changed_columns;
  if (columns.length === 0) return null;
  if (columns.length === 1) {
    const column = columns[0]!;
    return (
      <p className="mt-2 text-sm break-words text-slate-700">
        <span className="font-semibold text-slate-900">{columnLabel(column)}:</span>{' '}
        <ChangeValue entry={entry} column={column} names={names} />
      </p>
    );
  }
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{columns.length} fields</summary>
      <dl className="mt-2 grid grid-cols-[minmax(0,12rem)_1fr] gap-x-4 gap-y-1">
        {columns.map((column) => (
          <Change key={column} entry={entry} column={column} names={names} />
        ))}
      </dl>
    </details>
  );
}

function EntryItem({ entry, names }: EntryProps) {
  const area = ACTIVITY_AREA_LABELS[entry.area];
  return (
    <li data-row-id={entry.row_id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold break-words text-slate-900">{entrySentence(entry)}</p>
        <time dateTime={entry.occurred_at} className="text-sm text-slate-700">
          {formatDate(entry.occurred_at, 'MMM d, yyyy, h:mm a')}
        </time>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <span className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-800">{area}</span>
      </p>
      <Changes entry={entry} names={names} />
    </li>
  );
}

/** The filters of the address (`?person=&area=&from=&to=`); malformed values read as none. */
function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const area = params.get('area') ?? '';
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  return {
    person: params.get('person') ?? '',
    area: isActivityArea(area) ? area : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/**
 * The activity log of `/admin/activity` (docs/decisions/0021): each entry as a sentence with who
 * (by name), what and when, a one-field change shown as old → new and more fields behind a
 * disclosure; newest first, 25 a page,
 * filtered by person, area and a day range (church time zone), all kept in the address so the
 * back button and a shared link keep them. Loading, error, empty and paging are the staff list
 * frame's (docs/decisions/0034).
 */
export function ActivityLog({ className }: { className?: string }) {
  const list = useListParams(readActivityFilters);
  const { filters, page } = list;
  const entries = useQuery(activityQueries.page(filters, page));
  const people = useQuery(activityQueries.people());
  const id = useId();
  const names = useMemo(
    () => new Map((people.data ?? []).map((person) => [person.actor_id, personLabel(person)])),
    [people.data],
  );

  return (
    <ListFrame
      className={className}
      query={entries}
      heading="Entries"
      loadingLabel="Loading activity"
      errorText="Could not load the activity."
      count={(data) => data.entries.length}
      empty={{
        title: 'No activity yet',
        description: 'Changes made by staff on the staff pages appear here.',
      }}
      filteredEmpty={{
        title: 'No activity matches these filters',
        description: 'Try another person, area or date range.',
      }}
      filtered={list.filtered}
      onClear={list.clear}
      paging={{
        label: 'Pages of the activity',
        page,
        pageSize: ACTIVITY_PAGE_SIZE,
        total: (data) => data.total,
        onPage: list.setPage,
      }}
      filters={
        <ListFilters label="Filter the activity" filtered={list.filtered} onClear={list.clear}>
          <FilterSelect
            id={`${id}-person`}
            label="Person"
            value={filters.person}
            anyLabel="Everyone"
            options={(people.data ?? []).map((person) => ({
              value: person.actor_id,
              label: personLabel(person),
            }))}
            onChange={(value) => list.update({ person: value })}
          />
          <FilterSelect
            id={`${id}-area`}
            label="Area"
            value={filters.area}
            anyLabel="All areas"
            options={Constants.public.Enums.activity_area.map((value) => ({
              value,
              label: ACTIVITY_AREA_LABELS[value],
            }))}
            onChange={(value) => list.update({ area: value })}
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
              onChange={(event) => list.update({ from: event.target.value })}
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
              onChange={(event) => list.update({ to: event.target.value })}
            />
          </div>
        </ListFilters>
      }
    >
      {(data) => (
        <ol className="grid gap-3">
          {data.entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} names={names} />
          ))}
        </ol>
      )}
    </ListFrame>
  );
}
