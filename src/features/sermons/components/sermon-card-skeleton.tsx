import { Skeleton } from '@/components/ui/skeleton';

/** The placeholder of a {@link SermonCard} while the archive loads (spec §9: 6 of them). */
export function SermonCardSkeleton() {
  return (
    <div
      data-testid="sermon-card-skeleton"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="mt-3 h-5 w-28" />
      </div>
    </div>
  );
}
