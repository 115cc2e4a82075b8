import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A form field: label, control and error stacked. */
export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('grid gap-1.5', className)} {...props} />;
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
 * A field's error message. Give it the id that the control names in `aria-describedby`;
 * it renders nothing without a message.
 */
export function FieldError({ className, id, message }: { className?: string; id: string; message?: string }) {
  if (!message) return null;
  return (
    <p data-slot="field-error" id={id} className={cn('text-sm font-medium text-red-700', className)}>
      {message}
    </p>
  );
}

/**
 * ARIA attributes that tie a control to its error message.
 *
 * @param errorId - the id of the {@link FieldError}.
 * @param message - the current error, if any.
 */
export function fieldAria(errorId: string, message: string | undefined) {
  return message
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
    : { 'aria-invalid': false as const };
}
