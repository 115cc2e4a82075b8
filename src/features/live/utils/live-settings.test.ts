import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL, readChannelLink, readServiceInfo } from './live-settings';

describe('readServiceInfo', () => {
  it('reads title and both lines', () => {
    expect(
      readServiceInfo({
        service_information_live_page: {
          title: 'Join Us',
          times_line1: 'Sundays 10 AM',
          times_line2: 'Fridays 6 PM',
        },
      }),
    ).toEqual({ title: 'Join Us', lines: ['Sundays 10 AM', 'Fridays 6 PM'] });
  });

  it('falls back to Sundays 9:00 AM to 12:00 PM and Wednesdays 7:00 PM', () => {
    const { lines } = readServiceInfo({ service_information_live_page: 'nonsense' });
    expect(lines.join(' | ')).toMatch(/Sundays:? 9:00 AM to 12:00 PM \| Wednesdays:? 7:00 PM/);
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
