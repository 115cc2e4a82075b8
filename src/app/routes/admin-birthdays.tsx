import { PageMeta } from '@/components/layout/page-meta';
import { AdminBirthdays } from '@/features/events/components/admin-birthdays';

/**
 * /admin/birthdays (issue "Birthdays"; admins and care): add, edit and remove members' birthdays.
 * The public calendar shows only the name, month and day; the year stays in the database.
 */
export function AdminBirthdaysRoute() {
  return (
    <>
      <PageMeta title="Birthdays" description="Members' birthdays shown on the church calendar." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Birthdays</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        The calendar shows each member&apos;s name on their birthday; the year of birth is never shown.
      </p>
      <AdminBirthdays />
    </>
  );
}
