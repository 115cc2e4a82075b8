import { safeUrl, urlHost } from './urls';

/** The online meeting services of events and of the live page (spec §2, §3). */
export type MeetingService = 'teams' | 'zoom' | 'googleMeet';

/**
 * The hosts each service sends its meeting links from; a link is also accepted on any
 * sub-domain of them (`us02web.zoom.us`).
 */
export const MEETING_HOSTS: Readonly<Record<MeetingService, readonly string[]>> = {
  teams: ['teams.microsoft.com', 'teams.live.com'],
  zoom: ['zoom.us', 'zoom.com', 'zoomgov.com'],
  googleMeet: ['meet.google.com'],
};

/**
 * A meeting link that may be shown: an absolute http(s) address accepted by the one URL rule
 * (`safeUrl` of `./urls`) whose host belongs to `service` ({@link MEETING_HOSTS}), so a stored
 * `javascript:`, `/\host` or look-alike (`zoom.us.evil.example`) address is never offered as
 * 'Join on Zoom'.
 *
 * @param service - the service the link is shown under.
 * @param value - the stored address (untrusted JSON).
 * @returns the normalised address, or `undefined`.
 */
export function meetingServiceUrl(service: MeetingService, value: unknown): string | undefined {
  const url = safeUrl(value, { paths: false });
  const host = url && urlHost(url);
  if (!host) return undefined;
  return MEETING_HOSTS[service].some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    ? url
    : undefined;
}
