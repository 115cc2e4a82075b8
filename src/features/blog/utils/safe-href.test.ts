import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps http(s) and mailto addresses', () => {
    expect(safeHref('https://www.biblegateway.com/passage/?search=Daniel+6')).toBe(
      'https://www.biblegateway.com/passage/?search=Daniel+6',
    );
    expect(safeHref('http://example.org')).toBe('http://example.org/');
    expect(safeHref('HTTPS://Example.org/A')).toBe('https://example.org/A');
    expect(safeHref('mailto:office@example.org')).toBe('mailto:office@example.org');
  });

  it('keeps paths on this site', () => {
    expect(safeHref('/pastors-corner?tab=bookstore')).toBe('/pastors-corner?tab=bookstore');
    expect(safeHref('/events/42#map')).toBe('/events/42#map');
    expect(safeHref('#notes')).toBe('#notes');
    expect(safeHref('events')).toBe('/events');
  });

  it.each([
    "javascript:alert('XSS')",
    "JaVaScRiPt:alert('XSS')",
    ' javascript:alert(1)',
    "java\tscript:alert('XSS')",
    "java\nscript:alert('XSS')",
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'https://',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it('refuses a "path" that leads to another host, credentials and control characters', () => {
    expect(safeHref('//example.org/path')).toBeUndefined();
    expect(safeHref('/\\example.org')).toBeUndefined();
    expect(safeHref('https://user:pass@example.org/')).toBeUndefined();
    expect(safeHref('/events\u0000')).toBeUndefined();
  });

  it('refuses an empty address', () => {
    expect(safeHref('')).toBeUndefined();
    expect(safeHref('   ')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});
