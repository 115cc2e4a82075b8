/**
 * Unit tests of the local stack's PostgREST query grammar (supabase/local/api/rest/grammar.ts,
 * request.ts): what each URL form parses to, and PostgREST's PGRST100 for what does not parse.
 */
import { describe, expect, it } from 'vitest';
import { RestError } from '../../supabase/local/api/rest/errors';
import { parseFilter, parseLogic, parseOrder, parseSelect } from '../../supabase/local/api/rest/grammar';
import { applyRangeHeader, isFilterParam, parseQuery } from '../../supabase/local/api/rest/request';

const pgrst100 = (fn: () => unknown): RestError => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).body.code).toBe('PGRST100');
    return error as RestError;
  }
  throw new Error('expected PGRST100');
};

describe('select', () => {
  it('parses columns, aliases, casts, JSON paths and embeds', () => {
    expect(parseSelect('id,label:title,n::text,data->a->>b,rel(*)')).toEqual([
      { kind: 'column', ref: { column: 'id', path: [] } },
      { kind: 'column', ref: { column: 'title', path: [] }, alias: 'label' },
      { kind: 'column', ref: { column: 'n', path: [] }, cast: 'text' },
      {
        kind: 'column',
        ref: {
          column: 'data',
          path: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
      },
      { kind: 'embed', name: 'rel' },
    ]);
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
  });
  it('refuses what PostgREST cannot parse', () => {
    expect(pgrst100(() => parseSelect('id,,title')).body.message).toMatch(
      /^"failed to parse select parameter/,
    );
    pgrst100(() => parseSelect('id;drop'));
  });
});

describe('filters and logic trees', () => {
  it('parses operators, not., in lists with quotes, and is', () => {
    expect(parseFilter('age', 'gte.18')).toMatchObject({ op: 'gte', value: '18', negate: false });
    expect(parseFilter('id', 'not.in.(1,"a,b",3)')).toMatchObject({
      op: 'in',
      negate: true,
      value: ['1', 'a,b', '3'],
    });
    expect(parseFilter('x', 'is.NULL')).toMatchObject({ op: 'is', value: 'null' });
    pgrst100(() => parseFilter('x', 'is.maybe'));
    pgrst100(() => parseFilter('x', 'nope.1'));
  });
  it('parses nested and/or with quoted values, and bounds the nesting', () => {
    const tree = parseLogic('or', '(a.eq."x,y",and(b.gt.1,not.or(c.is.true,d.in.(1,2))))');
    expect(tree).toMatchObject({
      op: 'or',
      children: [
        { kind: 'filter', value: 'x,y' },
        { kind: 'logic', op: 'and', children: [{ op: 'gt' }, { kind: 'logic', op: 'or', negate: true }] },
      ],
    });
    pgrst100(() => parseLogic('or', `(${'or('.repeat(150)}a.eq.1${')'.repeat(150)})`));
    pgrst100(() => parseLogic('and', '(a.eq.1'));
  });
  it('tells filters from RPC parameters as PostgREST does (isParam)', () => {
    expect(isFilterParam('id', 'eq.1')).toBe(true);
    expect(isFilterParam('id', 'not.eq.1')).toBe(true);
    expect(isFilterParam('apikey', 'eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(isFilterParam('rel.id', 'anything')).toBe(true);
    const q = parseQuery('apikey=eyJ.x.y&day=2026-01-01&limit=5&id=gt.3', true);
    expect(q.rest).toEqual([
      ['apikey', 'eyJ.x.y'],
      ['day', '2026-01-01'],
    ]);
    expect(q.limit).toBe(5);
    expect(q.conditions).toHaveLength(1);
    expect(parseQuery('apikey=eyJ.x.y').rest).toEqual([]);
  });
});

describe('order and ranges', () => {
  it('parses order terms', () => {
    expect(parseOrder('a.desc.nullslast,b')).toEqual([
      { ref: { column: 'a', path: [] }, direction: 'desc', nulls: 'last' },
      { ref: { column: 'b', path: [] } },
    ]);
    pgrst100(() => parseOrder('a.sideways'));
  });
  it('applies a Range header, then db-max-rows', () => {
    const q = parseQuery('');
    applyRangeHeader(q, 'items=10-19', 1000);
    expect([q.offset, q.limit]).toEqual([10, 10]);
    const capped = parseQuery('limit=5000');
    applyRangeHeader(capped, undefined, 1000);
    expect(capped.limit).toBe(1000);
    const open = parseQuery('');
    applyRangeHeader(open, '5-', 3);
    expect([open.offset, open.limit]).toEqual([5, 3]);
  });
});
