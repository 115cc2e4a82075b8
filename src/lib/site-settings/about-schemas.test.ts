import { describe, expect, it } from 'vitest';
import { ABOUT_DEFAULTS } from './about-defaults';
import { aboutSettingSchemas, readAboutSetting, type AboutSettingKey } from './about-schemas';

describe('about_us_* settings', () => {
  it('has one schema per about_us_* key of spec §3, and none of them ever fails', () => {
    const keys = Object.keys(aboutSettingSchemas) as AboutSettingKey[];
    expect(keys.sort()).toEqual([
      'about_us_history',
      'about_us_leadership',
      'about_us_mandate',
      'about_us_values',
      'about_us_vision_mission',
    ]);
    for (const key of keys) {
      for (const value of [undefined, null, 42, 'x', [], {}, { url: 'javascript:alert(1)' }]) {
        expect(() => readAboutSetting({ [key]: value }, key)).not.toThrow();
      }
    }
  });

  it('fall back field by field, drop malformed items and default unknown icons to Heart', () => {
    expect(
      readAboutSetting(
        { about_us_vision_mission: { vision_title: 'V', vision_points: [' ', 3] } },
        'about_us_vision_mission',
      ),
    ).toEqual({ ...ABOUT_DEFAULTS.visionMission, vision_title: 'V', vision_points: ['3'] });
    expect(
      readAboutSetting(
        {
          about_us_values: {
            items: [
              { title: 'Unity', iconName: 'Rocket' },
              { title: ' ' },
              'x',
              { id: 7, title: 'Zeal', iconName: 'Users' },
            ],
          },
        },
        'about_us_values',
      ),
    ).toEqual({
      title: ABOUT_DEFAULTS.values.title,
      items: [
        { id: '0', iconName: 'Heart', title: 'Unity', description: '' },
        { id: '7', iconName: 'Users', title: 'Zeal', description: '' },
      ],
    });
    expect(
      readAboutSetting(
        { about_us_leadership: { items: [{ name: 'Ann', image: 'javascript:x' }] } },
        'about_us_leadership',
      ).items,
    ).toEqual([{ id: '0', name: 'Ann', role: '', image: null, bio: '' }]);
    expect(readAboutSetting({ about_us_leadership: { items: [] } }, 'about_us_leadership')).toEqual(
      ABOUT_DEFAULTS.leadership,
    );
    expect(readAboutSetting({ about_us_history: { text: 'Founded.' } }, 'about_us_history')).toEqual({
      title: ABOUT_DEFAULTS.history.title,
      text: 'Founded.',
    });
  });
});
