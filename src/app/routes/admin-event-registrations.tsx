import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { staffEventQueries } from '@/features/events/api/staff-events';
import { AdminRegistrations } from '@/features/registrations/components/admin-registrations';

/** `/admin/events/<id>/registrations` (admins and editors; decision 0039): heading 'Registrations'. */
export function AdminEventRegistrationsRoute() {
  const { id = '' } = useParams();
  const event = useQuery(staffEventQueries.detail(id));
  const occurrences = useQuery(staffEventQueries.occurrences(id));
  return (
    <>
      <PageMeta title="Registrations" description="Who registered for an event." noindex />
      <Link to={`/admin/events/${id}`} className="text-brand-800 underline underline-offset-4">
        Back to the event
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-950">Registrations</h1>
      {event.data ? <p className="mt-1 text-lg text-slate-800">{event.data.title}</p> : null}
      <div className="mt-6">
        <AdminRegistrations eventId={id} eventDates={occurrences.data?.occurrences ?? []} />
      </div>
    </>
  );
}
