import type { ChurchEvent } from '../api/church-events';

/** A `church_events` row for component tests, starting `offsetDays` from now. */
export function testEvent(id: string, offsetDays: number, extra: Partial<ChurchEvent> = {}): ChurchEvent {
  return {
    id,
    title: `Event ${id}`,
    description: `About ${id}`,
    location: 'Main Sanctuary, 4702 Century Plaza Rd',
    start_time: new Date(Date.now() + offsetDays * 86_400_000).toISOString(),
    end_time: null,
    cover_image_source_type: null,
    cover_image_path: null,
    cover_image_external_url: null,
    meeting_links: {},
    version: 1,
    ...extra,
  };
}
