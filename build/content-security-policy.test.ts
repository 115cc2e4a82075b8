import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  FRAME_SOURCES,
  HEADER_POLICY,
  inlineScriptTexts,
  scriptHash,
} from './content-security-policy';

/** The policy as a map from directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const policy = directives(
    contentSecurityPolicy({
      supabaseUrl: 'https://abcd.supabase.co/',
      inlineScripts: ['alert(1)', 'alert(1)', 'é'],
    }),
  );

  it('allows data only from the Supabase project origin (no Realtime: no wss:)', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(policy.get('media-src')).toEqual(["'self'", 'https://abcd.supabase.co', 'blob:']);
  });

  it('allows inline scripts by their SHA-256 only, once each, and never eval', () => {
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='",
    ]);
  });

  it('frames only the YouTube no-cookie player and Google Maps; no plugins, no style attributes', () => {
    expect(policy.get('frame-src')).toEqual([...FRAME_SOURCES]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('style-src-attr')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.has('frame-ancestors')).toBe(false); // ignored in a <meta>
  });

  it("allows the site's own service worker and no other worker (decision 0041)", () => {
    expect(policy.get('worker-src')).toEqual(["'self'"]);
  });

  it('uses the origin of a local stack URL, path and all', () => {
    const local = directives(
      contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321/rest', inlineScripts: [] }),
    );
    expect(local.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321']);
    expect(local.get('script-src')).toEqual(["'self'"]);
  });

  it('refuses a Supabase URL that is not http(s)', () => {
    expect(() => contentSecurityPolicy({ supabaseUrl: 'ftp://example.org', inlineScripts: [] })).toThrow(
      /must be an http\(s\) URL/,
    );
    expect(() => contentSecurityPolicy({ supabaseUrl: 'not a url', inlineScripts: [] })).toThrow();
  });
});

describe('scriptHash', () => {
  it('hashes the UTF-8 text as CSP does', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('inlineScriptTexts', () => {
  it('returns the exact text of inline JavaScript, not of external or data scripts', () => {
    const html = [
      '<script>\n  a();\n</script>',
      '<script type="module">b()</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Event"}</script>',
      '<SCRIPT>c()</SCRIPT>',
    ].join('\n');
    expect(inlineScriptTexts(html)).toEqual(['\n  a();\n', 'b()', 'c()']);
  });
});

describe('README host examples', () => {
  it('carry exactly the header part that `vite preview` sends', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Security headers'));
    // _headers, netlify.toml and vercel.json.
    expect(section.split(HEADER_POLICY).length - 1).toBe(3);
  });
});
