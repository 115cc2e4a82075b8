import { describe, expect, it } from 'vitest';
import { slugify, summary, truncate, unslugify } from './text';

describe('truncate', () => {
  it('keeps short texts unchanged', () => {
    expect(truncate('Main Hall', 20)).toBe('Main Hall');
    expect(truncate('12345678901234567890', 20)).toBe('12345678901234567890');
  });

  it('cuts long texts and appends an ellipsis', () => {
    expect(truncate('4702 Century Plaza Road, Indianapolis', 20)).toBe('4702 Century Plaza R...');
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(truncate('Fellowship Hall and Gym', 15)).toBe('Fellowship Hall...');
    expect(truncate('Church Fellowship Hall', 7)).toBe('Church...');
  });

  it('gives an empty string for missing text', () => {
    expect(truncate(null, 10)).toBe('');
    expect(truncate(undefined, 10)).toBe('');
  });
});

describe('slugify', () => {
  it('lowercases and hyphenates', () => {
    expect(slugify('Youth Camp 2024')).toBe('youth-camp-2024');
  });

  it('removes accents, punctuation and edge hyphens', () => {
    expect(slugify('  Café & Fellowship!! ')).toBe('cafe-fellowship');
    expect(slugify('--Easter__Sunday--')).toBe('easter-sunday');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('!!!')).toBe('');
  });
});

describe('unslugify', () => {
  it('turns a slug into capitalised words', () => {
    expect(unslugify('youth-camp-2024')).toBe('Youth Camp 2024');
    expect(unslugify('easter_sunday')).toBe('Easter Sunday');
  });

  it('ignores repeated separators', () => {
    expect(unslugify('choir--night')).toBe('Choir Night');
  });
});

describe('summary', () => {
  it('gives plain, one-line text of at most 160 characters', () => {
    expect(summary('## Rest\n\nRead *this* and [Matthew 11](https://example.org).')).toBe(
      'Rest Read this and Matthew 11.',
    );
    expect(summary('x'.repeat(200))).toBe(`${'x'.repeat(160)}...`);
    expect(summary('   ')).toBeUndefined();
    expect(summary(null)).toBeUndefined();
  });
});
