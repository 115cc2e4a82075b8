import { db } from '@/lib/supabase-rest';

/**
 * When each public event last changed, for `sitemap.xml`'s `lastmod` (decision 0033): the
 * event's own `updated_at` and that of each of its changed or cancelled dates
 * (`church_event_exceptions.updated_at`), both set by the database on every write.
 *
 * @returns event id → `{ updatedAt, dates }`, `dates` mapping `yyyy-mm-dd` to the date's own
 *   change (ISO 8601 moments).
 * @throws the PostgREST error when the read fails.
 */
export async function loadEventChangeTimes(): Promise<Map<string, EventChangeTimes>> {
  const [events, dates] = await Promise.all([
    db.from('church_events').select('id, updated_at'),
    db.from('church_event_exceptions').select('event_id, occurrence_date, updated_at'),
  ]);
  if (events.error) throw events.error;
  if (dates.error) throw dates.error;
  const changes = new Map<string, EventChangeTimes>(
    events.data.map((event) => [event.id, { updatedAt: event.updated_at, dates: new Map() }]),
  );
  for (const date of dates.data) changes.get(date.event_id)?.dates.set(date.occurrence_date, date.updated_at);
  return changes;
}

/** One event's change times ({@link loadEventChangeTimes}); ISO 8601 moments. */
export interface EventChangeTimes {
  /** The event row's last change. */
  updatedAt: string;
  /** `yyyy-mm-dd` → the last change of that date's exception. */
  dates: Map<string, string>;
}
