import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { completeWelcome, WelcomeSchema, type WelcomeInput, type WelcomeValues } from '../api/passwords';
import { FormAlert } from './auth-card';
import { PasswordField } from './password-field';

/**
 * The invitee's first visit: the name colleagues see and a password (at least 10 characters,
 * typed twice), saved in one `updateUser` call. A failure keeps what was typed and says why;
 * success calls `onDone`.
 *
 * @param initialName - a name Auth already holds for the account, to start from.
 * @param onDone - called once Auth has saved both.
 */
export function WelcomeForm({ initialName, onDone }: { initialName: string; onDone: () => void }) {
  const form = useForm<WelcomeInput, unknown, WelcomeValues>({
    resolver: zodResolver(WelcomeSchema),
    defaultValues: { displayName: initialName, password: '', confirm: '' },
  });
  const mutation = useMutation({ mutationFn: completeWelcome, onSuccess: onDone });
  const pending = mutation.isPending;

  return (
    <form
      noValidate
      aria-label="Set up your account"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FieldGroup>
        <Controller
          name="displayName"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="welcome-name">Your name</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps('welcome-name', fieldState)}
                autoComplete="name"
                required
                disabled={pending}
              />
              <FieldError id="welcome-name" error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordField
              id="welcome-password"
              label="Password"
              describe
              {...{ field, fieldState }}
              disabled={pending}
            />
          )}
        />
        <Controller
          name="confirm"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordField
              id="welcome-confirm"
              label="Confirm password"
              {...{ field, fieldState }}
              disabled={pending}
            />
          )}
        />
        {mutation.isError ? <FormAlert>{mutation.error.message}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Saving...' : 'Save and continue'}
        </Button>
      </FieldGroup>
    </form>
  );
}
