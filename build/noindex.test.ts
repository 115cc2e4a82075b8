import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import type { PreviewServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { isNoindexPath, NOINDEX_HEADER, NOINDEX_PATHS, noindexHeaders } from './noindex';

describe('isNoindexPath', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/sign-in',
    '/admin/sermons/e0000000-0000-4000-8000-000000000001',
    '/Admin/Staff',
    '/checkout-success',
    '/checkout-cancel/',
  ])('%s is not indexed', (pathname) => {
    expect(isNoindexPath(pathname)).toBe(true);
  });

  it.each(['/', '/events', '/administration', '/pastors-corner', '/checkout-successful', '/checkout'])(
    '%s may be indexed',
    (pathname) => {
      expect(isNoindexPath(pathname)).toBe(false);
    },
  );
});

/** The headers the plugin's preview middleware sets for a request of `url` (after a rewrite to `served`). */
function previewHeaders(url: string, served = url): Record<string, string> {
  const middlewares: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void)[] = [];
  const server = { middlewares: { use: (fn: (typeof middlewares)[number]) => middlewares.push(fn) } };
  const plugin = noindexHeaders();
  const hook = plugin.configurePreviewServer;
  if (typeof hook !== 'function') throw new Error('no preview hook');
  void hook.call({} as never, server as unknown as PreviewServer);
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
  const next = vi.fn();
  for (const middleware of middlewares) {
    middleware(
      { url: served, originalUrl: url } as IncomingMessage & { originalUrl: string },
      res as unknown as ServerResponse,
      next,
    );
  }
  expect(next).toHaveBeenCalledTimes(middlewares.length);
  return headers;
}

describe('noindexHeaders (vite preview)', () => {
  it('sends X-Robots-Tag: noindex with the staff and checkout addresses, query and all', () => {
    expect(previewHeaders('/admin/staff', '/200.html')).toEqual({ 'X-Robots-Tag': 'noindex' });
    expect(previewHeaders('/admin')).toEqual({ 'X-Robots-Tag': 'noindex' });
    expect(previewHeaders('/checkout-success?session_id=cs_test_1', '/200.html')).toEqual({
      'X-Robots-Tag': 'noindex',
    });
  });

  it('sends nothing with the public pages', () => {
    expect(previewHeaders('/')).toEqual({});
    expect(previewHeaders('/events?tab=calendar', '/events.html')).toEqual({});
  });
});

/** The README's "Security headers" section. */
function securityHeadersSection(): string {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
  const start = readme.indexOf('### Security headers');
  return readme.slice(start, readme.indexOf('\n### ', start + 1));
}

/** The fenced code blocks of `text` in the language `lang`. */
function codeBlocks(text: string, lang: string): string[] {
  return [...text.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1] ?? '');
}

describe('README host examples', () => {
  const section = securityHeadersSection();

  it('_headers sends X-Robots-Tag: noindex with every address of NOINDEX_PATHS', () => {
    const [headersFile = ''] = codeBlocks(section, 'text');
    const rules = new Map<string, string[]>();
    let current = '';
    for (const line of headersFile.split('\n')) {
      if (!line.trim()) continue;
      if (!line.startsWith(' ')) rules.set((current = line.trim()), []);
      else rules.get(current)?.push(line.trim());
    }
    for (const rule of NOINDEX_PATHS) {
      expect(rules.get(rule), rule).toContain(`${NOINDEX_HEADER.name}: ${NOINDEX_HEADER.value}`);
    }
    expect(rules.get('/*')?.some((line) => line.startsWith(NOINDEX_HEADER.name))).toBe(false);
  });

  it('netlify.toml sends it with the same addresses', () => {
    const [netlify = ''] = codeBlocks(section, 'toml');
    const { headers } = parseToml(netlify) as { headers: { for: string; values: Record<string, string> }[] };
    for (const rule of NOINDEX_PATHS) {
      expect(headers.find((entry) => entry.for === rule)?.values[NOINDEX_HEADER.name], rule).toBe(
        NOINDEX_HEADER.value,
      );
    }
  });

  it('vercel.json sends it with the same addresses (path-to-regexp: `:path+` for the subpaths)', () => {
    const [vercel = ''] = codeBlocks(section, 'json');
    const { headers } = JSON.parse(vercel) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    for (const rule of NOINDEX_PATHS) {
      const source = rule.replace(/\/\*$/, '/:path+');
      const entry = headers.find((candidate) => candidate.source === source);
      expect(entry?.headers, rule).toContainEqual({ key: NOINDEX_HEADER.name, value: NOINDEX_HEADER.value });
    }
  });
});
