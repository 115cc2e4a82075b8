import { JsonLd } from '@/components/seo/json-ld';
import { type EventJsonLdInput, eventJsonLd } from '../utils/json-ld';

/** schema.org `Event` structured data of an event page ({@link eventJsonLd}), as JSON-LD. */
export function EventJsonLd(props: EventJsonLdInput) {
  return <JsonLd data={eventJsonLd(props)} />;
}
