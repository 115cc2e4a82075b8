import { describe, expect, it } from 'vitest';
import { readAboutSetting } from './about-schemas';
import { settingLanguage, settingsIn } from './localized';
import { readSetting } from './schemas';

const settings = {
  service_times_ticker: 'Everyone is welcome!',
  service_times_ticker_es: '¡Todos son bienvenidos!',
  about_us_history: { title: 'Our History', text: 'Since 2009.' },
};

describe('settings in a language', () => {
  it('reads the <key>_es row on Spanish pages', () => {
    expect(readSetting(settingsIn(settings, 'es'), 'service_times_ticker')).toBe('¡Todos son bienvenidos!');
    expect(settingLanguage(settings, 'service_times_ticker', 'es')).toBe('es');
  });

  it('falls back to the English row when there is no Spanish', () => {
    expect(readAboutSetting(settingsIn(settings, 'es'), 'about_us_history')).toEqual({
      title: 'Our History',
      text: 'Since 2009.',
    });
    expect(settingLanguage(settings, 'about_us_history', 'es')).toBe('en');
  });

  it('leaves English pages and a missing map unchanged', () => {
    expect(settingsIn(settings, 'en')).toBe(settings);
    expect(readSetting(settingsIn(settings, 'en'), 'service_times_ticker')).toBe('Everyone is welcome!');
    expect(settingsIn(undefined, 'es')).toBeUndefined();
    expect(settingLanguage(settings, 'service_times_ticker', 'en')).toBe('en');
  });
});
