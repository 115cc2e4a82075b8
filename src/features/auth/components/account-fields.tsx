import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * The account's e-mail address (sign-in, forgotten password) for a form with an `email` field:
 * `type="email"` and `autocomplete="username"`, so password managers pair it with the password.
 *
 * @param control - the form's `control`.
 * @param id - the input's id (label and error derive from it), unique on the page.
 * @param disabled - true while the form is being sent.
 */
export function AccountEmailField<T extends FieldValues & { email: string }>({
  control,
  id,
  disabled,
}: {
  control: Control<T>;
  id: string;
  disabled: boolean;
}) {
  return (
    <Controller
      // `T` has an `email` field; TypeScript cannot see that `'email'` is one of `T`'s paths.
      name={'email' as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor={id}>Email</FieldLabel>
          <Input
            {...field}
            {...fieldControlProps(id, fieldState)}
            type="email"
            autoComplete="username"
            required
            disabled={disabled}
          />
          <FieldError id={id} error={fieldState.error} />
        </Field>
      )}
    />
  );
}

/**
 * The name colleagues see (welcome page, account page) for a form with a `displayName` field,
 * labelled 'Your name', `autocomplete="name"`.
 *
 * @param control - the form's `control`.
 * @param id - the input's id (label and error derive from it), unique on the page.
 * @param disabled - true while the form is being sent.
 */
export function DisplayNameField<T extends FieldValues & { displayName: string }>({
  control,
  id,
  disabled,
}: {
  control: Control<T>;
  id: string;
  disabled: boolean;
}) {
  return (
    <Controller
      // `T` has a `displayName` field; TypeScript cannot see that it is one of `T`'s paths.
      name={'displayName' as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <Field>
          <FieldLabel htmlFor={id}>Your name</FieldLabel>
          <Input
            {...field}
            {...fieldControlProps(id, fieldState)}
            autoComplete="name"
            required
            disabled={disabled}
          />
          <FieldError id={id} error={fieldState.error} />
        </Field>
      )}
    />
  );
}
