import { describe, expect, it, vi } from 'vitest';

// The module registers the worker's listeners on `self`; jsdom's window stands in for it.
vi.stubGlobal('__SITE_NAME__', 'Grace Chapel');
const { readPushNotice, sitePath } = await import('./push');

const data = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) });

describe('readPushNotice', () => {
  it('reads the function’s notification', () => {
    expect(
      readPushNotice(
        data({ title: "We're live", body: 'Tap to watch.', url: '/live', tag: 'live' }),
        'Grace Chapel',
      ),
    ).toEqual({
      title: "We're live",
      body: 'Tap to watch.',
      url: '/live',
      tag: 'live',
      icon: '/icons/icon-192.png',
    });
  });

  it('reads the language of a message in Spanish; ignores any other value', () => {
    const spanish = readPushNotice(
      data({ title: 'Cena', body: 'Empieza el dom 6 dic, 6:00 p. m.', url: '/es/events/x', lang: 'es' }),
      'Grace Chapel',
    );
    expect(spanish).toMatchObject({ title: 'Cena', url: '/es/events/x', lang: 'es' });
    expect(readPushNotice(data({ title: 'Hi', lang: 'fr"><x' }), 'Grace Chapel').lang).toBeUndefined();
  });

  it('shows the church’s name for a message it cannot read, opening the home page', () => {
    expect(readPushNotice(data('not json'), 'Grace Chapel')).toEqual({
      title: 'Grace Chapel',
      body: '',
      url: '/',
      tag: undefined,
      icon: '/icons/icon-192.png',
    });
    expect(readPushNotice(null, 'Grace Chapel').title).toBe('Grace Chapel');
  });
});

describe('sitePath', () => {
  it('opens only paths of this site', () => {
    expect(sitePath('/sermons/abc')).toBe('/sermons/abc');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      42,
    ]) {
      expect(sitePath(bad)).toBe('/');
    }
  });
});
