import { lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Skeleton } from '@/components/ui/skeleton';
import type { LanguageTabs } from './language-tabs';

// The English / Español tabs (decision 0055) for staff pages whose first visit has no room for
// the tab primitives (the staff budget, 190 kB gzip): loaded after the first paint.

/** Starts loading the tabs' chunk (e.g. when the page opens, before its data arrives). */
export function preloadLanguageTabs(): Promise<unknown> {
  return import('./language-tabs');
}

const LanguageTabsChunk = lazy(async () => ({
  default: (await import('./language-tabs')).LanguageTabs,
})) as unknown as typeof LanguageTabs;

/**
 * {@link LanguageTabs} in a chunk of its own. Until it has loaded, its place holds a skeleton,
 * not the fields: fields shown early would be replaced while someone types in them. Call
 * {@link preloadLanguageTabs} when the page opens so the chunk is there with the page's data.
 *
 * @param props - those of {@link LanguageTabs}.
 */
export function LazyLanguageTabs<T extends FieldValues, P = T>(
  props: Parameters<typeof LanguageTabs<T, P>>[0],
) {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <LanguageTabsChunk<T, P> {...props} />
    </Suspense>
  );
}
