import { Link } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/**
 * /admin/forgot-password: a staff member who forgot their password asks for a reset link by
 * e-mail; the link opens /admin/reset-password.
 */
export function AdminForgotPasswordRoute() {
  return (
    <AuthCard title="Forgot your password?" description="Get a link to choose a new staff password.">
      <p className="mt-2 text-slate-700">
        Enter the email address you sign in with. We will send you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm">
        <Link to="/admin/sign-in" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Back to sign-in
        </Link>
      </p>
    </AuthCard>
  );
}
