import type { ReactNode } from 'react';
import { Empty } from '@/components/ui/empty';
import { CalendarIcon } from '@/components/ui/icons';
import { type ChurchEvent, errorMessage } from '../api/church-events';
import { EventCard } from './event-card';
import { EventCardSkeleton } from './event-card-skeleton';

/** Cards whose covers load at once: the first row on wide screens (the largest paint on phones). */
const EAGER_COVERS = 3;
/** Skeleton cards while events load (spec §9). */
export const EVENT_SKELETON_COUNT = 3;

/** The error line of the Events page (spec §2): 'Error loading events: ' plus the message. */
export function EventsError({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center font-semibold text-red-800"
    >
      Error loading events: {errorMessage(error)}
    </div>
  );
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
}: {
  events: readonly ChurchEvent[] | undefined;
  isPending: boolean;
  error: unknown;
  /** Accessible name of the loading status, e.g. 'Loading events'. */
  label: string;
}): ReactNode {
  if (isPending) {
    return (
      <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{label}</span>
        {Array.from({ length: EVENT_SKELETON_COUNT }, (_, index) => (
          <EventCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (error) return <EventsError error={error} />;
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
        <li key={event.id} className="flex">
          <EventCard event={event} variant="list" eager={index < EAGER_COVERS} />
        </li>
      ))}
    </ul>
  );
}
