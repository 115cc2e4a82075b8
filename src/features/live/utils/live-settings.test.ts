import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL, readChannelLink, readServiceInfo } from './live-settings';

describe('readServiceInfo', () => {
  it('shows the service times setting, then the extra lines that are not blank', () => {
    expect(
      readServiceInfo({
        service_times: [
          { day: 'sunday', time: '10:00', label: 'Sunday' },
          { day: 'friday', time: '18:30', label: 'Youth' },
        ],
        service_information_live_page: {
          title: 'Join Us',
          times_line1: ' ',
          times_line2: 'Doors open 30 minutes before.',
        },
      }),
    ).toEqual({
      title: 'Join Us',
      lines: ['Sunday: 10:00 AM', 'Youth: Friday 6:30 PM', 'Doors open 30 minutes before.'],
    });
  });

  it('falls back to the built-in schedule and title, with no extra line', () => {
    expect(readServiceInfo({ service_information_live_page: 'nonsense' })).toEqual({
      title: 'Service Information',
      lines: ['Sunday: 9:00 AM & 11:00 AM', 'Mid-Week: Wednesday 7:00 PM'],
    });
  });
});

describe('readChannelLink', () => {
  it('reads { url, label } or a plain URL', () => {
    expect(
      readChannelLink({ youtube_channel_url: { url: 'https://youtube.com/@church', label: 'Our Channel' } }),
    ).toEqual({ url: 'https://youtube.com/@church', label: 'Our Channel' });
    expect(readChannelLink({ youtube_channel_url: 'https://youtube.com/@c' }).url).toBe(
      'https://youtube.com/@c',
    );
  });

  it('refuses non-web addresses and falls back to the social link, then YouTube', () => {
    expect(
      readChannelLink({
        youtube_channel_url: { url: 'javascript:alert(1)' },
        social_media_links: { youtube: 'https://youtube.com/@social' },
      }).url,
    ).toBe('https://youtube.com/@social');
    expect(readChannelLink({})).toEqual(DEFAULT_CHANNEL);
  });
});
