import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL, DEFAULT_SERVICE_INFO, readChannelLink, readServiceInfo } from './live-settings';

describe('readServiceInfo', () => {
  it('reads title and both lines', () => {
    expect(
      readServiceInfo({
        service_information_live_page: { title: 'Join Us', times_line1: 'Sundays 10 AM', times_line2: ' ' },
      }),
    ).toEqual({ title: 'Join Us', lines: ['Sundays 10 AM'] });
  });

  it('falls back to Sundays 9:00 AM to 12:00 PM and Wednesdays 7:00 PM', () => {
    expect(readServiceInfo(undefined)).toEqual(DEFAULT_SERVICE_INFO);
    expect(readServiceInfo({ service_information_live_page: 'nonsense' }).lines).toEqual([
      'Sundays 9:00 AM to 12:00 PM',
      'Wednesdays 7:00 PM',
    ]);
  });
});

describe('readChannelLink', () => {
  it('reads { url, label } or a plain URL', () => {
    expect(
      readChannelLink({ youtube_channel_url: { url: 'https://youtube.com/@church', label: 'Our Channel' } }),
    ).toEqual({ url: 'https://youtube.com/@church', label: 'Our Channel' });
    expect(readChannelLink({ youtube_channel_url: 'https://youtube.com/@c' })).toEqual({
      url: 'https://youtube.com/@c',
      label: DEFAULT_CHANNEL.label,
    });
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
