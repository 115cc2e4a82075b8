import { PageMeta } from '@/components/layout/page-meta';
import { ActivityLog } from '@/features/activity/components/activity-log';

/**
 * /admin/activity (admins only, docs/decisions/0021): who changed what on the staff pages and
 * in stored files, one sentence an entry, as the database recorded it. Rendered inside the staff
 * layout's `<main>`, behind the staff guard and the role gate; never indexed.
 */
export function AdminActivityRoute() {
  return (
    <>
      <PageMeta title="Activity" description="Changes made by staff, newest first." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Activity</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Every change staff make to content, the inbox, the newsletter list, settings, staff, invitations and
        stored files, recorded by the database with the names of that moment. What visitors sent is never
        copied here: their submissions appear by kind only. Entries are kept for a year.
      </p>
      <ActivityLog className="mt-6" />
    </>
  );
}
