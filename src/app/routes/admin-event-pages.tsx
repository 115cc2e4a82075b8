import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RecordLoader } from '@/components/admin/record-loader';
import { PageMeta } from '@/components/layout/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { staffEventQueries } from '@/features/events/api/staff-events';
import { formatDate } from '@/lib/dates';

// The form (react-hook-form, the rules, the repeat-rule control) and the dates list load on
// demand, after the page and its data (docs/decisions/0029: the staff pages' budget).
const AdminEventEditor = lazy(() => import('@/features/events/components/admin-event-form'));
const RegistrationSettingsForm = lazy(async () => ({
  default: (await import('@/features/registrations/components/registration-settings-form'))
    .RegistrationSettingsForm,
}));
const AdminEventDates = lazy(async () => ({
  default: (await import('@/features/events/components/admin-event-dates')).AdminEventDates,
}));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ListSkeleton label="Loading the form" rows={3} />}>{children}</Suspense>;
}

function BackLink({
  to = '/admin/events',
  children = 'Back to events',
}: {
  to?: string;
  children?: ReactNode;
}) {
  return (
    <Link to={to} className="text-brand-800 underline underline-offset-4">
      {children}
    </Link>
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
          <Loading>
            <AdminEventEditor
              key={from ?? 'new'}
              target={{ kind: 'create' }}
              duplicateOf={source.data ?? undefined}
              draftKey={from ? `event:duplicate:${from}` : 'event:new'}
              onSaved={(id) => void navigate(`/admin/events/${id}`)}
            />
          </Loading>
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
  return (
    <>
      <PageMeta title="Edit event" description="Change an event." noindex />
      <BackLink />
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-950">Edit event</h1>
      <div className="mt-6 grid max-w-3xl gap-10">
        <RecordLoader
          query={query}
          loadingLabel="Loading the event"
          skeletonRows={2}
          errorText="Error loading the event. Please try again later."
          notFound={{ title: 'This event does not exist or was deleted.', action: <BackLink /> }}
        >
          {(event) => (
            <>
              {event.recurrence_rule ? (
                <p className="rounded-md bg-slate-100 px-3 py-2 text-slate-800">
                  This form changes every date of the series. To change or cancel one date, use its buttons
                  under Dates.
                </p>
              ) : null}
              <Loading>
                <AdminEventEditor
                  key={`${event.id}:${event.version}`}
                  target={{ kind: 'event', event }}
                  draftKey={`event:${event.id}`}
                  onSaved={() => void navigate('/admin/events')}
                />
                {event.recurrence_rule ? <AdminEventDates event={event} /> : null}
                <RegistrationSettingsForm eventId={event.id} />
              </Loading>
            </>
          )}
        </RecordLoader>
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
      <BackLink to={`/admin/events/${id}`}>Back to the event</BackLink>
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
          <Loading>
            <AdminEventEditor
              key={`${id}:${date}:${event.data.version}:${exception?.version ?? 0}`}
              target={{ kind: 'occurrence', event: event.data, occurrence, exception }}
              draftKey={`event:${id}:${date}`}
              onSaved={(savedId) => void navigate(`/admin/events/${savedId}`)}
            />
          </Loading>
        )}
      </div>
    </>
  );
}
