import { describe, expect, it } from 'vitest';
import { liveEmbedUrl } from './live-embed';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';

describe('liveEmbedUrl', () => {
  it.each([
    ['watch', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['watch with extra parameters', 'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s'],
    ['short', 'https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['live', 'https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared'],
    ['embed', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0'],
    ['{ url } object', { url: 'https://youtu.be/dQw4w9WgXcQ' }],
  ])('builds an autoplaying embed from a %s link', (_shape, setting) => {
    expect(liveEmbedUrl(setting)).toBe(EMBED);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a channel page', 'https://www.youtube.com/@church/live'],
    ['another site', 'https://vimeo.com/123456789'],
    ['a too short id', 'https://youtu.be/abc'],
    ['a number', 42],
    ['an object without url', { href: 'https://youtu.be/dQw4w9WgXcQ' }],
  ])('gives null for %s', (_label, setting) => {
    expect(liveEmbedUrl(setting)).toBeNull();
  });
});
