import { type CalendarExportEvent, exportRange } from './google-calendar';

/**
 * Domain part of every event's iCalendar `UID`. The UID must stay the same for an event across
 * downloads and across every producer (a calendar feed served from Postgres will build
 * `id || '@' || ICS_UID_DOMAIN` too), so it uses a fixed name rather than the site's host, which
 * differs between local, preview and production sites.
 */
export const ICS_UID_DOMAIN = 'church-website.events';

/** `PRODID` of the generated calendars (RFC 5545 §3.7.3). */
export const ICS_PRODID = { company: 'Church Website', product: 'Events', language: 'EN' } as const;

/** An event as the .ics export needs it: a `church_events` row's id and fields. */
export interface IcsEvent extends CalendarExportEvent {
  /** The row's UUID. */
  id: string;
}

/**
 * The stable iCalendar `UID` of an event (RFC 5545 §3.8.4.7): `<event id>@church-website.events`.
 * Re-importing a downloaded file therefore updates the event instead of duplicating it.
 */
/**
 * The id an occurrence's own .ics download carries (decision 0028): the event id for a one-off
 * event, `<event id>-<yyyymmdd>` for one date of a repeating event, so that importing one date
 * never replaces the series a subscriber already has from the calendar feed.
 */
export function occurrenceIcsId(event: {
  id: string;
  occurrence_date: string;
  is_recurring: boolean;
}): string {
  return event.is_recurring ? `${event.id}-${event.occurrence_date.replaceAll('-', '')}` : event.id;
}

export function icsUid(eventId: string): string {
  return `${eventId}@${ICS_UID_DOMAIN}`;
}

/**
 * The download's file name (spec §9): the title lowercased, every character that is not an
 * ASCII letter or digit replaced by `_` (one per code point), plus `.ics`.
 *
 * @example icsFileName('Youth Night: Games & Worship') === 'youth_night__games___worship.ics'
 */
export function icsFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/gu, '_')}.ics`;
}

/**
 * Builds an RFC 5545 calendar with one `VEVENT` for an event, with `ical-generator`, which is
 * imported on demand so that it loads only when a visitor asks for the file.
 *
 * The output has CRLF line ends, content lines folded at 75 octets (UTF-8, never inside a
 * character), TEXT values escaped (`\\`, `;`, `,`, newline), `VERSION:2.0`, `PRODID`
 * ({@link ICS_PRODID}), `METHOD:PUBLISH`, a stable `UID` ({@link icsUid}), `DTSTAMP`, `DTSTART` and
 * `DTEND` in UTC (an event without an end lasts 60 minutes, spec §9), `SUMMARY`, `DESCRIPTION`
 * and `LOCATION` when present, and `URL` (the event page).
 *
 * @param event - the event.
 * @param options.pageUrl - absolute address of the event page, written as `URL`.
 * @param options.now - the `DTSTAMP` moment (injectable for tests).
 * @returns the calendar text.
 * @throws RangeError when `start_time` does not parse.
 */
export async function buildEventIcs(
  event: IcsEvent,
  { pageUrl, now = new Date() }: { pageUrl: string; now?: Date },
): Promise<string> {
  const { start, end } = exportRange(event);
  const { default: ical, ICalCalendarMethod } = await import('ical-generator');
  const calendar = ical({ prodId: ICS_PRODID, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: icsUid(event.id),
    stamp: now,
    start,
    end,
    summary: event.title,
    description: event.description?.trim() ? event.description : null,
    location: event.location?.trim() ? event.location : null,
    url: pageUrl,
  });
  const text = calendar.toString();
  // RFC 5545 §3.1: every content line, the last included, ends with CRLF.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/**
 * Saves a text as a file through a temporary object URL and a download link (browser only).
 *
 * @param text - the file's content.
 * @param fileName - e.g. from {@link icsFileName}.
 * @param type - MIME type; `text/calendar` for .ics (RFC 5545 §8.1).
 */
export function downloadTextFile(text: string, fileName: string, type = 'text/calendar;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled so the download can start.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
