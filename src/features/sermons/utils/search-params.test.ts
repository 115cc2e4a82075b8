import { describe, expect, it } from 'vitest';
import { hasSermonFilters, readSermonSearch, writeSermonSearch } from './search-params';

describe('archive state in the address', () => {
  it('reads defaults from an empty address', () => {
    expect(readSermonSearch(new URLSearchParams())).toEqual({
      q: '',
      speaker: '',
      series: '',
      language: '',
      sort: 'date_desc',
    });
  });

  it('reads every parameter and falls back for an unknown sort', () => {
    const params = new URLSearchParams(
      'q=rom+8&speaker=Elder+Marcus&series=Psalms&language=es&sort=title_asc',
    );
    expect(readSermonSearch(params)).toEqual({
      q: 'rom 8',
      speaker: 'Elder Marcus',
      series: 'Psalms',
      language: 'es',
      sort: 'title_asc',
    });
    expect(readSermonSearch(new URLSearchParams('sort=random')).sort).toBe('date_desc');
    expect(readSermonSearch(new URLSearchParams('language=fr')).language).toBe('');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(
      writeSermonSearch({ q: '', speaker: '', series: '', language: '', sort: 'date_desc' }).toString(),
    ).toBe('');
    const state = {
      q: 'Señor & grace',
      speaker: 'A',
      series: 'B & C',
      language: 'es' as const,
      sort: 'date_asc' as const,
    };
    expect(readSermonSearch(writeSermonSearch(state))).toEqual(state);
  });

  it('tells whether anything narrows the archive', () => {
    expect(hasSermonFilters({ q: ' ', speaker: '', series: '' })).toBe(false);
    expect(hasSermonFilters({ q: '', speaker: '', series: 'B' })).toBe(true);
    expect(hasSermonFilters({ q: '', speaker: '', series: '', language: 'es' })).toBe(true);
  });
});
