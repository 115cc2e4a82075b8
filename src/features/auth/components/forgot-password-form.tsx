import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  ForgotPasswordSchema,
  PASSWORD_MESSAGES,
  requestPasswordReset,
  type ForgotPasswordInput,
  type ForgotPasswordValues,
} from '../api/passwords';
import { FormAlert } from './auth-card';

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
  const mutation = useMutation({
    mutationFn: (values: ForgotPasswordValues) => requestPasswordReset(values),
  });

  if (mutation.isSuccess) {
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
    <form
      noValidate
      aria-label="Request a password reset link"
      className="mt-6"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FieldGroup>
        <Controller
          name="email"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="forgot-email">Email</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps('forgot-email', fieldState)}
                type="email"
                autoComplete="username"
                required
                disabled={mutation.isPending}
              />
              <FieldError id="forgot-email" error={fieldState.error} />
            </Field>
          )}
        />
        {mutation.isError ? <FormAlert>{mutation.error.message}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </FieldGroup>
    </form>
  );
}
