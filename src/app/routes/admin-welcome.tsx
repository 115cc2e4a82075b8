import type { Session } from '@supabase/auth-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { displayNameOf } from '@/features/auth/api/display-name';
import { staffQueries } from '@/features/auth/api/session';
import { AuthLinkPage, LinkProblem } from '@/features/auth/components/auth-link-gate';
import { WelcomeForm } from '@/features/auth/components/welcome-form';
import { acceptInvitation } from '@/features/staff/api/staff-invitations';
import { StaffActionError } from '@/features/staff/api/staff';

/**
 * The invitation is accepted once the link has signed the invitee in (`accept_staff_invitation`,
 * docs/decisions/0035): only then does the account become staff. The form follows; a refusal
 * (expired or withdrawn invitation) replaces it with what to do.
 */
function AcceptInvitation({ session }: { session: Session }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const acceptance = useQuery({
    queryKey: [...staffQueries.all(), session.user.id, 'accept-invitation'] as const,
    queryFn: acceptInvitation,
    retry: (count, error) => !(error instanceof StaffActionError) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const accepted = acceptance.isSuccess;

  useEffect(() => {
    // The staff guard reads the role afresh once the invitation made this account staff.
    if (accepted)
      void queryClient.invalidateQueries({ queryKey: staffQueries.role(session.user.id).queryKey });
  }, [accepted, queryClient, session.user.id]);

  if (acceptance.isPending) {
    return <Spinner label="Accepting your invitation" showLabel className="py-8 text-brand-700" />;
  }
  if (acceptance.isError) {
    return (
      <LinkProblem title="This invitation can no longer be used">
        <p>
          {acceptance.error instanceof StaffActionError
            ? acceptance.error.message
            : 'Your invitation could not be accepted. Please open the link again in a moment.'}
        </p>
      </LinkProblem>
    );
  }
  return (
    <WelcomeForm
      initialName={displayNameOf(session.user.user_metadata)}
      onDone={() => navigate('/admin', { replace: true })}
    />
  );
}

/**
 * /admin/welcome: where an invitation e-mail's link lands. The invitee arrives signed in (the
 * link's tokens), the invitation is accepted (the database checks the session came from the
 * e-mailed link), then they choose the name colleagues see and a password and go to /admin with
 * the role the admin gave them. An expired, used or invalid link says so and what to do.
 */
export function AdminWelcomeRoute() {
  return (
    <AuthLinkPage
      title="Welcome to the staff pages"
      description="Set up your staff account."
      problemTitle="This invitation link has expired or was already used"
      problem={
        <>
          <p>Invitation links work once and for a limited time.</p>
          <p>Ask an administrator to send you a new invitation from the Staff page.</p>
        </>
      }
      intro={(email) => (
        <>
          You are signing in as <span className="font-semibold break-all">{email}</span>. Choose the name your
          colleagues will see and a password for signing in from now on.
        </>
      )}
    >
      {(session) => <AcceptInvitation session={session} />}
    </AuthLinkPage>
  );
}
