import { describe, expect, it } from 'vitest';
import { audioDownloadName, podcastLinks, sermonVideoId, withDownloadName } from './media';

describe('audioDownloadName', () => {
  it('is the slugified title with .mp3 (spec §9)', () => {
    expect(audioDownloadName('The Lord Is My Shepherd')).toBe('the-lord-is-my-shepherd.mp3');
    expect(audioDownloadName('  Faith & Works: Part 2! ')).toBe('faith-works-part-2.mp3');
    expect(audioDownloadName('Más Gracia')).toBe('mas-gracia.mp3');
  });

  it('falls back to sermon.mp3 when nothing is left', () => {
    expect(audioDownloadName('!!!')).toBe('sermon.mp3');
  });
});

describe('withDownloadName', () => {
  it("adds Storage's download parameter", () => {
    expect(
      withDownloadName('http://127.0.0.1:54321/storage/v1/object/public/sermon-audio/a%20b.mp3', 'a-b.mp3'),
    ).toBe('http://127.0.0.1:54321/storage/v1/object/public/sermon-audio/a%20b.mp3?download=a-b.mp3');
  });
});

describe('sermonVideoId', () => {
  it('reads an id or a YouTube address from video_url.youtube', () => {
    expect(sermonVideoId({ youtube: 'Rf8kT2mLq4Z' })).toBe('Rf8kT2mLq4Z');
    expect(sermonVideoId({ youtube: 'https://youtu.be/Rf8kT2mLq4Z' })).toBe('Rf8kT2mLq4Z');
  });

  it('gives null for a malformed or missing id', () => {
    expect(sermonVideoId({ youtube: 'short' })).toBeNull();
    expect(sermonVideoId({ youtube: null })).toBeNull();
    expect(sermonVideoId({})).toBeNull();
    expect(sermonVideoId('Rf8kT2mLq4Z')).toBeNull();
    expect(sermonVideoId(null)).toBeNull();
  });
});

describe('podcastLinks', () => {
  it('keeps http(s) URLs only', () => {
    expect(
      podcastLinks({
        podcast_youtube_url: 'https://www.youtube.com/watch?v=x',
        podcast_facebook_url: 'javascript:alert(1)',
      }),
    ).toEqual({ youtube: 'https://www.youtube.com/watch?v=x' });
    expect(podcastLinks({ podcast_facebook_url: ' https://fb.example/v/1 ' })).toEqual({
      facebook: 'https://fb.example/v/1',
    });
    expect(podcastLinks([])).toEqual({});
    expect(podcastLinks(null)).toEqual({});
  });
});
