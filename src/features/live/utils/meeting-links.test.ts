import { describe, expect, it } from 'vitest';
import { visibleMeetingLinks } from './meeting-links';

describe('visibleMeetingLinks', () => {
  it('keeps http(s) links in Teams, Zoom, Google Meet order, with their labels', () => {
    expect(
      visibleMeetingLinks({
        live_page_meeting_link_google_meet: { url: 'https://meet.google.com/abc-defg-hij', label: 'Meet' },
        live_page_meeting_link_teams: { url: 'https://teams.microsoft.com/l/meetup-join/1', label: 'Teams' },
        live_page_meeting_link_zoom: { url: 'https://zoom.us/j/123', label: '  ' },
      }),
    ).toEqual([
      {
        key: 'live_page_meeting_link_teams',
        url: 'https://teams.microsoft.com/l/meetup-join/1',
        label: 'Teams',
      },
      { key: 'live_page_meeting_link_zoom', url: 'https://zoom.us/j/123', label: 'Join on Zoom' },
      {
        key: 'live_page_meeting_link_google_meet',
        url: 'https://meet.google.com/abc-defg-hij',
        label: 'Meet',
      },
    ]);
  });

  it("hides '#', empty, missing and non-web addresses", () => {
    expect(
      visibleMeetingLinks({
        live_page_meeting_link_teams: { url: '#', label: 'Teams' },
        live_page_meeting_link_zoom: { url: ' ', label: 'Zoom' },
        live_page_meeting_link_google_meet: { url: 'javascript:alert(1)', label: 'Meet' },
      }),
    ).toEqual([]);
    expect(visibleMeetingLinks(undefined)).toEqual([]);
  });

  it("hides a link that is not on its own service's hosts", () => {
    expect(
      visibleMeetingLinks({
        live_page_meeting_link_teams: { url: 'https://evil.example/teams', label: 'Teams' },
        live_page_meeting_link_zoom: { url: 'https://zoom.us.evil.example/j/1', label: 'Zoom' },
        live_page_meeting_link_google_meet: { url: 'https://meet.google.com/abc-defg-hij', label: 'Meet' },
      }),
    ).toEqual([
      {
        key: 'live_page_meeting_link_google_meet',
        url: 'https://meet.google.com/abc-defg-hij',
        label: 'Meet',
      },
    ]);
  });

  it('accepts a bare URL with the default label', () => {
    expect(visibleMeetingLinks({ live_page_meeting_link_zoom: 'https://zoom.us/j/1' })).toEqual([
      { key: 'live_page_meeting_link_zoom', url: 'https://zoom.us/j/1', label: 'Join on Zoom' },
    ]);
  });
});
