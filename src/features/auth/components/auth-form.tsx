import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import type { AuthSubmitProps } from '../api/use-auth-submit';
import { FormAlert } from './auth-card';

/**
 * The frame of the staff account forms (sign-in, forgotten password, welcome, new password, name):
 * a `<form noValidate>` named by `label`, its fields in a `FieldGroup`, the failure in a
 * {@link FormAlert} above the button, and the submit button, disabled and relabelled while
 * pending. Pair it with `useAuthSubmit`, whose `props` it takes.
 *
 * @param label - the form's accessible name (`aria-label`).
 * @param submitLabel - the button's text, e.g. 'Sign in'.
 * @param pendingLabel - the button's text while the request runs, e.g. 'Signing in...'.
 * @param size - the button's size (`lg` on the card pages, `default` on the account page).
 * @param buttonClassName - extra classes of the button, e.g. `justify-self-start`.
 * @param className - extra classes of the `<form>`.
 * @param children - the form's fields (`Controller`s).
 */
export function AuthForm({
  label,
  submitLabel,
  pendingLabel,
  size = 'lg',
  buttonClassName,
  className,
  onSubmit,
  pending,
  error,
  children,
}: AuthSubmitProps & {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  size?: 'lg' | 'default';
  buttonClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} className={className} onSubmit={onSubmit}>
      <FieldGroup>
        {children}
        {error === null ? null : <FormAlert>{error}</FormAlert>}
        <Button type="submit" size={size} disabled={pending} className={buttonClassName}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </FieldGroup>
    </form>
  );
}
