import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/hooks/use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the {@link Toaster} (and loads its Radix code) when the first toast is raised, so pages
 * that never toast do not download it. Once mounted it stays, so later toasts show at once.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
