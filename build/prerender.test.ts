import { describe, expect, it } from 'vitest';
import { localeOfPath } from '../src/lib/i18n/locale';
import { scriptHash } from './content-security-policy';
import {
  escapeHtml,
  fileOfPath,
  fillTemplate,
  languageTags,
  NOT_FOUND_PAGES,
  previewTags,
  renderInBothLanguages,
  sitemapXml,
  withChurchTimeZone,
} from './prerender-html';

describe('fileOfPath', () => {
  it('maps clean addresses to the files static hosts serve at them', () => {
    expect(fileOfPath('/')).toBe('index.html');
    expect(fileOfPath('/events')).toBe('events.html');
    expect(fileOfPath('/events/abc/')).toBe('events/abc.html');
    expect(fileOfPath('/gallery/women-s-ministry')).toBe('gallery/women-s-ministry.html');
  });
});

describe('previewTags', () => {
  it('writes escaped Open Graph and Twitter tags with the image size', () => {
    const tags = previewTags(
      {
        title: 'Night of Prayer & "Worship" | Our Church',
        description: 'Bring <friends>.',
        type: 'article',
        image: { url: '/x.jpg', alt: 'Cover' },
      },
      'https://church.example/events/1',
      { url: 'https://church.example/x.jpg', alt: 'Cover', width: 1200, height: 630, type: 'image/jpeg' },
      'Our Church',
    );
    expect(tags).toContain('<link rel="canonical" href="https://church.example/events/1" />');
    expect(tags).toContain(
      '<meta property="og:title" content="Night of Prayer &amp; &quot;Worship&quot; | Our Church" />',
    );
    expect(tags).toContain('<meta property="og:description" content="Bring &lt;friends&gt;." />');
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="630" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('uses a summary card and no image tags without an image', () => {
    const tags = previewTags(
      { title: 'Contact Us' },
      'https://church.example/contact',
      undefined,
      'Our Church',
    );
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).toContain('<meta property="og:type" content="website" />');
  });
});

describe('sitemapXml', () => {
  it('lists absolute, escaped addresses with the date of their last change', () => {
    const xml = sitemapXml('https://church.example', [
      { path: '/' },
      { path: '/pastors-corner/blog/a&b', lastmod: '2026-11-20T10:00:00Z' },
      { path: '/events/1', lastmod: 'not a date' },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<url><loc>https://church.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://church.example/pastors-corner/blog/a&amp;b</loc><lastmod>2026-11-20</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://church.example/events/1</loc></url>');
  });
});

describe('fillTemplate', () => {
  const shell =
    '<head><meta name="description" content="Site text" />\n<title>Church</title></head><body><div id="root"></div></body>';

  it('leaves out the route-preload script of the shell: the page is already in the HTML', () => {
    const preload = `(function(p){var f=p[location.pathname];if(!f)return;f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload'})})({"/":["/assets/home.js"]})`;
    const policy = `script-src 'self' ${scriptHash('kept()')} ${scriptHash(preload)};`;
    const withPreload = shell
      .replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}" />`)
      .replace('</head>', `<script>${preload}</script>\n</head>`);
    const html = fillTemplate(
      withPreload,
      { html: '<main>Home</main>', hoisted: '', head: {}, data: '{}', locale: 'en' },
      '',
      undefined,
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/home.js');
    expect(html).toContain(`script-src 'self' ${scriptHash('kept()')};`);
    expect(html).toContain('<main>Home</main>');
  });

  it('puts the page, its head elements, preview tags, description and data block into the shell', () => {
    const html = fillTemplate(
      shell,
      {
        html: '<main><h1>Hi $&amp; there</h1></main>',
        hoisted: '<title>Hi | Our Church</title>',
        head: {},
        data: '{"url":"/"}',
        locale: 'en',
      },
      '<link rel="canonical" href="https://church.example/" />',
      'Page <text>',
    );
    expect(html).toContain('<title>Hi | Our Church</title>\n    <link rel="canonical"');
    expect(html).not.toContain('<title>Church</title>');
    expect(html).toContain('<meta name="description" content="Page &lt;text&gt;" />');
    expect(html).toContain('<div id="root"><main><h1>Hi $&amp; there</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="prerender-data">{"url":"/"}</script>');
  });

  it('escapes every character that could end an attribute or element', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('withChurchTimeZone', () => {
  it('writes the zone the pages were rendered in into the head, for the app to start in (decision 0052)', () => {
    const html = withChurchTimeZone(
      '<html><head><title>x</title></head><body></body></html>',
      'America/Chicago',
    );
    expect(html).toBe(
      '<html><head><title>x</title><meta name="church-time-zone" content="America/Chicago" />\n  </head><body></body></html>',
    );
    expect(withChurchTimeZone('<head></head>', '"><script>')).toContain('content="&quot;&gt;&lt;script&gt;"');
    expect(() => withChurchTimeZone('<body></body>', 'UTC')).toThrow(/no <\/head>/);
  });
});

describe('the two languages (decision 0054)', () => {
  const origin = 'https://church.example';

  it('writes a not-found page per language: 404.html and es/404.html from a Spanish address', () => {
    expect(NOT_FOUND_PAGES.map(({ path, file }) => [localeOfPath(path), file])).toEqual([
      ['en', '404.html'],
      ['es', 'es/404.html'],
    ]);
  });

  it('writes the Spanish home page as es/index.html, other Spanish pages beside their English ones', () => {
    expect(fileOfPath('/es/')).toBe('es/index.html');
    expect(fileOfPath('/es/events/1')).toBe('es/events/1.html');
  });

  it('sets the page language on <html>', () => {
    const shell =
      '<!doctype html>\n<html lang="en">\n<head><title>Church</title></head><body><div id="root"></div></body></html>';
    const page = { html: '<main>Hola</main>', hoisted: '', head: {}, data: '{}', locale: 'es' as const };
    expect(fillTemplate(shell, page, '', undefined)).toContain('<html lang="es">');
  });

  it('names both languages and x-default (English) in the head, and og:locale es_US on Spanish pages', () => {
    const tags = languageTags(origin, 'es', { en: '/events', es: '/es/events' });
    expect(tags).toContain('<meta property="og:locale" content="es_US" />');
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://church.example/events" />');
    expect(tags).toContain('<link rel="alternate" hreflang="es" href="https://church.example/es/events" />');
    expect(tags).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://church.example/events" />',
    );
    expect(languageTags(origin, 'en', undefined)).toBe('<meta property="og:locale" content="en_US" />');
  });

  it('pairs every Spanish URL of the sitemap with its English one, both ways', () => {
    const home = { en: '/', es: '/es/' };
    const events = { en: '/events', es: '/es/events' };
    const xml = sitemapXml(origin, [
      { path: '/', alternates: home },
      { path: '/es/', alternates: home },
      { path: '/events', alternates: events },
      { path: '/es/events', alternates: events },
      { path: '/sermons/1' },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({
      loc: loc!,
      links: Object.fromEntries(
        [...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
      ),
    }));
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.links]));
    for (const { loc, links } of entries.filter((entry) => entry.loc.includes('/es/'))) {
      const english = links.en!;
      expect(links.es).toBe(loc);
      expect(links['x-default']).toBe(english);
      expect(byLoc.get(english)?.es).toBe(loc);
      expect(byLoc.get(english)?.en).toBe(english);
    }
    expect(byLoc.get('https://church.example/sermons/1')).toEqual({});
  });

  it('leaves a Spanish page without Spanish text (noindex) out of the sitemap and of its pair', async () => {
    const rendered: { path: string; alternates?: object }[] = [];
    // `/events/2` has no Spanish: its Spanish page is rendered noindex (PageMeta translated={false}).
    const written = await renderInBothLanguages(
      [{ path: '/events/1', lastmod: '2026-12-01' }, { path: '/events/2' }],
      async (pathname, _file, alternates) => {
        rendered.push({ path: pathname, alternates });
        return { noindex: pathname === '/es/events/2' };
      },
    );
    expect(rendered.map((page) => page.path)).toEqual([
      '/es/events/1',
      '/events/1',
      '/es/events/2',
      '/events/2',
    ]);
    expect(rendered[3]).toEqual({ path: '/events/2', alternates: undefined });
    const pair = { en: '/events/1', es: '/es/events/1' };
    expect(written).toEqual([
      { path: '/events/1', lastmod: '2026-12-01', alternates: pair },
      { path: '/es/events/1', lastmod: '2026-12-01', alternates: pair },
      { path: '/events/2', alternates: undefined },
    ]);
  });
});
