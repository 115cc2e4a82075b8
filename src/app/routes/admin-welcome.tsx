import { useNavigate } from 'react-router-dom';
import { displayNameOf } from '@/features/auth/api/passwords';
import { AuthLinkPage } from '@/features/auth/components/auth-link-gate';
import { WelcomeForm } from '@/features/auth/components/welcome-form';

/**
 * /admin/welcome: where an invitation e-mail's link lands. The invitee arrives signed in (the
 * link's tokens), chooses the name colleagues see and a password, then goes to /admin with the
 * role the admin gave them. An expired, used or invalid link says so and what to do.
 */
export function AdminWelcomeRoute() {
  const navigate = useNavigate();
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
      {(session) => (
        <WelcomeForm
          initialName={displayNameOf(session.user.user_metadata)}
          onDone={() => navigate('/admin', { replace: true })}
        />
      )}
    </AuthLinkPage>
  );
}
