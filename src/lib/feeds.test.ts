import { describe, expect, it } from 'vitest';
import { applePodcastsUrl, feedUrl, googleCalendarSubscribeUrl, podcastAppUrl, webcalUrl } from './feeds';

const KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig-_nature';

describe('feedUrl', () => {
  it('names the RPC and carries the key in the query string', () => {
    expect(feedUrl('https://abc.supabase.co', KEY, 'calendar_feed')).toBe(
      `https://abc.supabase.co/rest/v1/rpc/calendar_feed?apikey=${KEY}`,
    );
    expect(feedUrl('http://127.0.0.1:54321/', KEY, 'blog_feed')).toBe(
      `http://127.0.0.1:54321/rest/v1/rpc/blog_feed?apikey=${KEY}`,
    );
  });

  it('carries either kind of public key unchanged: a publishable key or a legacy anon JWT', () => {
    // Both consist of unreserved URL characters only (letters, digits, '_', '-', '.'), so the
    // address holds the key exactly as the dashboard shows it and the gateway compares it as is.
    for (const key of ['sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH', KEY]) {
      const url = new URL(feedUrl('https://abc.supabase.co', key, 'podcast_feed', { series: 'Psalms' }));
      expect(url.searchParams.get('apikey')).toBe(key);
      expect(url.search).toBe(`?apikey=${key}&series=Psalms`);
    }
  });

  it('adds series or speaker in name order, encoded like the feed’s own self link', () => {
    expect(feedUrl('https://abc.supabase.co', 'k', 'podcast_feed', { series: 'Kingdom Excellence' })).toBe(
      'https://abc.supabase.co/rest/v1/rpc/podcast_feed?apikey=k&series=Kingdom%20Excellence',
    );
    expect(
      feedUrl('https://abc.supabase.co', 'k', 'podcast_feed', {
        speaker: "Pastor O'Neil (guest) & Co/Team",
        series: 'Café',
      }),
    ).toBe(
      'https://abc.supabase.co/rest/v1/rpc/podcast_feed?apikey=k&series=Caf%C3%A9&speaker=Pastor%20O%27Neil%20%28guest%29%20%26%20Co%2FTeam',
    );
  });

  it('leaves out blank arguments', () => {
    expect(feedUrl('https://abc.supabase.co', 'k', 'podcast_feed', { series: '  ', speaker: null })).toBe(
      'https://abc.supabase.co/rest/v1/rpc/podcast_feed?apikey=k',
    );
  });

  it('gives the Spanish podcast its own feed, language=es in name order; English is the default feed', () => {
    expect(feedUrl('https://abc.supabase.co', 'k', 'podcast_feed', { language: 'es' })).toBe(
      'https://abc.supabase.co/rest/v1/rpc/podcast_feed?apikey=k&language=es',
    );
    expect(
      feedUrl('https://abc.supabase.co', 'k', 'podcast_feed', { language: 'es', series: 'Fe y esperanza' }),
    ).toBe('https://abc.supabase.co/rest/v1/rpc/podcast_feed?apikey=k&language=es&series=Fe%20y%20esperanza');
    expect(feedUrl('https://abc.supabase.co', 'k', 'podcast_feed', { language: 'en' })).toBe(
      'https://abc.supabase.co/rest/v1/rpc/podcast_feed?apikey=k',
    );
  });

  it('rejects an address that is not http(s)', () => {
    expect(() => feedUrl('ftp://abc', 'k', 'blog_feed')).toThrow(TypeError);
    expect(() => feedUrl('not a url', 'k', 'blog_feed')).toThrow(TypeError);
  });
});

describe('app links', () => {
  const url = 'https://abc.supabase.co/rest/v1/rpc/calendar_feed?apikey=k';

  it('webcal:// for calendar apps', () => {
    expect(webcalUrl(url)).toBe('webcal://abc.supabase.co/rest/v1/rpc/calendar_feed?apikey=k');
    expect(webcalUrl('http://127.0.0.1:54321/x')).toBe('webcal://127.0.0.1:54321/x');
  });

  it('Google Calendar’s add-by-URL link holds the encoded webcal address', () => {
    const link = googleCalendarSubscribeUrl(url);
    expect(link).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fabc.supabase.co%2Frest%2Fv1%2Frpc%2Fcalendar_feed%3Fapikey%3Dk',
    );
    expect(new URL(link).searchParams.get('cid')).toBe(webcalUrl(url));
  });

  it('podcast:// and itms-pcast:// for podcast apps', () => {
    expect(podcastAppUrl(url)).toBe('podcast://abc.supabase.co/rest/v1/rpc/calendar_feed?apikey=k');
    expect(applePodcastsUrl(url)).toBe('itms-pcast://abc.supabase.co/rest/v1/rpc/calendar_feed?apikey=k');
  });
});
