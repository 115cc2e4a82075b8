import { useParams } from 'react-router-dom';
import { EventDetail } from '@/features/events/components/event-detail';

/** The event page `/events/{id}` and one date of a repeating event, `/events/{id}/{yyyy-mm-dd}` (spec §2 "Event detail"). */
export function EventDetailRoute() {
  const { id, date } = useParams();
  return <EventDetail key={`${id ?? ''}/${date ?? ''}`} id={id} date={date} />;
}
