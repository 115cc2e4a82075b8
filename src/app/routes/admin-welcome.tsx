import { useNavigate } from 'react-router-dom';
import { displayNameOf } from '@/features/auth/api/passwords';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLinkGate, LinkProblem } from '@/features/auth/components/auth-link-gate';
import { WelcomeForm } from '@/features/auth/components/welcome-form';

/**
 * /admin/welcome: where an invitation e-mail's link lands. The invitee arrives signed in (the
 * link's tokens), chooses the name colleagues see and a password, then goes to /admin with the
 * role the admin gave them. An expired, used or invalid link says so and what to do.
 */
export function AdminWelcomeRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Welcome to the staff pages" description="Set up your staff account.">
      <AuthLinkGate
        problem={
          <LinkProblem title="This invitation link has expired or was already used">
            <p>Invitation links work once and for a limited time.</p>
            <p>Ask an administrator to send you a new invitation from the Staff page.</p>
          </LinkProblem>
        }
      >
        {(session) => (
          <>
            <p className="mt-2 mb-6 text-slate-700">
              You are signing in as <span className="font-semibold break-all">{session.user.email}</span>.
              Choose the name your colleagues will see and a password for signing in from now on.
            </p>
            <WelcomeForm
              initialName={displayNameOf(session.user.user_metadata)}
              onDone={() => navigate('/admin', { replace: true })}
            />
          </>
        )}
      </AuthLinkGate>
    </AuthCard>
  );
}
