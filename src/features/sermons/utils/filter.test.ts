import { describe, expect, it } from 'vitest';
import { distinctValues, filterSermons, type FilterableSermon } from './filter';
import { createPassageSearch } from './passages';

function sermon(id: string, fields: Partial<FilterableSermon> = {}): FilterableSermon {
  return {
    id,
    title: `Sermon ${id}`,
    speaker: 'Pastor Samuel Adeyemi',
    series: 'Faith That Works',
    description: null,
    scripture_references: [],
    ...fields,
  };
}

const sermons = [
  sermon('1', {
    title: 'No Condemnation',
    series: 'The Spirit-Led Life',
    scripture_references: ['Romans 8:1-11'],
  }),
  sermon('2', {
    title: 'Más Gracia',
    speaker: 'Minister Ruth Okonkwo',
    scripture_references: ['Rom 8:18-39'],
  }),
  sermon('3', { title: 'The Lord Is My Shepherd', series: null, scripture_references: ['Ps 23'] }),
  sermon('4', {
    title: 'Grace Abounds',
    speaker: 'Minister Ruth Okonkwo',
    scripture_references: ['Jn 3:16-18'],
  }),
];
const none = { q: '', speaker: '', series: '' };
const ids = (list: FilterableSermon[]) => list.map((s) => s.id);

describe('filterSermons', () => {
  it('keeps everything, in order, without filters', () => {
    expect(ids(filterSermons(sermons, none))).toEqual(['1', '2', '3', '4']);
  });

  it('filters by speaker and series together', () => {
    expect(ids(filterSermons(sermons, { ...none, speaker: 'Minister Ruth Okonkwo' }))).toEqual(['2', '4']);
    expect(
      ids(filterSermons(sermons, { ...none, speaker: 'Pastor Samuel Adeyemi', series: 'Faith That Works' })),
    ).toEqual([]);
    expect(ids(filterSermons(sermons, { ...none, series: 'The Spirit-Led Life' }))).toEqual(['1']);
  });

  it('filters by the language preached (issue 43 item 5)', () => {
    const mixed = [sermon('en', { language: 'en' }), sermon('es', { language: 'es' })];
    expect(ids(filterSermons(mixed, { ...none, language: 'es' }))).toEqual(['es']);
    expect(ids(filterSermons(mixed, { ...none, language: 'en' }))).toEqual(['en']);
    expect(ids(filterSermons(mixed, { ...none, language: '' }))).toEqual(['en', 'es']);
  });

  it('matches keywords without case or accents', () => {
    expect(ids(filterSermons(sermons, { ...none, q: 'gracia' }))).toEqual(['2']);
    expect(ids(filterSermons(sermons, { ...none, q: 'GRACE' }))).toEqual(['4']);
  });

  it('matches a passage by overlap and the rest of the query as keywords', () => {
    const q = 'Romans 8:28';
    expect(ids(filterSermons(sermons, { ...none, q }, createPassageSearch(q)))).toEqual(['2']);
    const withWord = 'gracia rom 8';
    expect(ids(filterSermons(sermons, { ...none, q: withWord }, createPassageSearch(withWord)))).toEqual([
      '2',
    ]);
    expect(
      ids(
        filterSermons(
          sermons,
          { ...none, q: 'rom 8', speaker: 'Pastor Samuel Adeyemi' },
          createPassageSearch('rom 8'),
        ),
      ),
    ).toEqual(['1']);
  });
});

describe('distinctValues', () => {
  it('lists each non-blank value once, alphabetically', () => {
    expect(distinctValues(['b', 'A', null, 'b', ' ', 'c'])).toEqual(['A', 'b', 'c']);
  });

  it('keeps the chosen value even when no sermon has it', () => {
    expect(distinctValues(['b'], 'Gone')).toEqual(['b', 'Gone']);
  });
});
