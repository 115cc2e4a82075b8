import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind utilities win over earlier conflicting ones
 * (shadcn/ui convention).
 *
 * @param inputs - class strings, arrays or `{ class: condition }` objects.
 * @returns one class string.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
