import { PageMeta } from '@/components/layout/page-meta';
import { AdminEventsList } from '@/features/events/components/admin-events-list';
import { zoneLabel } from '@/lib/church-time';

/**
 * /admin/events (issue "Staff manage events"; admins and editors): the events list with its
 * Upcoming, Past and Drafts tabs and search. The editor pages are in `./admin-event-pages`.
 */
export function AdminEventsRoute() {
  return (
    <>
      <PageMeta title="Events" description="Add, change and cancel the church's events." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Events</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Times are in church time ({zoneLabel()}). Drafts are seen only by staff.
      </p>
      <AdminEventsList />
    </>
  );
}
