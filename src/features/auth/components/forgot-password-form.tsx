import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ForgotPasswordSchema,
  PASSWORD_MESSAGES,
  requestPasswordReset,
  type ForgotPasswordInput,
  type ForgotPasswordValues,
} from '../api/passwords';
import { useAuthSubmit } from '../api/use-auth-submit';
import { AccountEmailField } from './account-fields';
import { AuthForm } from './auth-form';

/**
 * 'Forgot password?': the account's e-mail address, then Auth e-mails a reset link to
 * `/admin/reset-password`. The confirmation is the same whether or not the address has an
 * account, so the form tells nobody who is staff; only a rate limit or a lost connection shows an
 * error, keeping the address typed.
 */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { props, succeeded } = useAuthSubmit(form, (values) => requestPasswordReset(values));

  if (succeeded) {
    return (
      <p
        role="status"
        className="mt-6 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
      >
        {PASSWORD_MESSAGES.resetSent}
      </p>
    );
  }
  return (
    <AuthForm
      {...props}
      label="Request a password reset link"
      className="mt-6"
      submitLabel="Send reset link"
      pendingLabel="Sending..."
    >
      <AccountEmailField control={form.control} id="forgot-email" disabled={props.pending} />
    </AuthForm>
  );
}
