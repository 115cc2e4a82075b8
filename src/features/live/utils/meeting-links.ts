import { meetingServiceUrl, type MeetingService } from '@/lib/meeting-links';
import { readSetting, type LabelledLink, type SiteSettings } from '@/lib/site-settings/schemas';

/** The meeting-link settings of the live page (spec §3), in display order. */
export const MEETING_LINK_KEYS = [
  'live_page_meeting_link_teams',
  'live_page_meeting_link_zoom',
  'live_page_meeting_link_google_meet',
] as const;
export type MeetingLinkKey = (typeof MEETING_LINK_KEYS)[number];

const SERVICE_OF: Record<MeetingLinkKey, MeetingService> = {
  live_page_meeting_link_teams: 'teams',
  live_page_meeting_link_zoom: 'zoom',
  live_page_meeting_link_google_meet: 'googleMeet',
};

/** A link to show on the 'Online Meeting Links' card. */
export interface MeetingLink extends LabelledLink {
  key: MeetingLinkKey;
}

/**
 * The meeting links to show (spec §2 "Live"): each `{ url, label }` setting whose address is an
 * http(s) URL on that service's hosts (`meetingServiceUrl`: the one URL rule plus the host
 * rule). Addresses that are '#' or empty (the placeholders a new site starts with) are
 * hidden, and so is anything else that is not a web address, so a bad value cannot become a
 * `javascript:` link. A blank label falls back to 'Join on {platform}'.
 *
 * @param settings - the raw settings map (values are untrusted JSON).
 * @returns the links in Teams, Zoom, Google Meet order; `[]` hides the whole card.
 */
export function visibleMeetingLinks(settings: SiteSettings | undefined): MeetingLink[] {
  return MEETING_LINK_KEYS.flatMap((key) => {
    const link = readSetting(settings, key);
    const url = link && meetingServiceUrl(SERVICE_OF[key], link.url);
    return link && url ? [{ key, url, label: link.label }] : [];
  });
}
