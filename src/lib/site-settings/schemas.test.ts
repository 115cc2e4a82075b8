import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_TIMES } from './service-times';
import {
  DEFAULT_CONTACT_INFO,
  DEFAULT_LIVE_SERVICE_INFO,
  DEFAULT_MAP_URL,
  DEFAULT_SOCIAL_LINKS,
  readSetting,
  siteSettingSchemas,
  type SettingKey,
} from './schemas';

describe('siteSettingSchemas', () => {
  it('has one schema per key of spec §3 but the About keys (./about-schemas), and none of them ever fails', () => {
    const keys = Object.keys(siteSettingSchemas) as SettingKey[];
    expect(keys).toHaveLength(22);
    expect(keys.filter((key) => key.startsWith('about_us_'))).toEqual([]);
    for (const key of keys) {
      for (const value of [undefined, null, 42, 'x', [], {}, { url: 'javascript:alert(1)' }]) {
        expect(() => readSetting({ [key]: value }, key)).not.toThrow();
      }
    }
  });
});

describe('text settings', () => {
  it('reads a string or a { text } / { value } object', () => {
    const read = (value: unknown) => readSetting({ service_times_ticker: value }, 'service_times_ticker');
    expect(read(' Join us Sunday ')).toBe('Join us Sunday');
    expect(read({ text: 'Hi' })).toBe('Hi');
    expect(read({ text: ' ', value: 'Hello' })).toBe('Hello');
  });

  it('gives null when missing, blank or of another shape', () => {
    expect(readSetting(undefined, 'service_times_ticker')).toBeNull();
    expect(readSetting({ service_times_ticker: '  ' }, 'service_times_ticker')).toBeNull();
    expect(readSetting({ service_times_ticker: ['a'] }, 'service_times_ticker')).toBeNull();
  });
});

describe('URL settings', () => {
  const banner = (value: unknown) =>
    readSetting({ banner_image_about_page: value }, 'banner_image_about_page');

  it('accept http(s) URLs and same-site paths, as a string or { url }', () => {
    expect(banner('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
    expect(banner({ url: '/img/a.jpg' })).toBe('/img/a.jpg');
  });

  it('reject unsafe URLs', () => {
    expect(banner('javascript:alert(1)')).toBeNull();
    expect(banner('//evil.example')).toBeNull();
    expect(banner('/\\evil.example')).toBeNull();
    expect(banner('https://user:pass@cdn.example.org/a.jpg')).toBeNull();
    expect(banner({ url: 'java\tscript:alert(1)' })).toBeNull();
  });

  it("hand out the parser's spelling of what they accept", () => {
    expect(banner(' HTTPS://CDN.example.org/a b.jpg ')).toBe('https://cdn.example.org/a%20b.jpg');
    expect(banner({ url: 'img/a.jpg' })).toBe('/img/a.jpg');
  });

  it('accept only https map URLs', () => {
    const map = (value: unknown) => readSetting({ map_url: value }, 'map_url');
    expect(map('https://maps.example/embed?q=1')).toBe('https://maps.example/embed?q=1');
    expect(map({ url: 'http://maps.example' })).toBe(DEFAULT_MAP_URL);
    expect(readSetting(undefined, 'map_url')).toBe(DEFAULT_MAP_URL);
  });

  it('read labelled links as { url, label } or a bare URL', () => {
    expect(
      readSetting(
        { live_page_meeting_link_zoom: { url: 'https://zoom.us/j/1', label: ' Zoom ' } },
        'live_page_meeting_link_zoom',
      ),
    ).toEqual({ url: 'https://zoom.us/j/1', label: 'Zoom' });
    expect(readSetting({ youtube_channel_url: 'https://youtube.com/@c' }, 'youtube_channel_url')).toEqual({
      url: 'https://youtube.com/@c',
      label: 'Visit our YouTube channel',
    });
    expect(readSetting({ youtube_channel_url: { url: '/local' } }, 'youtube_channel_url')).toBeNull();
  });
});

describe('contact_info', () => {
  it('uses the defaults when the setting is missing or malformed', () => {
    expect(readSetting(undefined, 'contact_info')).toEqual(DEFAULT_CONTACT_INFO);
    expect(readSetting({ contact_info: 'nope' }, 'contact_info')).toEqual(DEFAULT_CONTACT_INFO);
  });

  it('fills missing or blank fields from the defaults', () => {
    expect(readSetting({ contact_info: { phone: '(317) 555-0100', email: ' ' } }, 'contact_info')).toEqual({
      ...DEFAULT_CONTACT_INFO,
      phone: '(317) 555-0100',
    });
  });

  it('formats a structured address', () => {
    const address = (value: unknown) =>
      readSetting({ contact_info: { address: value } }, 'contact_info').address;
    expect(address({ street: '1 Main St', city: 'Carmel', state: 'IN', zip: 46032, country: 'USA' })).toBe(
      '1 Main St, Carmel, IN 46032, USA',
    );
    expect(address({ city: 'Carmel' })).toBe('Carmel');
    expect(address({})).toBe(DEFAULT_CONTACT_INFO.address);
  });
});

describe('social_media_links', () => {
  it('lists the set platforms in order with labels', () => {
    expect(
      readSetting(
        {
          social_media_links: {
            youtube: 'https://youtube.com/@c',
            facebook: 'https://facebook.com/c',
            twitter: '',
          },
        },
        'social_media_links',
      ),
    ).toEqual([
      { platform: 'facebook', label: 'Facebook', url: 'https://facebook.com/c' },
      { platform: 'youtube', label: 'YouTube', url: 'https://youtube.com/@c' },
    ]);
  });

  it('skips non-http links and falls back to the defaults when none remain', () => {
    expect(readSetting({ social_media_links: { facebook: 'javascript:x' } }, 'social_media_links')).toEqual(
      DEFAULT_SOCIAL_LINKS,
    );
    expect(readSetting(undefined, 'social_media_links')).toEqual(DEFAULT_SOCIAL_LINKS);
  });
});

describe('service_times', () => {
  it('reads the structured list, dropping malformed entries, with the spec §9 default', () => {
    expect(readSetting({}, 'service_times')).toEqual(DEFAULT_SERVICE_TIMES);
    expect(
      readSetting(
        {
          service_times: [
            { day: 'saturday', time: '17:00', label: ' Vigil ' },
            { day: 'Saturday', time: '5 PM', label: 'Old' },
          ],
        },
        'service_times',
      ),
    ).toEqual([{ day: 'saturday', time: '17:00', label: 'Vigil' }]);
    // Free text is not parsed on the site: the database migrated it (20261126160000).
    expect(readSetting({ service_times: { Saturday: '5 PM' } }, 'service_times')).toEqual(
      DEFAULT_SERVICE_TIMES,
    );
  });
});

describe('service_information_live_page', () => {
  it('uses the spec §9 live service information by default', () => {
    expect(readSetting(undefined, 'service_information_live_page')).toEqual(DEFAULT_LIVE_SERVICE_INFO);
  });
});
