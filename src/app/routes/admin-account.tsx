import { PageMeta } from '@/components/layout/page-meta';
import { AlertPreferencesForm } from '@/features/alerts/components/alert-preferences-form';
import { useSession, useStaffMember } from '@/features/auth/api/session';
import { AccountSettings } from '@/features/auth/components/account-settings';
import { accountResource } from '@/features/auth/staff-resource';
import { mayUse } from '@/config/staff-resource';

/**
 * /admin/account (every staff role): the signed-in staff member changes their display name and
 * password, or signs out everywhere; admins and pastoral care also choose their e-mail alerts of
 * the care inbox (docs/decisions/0027). Rendered inside the staff layout, behind the staff guard.
 */
export function AdminAccountRoute() {
  const session = useSession();
  const staff = useStaffMember();
  const userId = session.status === 'signed-in' ? session.session.user.id : '';
  const alerts = userId !== '' && mayUse(accountResource.parts.alerts, staff?.role);
  return (
    <>
      <PageMeta title="Your Account" description="Your staff account: name, password and sign-ins." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Your account</h1>
      {session.status === 'signed-in' ? <AccountSettings user={session.session.user} /> : null}
      {alerts ? (
        <section
          aria-labelledby="account-alerts-heading"
          className="mt-6 max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="account-alerts-heading" className="font-serif text-xl font-bold text-brand-950">
            E-mail alerts
          </h2>
          <div className="mt-4">
            <AlertPreferencesForm userId={userId} />
          </div>
        </section>
      ) : null}
    </>
  );
}
