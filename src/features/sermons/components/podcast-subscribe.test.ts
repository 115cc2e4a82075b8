import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import en from '@/i18n/sermons/en';
import es from '@/i18n/sermons/es';
import { podcastOffers } from './podcast-subscribe';

const BASE = `${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/rpc/podcast_feed?apikey=${env.VITE_SUPABASE_ANON_KEY}`;

describe('podcastOffers', () => {
  it('offers all sermons, then the series and the speaker as feeds of their own', () => {
    const offers = podcastOffers(' Psalms of Ascent ', 'Pastor Grace Adeyemi', en.podcast);
    expect(offers.map((offer) => offer.name)).toEqual([
      'All sermons',
      'Series: Psalms of Ascent',
      'Sermons by Pastor Grace Adeyemi',
    ]);
    expect(offers.map((offer) => offer.address)).toEqual([
      BASE,
      `${BASE}&series=Psalms%20of%20Ascent`,
      `${BASE}&speaker=Pastor%20Grace%20Adeyemi`,
    ]);
  });

  it('opens each feed in Apple Podcasts (itms-pcast://) and other apps (podcast://)', () => {
    const [all] = podcastOffers(undefined, undefined, en.podcast);
    expect(all?.links.map((link) => link.href)).toEqual([
      BASE.replace(/^https?:/, 'itms-pcast:'),
      BASE.replace(/^https?:/, 'podcast:'),
    ]);
  });

  it('offers the Spanish podcast on Spanish pages (one feed per language)', () => {
    const offers = podcastOffers('Fe y esperanza', null, es.podcast, 'es');
    expect(offers.map((offer) => offer.name)).toEqual(['Todos los sermones', 'Serie: Fe y esperanza']);
    expect(offers.map((offer) => offer.address)).toEqual([
      `${BASE}&language=es`,
      `${BASE}&language=es&series=Fe%20y%20esperanza`,
    ]);
  });

  it('leaves out a blank series or speaker', () => {
    expect(podcastOffers('  ', null, en.podcast)).toHaveLength(1);
  });
});
