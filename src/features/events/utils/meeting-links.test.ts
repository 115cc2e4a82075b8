import { describe, expect, it } from 'vitest';
import { meetingLinks } from './meeting-links';

describe('meetingLinks', () => {
  it('keeps http(s) links of the three services in order', () => {
    expect(
      meetingLinks({
        zoom: 'https://zoom.us/j/1',
        teams: 'https://teams.microsoft.com/x',
        other: 'https://x.y',
      }),
    ).toEqual([
      { key: 'teams', label: 'Microsoft Teams', url: 'https://teams.microsoft.com/x' },
      { key: 'zoom', label: 'Zoom', url: 'https://zoom.us/j/1' },
    ]);
  });

  it('drops unsafe, malformed and missing values', () => {
    expect(meetingLinks({ teams: 'javascript:alert(1)', zoom: 'not a url', googleMeet: null })).toEqual([]);
    expect(meetingLinks(null)).toEqual([]);
    expect(meetingLinks([])).toEqual([]);
    expect(meetingLinks('https://zoom.us')).toEqual([]);
  });

  it("keeps a link only on its own service's hosts", () => {
    expect(
      meetingLinks({
        teams: 'https://zoom.us/j/1',
        zoom: 'https://us02web.zoom.us/j/85512345678',
        googleMeet: 'https://meet.google.com.evil.example/abc',
      }),
    ).toEqual([{ key: 'zoom', label: 'Zoom', url: 'https://us02web.zoom.us/j/85512345678' }]);
    expect(meetingLinks({ zoom: '/\\zoom.us/j/1', teams: 'https://user:pw@teams.microsoft.com/x' })).toEqual(
      [],
    );
  });
});
