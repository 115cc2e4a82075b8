import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '@/lib/i18n/format';
import { localeOfPath, pathIn } from '@/lib/i18n/locale';
import { type Catalog, plural } from '@/lib/i18n/messages';

// Issue 43: the catalogs have the same keys in both languages, and every Spanish plural message
// has `one`, `many` and `other` (CLDR: a million is `many` in Spanish).

const areas = Object.values(import.meta.glob<Record<string, Catalog<unknown>>>('./*.ts', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is Catalog<unknown> => typeof value === 'object' && value !== null && 'load' in value,
  );

const isPlural = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && 'one' in value && 'other' in value;

/** Every key path of a catalog, with its kind (`text`, `fn/<arity>`, `plural`), e.g. `nav.home: text`. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}: text`];
  if (typeof value === 'function') return [`${path}: fn/${value.length}`];
  if (isPlural(value)) return [`${path}: plural`];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key));
  return [`${path}: ${typeof value}`];
}

/** Every plural message of a catalog, by key path. */
function plurals(value: unknown, path = ''): [string, Record<string, string>][] {
  if (isPlural(value)) return [[path, value]];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => plurals(child, path ? `${path}.${key}` : key));
  return [];
}

describe('the message catalogs', () => {
  it('finds every area', () => {
    expect(areas.map((catalog) => catalog.area)).toContain('layout');
  });

  it.each(areas.map((catalog) => [catalog.area, catalog] as const))(
    '%s: the same keys in English and Spanish, each Spanish plural with one, many and other',
    async (_, catalog) => {
      const [en, es] = await Promise.all([catalog.load.en(), catalog.load.es()]);
      expect(shape(es.default).sort()).toEqual(shape(en.default).sort());
      for (const [key, forms] of plurals(es.default)) {
        expect(Object.keys(forms).sort(), key).toEqual(['many', 'one', 'other']);
      }
      for (const [key, forms] of plurals(en.default)) {
        expect(Object.keys(forms).sort(), key).toEqual(['one', 'other']);
      }
    },
  );
});

describe('plural, numbers and amounts in es-US and en-US', () => {
  const events = { one: '# evento', many: '# de eventos', other: '# eventos' };

  it('picks the CLDR category and writes the count the US way', () => {
    expect(plural(events, 1, 'es')).toBe('1 evento');
    expect(plural(events, 3, 'es')).toBe('3 eventos');
    expect(plural(events, 1_000_000, 'es')).toBe('1,000,000 de eventos');
    expect(plural({ one: '# event', other: '# events' }, 1_000_000, 'en')).toBe('1,000,000 events');
  });

  it('writes $1,234.50 in both languages (plain es would write 1234,50 US$)', () => {
    expect(formatMoney(123450, 'usd', 'es')).toBe('$1,234.50');
    expect(formatMoney(123450, 'usd', 'en')).toBe('$1,234.50');
    expect(formatNumber(1234567.5, 'es')).toBe('1,234,567.5');
  });
});

describe('the language of an address', () => {
  it.each([
    ['/', 'en', '/es/'],
    ['/events/3f1c', 'en', '/es/events/3f1c'],
    ['/es/', 'es', '/'],
    ['/es', 'es', '/'],
    ['/ES/sermons/1', 'es', '/sermons/1'],
    ['/espanol', 'en', '/es/espanol'],
  ])('%s is %s; its pair is %s', (path, locale, other) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(pathIn(path, locale === 'en' ? 'es' : 'en')).toBe(other);
    expect(pathIn(other, locale as 'en' | 'es')).toBe(path === '/es' ? '/es/' : path.replace(/^\/ES/, '/es'));
  });
});
