import type { Event, Place, VirtualLocation, WithContext } from 'schema-dts';
import type { MeetingLink } from './meeting-links';

/** The inputs of an event's structured data. */
export interface EventJsonLdInput {
  title: string;
  description: string | null;
  location: string | null;
  /** ISO timestamps. */
  start_time: string;
  end_time: string | null;
  /** Absolute cover image address, if any. */
  image?: string;
  /** Absolute address of the event page. */
  url: string;
  meetingLinks: readonly MeetingLink[];
  /** A cancelled date of a repeating event (eventStatus EventCancelled). */
  cancelled?: boolean;
}

/**
 * schema.org `Event` structured data for an event page (https://schema.org/Event, Google's
 * "Event" rich result): name, startDate, endDate, location (a `Place` whose `address` is the
 * location text, and a `VirtualLocation` per meeting link), description, image, url,
 * eventStatus (EventCancelled for a cancelled date) and eventAttendanceMode (offline; online when only links exist; mixed when both).
 *
 * @returns the object, rendered by `JsonLd` (`@/components/seo/json-ld`).
 */
export function eventJsonLd(input: EventJsonLdInput): WithContext<Event> {
  const place: Place | null = input.location?.trim()
    ? { '@type': 'Place', name: input.location, address: input.location }
    : null;
  const virtual = input.meetingLinks.map(
    (link): VirtualLocation => ({ '@type': 'VirtualLocation', name: link.label, url: link.url }),
  );
  const mode =
    virtual.length === 0
      ? 'OfflineEventAttendanceMode'
      : place
        ? 'MixedEventAttendanceMode'
        : 'OnlineEventAttendanceMode';
  const locations = [...(place ? [place] : []), ...virtual];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.title,
    startDate: new Date(input.start_time).toISOString(),
    ...(input.end_time ? { endDate: new Date(input.end_time).toISOString() } : {}),
    eventStatus: input.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: `https://schema.org/${mode}`,
    ...(locations.length ? { location: locations.length === 1 ? locations[0] : locations } : {}),
    ...(input.description?.trim() ? { description: input.description } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    url: input.url,
  };
}
