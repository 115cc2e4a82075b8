const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a route parameter can be an event id (`church_events.id` is a `uuid`). A malformed id
 * is answered with "Event Not Found" without asking the server, which would reply with an error
 * (PostgreSQL 22P02) rather than "no row".
 */
export function isEventId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
