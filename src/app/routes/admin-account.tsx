import { PageMeta } from '@/components/layout/page-meta';
import { useSession } from '@/features/auth/api/session';
import { AccountSettings } from '@/features/auth/components/account-settings';

/**
 * /admin/account (every staff role): the signed-in staff member changes their display name and
 * password, or signs out everywhere. Rendered inside the staff layout, behind the staff guard.
 */
export function AdminAccountRoute() {
  const session = useSession();
  return (
    <>
      <PageMeta title="Your Account" description="Your staff account: name, password and sign-ins." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Your account</h1>
      {session.status === 'signed-in' ? <AccountSettings user={session.session.user} /> : null}
    </>
  );
}
