import Beasties from 'beasties';

/**
 * The one inline script a prerendered page gains (decision 0043's critical CSS): it turns the
 * deferred stylesheet (`media="print"`, not render-blocking) back into a stylesheet for every
 * medium once the page's markup has been parsed. It is Beasties' `media-script` activation
 * script, byte for byte, so the Content-Security-Policy can allow it by hash
 * (`build/content-security-policy.ts`); `build/critical-css.test.ts` fails if Beasties changes it.
 */
export const DEFERRED_STYLESHEET_SCRIPT =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})";

/** A stylesheet `<link>` of the build's HTML, as Vite writes it. */
const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*\bhref="([^"]+\.css)"[^>]*>/g;

/**
 * Inlines the CSS that a prerendered page's markup uses and loads the whole stylesheet without
 * blocking the first paint (issue "critical CSS", decision 0043).
 *
 * [Beasties](https://github.com/danielroe/beasties) selects, from the build's stylesheet, every
 * rule whose selector matches an element of the page (pseudo-classes aside), with the at-rules,
 * custom properties and keyframes they need. That is all the prerendered content needs, above
 * the fold or not, so nothing shifts when the full stylesheet arrives; the full file (cached
 * across pages) then styles what the app draws later (dialogs, toasts, hover states).
 *
 * Only the `<head>` changes, plus one script before `</body>`; the markup React hydrates is
 * left byte for byte as rendered (Beasties' own serialisation would rewrite SVG elements as
 * self-closing, equivalent but not identical). The returned page:
 * - `<style>` with the critical rules where the stylesheet link was;
 * - the link with `media="print" data-beasties-media="all"` (fetched at low priority, never
 *   render-blocking) and a `<noscript>` copy for browsers without scripts;
 * - {@link DEFERRED_STYLESHEET_SCRIPT} at the end of `<body>`.
 *
 * @param outDir - the build's output directory, where `/assets/*.css` are read from.
 * @returns `inline(html)`, which gives back `html` unchanged when it has no stylesheet link.
 * @throws Error when a page has more than one stylesheet link, or Beasties' output has no
 *   critical rules for it (a build whose markup and CSS do not belong together).
 */
export function criticalCss(outDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media-script',
    // The full file stays as built: other pages and the app's later renders need all of it.
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  return async (html) => {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    if (links.length === 0) return html;
    if (links.length > 1) throw new Error(`[critical-css] expected one stylesheet, found ${links.length}`);
    const [link, href] = links[0] as unknown as [string, string];
    const processed = await beasties.process(html);
    const critical = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
    if (!critical) throw new Error(`[critical-css] no rules of ${href} match the page`);
    if (!processed.includes(DEFERRED_STYLESHEET_SCRIPT))
      throw new Error(
        '[critical-css] Beasties changed its activation script: update DEFERRED_STYLESHEET_SCRIPT',
      );
    const deferred = link.replace(/\s*\/?>$/, ' media="print" data-beasties-media="all">');
    const head = `<style>${critical}</style>` + deferred + `<noscript>${link}</noscript>`;
    const body = html.lastIndexOf('</body>');
    if (body < 0) throw new Error('[critical-css] the page has no </body>');
    const withScript = `${html.slice(0, body)}<script>${DEFERRED_STYLESHEET_SCRIPT}</script>\n  ${html.slice(body)}`;
    return withScript.replace(link, () => head);
  };
}
