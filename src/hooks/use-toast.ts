import { useSyncExternalStore } from 'react';
import { currentToasts, subscribeToasts, type ToastItem } from '@/lib/toast';

// The store and `toast()` live in src/lib/toast.ts (lib imports no hook, docs/decisions/0002);
// they are exported here too, so components keep one import for toasting and rendering toasts.
export { dismissToast, resetToasts, toast, type ToastInput, type ToastItem } from '@/lib/toast';

/** The toasts to render, kept in sync with `toast()` calls from anywhere in the app. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
}
