import { Skeleton } from '@/components/ui/skeleton';
import { aboutMessages } from '@/i18n/about';
import { useMessages } from '@/lib/i18n/messages';

/** Placeholder of an About tab while the settings load (spec §2 "Each shows a skeleton"). */
export function TabSkeleton({ cards = 0 }: { cards?: number }) {
  const m = useMessages(aboutMessages);
  return (
    <div role="status" data-testid="about-tab-skeleton" className="grid gap-4">
      <span className="sr-only">{m.loading}</span>
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
      {cards > 0 ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: cards }, (_, index) => (
            <Skeleton key={index} className="h-48" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
