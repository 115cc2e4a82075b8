// The toast store (spec §9): plain module state that any code may call, a read model for the
// Toaster. It sits in lib because the query cache (./query-client) toasts failed reads and lib
// imports no hook; the React binding is `useToasts` (src/hooks/use-toast.ts).
import type { ReactElement } from 'react';

/** At most one toast is visible; a new one replaces the previous (spec §9). */
const TOAST_LIMIT = 1;
/** Default time a toast stays open, in ms (spec §9). */
const TOAST_DEFAULT_DURATION = 5000;
/** How long a dismissed toast stays mounted so its exit animation can run, in ms. */
const TOAST_REMOVE_DELAY = 300;

/** What `toast()` accepts (spec §9): title, description, optional action and variant. */
export interface ToastInput {
  title?: string;
  description?: string;
  /** Usually a `<ToastAction altText="…">`. */
  action?: ReactElement;
  variant?: 'default' | 'destructive';
  /** Milliseconds before it closes; `Infinity` keeps it open until closed. Default 5000. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let counter = 0;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/**
 * Closes one toast, or all of them when no id is given. It stays mounted briefly so that the
 * close animation can play.
 */
export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/**
 * Shows a toast (spec §9). Only {@link TOAST_LIMIT} toast is kept: a new one replaces the one on
 * screen.
 *
 * @returns the toast's id and a `dismiss` function.
 * @example toast({ title: 'Email required', description: 'Please enter your email address', duration: 3000 })
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = { duration: TOAST_DEFAULT_DURATION, variant: 'default', ...input, id, open: true };
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) {
    if (!kept.includes(dropped)) {
      const timer = removalTimers.get(dropped.id);
      if (timer) clearTimeout(timer);
      removalTimers.delete(dropped.id);
    }
  }
  emit(kept);
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * Calls `listener` after every change of the toasts (for `useSyncExternalStore`).
 *
 * @returns the function that stops it.
 */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts as they are now (the same array until the next change). */
export function currentToasts(): ToastItem[] {
  return toasts;
}

/** Clears every toast at once, without animation (tests and page unloads). */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  if (toasts.length > 0) emit([]);
}
