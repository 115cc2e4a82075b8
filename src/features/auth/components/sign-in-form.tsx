import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SignInSchema, signInWithPassword, type SignInInput, type SignInValues } from '../api/sign-in';
import { useAuthSubmit } from '../api/use-auth-submit';
import { AccountEmailField } from './account-fields';
import { AuthForm } from './auth-form';

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
  const { props } = useAuthSubmit(form, signInWithPassword, onSignedIn);

  return (
    <AuthForm {...props} label="Staff sign-in" submitLabel="Sign in" pendingLabel="Signing in...">
      <AccountEmailField control={form.control} id="sign-in-email" disabled={props.pending} />
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
              disabled={props.pending}
            />
            <FieldError id="sign-in-password" error={fieldState.error} />
          </Field>
        )}
      />
    </AuthForm>
  );
}
