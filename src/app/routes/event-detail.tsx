import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { EventDetail, type RegistrationSlot } from '@/features/events/components/event-detail';

/** The registration card (decision 0039): its own chunk, fetched only on an event page. */
const RegistrationSection = lazy(async () => ({
  default: (await import('@/features/registrations/components/registration-section')).RegistrationSection,
}));

const registration: RegistrationSlot = (event) => (
  <Suspense fallback={null}>
    <RegistrationSection eventId={event.id} date={event.occurrence_date} />
  </Suspense>
);

/**
 * The event page `/events/{id}` and one date of a repeating event, `/events/{id}/{yyyy-mm-dd}`
 * (spec §2 "Event detail"), with the registration card when the event takes registrations.
 */
export function EventDetailRoute() {
  const { id, date } = useParams();
  return <EventDetail key={`${id ?? ''}/${date ?? ''}`} id={id} date={date} registration={registration} />;
}
