import type { ReactNode } from 'react';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Empty } from '@/components/ui/empty';
import { CalendarIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/error-state';
import { UNKNOWN_ERROR } from '@/lib/errors';
import type { ChurchEvent } from '../api/church-events';
import { occurrenceKey } from '../utils/event-id';
import { EVENT_CARD_SKELETON_LINES, EventCard } from './event-card';

/** Cards whose covers load at once: the first row on wide screens (the largest paint on phones). */
const EAGER_COVERS = 3;
/** Skeleton cards while events load (spec §9). */
export const EVENT_SKELETON_COUNT = 3;

/**
 * The error line of the Events page (spec §2 "'Error loading events: ' plus the message, or
 * 'Unknown error'"): the server's message is never shown (spec §8), so it reads 'Error loading
 * events: Unknown error'; the query cache logs the details.
 */
export function EventsError({ onRetry }: { onRetry?: () => void }) {
  return <ErrorState onRetry={onRetry}>Error loading events: {UNKNOWN_ERROR}</ErrorState>;
}

/**
 * One tab's list of events (spec §2 "Event list"): 3 skeleton cards while loading, the error
 * line, the empty state 'No Events Found', or a responsive grid of event cards.
 */
export function EventsGrid({
  events,
  isPending,
  error,
  label,
  onRetry,
}: {
  events: readonly ChurchEvent[] | undefined;
  isPending: boolean;
  error: unknown;
  /** Accessible name of the loading status, e.g. 'Loading events'. */
  label: string;
  /** Reads again after a failure ('Try again'). */
  onRetry?: () => void;
}): ReactNode {
  if (isPending) {
    return (
      <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{label}</span>
        {Array.from({ length: EVENT_SKELETON_COUNT }, (_, index) => (
          <CardSkeleton key={index} data-testid="event-card-skeleton" lines={EVENT_CARD_SKELETON_LINES} />
        ))}
      </div>
    );
  }
  if (error) return <EventsError onRetry={onRetry} />;
  if (!events || events.length === 0) {
    return (
      <Empty
        icon={<CalendarIcon className="size-10" />}
        title="No Events Found"
        description="There are no events matching this criteria at the moment. Please check back later!"
      />
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={occurrenceKey(event)} className="flex">
          <EventCard event={event} variant="list" eager={index < EAGER_COVERS} />
        </li>
      ))}
    </ul>
  );
}
