import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { eventQueries } from '@/features/events/api/church-events';
import { EventDetail, type RegistrationSlot } from '@/features/events/components/event-detail';

/** The registration card (decision 0039): its own chunk, fetched only on an event page. */
const RegistrationSection = lazy(async () => ({
  default: (await import('@/features/registrations/components/registration-section')).RegistrationSection,
}));

/** The card of one date; a sign-up has the page read its badge ('Full') again. */
function Registration({ eventId, date }: { eventId: string; date: string }) {
  const queryClient = useQueryClient();
  return (
    <Suspense fallback={null}>
      <RegistrationSection
        eventId={eventId}
        date={date}
        onRegistered={() =>
          void queryClient.invalidateQueries({ queryKey: [...eventQueries.all(), 'detail', eventId] })
        }
      />
    </Suspense>
  );
}

const registration: RegistrationSlot = (event) => (
  <Registration eventId={event.id} date={event.occurrence_date} />
);

/**
 * The event page `/events/{id}` and one date of a repeating event, `/events/{id}/{yyyy-mm-dd}`
 * (spec §2 "Event detail"), with the registration card when the event takes registrations.
 */
export function EventDetailRoute() {
  const { id, date } = useParams();
  return <EventDetail key={`${id ?? ''}/${date ?? ''}`} id={id} date={date} registration={registration} />;
}
