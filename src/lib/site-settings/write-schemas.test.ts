import { describe, expect, it } from 'vitest';
import { aboutSettingSchemas, readAboutSetting, type AboutSettingKey } from './about-schemas';
import { readSetting, siteSettingSchemas, type SettingKey, type SiteSettings } from './schemas';
import { checkSetting, settingWriteSchemas, type WritableSettingKey } from './write-schemas';
import { STORED_DEFAULTS } from './stored-defaults';
import { isSpanishSettingKey, TRANSLATED_SETTING_KEYS } from './translated-keys';

/** Every key the site reads: the About page's keys have their own module. */
const READ_KEYS = [...Object.keys(siteSettingSchemas), ...Object.keys(aboutSettingSchemas)] as (
  | SettingKey
  | AboutSettingKey
)[];
const read = (settings: SiteSettings | undefined, key: SettingKey | AboutSettingKey): unknown =>
  key in aboutSettingSchemas
    ? readAboutSetting(settings, key as AboutSettingKey)
    : readSetting(settings, key as SettingKey);
const WRITE_KEYS = Object.keys(settingWriteSchemas) as WritableSettingKey[];

describe('settingWriteSchemas', () => {
  it('has a strict schema for every key the site reads, the two feed keys and the visitor sender', () => {
    const english = WRITE_KEYS.filter((key) => !isSpanishSettingKey(key));
    expect(english.filter((key) => !(READ_KEYS as string[]).includes(key)).sort()).toEqual([
      'podcast_info',
      'site_identity',
      'visitor_email_address',
    ]);
    for (const key of READ_KEYS) expect(WRITE_KEYS).toContain(key);
  });

  it("gives each translated key's Spanish row `<key>_es` the English key's rules (decision 0055)", () => {
    for (const key of TRANSLATED_SETTING_KEYS)
      expect(settingWriteSchemas[`${key}_es`]).toBe(settingWriteSchemas[key]);
    expect(WRITE_KEYS.filter(isSpanishSettingKey)).toHaveLength(TRANSLATED_SETTING_KEYS.length);
    expect(checkSetting('about_us_history_es', { title: 'Historia', text: '' }).ok).toBe(false);
  });

  it.each(READ_KEYS.filter((key) => STORED_DEFAULTS[key] !== null))(
    '%s: the stored default is valid and the site reads it as its built-in default',
    (key) => {
      const stored = STORED_DEFAULTS[key];
      expect(checkSetting(key, stored)).toEqual({ ok: true });
      expect(read({ [key]: stored }, key)).toEqual(read(undefined, key));
    },
  );

  it('refuses what the site would ignore, with a message per field', () => {
    const result = checkSetting('service_times', [{ day: 'Sunday', time: '9 AM', label: ' ' }]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['0.day', 'Choose a day.'],
      ['0.time', 'Enter a time such as 09:00 or 19:30.'],
      ['0.label', 'The label is required.'],
    ]);
    expect(checkSetting('banner_image_live', '//evil.example/a.jpg').ok).toBe(false);
    expect(checkSetting('banner_image_live', '/images/a.jpg').ok).toBe(true);
    expect(checkSetting('social_media_links', {}).ok).toBe(false);
    expect(checkSetting('social_media_links', { facebook: 'https://facebook.com/c', tiktok: 'x' }).ok).toBe(
      false,
    );
    expect(
      checkSetting('site_identity', { name: 'C', url: 'https://c.org', time_zone: 'Mars/Base' }).ok,
    ).toBe(false);
  });

  it('accepts values the site then reads back unchanged', () => {
    const values: { [K in WritableSettingKey]?: unknown } = {
      service_times: [{ day: 'saturday', time: '17:30', label: 'Vigil' }],
      banner_image_live: 'https://cdn.example.org/live.jpg',
      live_stream_youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      youtube_channel_url: { url: 'https://www.youtube.com/@church', label: 'Our channel' },
      service_times_ticker: 'Welcome home',
    };
    for (const [key, value] of Object.entries(values) as [SettingKey, unknown][]) {
      expect(checkSetting(key, value)).toEqual({ ok: true });
      expect(readSetting({ [key]: value }, key)).toEqual(value);
    }
  });
});
