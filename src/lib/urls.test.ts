import { describe, expect, it } from 'vitest';
import { safeHttpsUrl, safeUrl, urlHost, type UrlRuleOptions } from './urls';

/** [what is checked, the stored value, the options, what may be rendered (`undefined`: nothing)]. */
const TABLE: [string, unknown, UrlRuleOptions, string | undefined][] = [
  // Absolute http(s) addresses are kept in the parser's spelling.
  ['https address', 'https://example.org/a?b=1#c', {}, 'https://example.org/a?b=1#c'],
  ['http address', 'http://example.org', {}, 'http://example.org/'],
  ['scheme and host in capitals', 'HTTPS://Example.ORG/Path', {}, 'https://example.org/Path'],
  ['surrounding whitespace trimmed', '  https://example.org/a \n', {}, 'https://example.org/a'],
  ['port kept', 'https://example.org:8443/x', {}, 'https://example.org:8443/x'],
  ['space inside encoded', 'https://example.org/a b', {}, 'https://example.org/a%20b'],
  [
    'backslash read as the browser reads it',
    'https://example.org\\@evil.example',
    {},
    'https://example.org/@evil.example',
  ],
  ['international host in punycode', 'https://bücher.example/', {}, 'https://xn--bcher-kva.example/'],
  [
    'an absolute address where paths are refused',
    'https://example.org/',
    { paths: false },
    'https://example.org/',
  ],
  // Paths on this site.
  ['root path', '/about', {}, '/about'],
  ['path with query and fragment', '/events/42?x=1#map', {}, '/events/42?x=1#map'],
  ['relative path read from the root', 'events', {}, '/events'],
  ['dot segments cannot climb above the root', '/../../etc/passwd', {}, '/etc/passwd'],
  ['query alone', '?tab=blog', {}, '/?tab=blog'],
  ['fragment alone', '#notes', {}, '#notes'],
  ['encoded backslash stays in the path', '/%5Cevil.example', {}, '/%5Cevil.example'],
  ['path where paths are refused', '/about', { paths: false }, undefined],
  // Paths that leave the site.
  ['protocol-relative', '//evil.example/a', {}, undefined],
  ['slash backslash', '/\\evil.example', {}, undefined],
  ['backslash backslash', '\\\\evil.example', {}, undefined],
  ['backslash slash', '\\/evil.example', {}, undefined],
  ['three slashes', '///evil.example', {}, undefined],
  ['slash tab slash', '/\t/evil.example', {}, undefined],
  // Other schemes.
  ['javascript', 'javascript:alert(1)', {}, undefined],
  ['javascript in mixed case', 'JaVaScRiPt:alert(1)', {}, undefined],
  ['javascript after a space', ' javascript:alert(1)', {}, undefined],
  ['javascript split by a tab', 'java\tscript:alert(1)', {}, undefined],
  ['javascript split by a newline', 'java\nscript:alert(1)', {}, undefined],
  ['javascript with entity-like text', 'javascript&colon;alert(1)', {}, '/javascript&colon;alert(1)'],
  ['data', 'data:text/html;base64,PHNjcmlwdD4=', {}, undefined],
  ['data image', 'data:image/svg+xml,<svg onload=alert(1)>', {}, undefined],
  ['vbscript', 'vbscript:msgbox(1)', {}, undefined],
  ['file', 'file:///etc/passwd', {}, undefined],
  ['blob', 'blob:https://example.org/1', {}, undefined],
  ['ftp', 'ftp://example.org/a', {}, undefined],
  ['mailto refused by default', 'mailto:office@example.org', {}, undefined],
  ['mailto where allowed', 'mailto:office@example.org', { mailto: true }, 'mailto:office@example.org'],
  ['javascript where mailto is allowed', 'javascript:alert(1)', { mailto: true }, undefined],
  // Control characters anywhere inside.
  ['tab inside the host', 'https://exa\tmple.org/', {}, undefined],
  ['newline inside the path', 'https://example.org/a\nb', {}, undefined],
  ['NUL', 'https://example.org/\u0000', {}, undefined],
  ['DEL', '/about\u007f', {}, undefined],
  ['escape character', '\u001bhttps://example.org', {}, undefined],
  // Credentials.
  ['user and password', 'https://user:pass@example.org/', {}, undefined],
  ['user only', 'https://user@example.org/', {}, undefined],
  ['credentials that hide the host', 'https://example.org@evil.example/', {}, undefined],
  // Not an address at all.
  ['empty', '', {}, undefined],
  ['blank', '   ', {}, undefined],
  ['scheme without host', 'https://', {}, undefined],
  ['bad port', 'https://example.org:99999/', {}, undefined],
  ['null', null, {}, undefined],
  ['number', 42, {}, undefined],
  ['object', { url: 'https://example.org' }, {}, undefined],
];

describe('safeUrl', () => {
  it.each(TABLE)('%s: %j', (_name, value, options, expected) => {
    expect(safeUrl(value, options)).toBe(expected);
  });

  it('returns nothing the browser would read as another host or scheme', () => {
    for (const [, value, options] of TABLE) {
      const rendered = safeUrl(value, options);
      if (rendered === undefined) continue;
      const url = new URL(rendered, 'https://church.example/page');
      expect(['https:', 'http:', 'mailto:']).toContain(url.protocol);
      if (!/^[a-z]+:/i.test(rendered)) expect(url.origin).toBe('https://church.example');
    }
  });
});

describe('safeHttpsUrl', () => {
  it('keeps only absolute https addresses', () => {
    expect(safeHttpsUrl('https://maps.google.com/maps?q=x&output=embed')).toBe(
      'https://maps.google.com/maps?q=x&output=embed',
    );
    expect(safeHttpsUrl('http://maps.google.com/')).toBeUndefined();
    expect(safeHttpsUrl('/maps')).toBeUndefined();
    expect(safeHttpsUrl('javascript:alert(1)')).toBeUndefined();
  });
});

describe('urlHost', () => {
  it('gives the host of an absolute address without www', () => {
    expect(urlHost('https://www.Zoom.us/j/1')).toBe('zoom.us');
    expect(urlHost('/about')).toBeUndefined();
  });
});
