import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
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
