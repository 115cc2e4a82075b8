import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const fieldClasses =
  'w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-600 focus-visible:border-brand-700 disabled:opacity-60 aria-[invalid=true]:border-red-700';

/** A text input (shadcn/ui style); `aria-invalid` turns the border red. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}

/** A multi-line text input with the same look as {@link Input}. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" className={cn(fieldClasses, 'min-h-28 py-2', className)} {...props} />
  );
}
