import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import {
  changePassword,
  NewPasswordSchema,
  type NewPasswordInput,
  type NewPasswordValues,
} from '../api/passwords';
import { FormAlert } from './auth-card';
import { PasswordField } from './password-field';

/**
 * A new password typed twice (at least 10 characters), saved for the signed-in user with
 * `updateUser`: the reset page and the account page. A failure keeps what was typed and says why
 * (weak, same as before, expired sign-in, too many requests, no connection).
 *
 * @param idPrefix - prefix of the inputs' ids, unique on the page.
 * @param submitLabel - the button's text, e.g. 'Save password'.
 * @param onDone - called once Auth has saved the password; the form is then emptied.
 */
export function NewPasswordForm({
  idPrefix,
  submitLabel,
  onDone,
}: {
  idPrefix: string;
  submitLabel: string;
  onDone: () => void;
}) {
  const form = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset();
      onDone();
    },
  });
  const pending = mutation.isPending;

  return (
    <form
      noValidate
      aria-label="Set a new password"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FieldGroup>
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordField
              id={`${idPrefix}-password`}
              label="New password"
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
              id={`${idPrefix}-confirm`}
              label="Confirm new password"
              {...{ field, fieldState }}
              disabled={pending}
            />
          )}
        />
        {mutation.isError ? <FormAlert>{mutation.error.message}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </FieldGroup>
    </form>
  );
}
