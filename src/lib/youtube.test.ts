import { describe, expect, it } from 'vitest';
import { extractYouTubeId, isYouTubeId, youTubeEmbedUrl, youTubeWatchUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('extractYouTubeId', () => {
  it.each([
    ['a bare id', ID],
    ['a bare id with spaces around it', `  ${ID} `],
    ['a watch URL', `https://www.youtube.com/watch?v=${ID}`],
    ['a watch URL with more parameters', `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ['a watch URL with a fragment', `https://youtube.com/watch?v=${ID}#t=1m`],
    ['a mobile watch URL', `https://m.youtube.com/watch?v=${ID}`],
    ['a YouTube Music URL', `https://music.youtube.com/watch?v=${ID}`],
    ['an http watch URL', `http://www.youtube.com/watch?v=${ID}`],
    ['a watch URL without a scheme', `www.youtube.com/watch?v=${ID}`],
    ['a short link', `https://youtu.be/${ID}`],
    ['a short link with a start time', `https://youtu.be/${ID}?t=90`],
    ['a short link without a scheme', `youtu.be/${ID}`],
    ['an embed URL', `https://www.youtube.com/embed/${ID}`],
    ['an embed URL with parameters', `https://www.youtube.com/embed/${ID}?start=10&autoplay=1`],
    ['a privacy-enhanced embed URL', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['a live URL', `https://www.youtube.com/live/${ID}`],
    ['a live URL with a share parameter', `https://youtube.com/live/${ID}?si=abcDEF123`],
    ['a Shorts URL', `https://www.youtube.com/shorts/${ID}`],
    ['an old /v/ URL', `https://www.youtube.com/v/${ID}`],
    ['an upper-case host', `https://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])('finds the id in %s', (_name, input) => {
    expect(extractYouTubeId(input)).toBe(ID);
  });

  it('keeps ids that use - and _', () => {
    expect(extractYouTubeId('a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
    expect(extractYouTubeId('https://youtu.be/_-_-_-_-_-_')).toBe('_-_-_-_-_-_');
  });

  it.each([
    ['an empty string', ''],
    ['blank text', '   '],
    ['a 10-character id', 'dQw4w9WgXc'],
    ['a 12-character id', 'dQw4w9WgXcQQ'],
    ['an id with a forbidden character', 'dQw4w9WgX!Q'],
    ['a watch URL with a short id', 'https://www.youtube.com/watch?v=abc'],
    ['a watch URL without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a watch URL with a long id', `https://www.youtube.com/watch?v=${ID}x`],
    ['a channel URL', 'https://www.youtube.com/@examplechurch'],
    ['a channel /live URL without id', 'https://www.youtube.com/@examplechurch/live'],
    ['a playlist URL', 'https://www.youtube.com/playlist?list=PLabcdefghijk'],
    ['a short link with an extra path', `https://youtu.be/${ID}/extra`],
    ['an embed URL with an extra path', `https://www.youtube.com/embed/${ID}/extra`],
    ['another host with a v parameter', `https://example.com/watch?v=${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a look-alike short host', `https://notyoutu.be/${ID}`],
    ['a javascript: address', `javascript:alert('${ID}')`],
    ['an ftp address', `ftp://youtu.be/${ID}`],
    ['a Vimeo URL', 'https://vimeo.com/123456789'],
  ])('gives null for %s', (_name, input) => {
    expect(extractYouTubeId(input)).toBeNull();
  });

  it('gives null for values that are not text', () => {
    expect(extractYouTubeId(null)).toBeNull();
    expect(extractYouTubeId(undefined)).toBeNull();
    expect(extractYouTubeId(12345678901)).toBeNull();
    expect(extractYouTubeId({ youtube: ID })).toBeNull();
  });
});

describe('isYouTubeId', () => {
  it('accepts exactly 11 URL-safe base64 characters', () => {
    expect(isYouTubeId(ID)).toBe(true);
    expect(isYouTubeId('___________')).toBe(true);
    expect(isYouTubeId(`${ID} `)).toBe(false);
    expect(isYouTubeId(11)).toBe(false);
  });
});

describe('YouTube addresses', () => {
  it('builds the privacy-enhanced player and the watch page', () => {
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
    expect(youTubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
