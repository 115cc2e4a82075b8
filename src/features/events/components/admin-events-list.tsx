import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  ListFilters,
  ListSearch,
  NEEDS_SPANISH_PARAM,
  NeedsSpanishFilter,
} from '@/components/admin/list-filters';
import { ListFrame } from '@/components/admin/list-frame';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button, buttonVariants } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EVENT_STATUS_LABELS } from '@/config/value-labels';
import { useListParams } from '@/hooks/use-list-params';
import { churchTimeZone } from '@/lib/church-time';
import { formatDate, LIST_EVENT_DATE_FORMAT } from '@/lib/dates';
import { deleteEvent, EVENT_CHANGE_KEYS, staffEventQueries, type StaffEvent } from '../api/staff-events';
import { describeRRule } from '../utils/repeat-rule-words';
import { filterStaffEvents, parseStaffEventTab, STAFF_EVENT_TABS } from '../utils/staff-event-tabs';

/**
 * The filters of the address: the tab (`?tab=`, a view, not a filter), the search (`?q=`) and
 * 'Needs Spanish' (`?spanish=missing`).
 */
function readEventFilters(params: URLSearchParams): { tab: string; q: string; spanish: string } {
  return {
    tab: params.get('tab') ?? '',
    q: (params.get('q') ?? '').slice(0, 200),
    spanish: params.get(NEEDS_SPANISH_PARAM) === 'missing' ? 'missing' : '',
  };
}

const EMPTY_TEXT = {
  upcoming: 'No upcoming events.',
  past: 'No past events.',
  drafts: 'No drafts.',
} as const;

/**
 * The events list of /admin/events (issue "Staff manage events"): 'New event', a search (title,
 * location, description; `?q=`), 'Needs Spanish' (decision 0055), the tabs Upcoming, Past and Drafts (`?tab=`), and per event its
 * first date, its repeat rule in words, its place and Edit, Duplicate and Delete (after a
 * confirmation that says a series loses all its dates).
 */
export function AdminEventsList() {
  const id = useId();
  const list = useListParams(readEventFilters, ['tab']);
  const tab = parseStaffEventTab(list.filters.tab || null);
  const search = list.filters.q;
  const query = useQuery(staffEventQueries.list());
  const searchRef = useRef<HTMLInputElement>(null);
  const remove = useRowAction({
    run: (event: StaffEvent) => deleteEvent(event.id),
    successToast: (_result, event) => ({ title: `“${event.title}” was deleted.` }),
    failureToast: { title: 'The event could not be deleted. Please try again.', variant: 'destructive' },
    invalidate: EVENT_CHANGE_KEYS,
  });
  const shown = (data: NonNullable<typeof query.data>) =>
    filterStaffEvents(data.events, tab, search, data.upcomingIds, new Date()).filter(
      (event) => !list.filters.spanish || event.needs_spanish,
    );

  return (
    <div className="mt-6 grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ListFilters label="Filter the events" filtered={list.filtered} onClear={list.clear}>
          <ListSearch
            id={`${id}-search`}
            inputRef={searchRef}
            label="Search events"
            value={search}
            live
            onSearch={(q) => list.update({ q })}
          />
          <NeedsSpanishFilter
            id={`${id}-spanish`}
            checked={list.filters.spanish === 'missing'}
            onChange={(checked) => list.update({ [NEEDS_SPANISH_PARAM]: checked ? 'missing' : '' })}
          />
        </ListFilters>
        <Link className={buttonVariants()} to="/admin/events/new">
          New event
        </Link>
      </div>
      <Tabs value={tab} onValueChange={(value) => list.update({ tab: value === 'upcoming' ? '' : value })}>
        <TabsList aria-label="Events" className="justify-start">
          {STAFF_EVENT_TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {STAFF_EVENT_TABS.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {item.value !== tab ? null : (
              <ListFrame
                query={query}
                heading={item.label}
                loadingLabel="Loading events"
                errorText="Error loading events. Please try again later."
                count={(data) => shown(data).length}
                empty={{ title: EMPTY_TEXT[tab] }}
                filteredEmpty={{ title: 'No events match the filters.' }}
                filtered={list.filtered}
                onClear={list.clear}
              >
                {(data) => <EventRows events={shown(data)} onDelete={remove.ask} />}
              </ListFrame>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <RowActionDialog
        action={remove}
        title="Delete this event?"
        description={(event) =>
          event.recurrence_rule
            ? `“${event.title}” and all its dates will be deleted. This cannot be undone.`
            : `“${event.title}” will be deleted. This cannot be undone.`
        }
        returnFocusRef={searchRef}
      />
    </div>
  );
}

function EventRows({ events, onDelete }: { events: StaffEvent[]; onDelete: (event: StaffEvent) => void }) {
  return (
    <ul className="grid gap-3">
      {events.map((event) => {
        const rule = event.recurrence_rule
          ? (describeRRule(event.recurrence_rule, event.start_time, event.time_zone || churchTimeZone()) ??
            'Repeats')
          : null;
        return (
          <li key={event.id} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{event.title}</h2>
              {event.status === 'draft' ? (
                <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
                  {EVENT_STATUS_LABELS.draft}
                </span>
              ) : null}
            </div>
            <p className="text-slate-700">
              {rule ? 'From ' : ''}
              {formatDate(event.start_time, LIST_EVENT_DATE_FORMAT)}
              {event.location ? ` · ${event.location}` : ''}
            </p>
            {rule ? <p className="font-medium text-brand-950">{rule}</p> : null}
            <div className="flex flex-wrap gap-2">
              <Link
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                to={`/admin/events/${event.id}`}
              >
                Edit<span className="sr-only"> {event.title}</span>
              </Link>
              <Link
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                to={`/admin/events/new?from=${event.id}`}
              >
                Duplicate<span className="sr-only"> {event.title}</span>
              </Link>
              <Button variant="outline" size="sm" onClick={() => onDelete(event)}>
                Delete<span className="sr-only"> {event.title}</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
