import { describe, expect, it } from 'vitest';
import { addressLines, telHref } from './address';

describe('addressLines', () => {
  it('lays out a structured address as street, locality and country', () => {
    expect(
      addressLines({
        street: '4702 Century Plaza Rd',
        city: 'Indianapolis',
        state: 'IN',
        zip: '46254',
        country: 'USA',
      }),
    ).toEqual(['4702 Century Plaza Rd', 'Indianapolis, IN 46254', 'USA']);
  });

  it('leaves out blank parts and accepts a numeric zip', () => {
    expect(addressLines({ street: ' ', city: 'Carmel', zip: 46032 })).toEqual(['Carmel, 46032']);
    expect(addressLines({ state: 'IN' })).toEqual(['IN']);
  });

  it('keeps a single line as it is, trimmed', () => {
    expect(addressLines(' 1 Main St, Springfield ')).toEqual(['1 Main St, Springfield']);
  });

  it.each([null, undefined, '', '   ', 42, ['1 Main St'], {}])('has no lines for %j', (value) => {
    expect(addressLines(value)).toEqual([]);
  });
});

describe('telHref', () => {
  it.each([
    ['(317) 555-0142', 'tel:3175550142'],
    ['+1 317.555.0142', 'tel:+13175550142'],
    ['call us', undefined],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
