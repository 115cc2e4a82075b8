import type { ComponentProps } from 'react';
import type { ControllerFieldState } from 'react-hook-form';
import { cn } from '@/lib/utils';

/**
 * Form field parts after shadcn/ui v4 (`field`), used with react-hook-form's `Controller` and
 * `zodResolver` in every form (docs/decisions/0002):
 *
 * ```tsx
 * <Controller
 *   name="email"
 *   control={form.control}
 *   render={({ field, fieldState }) => (
 *     <Field data-invalid={fieldState.invalid}>
 *       <FieldLabel htmlFor="contact-email">Email</FieldLabel>
 *       <Input {...field} type="email" {...fieldControlProps('contact-email', fieldState)} />
 *       <FieldError id="contact-email" error={fieldState.error} />
 *     </Field>
 *   )}
 * />
 * ```
 */

/** A stack of fields in a form. */
export function FieldGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field-group" className={cn('grid gap-4', className)} {...props} />;
}

/**
 * One field: label, control, description and error. `orientation="horizontal"` puts the control
 * and its label side by side (checkboxes).
 */
export function Field({
  className,
  orientation = 'vertical',
  ...props
}: ComponentProps<'div'> & { orientation?: 'vertical' | 'horizontal' }) {
  return (
    <div
      role="group"
      data-slot="field"
      data-orientation={orientation}
      className={cn(orientation === 'horizontal' ? 'flex items-start gap-3' : 'grid gap-1.5', className)}
      {...props}
    />
  );
}

/** The visible label of a field; always tied to its control with `htmlFor`. */
export function FieldLabel({ className, htmlFor, ...props }: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label
      data-slot="field-label"
      htmlFor={htmlFor}
      className={cn('text-sm font-medium text-slate-900', className)}
      {...props}
    />
  );
}

/**
 * Help text under a control. `id` is the control's id; the text gets `${id}-description`, which
 * {@link fieldControlProps} adds to the control's `aria-describedby` when asked to.
 */
export function FieldDescription({ className, id, ...props }: ComponentProps<'p'> & { id: string }) {
  return (
    <p
      data-slot="field-description"
      id={`${id}-description`}
      className={cn('text-sm text-slate-700', className)}
      {...props}
    />
  );
}

/**
 * A field's error message, announced when it appears (`role="alert"`). `id` is the control's id;
 * the message gets `${id}-error`. Renders nothing without an error.
 */
export function FieldError({
  className,
  id,
  error,
}: {
  className?: string;
  id: string;
  /** React Hook Form's `fieldState.error` (or anything with a `message`). */
  error?: { message?: string };
}) {
  if (!error?.message) return null;
  return (
    <p
      role="alert"
      data-slot="field-error"
      id={`${id}-error`}
      className={cn('text-sm font-medium text-red-700', className)}
    >
      {error.message}
    </p>
  );
}

/**
 * The props that tie a control to its label, description and error (WCAG 1.3.1, 3.3.1).
 *
 * @param id - the control's id, also given to `FieldLabel htmlFor`, `FieldDescription` and `FieldError`.
 * @param fieldState - React Hook Form's `fieldState` from `Controller`.
 * @param options.described - whether a `FieldDescription` with this id is rendered.
 * @returns `id`, `aria-invalid` and, when there is something to point at, `aria-describedby`.
 */
export function fieldControlProps(
  id: string,
  fieldState: Pick<ControllerFieldState, 'invalid' | 'error'>,
  { described = false }: { described?: boolean } = {},
) {
  const describedBy = [described && `${id}-description`, fieldState.error?.message && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': fieldState.invalid,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}
