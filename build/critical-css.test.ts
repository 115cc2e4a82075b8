import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicyMeta, inlineScriptTexts, scriptHash } from './content-security-policy';
import { criticalCss, DEFERRED_STYLESHEET_SCRIPT } from './critical-css';

const CSS = [
  ':root{--brand:#111d42}',
  '@layer utilities{.text-brand{color:var(--brand)}.unused-class{color:red}}',
  '.card:hover{outline:1px solid}',
  '@media (min-width:48rem){.md\\:grid{display:grid}.also-unused{display:none}}',
  '.size-9{width:2.25rem}',
].join('\n');

const ROOT =
  '<div id="root"><main class="text-brand md:grid"><a class="card" href="/x">A &amp; B</a>' +
  '<svg viewBox="0 0 64 64" class="size-9"><rect width="64" height="64"></rect></svg><!-- --></main></div>';

function page(links: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    ${links}
  </head>
  <body>
    ${ROOT}
  </body>
</html>`;
}

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';

let outDir = '';
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'critical-css-'));
  await mkdir(path.join(outDir, 'assets'));
  await writeFile(path.join(outDir, 'assets/index-abc.css'), CSS);
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('criticalCss', () => {
  it('inlines the rules the markup uses and nothing else', async () => {
    const html = await criticalCss(outDir)(page(LINK));
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('--brand:#111d42');
    expect(style).toContain('.text-brand');
    expect(style).toContain('.md\\:grid');
    expect(style).toContain('.card:hover');
    expect(style).toContain('.size-9');
    expect(style).not.toContain('unused-class');
    expect(style).not.toContain('also-unused');
  });

  it('defers the stylesheet, keeps a noscript copy and activates it by the known script', async () => {
    const html = await criticalCss(outDir)(page(LINK));
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print" data-beasties-media="all">',
    );
    expect(html).toContain(`<noscript>${LINK}</noscript>`);
    // No stylesheet that blocks rendering is left in <head>.
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")[^>]*>/);
    // The activation script is the last thing of <body>, after the content.
    expect(html).toMatch(
      new RegExp(`${ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*<script>[^<]+</script>\\s*</body>`),
    );
    expect(inlineScriptTexts(html)).toEqual([DEFERRED_STYLESHEET_SCRIPT]);
  });

  it('leaves the markup React hydrates byte for byte as rendered', async () => {
    const html = await criticalCss(outDir)(page(LINK));
    expect(html).toContain(ROOT);
  });

  it('gives a page without a stylesheet back unchanged, and refuses one with two', async () => {
    const inline = criticalCss(outDir);
    expect(await inline(page(''))).toBe(page(''));
    await expect(inline(page(LINK + LINK.replace('index-abc', 'other')))).rejects.toThrow(/one stylesheet/);
  });

  it('is allowed by the build’s Content-Security-Policy by hash, not by unsafe-inline', () => {
    const plugin = contentSecurityPolicyMeta(() => 'https://abcd.supabase.co');
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    const shell = transform.handler(
      '<!doctype html><html><head><meta charset="UTF-8" /></head><body></body></html>',
    );
    const policy = /content="([^"]+)"/.exec(shell)?.[1] ?? '';
    expect(policy).toContain(scriptHash(DEFERRED_STYLESHEET_SCRIPT));
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
