import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder of an {@link AlbumCard} while the albums load (spec §9: 8 of them); decorative. */
export function AlbumCardSkeleton() {
  return (
    <div
      data-testid="album-card-skeleton"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <Skeleton className="aspect-[4/3] w-full rounded-none!" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/4" />
      </div>
    </div>
  );
}
