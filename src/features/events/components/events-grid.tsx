import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Empty } from '@/components/ui/empty';
import { CalendarIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/error-state';
import { eventsMessages } from '@/i18n/events';
import { useMessages } from '@/lib/i18n/messages';
import type { ChurchEvent } from '../api/church-events';
import { occurrenceKey } from '../utils/event-id';
import { EVENT_CARD_SKELETON_LINES, EventCard } from './event-card';

/** Cards whose covers load at once: the first row on wide screens (the largest paint on phones). */
const EAGER_COVERS = 3;
/**
 * Cards shown at first and added by each 'Show more events' (a multiple of the 2- and 3-column
 * rows). A long list of weekly dates rendered at once made the Events page's first paint over
 * 1,800 elements; a page of cards keeps it under 800.
 */
export const EVENTS_PAGE_SIZE = 18;
/** Skeleton cards while events load (spec §9). */
export const EVENT_SKELETON_COUNT = 3;

/**
 * The error line of the Events page (spec §2 "'Error loading events: ' plus the message, or
 * 'Unknown error'"): the server's message is never shown (spec §8), so it reads 'Error loading
 * events: Unknown error'; the query cache logs the details.
 */
export function EventsError({ onRetry }: { onRetry?: () => void }) {
  const m = useMessages(eventsMessages);
  return (
    <ErrorState onRetry={onRetry} retryText={m.retry}>
      {m.loadError}
    </ErrorState>
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
  const m = useMessages(eventsMessages);
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
      <Empty icon={<CalendarIcon className="size-10" />} title={m.emptyTitle} description={m.emptyText} />
    );
  }
  return <PagedEventList events={events} />;
}

/**
 * The cards of a loaded list, {@link EVENTS_PAGE_SIZE} at a time: 'Show more events' adds the
 * next ones and moves the focus to the first card it added, so a keyboard or screen-reader user
 * continues where the list grew; 'Showing n of m events' says how far the list goes.
 */
function PagedEventList({ events }: { events: readonly ChurchEvent[] }) {
  const [shown, setShown] = useState(EVENTS_PAGE_SIZE);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const m = useMessages(eventsMessages);
  useEffect(() => {
    if (focusFrom === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('li a')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom]);
  const visible = events.slice(0, shown);
  return (
    <>
      <ul ref={listRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((event, index) => (
          <li key={occurrenceKey(event)} className="flex">
            <EventCard event={event} variant="list" eager={index < EAGER_COVERS} text={m.card} />
          </li>
        ))}
      </ul>
      {events.length > shown ? (
        <div className="mt-8 flex flex-col items-center gap-3">
          <p className="text-sm text-slate-700">{m.showing(visible.length, events.length)}</p>
          <Button
            variant="outline"
            onClick={() => {
              setFocusFrom(shown);
              setShown(shown + EVENTS_PAGE_SIZE);
            }}
          >
            {m.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
