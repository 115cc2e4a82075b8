import { Skeleton } from '@/components/ui/skeleton';

/**
 * The loading state of a staff list (activity, inbox): `rows` placeholder rows of two lines, in a
 * `role="status"` region whose name is `label` for assistive technology.
 *
 * @param label - read out while loading, e.g. 'Loading the inbox'.
 * @param rows - how many placeholder rows (default 5).
 */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="rounded-lg border border-slate-200 bg-white p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}
