import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { safeRedirect } from '@/features/auth/api/sign-in';
import { useSession } from '@/features/auth/api/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignOutButton } from '@/features/auth/components/staff-guard';

/**
 * /admin/sign-in: staff sign in with e-mail and password (Supabase Auth), then return to the
 * staff page they asked for (`?redirectTo=`, staff pages only) or to /admin. Someone already
 * signed in is offered the staff pages or to sign out.
 */
export function AdminSignInRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirectTo'));

  return (
    <AuthCard
      title="Staff sign-in"
      documentTitle="Staff Sign-in"
      description="Sign-in for the church's staff."
    >
      {session.status === 'loading' ? (
        <Spinner label="Checking your sign-in" showLabel className="py-8 text-brand-700" />
      ) : session.status === 'signed-in' ? (
        <div className="mt-6 grid gap-4">
          <p className="text-slate-700">
            You are signed in as <span className="font-semibold">{session.session.user.email}</span>.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={target}
              className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Continue to staff pages
            </Link>
            <SignOutButton />
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 mb-6 text-slate-700">
            For church staff: events, sermons, the blog, the gallery, the care inbox, giving, the newsletter
            and the site’s settings.
          </p>
          <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
          <p className="mt-4 text-sm">
            <Link
              to="/admin/forgot-password"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
