import type { ComponentProps, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/utils';

// The field components of the staff editors (docs/decisions/0034): each a labelled control
// bound to the editor's form by name, with its description and its error tied to it (WCAG
// 1.3.1, 3.3.1). They hold no state of their own, so an editor's sections stay small.

/** What every editor field takes. */
export interface FieldProps<T extends FieldValues, P = T> {
  /** The editor form's `control` (`P`: its values once checked); default: the enclosing `FormProvider`'s. */
  control?: Control<T, unknown, P>;
  name: FieldPath<T>;
  label: ReactNode;
  /**
   * The control's id (label, description and error derive from it); unique on the page. Default:
   * {@link fieldId} of the name.
   */
  id?: string;
  description?: ReactNode;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
  className?: string;
}

/** The control id of a field path: `field-contact_info-address-city`. */
export function fieldId(name: string): string {
  return `field-${name.replaceAll('.', '-')}`;
}

function Label({ id, label, optional }: { id: string; label: ReactNode; optional?: boolean }) {
  return (
    <FieldLabel htmlFor={id}>
      {label}
      {optional ? <span className="font-normal text-slate-700"> (optional)</span> : null}
    </FieldLabel>
  );
}

/**
 * A one-line text field (`type` text, url, date, datetime-local, month…), or with `multiline` a
 * text area. Other props go to the control (`maxLength`, `list`, `autoComplete`, `inputMode`).
 */
export function TextField<T extends FieldValues, P = T>({
  control,
  name,
  label,
  id: idProp,
  description,
  optional,
  className,
  multiline = false,
  rows,
  controlClassName,
  onValueChange,
  ...inputProps
}: FieldProps<T, P> &
  Omit<
    ComponentProps<'input'>,
    'name' | 'id' | 'className' | 'onChange' | 'onBlur' | 'value' | 'defaultValue' | 'ref'
  > & {
    multiline?: boolean;
    /** Rows of a text area. */
    rows?: number;
    /** Classes of the control itself (e.g. a taller text area). */
    controlClassName?: string;
    /** Called with the new text after the form took it (e.g. a slug that follows a title). */
    onValueChange?: (value: string) => void;
  }) {
  const id = idProp ?? fieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const props = {
          name: field.name,
          ref: field.ref,
          onBlur: field.onBlur,
          disabled: field.disabled ?? inputProps.disabled,
          value: (field.value as string | undefined) ?? '',
          onChange: (event: { target: { value: string } }) => {
            field.onChange(event);
            onValueChange?.(event.target.value);
          },
          className: controlClassName,
          ...fieldControlProps(id, fieldState, { described: Boolean(description) }),
        };
        return (
          <Field data-invalid={fieldState.invalid} className={className}>
            <Label id={id} label={label} optional={optional} />
            {multiline ? (
              <Textarea
                {...props}
                rows={rows}
                maxLength={inputProps.maxLength}
                readOnly={inputProps.readOnly}
              />
            ) : (
              <Input {...inputProps} {...props} />
            )}
            {description ? <FieldDescription id={id}>{description}</FieldDescription> : null}
            <FieldError id={id} error={fieldState.error} />
          </Field>
        );
      }}
    />
  );
}

/** A native select of fixed options. */
export function SelectField<T extends FieldValues, P = T>({
  control,
  name,
  label,
  id: idProp,
  description,
  optional,
  className,
  options,
  disabled,
}: FieldProps<T, P> & { options: readonly { value: string; label: string }[]; disabled?: boolean }) {
  const id = idProp ?? fieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid} className={className}>
          <Label id={id} label={label} optional={optional} />
          <select
            {...field}
            value={(field.value as string | undefined) ?? ''}
            disabled={disabled}
            {...fieldControlProps(id, fieldState, { described: Boolean(description) })}
            className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus-visible:border-brand-700 disabled:opacity-60 aria-[invalid=true]:border-red-700"
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {description ? <FieldDescription id={id}>{description}</FieldDescription> : null}
          <FieldError id={id} error={fieldState.error} />
        </Field>
      )}
    />
  );
}

/**
 * A group of radio buttons (one choice of a few), in a fieldset whose legend is `label`. Each
 * option may carry a hint after its label.
 */
export function RadioField<T extends FieldValues, P = T>({
  control,
  name,
  label,
  options,
  className,
}: Omit<FieldProps<T, P>, 'id' | 'description' | 'optional'> & {
  options: readonly { value: string; label: ReactNode; hint?: ReactNode }[];
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <fieldset className={cn('grid gap-2', className)}>
          <legend className="mb-1 text-sm font-medium text-slate-900">{label}</legend>
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                className="size-5 accent-brand-700"
              />
              {option.label}
              {option.hint ? <span className="text-sm text-slate-700">{option.hint}</span> : null}
            </label>
          ))}
        </fieldset>
      )}
    />
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField<T extends FieldValues, P = T>({
  control,
  name,
  label,
  id: idProp,
  className,
}: Omit<FieldProps<T, P>, 'description' | 'optional'>) {
  const id = idProp ?? fieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, ...field } }) => (
        <Field orientation="horizontal" className={className}>
          <input
            {...field}
            id={id}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
            className="mt-0.5 size-5 accent-brand-700"
          />
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
        </Field>
      )}
    />
  );
}

/** A titled section of an editor's fields (a `<fieldset>` with its legend). */
export function FieldSection({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn('grid gap-4 rounded-lg border border-slate-200 bg-white p-4', className)}>
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
