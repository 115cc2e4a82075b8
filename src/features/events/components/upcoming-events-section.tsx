import { useQuery } from '@tanstack/react-query';
import { useNow } from '@/hooks/use-now';
import { getLocale } from '@/lib/i18n/locale';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Empty } from '@/components/ui/empty';
import { ErrorState } from '@/components/ui/error-state';
import { CalendarIcon } from '@/components/ui/icons';
import { eventQueries } from '../api/church-events';
import { occurrenceKey } from '../utils/event-id';
import { HOME_EVENT_LIMIT, selectUpcomingEvents } from '../utils/upcoming-events';
import { EVENT_CARD_SKELETON_LINES, EventCard } from './event-card';
import { PageSection } from '@/components/layout/page-section';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Home section 3 (spec §2, §4, §8): the next 3 events (today or later), 3 skeleton cards while
 * loading, 'Failed to load upcoming events' on error, an empty state, and a link to /events
 * when any exist.
 */
export function UpcomingEventsSection() {
  const now = useNow();
  const events = useQuery({
    ...eventQueries.list(getLocale()),
    select: (data) => selectUpcomingEvents(data.events, now),
  });
  const m = useMessages(homeMessages);
  return (
    <PageSection id="upcoming-events" title={m.eventsTitle} tone="muted" intro={<p>{m.eventsIntro}</p>}>
      {events.isPending ? (
        <div role="status" className="grid gap-6 md:grid-cols-3">
          <span className="sr-only">{m.eventsLoading}</span>
          {Array.from({ length: HOME_EVENT_LIMIT }, (_, index) => (
            <CardSkeleton key={index} data-testid="event-card-skeleton" lines={EVENT_CARD_SKELETON_LINES} />
          ))}
        </div>
      ) : events.isError ? (
        <ErrorState onRetry={() => void events.refetch()} retrying={events.isFetching} retryText={m.retry}>
          {m.eventsFailed}
        </ErrorState>
      ) : events.data.length === 0 ? (
        <Empty
          icon={<CalendarIcon className="size-10" />}
          title={m.eventsEmptyTitle}
          description={m.eventsEmptyText}
        />
      ) : (
        <>
          <ul className="grid gap-6 md:grid-cols-3">
            {events.data.map((event) => (
              <li key={occurrenceKey(event)} className="flex">
                <EventCard event={event} text={m.eventCard} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">
            <Link to="/events" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {m.allEvents}
            </Link>
          </div>
        </>
      )}
    </PageSection>
  );
}
