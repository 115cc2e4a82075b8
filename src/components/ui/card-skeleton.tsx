import type { ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/**
 * The placeholder of a content card while its list loads (spec §9 skeleton counts: 3 event
 * cards, 6 sermons, 8 albums): a media block over a few text lines, in the card's frame.
 * Decorative: the list around it carries the loading status for assistive technology.
 */
export function CardSkeleton({
  media = 'aspect-video',
  lines = ['h-6 w-3/4', 'h-4 w-1/2', 'h-4 w-2/5'],
  className,
  ...props
}: ComponentProps<'div'> & {
  /** Class of the media block, e.g. its aspect ratio (`aspect-[4/3]`). */
  media?: string;
  /** Class of each text line (height and width), top to bottom. */
  lines?: readonly string[];
}) {
  return (
    <div
      data-slot="card-skeleton"
      aria-hidden="true"
      className={cn('overflow-hidden rounded-xl border border-slate-200 bg-white', className)}
      {...props}
    >
      <Skeleton className={cn('w-full rounded-none!', media)} />
      <div className="grid gap-3 p-5">
        {lines.map((line, index) => (
          <Skeleton key={index} className={line} />
        ))}
      </div>
    </div>
  );
}
