import { describe, expect, it } from 'vitest';
import { createPassageSearch, parsePassages, rangesOverlap } from './passages';

function sermon(...scripture_references: string[]) {
  return { title: 'A sermon', description: null, scripture_references };
}

/** Whether the query, read as a passage search, finds a sermon with these references. */
function finds(query: string, ...references: string[]): boolean {
  const search = createPassageSearch(query);
  if (!search) throw new Error(`"${query}" was not read as a passage`);
  return search.matches(sermon(...references));
}

describe('passage search: the examples of the issue', () => {
  it.each([
    ['John 3', 'Jn 3:16-18'],
    ['Romans 8:28', 'Rom 8:18-39'],
    ['Psalm 23', 'Ps 23'],
    ['rom 8', 'Romans 8'],
  ])('%s finds %s', (query, reference) => {
    expect(finds(query, reference)).toBe(true);
  });
});

describe('passage search: more spellings, ranges and books', () => {
  it.each([
    ['1 Cor 13', '1 Corinthians 13:4-7'],
    ['1 Corinthians 13:4', '1co 13'],
    ['I Corinthians 13', '1 Cor 13:1-13'],
    ['First John 4:8', '1 John 4:7-21'],
    ['1 Jn 4', 'First John 4:16'],
    ['John 4:1', 'John 3:16-4:2'],
    ['John 3:30', 'John 3:16-4:2'],
    ['Matt 6', 'Matthew 5-7'],
    ['Exodus 1', 'Gen 50-Exod 2'],
    ['Psalm 119:105', 'Ps 119'],
    ['ps 46', 'Psalm 46:1-11'],
    ['Jude 5', 'Jude 1:3-7'],
    ['jn3:16', 'John 3'],
    ['Phil 4:13', 'Philippians 4:10-20'],
    ['Song of Songs 2', 'Song of Solomon 2:1'],
    ['Colossians 3:23', 'Colossians 3:17', 'Colossians 3:23-24'],
  ])('%s finds %s', (query, ...references) => {
    expect(finds(query, ...references)).toBe(true);
  });

  it.each([
    ['John 3', '1 John 3:1'],
    ['1 John 3', 'John 3:16'],
    ['John 4:3', 'John 3:16-4:2'],
    ['Romans 9:1', 'Rom 8:18-39'],
    ['Romans 8:17', 'Rom 8:18-39'],
    ['Psalm 4', 'Psalm 46:1-11'],
    ['Psalm 23', 'Proverbs 23'],
    ['Genesis 3', 'Gen 50-Exod 2'],
    ['2 Cor 13', '1 Cor 13'],
    ['Matt 8', 'Matthew 5-7'],
  ])('%s does not find %s', (query, ...references) => {
    expect(finds(query, ...references)).toBe(false);
  });

  it('finds a reference named in the description', () => {
    const search = createPassageSearch('Romans 8');
    expect(
      search?.matches({
        title: 'No Condemnation',
        description: 'Romans 8 opens with good news.',
        scripture_references: [],
      }),
    ).toBe(true);
  });

  it('reads each stored reference on its own, so a book does not carry over', () => {
    // Joined as one text, "Psalm 42:1-11, 77" could be read as Psalm 77; apart, '77' is no reference.
    expect(finds('Psalm 77', 'Psalm 42:1-11', '77')).toBe(false);
  });
});

describe('createPassageSearch', () => {
  it('gives null when the query names no passage', () => {
    expect(createPassageSearch('Youth Camp 2024')).toBeNull();
    expect(createPassageSearch('grace')).toBeNull();
    expect(createPassageSearch('Romans')).toBeNull();
    expect(createPassageSearch('')).toBeNull();
  });

  it('returns the words outside the references as keywords', () => {
    expect(createPassageSearch('grace Romans 8')?.remainder).toBe('grace');
    expect(createPassageSearch('Mark 2 healing power')?.remainder).toBe('healing power');
    expect(createPassageSearch('Psalm 23')?.remainder).toBe('');
  });

  it('reads several passages in one query', () => {
    const search = createPassageSearch('John 3:16; Ps 23');
    expect(search?.matches(sermon('Psalm 23:1'))).toBe(true);
    expect(search?.matches(sermon('John 3:16'))).toBe(true);
    expect(search?.matches(sermon('John 3:17'))).toBe(false);
  });
});

describe('parsePassages and rangesOverlap', () => {
  it('gives one range per passage and none for plain text', () => {
    expect(parsePassages('John 3:16, Romans 8')).toHaveLength(2);
    expect(parsePassages('no passage here')).toEqual([]);
  });

  it('orders books canonically, so ranges across books contain the books between', () => {
    const [pentateuch] = parsePassages('Genesis 1 - Deuteronomy 34');
    const [leviticus] = parsePassages('Leviticus 19:18');
    expect(pentateuch && leviticus && rangesOverlap([pentateuch], [leviticus])).toBe(true);
  });

  it('treats ranges as inclusive at both ends', () => {
    expect(rangesOverlap(parsePassages('Rom 8:18-28'), parsePassages('Rom 8:28-39'))).toBe(true);
    expect(rangesOverlap(parsePassages('Rom 8:18-27'), parsePassages('Rom 8:28-39'))).toBe(false);
  });
});
