import { Link, useNavigate } from 'react-router-dom';
import { AuthLinkPage } from '@/features/auth/components/auth-link-gate';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';

/**
 * /admin/reset-password: where a password-reset e-mail's link lands. The staff member arrives
 * signed in (the link's tokens), chooses a new password (at least 10 characters, typed twice)
 * and goes to /admin. An expired, used or invalid link says so, with a way to ask for a new one.
 */
export function AdminResetPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthLinkPage
      title="Choose a new password"
      description="Set a new password for your staff account."
      problemTitle="This reset link has expired or was already used"
      problem={
        <>
          <p>Reset links work once and for a limited time.</p>
          <p>
            <Link
              to="/admin/forgot-password"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Request a new reset link
            </Link>
          </p>
        </>
      }
      intro={(email) => (
        <>
          For <span className="font-semibold break-all">{email}</span>.
        </>
      )}
    >
      {() => (
        <NewPasswordForm
          idPrefix="reset"
          submitLabel="Save password"
          onDone={() => void navigate('/admin', { replace: true })}
        />
      )}
    </AuthLinkPage>
  );
}
