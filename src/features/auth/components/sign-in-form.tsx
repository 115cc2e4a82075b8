import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SignInSchema, signInWithPassword, type SignInInput, type SignInValues } from '../api/sign-in';

const EMPTY: SignInInput = { email: '', password: '' };

/**
 * The staff sign-in form (Supabase Auth, e-mail and password). A failure shows its reason above
 * the button (wrong credentials, too many attempts, no connection) and keeps what was typed;
 * success calls `onSignedIn`.
 *
 * @param onSignedIn - called once the session is stored.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(SignInSchema),
    defaultValues: EMPTY,
  });
  const mutation = useMutation({ mutationFn: signInWithPassword, onSuccess: onSignedIn });

  return (
    <form
      noValidate
      aria-label="Staff sign-in"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FieldGroup>
        <Controller
          name="email"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="sign-in-email">Email</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps('sign-in-email', fieldState)}
                type="email"
                autoComplete="username"
                required
                disabled={mutation.isPending}
              />
              <FieldError id="sign-in-email" error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="sign-in-password">Password</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps('sign-in-password', fieldState)}
                type="password"
                autoComplete="current-password"
                required
                disabled={mutation.isPending}
              />
              <FieldError id="sign-in-password" error={fieldState.error} />
            </Field>
          )}
        />
        {mutation.isError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {mutation.error.message}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </FieldGroup>
    </form>
  );
}
