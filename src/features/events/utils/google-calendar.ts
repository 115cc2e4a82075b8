/** Length of an event without an end time in calendar exports (spec §9), in minutes. */
export const DEFAULT_EVENT_MINUTES = 60;

/** The fields of an event that calendar exports use. */
export interface CalendarExportEvent {
  title: string;
  description: string | null;
  location: string | null;
  /** ISO timestamp (`timestamptz`). */
  start_time: string;
  /** ISO timestamp, or `null` for an event without an end time. */
  end_time: string | null;
}

/**
 * The start and end instants of an event for a calendar export: the end defaults to
 * {@link DEFAULT_EVENT_MINUTES} after the start (spec §9).
 *
 * @throws RangeError when `start_time` does not parse.
 */
export function exportRange(event: Pick<CalendarExportEvent, 'start_time' | 'end_time'>): {
  start: Date;
  end: Date;
} {
  const start = new Date(event.start_time);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Invalid start_time: ${event.start_time}`);
  const end = event.end_time ? new Date(event.end_time) : null;
  return {
    start,
    end:
      end && !Number.isNaN(end.getTime()) && end >= start
        ? end
        : new Date(start.getTime() + DEFAULT_EVENT_MINUTES * 60_000),
  };
}

/** A UTC instant as iCalendar's basic format, `YYYYMMDDTHHmmssZ` (RFC 5545 §3.3.5 form 2). */
export function toUtcBasic(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * The Google Calendar "template" address that pre-fills a new event (spec §7 "Add to
 * Calendar"): `text` (title), `dates` (`start/end` in UTC, `YYYYMMDDTHHmmssZ/YYYYMMDDTHHmmssZ`),
 * `details` (description, then the event page's address) and `location`.
 *
 * @param event - the event; without `end_time` it lasts {@link DEFAULT_EVENT_MINUTES}.
 * @param pageUrl - absolute address of the event page, appended to the details.
 * @throws RangeError when `start_time` does not parse.
 */
export function googleCalendarUrl(event: CalendarExportEvent, pageUrl?: string): string {
  const { start, end } = exportRange(event);
  const details = [event.description?.trim(), pageUrl].filter(Boolean).join('\n\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${toUtcBasic(start)}/${toUtcBasic(end)}`,
    details,
    location: event.location ?? '',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
