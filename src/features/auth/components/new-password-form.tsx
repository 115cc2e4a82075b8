import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  changePassword,
  NewPasswordSchema,
  type NewPasswordInput,
  type NewPasswordValues,
} from '../api/passwords';
import { useAuthSubmit } from '../api/use-auth-submit';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './password-field';

/**
 * A new password typed twice (at least 10 characters), saved for the signed-in user with
 * `updateUser`: the reset page and the account page. A failure keeps what was typed and says why
 * (weak, same as before, expired sign-in, too many requests, no connection).
 *
 * @param idPrefix - prefix of the inputs' ids, unique on the page.
 * @param submitLabel - the button's text, e.g. 'Save password'.
 * @param onDone - called once Auth has saved the password (optional); the form is then emptied
 *   and the toast 'Your password has been changed.' shows.
 */
export function NewPasswordForm({
  idPrefix,
  submitLabel,
  onDone,
}: {
  idPrefix: string;
  submitLabel: string;
  onDone?: () => void;
}) {
  const form = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { props } = useAuthSubmit(
    form,
    changePassword,
    () => {
      form.reset();
      onDone?.();
    },
    { title: 'Your password has been changed.' },
  );

  return (
    <AuthForm
      {...props}
      label="Set a new password"
      submitLabel={submitLabel}
      pendingLabel="Saving..."
      buttonClassName="justify-self-start"
    >
      <NewPasswordFields
        control={form.control}
        idPrefix={idPrefix}
        label="New password"
        disabled={props.pending}
      />
    </AuthForm>
  );
}
