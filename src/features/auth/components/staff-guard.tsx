import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/config/staff-pages';
import { displayNameOf } from '../api/display-name';
import { signInPath } from '../api/sign-in';
import { signOut, staffQueries, useSession } from '../api/session';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="font-serif text-2xl font-bold text-brand-950">{title}</h1>
      {children}
    </div>
  );
}

/** A button that signs out, forgets everything read with the session and opens the sign-in page. */
export function SignOutButton({ variant = 'outline' }: { variant?: 'outline' | 'ghost' }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={async () => {
        await signOut();
        queryClient.clear();
        navigate('/admin/sign-in', { replace: true });
      }}
    >
      Sign out
    </Button>
  );
}

/** The signed-in staff member, as the guard hands them to the page. */
export interface StaffMember {
  email: string;
  /** Their name: the account's display name, else its full name, else the e-mail address. */
  name: string;
  role: StaffRole;
}

/**
 * Shows its children only to staff (spec §6, made visible): a visitor who is not signed in goes
 * to the sign-in page, which returns here afterwards; a signed-in user who is not in
 * `staff_members` sees 'You do not have access to this page.' with a sign-out button. The role is
 * read from the user's own `staff_members` row and handed to the children, which decide with
 * {@link RoleGate} what the role may see. RLS enforces the same rules on every request; this
 * guard only makes them visible.
 *
 * @param children - called with the signed-in staff member's e-mail address, name and role.
 */
export function StaffGuard({ children }: { children: (staff: StaffMember) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const userId = session.session?.user.id ?? '';
  const membership = useQuery({ ...staffQueries.role(userId), enabled: userId !== '' });
  const navigate = useNavigate();
  const returnTo = signInPath(`${location.pathname}${location.search}${location.hash}`);
  const signedOut = session.status === 'signed-out';
  // useNavigate rather than <Navigate>, whose code would join the entry chunk (decision 0006).
  useEffect(() => {
    if (signedOut) void navigate(returnTo, { replace: true });
  }, [signedOut, returnTo, navigate]);

  if (session.status === 'loading') {
    return (
      <Spinner label="Checking your sign-in" showLabel className="justify-center py-20 text-brand-700" />
    );
  }
  if (session.status === 'signed-out') return null;
  if (membership.isPending) {
    return <Spinner label="Checking your access" showLabel className="justify-center py-20 text-brand-700" />;
  }
  if (membership.isError) {
    return (
      <Notice title="Could not check your access">
        <p className="text-slate-700">Something went wrong while checking your staff access.</p>
        <div className="flex gap-3">
          <Button onClick={() => void membership.refetch()}>Try again</Button>
          <SignOutButton />
        </div>
      </Notice>
    );
  }
  const email = session.session.user.email ?? '';
  if (!membership.data) {
    return (
      <Notice title="Staff only">
        <p className="text-slate-700">You do not have access to this page.</p>
        <p className="text-sm text-slate-700">
          Signed in as <span className="font-semibold">{email}</span>
        </p>
        <SignOutButton />
      </Notice>
    );
  }
  const name = displayNameOf(session.session.user.user_metadata).trim() || email;
  return children({ email, name, role: membership.data });
}

/**
 * Shows its children when `role` is one of `roles` (docs/decisions/0021), else
 * {@link NoAccessForRole}.
 *
 * @param role - the signed-in staff member's role.
 * @param roles - the roles that may see the children (default: every staff role).
 */
export function RoleGate({
  role,
  roles = STAFF_ROLES,
  children,
}: {
  role: StaffRole;
  roles?: readonly StaffRole[];
  children: ReactNode;
}) {
  return roles.includes(role) ? children : <NoAccessForRole role={role} />;
}

/**
 * The page a staff member's role may not use: 'You do not have access to this page.', with their
 * role, a link to their overview and a sign-out button. Shown inside the staff pages' frame, so
 * the header's links (those the role may use) stay at hand.
 *
 * @param role - the signed-in staff member's role.
 */
export function NoAccessForRole({ role }: { role: StaffRole }) {
  return (
    <Notice title="Not available for your role">
      <p className="text-slate-700">You do not have access to this page.</p>
      <p className="text-sm text-slate-700">
        Your role: <span className="font-semibold">{STAFF_ROLE_LABELS[role]}</span>
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Link to="/admin" className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          Back to the staff overview
        </Link>
        <SignOutButton />
      </div>
    </Notice>
  );
}
