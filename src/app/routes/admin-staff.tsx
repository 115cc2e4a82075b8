import { PageMeta } from '@/components/layout/page-meta';
import { useSession } from '@/features/auth/api/session';
import { InviteForm } from '@/features/staff/components/invite-form';
import { StaffDirectory } from '@/features/staff/components/staff-directory';

/**
 * /admin/staff (admins only): invite a colleague with a role, see every staff member and pending
 * invitation, change a role, remove someone. Rendered inside the staff layout, behind the guard;
 * the route's `handle.staffRoles` (src/app/router.tsx) names the roles that may open it, and the
 * database refuses everyone else whatever the page shows.
 */
export function AdminStaffRoute() {
  const session = useSession();
  return (
    <>
      <PageMeta title="Staff" description="Invite staff, change their roles and remove them." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Staff</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Admins manage everything; editors the public content; pastoral care the prayer requests, messages,
        first-timer cards and birthdays.
      </p>
      <div className="mt-6 grid grid-cols-1 gap-6">
        <InviteForm />
        <section aria-labelledby="staff-list-heading">
          <h2 id="staff-list-heading" className="mb-3 font-serif text-xl font-bold text-brand-950">
            Staff members
          </h2>
          <StaffDirectory currentUserId={session.session?.user.id ?? ''} />
        </section>
      </div>
    </>
  );
}
