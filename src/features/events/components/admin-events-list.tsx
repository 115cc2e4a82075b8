import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFilterParams } from '@/hooks/use-filter-params';
import { toast } from '@/hooks/use-toast';
import { env } from '@/lib/env';
import { formatDate, LIST_EVENT_DATE_FORMAT } from '@/lib/dates';
import { deleteEvent, EVENT_CHANGE_KEYS, staffEventQueries, type StaffEvent } from '../api/staff-events';
import { describeRRule } from '../utils/repeat-rule';
import { filterStaffEvents, parseStaffEventTab, STAFF_EVENT_TABS } from '../utils/staff-event-tabs';

// The confirmation (Radix Dialog) loads when Delete is first pressed (decision 0029).
const ConfirmDialog = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
}));

const EMPTY_TEXT = {
  upcoming: 'No upcoming events.',
  past: 'No past events.',
  drafts: 'No drafts.',
} as const;

/**
 * The events list of /admin/events (issue "Staff manage events"): 'New event', a search (title,
 * location, description; `?q=`), the tabs Upcoming, Past and Drafts (`?tab=`), and per event its
 * first date, its repeat rule in words, its place and Edit, Duplicate and Delete (after a
 * confirmation that says a series loses all its dates).
 */
export function AdminEventsList() {
  const id = useId();
  const queryClient = useQueryClient();
  const [params, update] = useFilterParams<'tab' | 'q'>();
  const tab = parseStaffEventTab(params.get('tab'));
  const search = params.get('q') ?? '';
  const query = useQuery(staffEventQueries.list());
  const [deleting, setDeleting] = useState<StaffEvent | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const remove = useMutation({
    mutationFn: (event: StaffEvent) => deleteEvent(event.id),
    onSuccess: async (_result, event) => {
      toast({ title: `“${event.title}” was deleted.` });
      setDeleting(null);
      await Promise.all(EVENT_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => {
      toast({ title: 'The event could not be deleted. Please try again.', variant: 'destructive' });
      setDeleting(null);
    },
  });

  return (
    <div className="mt-6 grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-semibold text-slate-900">
            Search events
          </label>
          <Input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            className="w-72 max-w-full"
            defaultValue={search}
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
        <Button asChild>
          <Link to="/admin/events/new">New event</Link>
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'upcoming' ? '' : value })}>
        <TabsList aria-label="Events" className="justify-start">
          {STAFF_EVENT_TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {STAFF_EVENT_TABS.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {item.value !== tab ? null : query.isPending ? (
              <ListSkeleton label="Loading events" />
            ) : query.isError ? (
              <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching}>
                Error loading events. Please try again later.
              </ErrorState>
            ) : (
              <EventRows
                events={filterStaffEvents(query.data.events, tab, search, query.data.upcomingIds, new Date())}
                empty={search ? 'No events match your search.' : EMPTY_TEXT[tab]}
                onDelete={setDeleting}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title="Delete this event?"
            description={
              deleting?.recurrence_rule
                ? `“${deleting.title}” and all its dates will be deleted. This cannot be undone.`
                : `“${deleting?.title ?? ''}” will be deleted. This cannot be undone.`
            }
            busy={remove.isPending}
            returnFocusRef={searchRef}
            onConfirm={() => deleting && remove.mutate(deleting)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function EventRows({
  events,
  empty,
  onDelete,
}: {
  events: StaffEvent[];
  empty: string;
  onDelete: (event: StaffEvent) => void;
}) {
  if (events.length === 0) return <Empty title={empty} />;
  return (
    <ul className="grid gap-3">
      {events.map((event) => {
        const rule = event.recurrence_rule
          ? (describeRRule(
              event.recurrence_rule,
              event.start_time,
              event.time_zone || env.VITE_CHURCH_TIME_ZONE,
            ) ?? 'Repeats')
          : null;
        return (
          <li key={event.id} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{event.title}</h2>
              {event.status === 'draft' ? (
                <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
                  Draft
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
              <Button asChild variant="outline" size="sm">
                <Link to={`/admin/events/${event.id}`}>
                  Edit<span className="sr-only"> {event.title}</span>
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={`/admin/events/new?from=${event.id}`}>
                  Duplicate<span className="sr-only"> {event.title}</span>
                </Link>
              </Button>
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
