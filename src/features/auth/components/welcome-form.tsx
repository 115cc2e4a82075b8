import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { completeWelcome, WelcomeSchema, type WelcomeInput, type WelcomeValues } from '../api/passwords';
import { useAuthSubmit } from '../api/use-auth-submit';
import { DisplayNameField } from './account-fields';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './password-field';

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
  const { props } = useAuthSubmit(form, completeWelcome, onDone);

  return (
    <AuthForm {...props} label="Set up your account" submitLabel="Save and continue" pendingLabel="Saving...">
      <DisplayNameField control={form.control} id="welcome-name" disabled={props.pending} />
      <NewPasswordFields
        control={form.control}
        idPrefix="welcome"
        label="Password"
        disabled={props.pending}
      />
    </AuthForm>
  );
}
