import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTACT_INFO,
  DEFAULT_MAP_URL,
  DEFAULT_SOCIAL_LINKS,
  formatAddress,
  readBannerUrl,
  readContactInfo,
  readMapUrl,
  readServiceTimes,
  readSettingText,
  readSettingUrl,
  readSocialLinks,
} from './site-settings';

describe('readSettingText', () => {
  it('reads a string or a { text } object', () => {
    expect(readSettingText({ service_times_ticker: ' Join us Sunday ' }, 'service_times_ticker')).toBe(
      'Join us Sunday',
    );
    expect(readSettingText({ service_times_ticker: { text: 'Hi' } }, 'service_times_ticker')).toBe('Hi');
  });

  it('gives undefined when missing, blank or of another shape', () => {
    expect(readSettingText(undefined, 'k')).toBeUndefined();
    expect(readSettingText({ k: '  ' }, 'k')).toBeUndefined();
    expect(readSettingText({ k: ['a'] }, 'k')).toBeUndefined();
  });
});

describe('readSettingUrl and readBannerUrl', () => {
  it('accepts http(s) URLs and same-site paths, as a string or { url }', () => {
    expect(readSettingUrl({ k: 'https://cdn.example.org/a.jpg' }, 'k')).toBe('https://cdn.example.org/a.jpg');
    expect(readSettingUrl({ k: { url: '/img/a.jpg' } }, 'k')).toBe('/img/a.jpg');
  });

  it('rejects unsafe URLs', () => {
    expect(readSettingUrl({ k: 'javascript:alert(1)' }, 'k')).toBeUndefined();
    expect(readSettingUrl({ k: '//evil.example' }, 'k')).toBeUndefined();
  });

  it('falls back from the page key to banner_image_default, then to nothing', () => {
    const settings = {
      banner_image_about_page: 'https://x.test/about.jpg',
      banner_image_default: 'https://x.test/d.jpg',
    };
    expect(readBannerUrl(settings, 'banner_image_about_page')).toBe('https://x.test/about.jpg');
    expect(readBannerUrl(settings, 'banner_image_events_page')).toBe('https://x.test/d.jpg');
    expect(readBannerUrl(settings)).toBe('https://x.test/d.jpg');
    expect(readBannerUrl({}, 'banner_image_about_page')).toBeUndefined();
  });
});

describe('readContactInfo', () => {
  it('uses the defaults when the setting is missing', () => {
    expect(readContactInfo(undefined)).toEqual(DEFAULT_CONTACT_INFO);
    expect(readContactInfo({ contact_info: 'nope' })).toEqual(DEFAULT_CONTACT_INFO);
    expect(DEFAULT_CONTACT_INFO.address).toBe('4702 Century Plaza Rd, Indianapolis, IN 46254, USA');
  });

  it('fills missing fields from the defaults', () => {
    expect(readContactInfo({ contact_info: { phone: '(317) 555-0100' } })).toEqual({
      ...DEFAULT_CONTACT_INFO,
      phone: '(317) 555-0100',
    });
  });

  it('formats a structured address', () => {
    const address = { street: '1 Main St', city: 'Carmel', state: 'IN', zip: '46032', country: 'USA' };
    expect(readContactInfo({ contact_info: { address } }).address).toBe('1 Main St, Carmel, IN 46032, USA');
    expect(formatAddress({ city: 'Carmel' })).toBe('Carmel');
    expect(formatAddress({})).toBeUndefined();
  });
});

describe('readSocialLinks', () => {
  it('lists the set platforms in order with labels', () => {
    expect(
      readSocialLinks({
        social_media_links: {
          youtube: 'https://youtube.com/@c',
          facebook: 'https://facebook.com/c',
          twitter: '',
        },
      }),
    ).toEqual([
      { platform: 'facebook', label: 'Facebook', url: 'https://facebook.com/c' },
      { platform: 'youtube', label: 'YouTube', url: 'https://youtube.com/@c' },
    ]);
  });

  it('skips non-http links and falls back to the defaults when none remain', () => {
    expect(readSocialLinks({ social_media_links: { facebook: 'javascript:x' } })).toEqual(
      DEFAULT_SOCIAL_LINKS,
    );
    expect(readSocialLinks(undefined)).toEqual(DEFAULT_SOCIAL_LINKS);
  });
});

describe('readServiceTimes and readMapUrl', () => {
  it('normalises service times with defaults', () => {
    expect(readServiceTimes({})).toEqual([
      { label: 'Sunday', time: '9:00 AM & 11:00 AM' },
      { label: 'Mid-Week', time: 'Wednesday 7:00 PM' },
    ]);
    expect(readServiceTimes({ service_times: { Saturday: '5 PM' } })).toEqual([
      { label: 'Saturday', time: '5 PM' },
    ]);
  });

  it('accepts only https map URLs', () => {
    expect(readMapUrl({ map_url: 'https://maps.example/embed?q=1' })).toBe('https://maps.example/embed?q=1');
    expect(readMapUrl({ map_url: { url: 'http://maps.example' } })).toBe(DEFAULT_MAP_URL);
    expect(readMapUrl(undefined)).toBe(DEFAULT_MAP_URL);
  });
});
