import en from '@/i18n/offline/en';
import es from '@/i18n/offline/es';
import { localeOfPath, pathIn, type Locale } from '@/lib/i18n/locale';
import type { SavedSermon } from '@/lib/offline/saved-sermons';

// Both languages' text is in the worker: it answers English and Spanish addresses alike. The
// catalogs' text is the site's own HTML-safe text; only the church's name is escaped.
const TEXT: Record<Locale, typeof en> = { en, es };

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The offline page (issue 34): answered by the service worker for a page never visited while
 * there is no network. Plain HTML with its own styles (no script: the site's scripts may not be
 * there), 'You're offline', a way to try again and the sermons saved for offline (links to their
 * pages, which the worker keeps with the audio). In the language of the address asked for
 * (issue 43): `/es/…` gets the Spanish page, `<html lang="es">`, home link `/es/`.
 *
 * @param siteName - the church's name for the title.
 * @param sermons - the saved sermons, as `savedSermons` lists them.
 * @param pathname - the address asked for (`URL.pathname`), which gives the language.
 */
export function offlinePage(siteName: string, sermons: readonly SavedSermon[], pathname = '/'): string {
  const locale = localeOfPath(pathname);
  const m = TEXT[locale].page;
  const list =
    sermons.length === 0
      ? `<p>${m.noneSaved}</p>`
      : `<ul>${sermons
          .map(
            (s) =>
              `<li><a href="${escape(s.page)}">${escape(s.title)}</a><br><small>${escape(s.speaker)} · ${escape(s.date)}</small></li>`,
          )
          .join('')}</ul>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${m.title(escape(siteName))}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;margin:0 0 .5rem}h2{font-size:1.25rem;margin:2rem 0 .5rem}
a{color:#111d42;font-weight:600}a:focus-visible{outline:3px solid #f2c14e;outline-offset:2px}
ul{padding:0;list-style:none}li{padding:.75rem 0;border-bottom:1px solid #e2e8f0}small{color:#475569}
.home{display:inline-block;margin-top:1rem;padding:.5rem 1rem;background:#111d42;color:#fff;border-radius:.375rem;text-decoration:none}
</style></head>
<body><main>
<h1>${m.heading}</h1>
<p>${m.text}</p>
<a class="home" href="${pathIn('/', locale)}">${m.home}</a>
<h2>${m.saved}</h2>
${list}
</main></body></html>`;
}
