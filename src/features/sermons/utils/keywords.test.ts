import { describe, expect, it } from 'vitest';
import {
  keywordTokens,
  looksLikeReference,
  matchesKeywords,
  normaliseText,
  sermonHaystack,
} from './keywords';

const sermon = {
  title: 'Señor, Walking in the Spirit',
  speaker: 'Pastor Samuel Adeyemi',
  series: 'The Spirit-Led Life',
  description: 'The fruit of the Spirit grows where we keep in step with Him.',
  scripture_references: ['Galatians 5:16-26', 'Romans 8:14'],
};

describe('normaliseText', () => {
  it('folds case, accents and punctuation', () => {
    expect(normaliseText('  Señor, CAFÉ Spirit-Led  ')).toBe('senor cafe spirit led');
    expect(normaliseText('Ｆｕｌｌ width')).toBe('full width');
    expect(normaliseText('...')).toBe('');
  });
});

describe('matchesKeywords', () => {
  const haystack = sermonHaystack(sermon);
  const match = (query: string) => matchesKeywords(keywordTokens(query), haystack);

  it('matches each column', () => {
    expect(match('walking')).toBe(true);
    expect(match('adeyemi')).toBe(true);
    expect(match('spirit-led life')).toBe(true);
    expect(match('fruit')).toBe(true);
    expect(match('galatians')).toBe(true);
  });

  it('ignores case and accents on both sides', () => {
    expect(match('SENOR')).toBe(true);
    expect(match('señor')).toBe(true);
    expect(match('ADÉYEMI')).toBe(true);
  });

  it('needs every word, in any order, and matches parts of words', () => {
    expect(match('spirit samuel')).toBe(true);
    expect(match('spirit okonkwo')).toBe(false);
    expect(match('gala')).toBe(true);
  });

  it('matches everything for an empty query', () => {
    expect(keywordTokens('  ')).toEqual([]);
    expect(match('')).toBe(true);
  });

  it('reads null series and description as empty', () => {
    const bare = sermonHaystack({ ...sermon, series: null, description: null });
    expect(matchesKeywords(['fruit'], bare)).toBe(false);
    expect(matchesKeywords(['walking'], bare)).toBe(true);
  });
});

describe('looksLikeReference', () => {
  it.each(['John 3', 'rom 8', '1 Cor 13', 'Psalm 23:1-6', 'jn3:16', 'Rom. 8', 'grace romans 8'])(
    'says yes to %s',
    (query) => expect(looksLikeReference(query)).toBe(true),
  );

  it.each(['', 'grace', 'Romans', '2024', 'faith that works', '3 john'])('says no to %s', (query) =>
    expect(looksLikeReference(query)).toBe(false),
  );
});
