import { useParams } from 'react-router-dom';
import { EventDetail } from '@/features/events/components/event-detail';

/** The event page `/events/{id}` (spec §2 "Event detail"). */
export function EventDetailRoute() {
  const { id } = useParams();
  return <EventDetail key={id} id={id} />;
}
