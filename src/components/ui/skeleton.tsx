import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A pulsing placeholder block shown while content loads (decorative). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
