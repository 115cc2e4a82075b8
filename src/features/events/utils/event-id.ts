const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a route parameter can be an event id (`church_events.id` is a `uuid`). A malformed id
 * is answered with "Event Not Found" without asking the server, which would reply with an error
 * (PostgreSQL 22P02) rather than "no row".
 */
export function isEventId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Whether a route parameter is an occurrence's date: a real calendar date written `yyyy-mm-dd`
 * (decision 0028: an occurrence is addressed by its event id and its original date in the
 * church's zone). `2026-02-30` and `2026-2-3` are not.
 */
export function isOccurrenceDate(value: string | null | undefined): value is string {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The fields that address an occurrence. */
export interface OccurrenceAddress {
  id: string;
  occurrence_date: string;
  is_recurring: boolean;
}

/**
 * The page of one occurrence: `/events/<id>` for a one-off event, `/events/<id>/<yyyy-mm-dd>`
 * for a date of a repeating one (its original date, also when it was moved).
 */
export function eventPath(event: OccurrenceAddress): string {
  return event.is_recurring ? `/events/${event.id}/${event.occurrence_date}` : `/events/${event.id}`;
}

/** A key unique among occurrences (React lists, calendar entries): `<id>:<yyyy-mm-dd>`. */
export function occurrenceKey(event: Pick<OccurrenceAddress, 'id' | 'occurrence_date'>): string {
  return `${event.id}:${event.occurrence_date}`;
}
