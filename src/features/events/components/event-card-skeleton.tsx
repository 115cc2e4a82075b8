import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder of an {@link EventCard} while events load (spec §9: 3 of them). */
export function EventCardSkeleton() {
  return (
    <div
      data-testid="event-card-skeleton"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <Skeleton className="aspect-video w-full rounded-none!" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  );
}
