import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Button styles (shadcn/ui); every variant keeps AA contrast and a visible focus ring. */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        gold: 'bg-gold-400 text-brand-950 hover:bg-gold-500',
        outline: 'border border-brand-700 bg-transparent text-brand-700 hover:bg-brand-50',
        outlineLight: 'border border-white bg-transparent text-white hover:bg-white/10',
        ghost: 'bg-transparent hover:bg-slate-100',
        link: 'px-0 text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/**
 * A `<button>` (type `button` unless given). A link that looks like a button is a router `<Link>`
 * with `className={buttonVariants(…)}`: no slot component, which would weigh on every page.
 */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
