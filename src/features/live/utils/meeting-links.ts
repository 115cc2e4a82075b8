/** The meeting-link settings of the live page (spec §3), in display order. */
export const MEETING_LINK_KEYS = [
  'live_page_meeting_link_teams',
  'live_page_meeting_link_zoom',
  'live_page_meeting_link_google_meet',
] as const;
export type MeetingLinkKey = (typeof MEETING_LINK_KEYS)[number];

/** A link to show on the 'Online Meeting Links' card. */
export interface MeetingLink {
  key: MeetingLinkKey;
  label: string;
  url: string;
}

const DEFAULT_LABELS: Record<MeetingLinkKey, string> = {
  live_page_meeting_link_teams: 'Join on Microsoft Teams',
  live_page_meeting_link_zoom: 'Join on Zoom',
  live_page_meeting_link_google_meet: 'Join on Google Meet',
};

function field(value: unknown, name: 'url' | 'label'): string {
  if (typeof value !== 'object' || value === null) return '';
  const text = (value as Record<string, unknown>)[name];
  return typeof text === 'string' ? text.trim() : '';
}

/**
 * The meeting links to show (spec §2 "Live"): each `{ url, label }` setting whose address is an
 * http(s) URL. Addresses that are '#' or empty (the placeholders a new site starts with) are
 * hidden, and so is anything else that is not a web address, so a bad value cannot become a
 * `javascript:` link. A blank label falls back to 'Join on {platform}'.
 *
 * @param settings - the settings map (values are untrusted JSON).
 * @returns the links in Teams, Zoom, Google Meet order; `[]` hides the whole card.
 */
export function visibleMeetingLinks(settings: Readonly<Record<string, unknown>> | undefined): MeetingLink[] {
  return MEETING_LINK_KEYS.flatMap((key) => {
    const value = settings?.[key];
    const url = field(value, 'url');
    if (url === '' || url === '#' || !/^https?:\/\/[^\s/]+/i.test(url)) return [];
    return [{ key, url, label: field(value, 'label') || DEFAULT_LABELS[key] }];
  });
}
