import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A spinning ring with a status role; `label` is read by screen readers and shown if `showLabel`. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  className,
  ...props
}: ComponentProps<'div'> & { label?: string; showLabel?: boolean }) {
  return (
    <div role="status" data-slot="spinner" className={cn('flex items-center gap-3', className)} {...props}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-3 border-current border-t-transparent motion-reduce:animate-none"
      />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </div>
  );
}
