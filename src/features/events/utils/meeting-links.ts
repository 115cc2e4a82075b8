import { meetingServiceUrl } from '@/lib/meeting-links';

/** The online meeting services of `church_events.meeting_links` (spec §3), in display order. */
export const MEETING_SERVICES = [
  { key: 'teams', label: 'Microsoft Teams' },
  { key: 'zoom', label: 'Zoom' },
  { key: 'googleMeet', label: 'Google Meet' },
] as const;

/** One usable meeting link. */
export interface MeetingLink {
  key: (typeof MEETING_SERVICES)[number]['key'];
  label: string;
  url: string;
}

/**
 * The meeting links of an event that may be shown (spec §2 "Online Meeting Links"): `teams`,
 * `zoom` and `googleMeet`, each only when it is an http(s) URL on that service's hosts
 * (`meetingServiceUrl`: the one URL rule plus the host rule; a `javascript:`, malformed or
 * foreign value is dropped). An empty list means the card is not shown.
 *
 * @param value - the row's `meeting_links` JSON (any shape).
 */
export function meetingLinks(value: unknown): MeetingLink[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  return MEETING_SERVICES.flatMap(({ key, label }) => {
    const url = meetingServiceUrl(key, record[key]);
    return url ? [{ key, label, url }] : [];
  });
}
