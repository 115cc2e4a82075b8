import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { EMPTY_EVENT_FORM, eventToForm, occurrenceToForm } from '@/features/events/api/event-form-schema';
import { staffEventQueries } from '@/features/events/api/staff-events';
import { AdminEventDates } from '@/features/events/components/admin-event-dates';
import { AdminEventForm } from '@/features/events/components/admin-event-form';
import { AdminEventsList } from '@/features/events/components/admin-events-list';
import { formatDate } from '@/lib/dates';
import { env } from '@/lib/env';

const TIME_ZONE = env.VITE_CHURCH_TIME_ZONE;

function BackLink() {
  return (
    <Link to="/admin/events" className="text-brand-800 underline underline-offset-4">
      Back to events
    </Link>
  );
}

/**
 * /admin/events (issue "Staff manage events"; admins and editors): the events list with its
 * Upcoming, Past and Drafts tabs and search.
 */
export function AdminEventsRoute() {
  return (
    <>
      <PageMeta title="Events" description="Add, change and cancel the church's events." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Events</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Times are in church time ({TIME_ZONE.replace(/_/g, ' ')}). Drafts are seen only by staff.
      </p>
      <AdminEventsList />
    </>
  );
}

/** /admin/events/new (and `?from=<id>`: a duplicate of that event, saved only on Save). */
export function AdminEventNewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  const source = useQuery({ ...staffEventQueries.detail(from ?? ''), enabled: Boolean(from) });
  return (
    <>
      <PageMeta title="New event" description="Add an event." noindex />
      <BackLink />
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-950">
        {from ? 'Duplicate event' : 'New event'}
      </h1>
      <div className="mt-6 max-w-3xl">
        {from && source.isPending ? (
          <ListSkeleton label="Loading the event" rows={2} />
        ) : from && (source.isError || !source.data) ? (
          <ErrorState>The event to duplicate could not be loaded.</ErrorState>
        ) : (
          <AdminEventForm
            key={from ?? 'new'}
            target={{ kind: 'create' }}
            initial={source.data ? eventToForm(source.data, TIME_ZONE).values : EMPTY_EVENT_FORM}
            draftKey={from ? `event:duplicate:${from}` : 'event:new'}
            onSaved={(id) => void navigate(`/admin/events/${id}`)}
          />
        )}
      </div>
    </>
  );
}

/** /admin/events/:id: edit an event (every date of a series) and, for a series, its dates. */
export function AdminEventEditRoute() {
  const { id = '' } = useParams();
  const query = useQuery(staffEventQueries.detail(id));
  const navigate = useNavigate();
  const event = query.data;
  return (
    <>
      <PageMeta title="Edit event" description="Change an event." noindex />
      <BackLink />
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-950">Edit event</h1>
      <div className="mt-6 grid max-w-3xl gap-10">
        {query.isPending ? (
          <ListSkeleton label="Loading the event" rows={2} />
        ) : query.isError ? (
          <ErrorState onRetry={() => void query.refetch()}>
            Error loading the event. Please try again later.
          </ErrorState>
        ) : !event ? (
          <ErrorState>This event does not exist or was deleted.</ErrorState>
        ) : (
          <>
            {event.recurrence_rule ? (
              <p className="rounded-md bg-slate-100 px-3 py-2 text-slate-800">
                This form changes every date of the series. To change or cancel one date, use its buttons
                under Dates.
              </p>
            ) : null}
            <AdminEventForm
              key={`${event.id}:${event.version}`}
              target={{ kind: 'event', event, ruleReadable: eventToForm(event, TIME_ZONE).ruleReadable }}
              initial={eventToForm(event, TIME_ZONE).values}
              draftKey={`event:${event.id}`}
              onSaved={() => void navigate('/admin/events')}
            />
            {event.recurrence_rule ? <AdminEventDates event={event} /> : null}
          </>
        )}
      </div>
    </>
  );
}

/** /admin/events/:id/:date: change one date of a series. */
export function AdminEventDateRoute() {
  const { id = '', date = '' } = useParams();
  const navigate = useNavigate();
  const event = useQuery(staffEventQueries.detail(id));
  const dates = useQuery(staffEventQueries.occurrences(id));
  const occurrence = dates.data?.occurrences.find((row) => row.occurrence_date === date);
  const exception = dates.data?.exceptions.find((row) => row.occurrence_date === date);
  return (
    <>
      <PageMeta title="Change one date" description="Change one date of a repeating event." noindex />
      <Link to={`/admin/events/${id}`} className="text-brand-800 underline underline-offset-4">
        Back to the event
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-950">
        Change {event.data ? `“${event.data.title}”` : 'the event'} on{' '}
        {occurrence ? formatDate(occurrence.original_start, 'MMMM d, yyyy') : date}
      </h1>
      <div className="mt-6 max-w-3xl">
        {event.isPending || dates.isPending ? (
          <ListSkeleton label="Loading the date" rows={2} />
        ) : event.isError || dates.isError ? (
          <ErrorState>Error loading the date. Please try again later.</ErrorState>
        ) : !event.data || !occurrence ? (
          <ErrorState>This date is not one of the event&apos;s coming dates.</ErrorState>
        ) : (
          <AdminEventForm
            key={`${id}:${date}:${event.data.version}:${exception?.version ?? 0}`}
            target={{ kind: 'occurrence', event: event.data, occurrence, exception }}
            initial={occurrenceToForm(event.data, occurrence, TIME_ZONE)}
            draftKey={`event:${id}:${date}`}
            onSaved={(savedId) => void navigate(`/admin/events/${savedId}`)}
          />
        )}
      </div>
    </>
  );
}
