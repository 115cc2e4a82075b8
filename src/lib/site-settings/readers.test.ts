import { describe, expect, it } from 'vitest';
import {
  bareOrIn,
  before,
  INVALID,
  listOf,
  map,
  object,
  optionalText,
  or,
  stringWhere,
  text,
  textOr,
  urlBy,
} from './readers';

describe('site setting readers', () => {
  it('text: trimmed non-blank strings and numbers, nothing else', () => {
    expect(text('  Hi ')).toBe('Hi');
    expect(text(42)).toBe('42');
    for (const input of ['', '   ', null, undefined, {}, [], true]) expect(text(input)).toBe(INVALID);
  });

  it('or / textOr / optionalText: the fallback for anything unusable, never INVALID', () => {
    expect(or(text, null)(' ')).toBeNull();
    expect(textOr('Default')({ a: 1 })).toBe('Default');
    expect(optionalText(undefined)).toBeUndefined();
    expect(optionalText(' x ')).toBe('x');
  });

  it('stringWhere keeps the string as given; map and before transform around a reader', () => {
    const day = stringWhere((value) => value === 'sunday');
    expect(day('sunday')).toBe('sunday');
    expect(day(' sunday')).toBe(INVALID);
    expect(map(text, (value) => value.length)(' abc ')).toBe(3);
    expect(map(text, (value) => value.length)('')).toBe(INVALID);
    expect(before((value) => (Array.isArray(value) ? value.join(' ') : value), text)(['a', 'b'])).toBe('a b');
  });

  it('urlBy: text that the check turns into an address, in its spelling', () => {
    const https = urlBy((value) =>
      typeof value === 'string' && value.startsWith('https://') ? value : undefined,
    );
    expect(https(' https://example.org ')).toBe('https://example.org');
    expect(https('javascript:alert(1)')).toBe(INVALID);
  });

  it('object: every field read, unknown fields dropped, unusable when a required field is', () => {
    const link = object({ url: text, label: textOr('Open') });
    expect(link({ url: 'x', label: ' ', extra: 1 })).toEqual({ url: 'x', label: 'Open' });
    expect(link({ label: 'L' })).toBe(INVALID);
    expect(link(['x'])).toBe(INVALID);
    expect(object({ id: optionalText })({})).toEqual({});
  });

  it('listOf: drops unusable items; the fallback when nothing is left or it is not a list', () => {
    const list = listOf(text, ['default']);
    expect(list(['a', '', 3, null])).toEqual(['a', '3']);
    expect(list(['', null])).toEqual(['default']);
    expect(list('a')).toEqual(['default']);
  });

  it('bareOrIn: the bare value, or the first of the keys that reads', () => {
    const value = bareOrIn(text, ['text', 'value']);
    expect(value(' bare ')).toBe('bare');
    expect(value({ text: ' ', value: 'v' })).toBe('v');
    expect(value({ other: 'x' })).toBe(INVALID);
  });
});
