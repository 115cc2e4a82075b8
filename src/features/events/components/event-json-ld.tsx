import { type EventJsonLdInput, eventJsonLd, jsonLdText } from '../utils/json-ld';

/**
 * schema.org `Event` structured data of an event page, as a React `<script>` element whose
 * text is escaped JSON ({@link jsonLdText}); no HTML string is ever injected.
 */
export function EventJsonLd(props: EventJsonLdInput) {
  return <script type="application/ld+json">{jsonLdText(eventJsonLd(props))}</script>;
}
