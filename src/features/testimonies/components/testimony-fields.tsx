import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { FIELD_LIMITS } from '@/lib/validation';
import type { TestimonyInput } from '../api/submit-testimony';

/**
 * The three text fields of a testimony (spec §3 `member_testimonies`, §5), shared by the
 * visitor's form and the staff's edit form: name and title (optional) side by side, then the
 * testimony (required). Each is a `Controller` with the field parts of `@/components/ui/field`.
 *
 * @param control - the form's `control`; its values include the three columns.
 * @param idPrefix - prefix of the controls' ids (`{idPrefix}-name`, `-title`, `-content`).
 * @param nameLabel - the name field's label, e.g. 'Your Name (optional)'.
 * @param contentLabel - the testimony field's label, e.g. 'Your Testimony'.
 * @param nameAutoComplete - `autocomplete` of the name field ('name' for a visitor's own name).
 */
export function TestimonyTextFields<Values extends TestimonyInput>({
  control,
  idPrefix,
  nameLabel,
  contentLabel,
  nameAutoComplete,
}: {
  control: Control<Values>;
  idPrefix: string;
  nameLabel: string;
  contentLabel: string;
  nameAutoComplete?: string;
}) {
  // Every `Values` has these three keys; the type system cannot see it through the generic.
  const name = (key: keyof TestimonyInput) => key as FieldPath<Values>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          name={name('submitter_name')}
          control={control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor={`${idPrefix}-name`}>{nameLabel}</FieldLabel>
              <Input
                {...field}
                value={field.value as string}
                {...fieldControlProps(`${idPrefix}-name`, fieldState)}
                autoComplete={nameAutoComplete}
                maxLength={FIELD_LIMITS.name}
              />
              <FieldError id={`${idPrefix}-name`} error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name={name('testimony_title')}
          control={control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor={`${idPrefix}-title`}>Title (optional)</FieldLabel>
              <Input
                {...field}
                value={field.value as string}
                {...fieldControlProps(`${idPrefix}-title`, fieldState)}
                maxLength={FIELD_LIMITS.title}
              />
              <FieldError id={`${idPrefix}-title`} error={fieldState.error} />
            </Field>
          )}
        />
      </div>
      <Controller
        name={name('testimony_content')}
        control={control}
        render={({ field, fieldState }) => (
          <Field>
            <FieldLabel htmlFor={`${idPrefix}-content`}>{contentLabel}</FieldLabel>
            <Textarea
              {...field}
              value={field.value as string}
              {...fieldControlProps(`${idPrefix}-content`, fieldState)}
              required
              rows={6}
              maxLength={FIELD_LIMITS.testimony}
            />
            <FieldError id={`${idPrefix}-content`} error={fieldState.error} />
          </Field>
        )}
      />
    </>
  );
}
