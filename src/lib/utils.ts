import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (`clsx`). Unlike shadcn/ui's default it does not run tailwind-merge: that
 * library is about 8 KB gzip on every first visit (docs/decisions/0006). So a caller never passes
 * a utility that conflicts with a component's own; where it must override one, it uses Tailwind's
 * important modifier (`rounded-none!`).
 *
 * @param inputs - class strings, arrays or `{ class: condition }` objects.
 * @returns one class string.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
