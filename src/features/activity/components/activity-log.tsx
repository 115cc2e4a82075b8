import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ListFilters } from '@/components/admin/list-filters';
import { ListFrame } from '@/components/admin/list-frame';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { useListParams } from '@/hooks/use-list-params';
import { formatDate } from '@/lib/dates';
import {
  ACTIVITY_AREAS,
  ACTIVITY_PAGE_SIZE,
  activityQueries,
  isActivityArea,
  type ActivityEntry,
  type ActivityFilters,
} from '../api/activity-log';

/** What each recorded table is called on the page (one item of it). */
const THING: Record<string, string> = {
  church_events: 'event',
  church_event_exceptions: 'event date',
  sermons: 'sermon',
  pastor_blog_posts: 'blog post',
  pastor_books: "pastor's book",
  bookstore_items: 'bookstore item',
  gallery_images: 'gallery image',
  hero_videos: 'hero video',
  member_testimonies: 'testimony',
  prayer_requests: 'prayer request',
  contact_messages: 'contact message',
  first_timers: 'first-timer card',
  inbox_items: 'follow-up status',
  inbox_notes: 'care note',
  birthdays: 'birthday',
  newsletter_subscribers: 'newsletter subscriber',
  site_settings: 'site setting',
  staff_members: 'staff member',
  'storage.objects': 'file',
};

const VERB: Record<string, string> = { insert: 'added', update: 'changed', delete: 'deleted' };

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

/** A value as a short, readable text (JSON for objects, '(empty)' for null). */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

function Change({ entry, column }: { entry: ActivityEntry; column: string }) {
  const change = entry.changes[column];
  if (!change) {
    return (
      <>
        <dt className="font-semibold text-slate-900">{column}</dt>
        <dd className="text-slate-700 italic">text not recorded</dd>
      </>
    );
  }
  return (
    <>
      <dt className="font-semibold text-slate-900">{column}</dt>
      <dd className="break-words text-slate-700">
        {entry.action === 'update' ? (
          <>
            <span className="sr-only">from </span>
            <del className="text-slate-600">{show(change.old)}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> to </span>
            <ins className="no-underline">{show(change.new)}</ins>
          </>
        ) : (
          show(entry.action === 'delete' ? change.old : change.new)
        )}
      </dd>
    </>
  );
}

function EntryItem({ entry }: { entry: ActivityEntry }) {
  const thing = THING[entry.table_name] ?? entry.table_name;
  const area = isActivityArea(entry.area) ? ACTIVITY_AREAS[entry.area] : entry.area;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">
          {entry.actor_email ?? 'Unknown user'} {VERB[entry.action] ?? entry.action} a {thing}
        </p>
        <time dateTime={entry.occurred_at} className="text-sm text-slate-700">
          {formatDate(entry.occurred_at, 'MMM d, yyyy, h:mm a')}
        </time>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <span className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-800">{area}</span>{' '}
        <span className="break-all">{entry.row_id}</span>
      </p>
      {entry.changed_columns.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">
            {entry.changed_columns.length} {entry.changed_columns.length === 1 ? 'field' : 'fields'}
          </summary>
          <dl className="mt-2 grid grid-cols-[minmax(0,10rem)_1fr] gap-x-4 gap-y-1">
            {entry.changed_columns.map((column) => (
              <Change key={column} entry={entry} column={column} />
            ))}
          </dl>
        </details>
      ) : null}
    </li>
  );
}

/**
 * The activity log of `/admin/activity` (docs/decisions/0021): entries newest first, 25 a page,
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
              label: person.actor_email ?? person.actor_id,
            }))}
            onChange={(value) => list.update({ person: value })}
          />
          <FilterSelect
            id={`${id}-area`}
            label="Area"
            value={filters.area}
            anyLabel="All areas"
            options={Object.entries(ACTIVITY_AREAS).map(([value, label]) => ({ value, label }))}
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
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </ListFrame>
  );
}
