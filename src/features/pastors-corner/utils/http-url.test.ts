import { describe, expect, it } from 'vitest';
import { httpUrl } from './http-url';

describe('httpUrl', () => {
  it('keeps http(s) URLs', () => {
    expect(httpUrl('https://www.amazon.com/s?k=Revival+Fire')).toBe(
      'https://www.amazon.com/s?k=Revival+Fire',
    );
    expect(httpUrl(' http://example.org ')).toBe('http://example.org/');
  });

  it.each([
    "javascript:alert('XSS')",
    "java\tscript:alert('XSS')",
    'data:text/html;base64,PHNjcmlwdD4=',
    'mailto:shop@example.org',
    '/relative/path',
    '//example.org',
    'not a url',
    '',
    null,
    undefined,
  ])('drops %j', (value) => {
    expect(httpUrl(value)).toBeUndefined();
  });
});
