import { answerRpc } from '@/testing/msw';
import type { ChurchEvent } from '../api/church-events';

/**
 * An occurrence for component tests (a one-off event unless `extra` says otherwise), starting
 * `offsetDays` from now; `occurrence_date` and `original_start` follow the start.
 */
export function testEvent(id: string, offsetDays: number, extra: Partial<ChurchEvent> = {}): ChurchEvent {
  const start = extra.start_time ?? new Date(Date.now() + offsetDays * 86_400_000).toISOString();
  return {
    id,
    occurrence_date: start.slice(0, 10),
    original_start: start,
    start_time: start,
    end_time: null,
    title: `Event ${id}`,
    description: `About ${id}`,
    location: 'Main Sanctuary, 4702 Century Plaza Rd',
    cover_image_source_type: null,
    cover_image_path: null,
    cover_image_external_url: null,
    meeting_links: {},
    is_recurring: false,
    is_cancelled: false,
    is_changed: false,
    ...extra,
  };
}

/**
 * Answers `POST /rest/v1/rpc/event_occurrences` with these occurrences, as the database sends
 * them (the event's id in `event_id`), whatever the range and filters: the test gives the rows
 * the server would return.
 */
export function answerOccurrences(events: readonly ChurchEvent[]): void {
  answerRpc(
    'event_occurrences',
    events.map(({ id, ...rest }) => ({ event_id: id, ...rest })),
  );
}

/** Makes `event_occurrences` fail as PostgREST does (500, `XX000` unless given). */
export function failOccurrences(error = { code: 'XX000', message: 'internal error' }): void {
  answerRpc('event_occurrences', null, error, 500);
}
