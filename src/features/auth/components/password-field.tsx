import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PASSWORD_MIN_LENGTH } from '../api/passwords';

/**
 * A new-password input for react-hook-form's `Controller` (`autocomplete="new-password"`, so
 * password managers offer to generate and save one). With `describe`, the rule is shown under the
 * label and tied to the input.
 *
 * @param id - the input's id (label, description and error derive from it).
 * @param label - the visible label, e.g. 'New password'.
 */
export function PasswordField<T extends FieldValues, N extends Path<T>>({
  id,
  label,
  field,
  fieldState,
  disabled,
  describe = false,
}: {
  id: string;
  label: string;
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
  disabled: boolean;
  describe?: boolean;
}) {
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {describe ? (
        <FieldDescription id={id}>At least {PASSWORD_MIN_LENGTH} characters.</FieldDescription>
      ) : null}
      <Input
        {...field}
        {...fieldControlProps(id, fieldState, { described: describe })}
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
      />
      <FieldError id={id} error={fieldState.error} />
    </Field>
  );
}

/**
 * A new password typed twice, for a form whose schema has `password` and `confirm` and checks that
 * they match (`confirmMatches` of `api/passwords.ts`, the error shown under the confirmation): the
 * first field shows the rule, both are {@link PasswordField}s.
 *
 * @param control - the form's `control`.
 * @param idPrefix - prefix of the inputs' ids (`-password`, `-confirm`), unique on the page.
 * @param label - the first field's label; the second is 'Confirm ' + it in lower case
 *   ('New password' gives 'Confirm new password').
 * @param disabled - true while the form is being sent.
 */
export function NewPasswordFields<T extends FieldValues & { password: string; confirm: string }>({
  control,
  idPrefix,
  label,
  disabled,
}: {
  control: Control<T>;
  idPrefix: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <>
      <Controller
        // `T` has these fields; TypeScript cannot see that they are among `T`'s paths.
        name={'password' as Path<T>}
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            id={`${idPrefix}-password`}
            label={label}
            describe
            {...{ field, fieldState }}
            disabled={disabled}
          />
        )}
      />
      <Controller
        name={'confirm' as Path<T>}
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            id={`${idPrefix}-confirm`}
            label={`Confirm ${label.toLowerCase()}`}
            {...{ field, fieldState }}
            disabled={disabled}
          />
        )}
      />
    </>
  );
}
