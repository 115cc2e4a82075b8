/** Id of the `<template>` that holds a prerendered page's script tags until its first paint. */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The inline script that starts a prerendered page's JavaScript once its first contentful paint
 * has been presented (decision 0044): the Paint Timing API's `first-contentful-paint` entry is
 * reported after the frame reached the screen, so nothing the scripts do can delay it. Browsers
 * without that entry type start the scripts after the next frame instead
 * (`requestAnimationFrame` runs just before a frame is painted; the zero timeout queued there runs
 * after it). The tags of the `<template>` are then created anew (a tag parsed into a template
 * never runs or fetches) and appended to `<head>`.
 *
 * While they download, a task of its own makes the first `Intl.DateTimeFormat` in the church's
 * time zone (the template's `data-time-zone`): that first one loads ICU's zone and calendar data
 * (about 25 ms on a mid-range phone, 100 ms on Lighthouse's slowed CPU), which otherwise
 * happened inside hydration's render of the first date on the page.
 *
 * Its text is constant, so the Content-Security-Policy allows it by one hash
 * (`build/content-security-policy.ts`).
 */
export const SCRIPTS_AFTER_PAINT_SCRIPT =
  `(function(){var d=0;function go(){if(d)return;d=1;` +
  `var t=document.getElementById('${APP_SCRIPTS_ID}');if(!t)return;` +
  `[].forEach.call(t.content.children,function(o){var e=document.createElement(o.localName);` +
  `[].forEach.call(o.attributes,function(a){e.setAttribute(a.name,a.value)});document.head.appendChild(e)});` +
  `var z=t.getAttribute('data-time-zone');if(z)setTimeout(function(){try{new Intl.DateTimeFormat('en-US',` +
  `{timeZone:z,weekday:'long',hour:'numeric',hourCycle:'h23'}).formatToParts(0)}catch(x){}},0)}` +
  `function after(){setTimeout(go,0)}` +
  `var P=window.PerformanceObserver,s=P&&P.supportedEntryTypes||[];` +
  `if(s.indexOf('paint')<0){requestAnimationFrame(after);return}` +
  `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();after()}})` +
  `.observe({type:'paint',buffered:true})})()`;

/** The build's module entry and the chunks Vite preloads for it (one tag each, in `<head>`). */
const SCRIPT_TAG = /[ \t]*<script type="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>\n?/g;
const MODULEPRELOAD_TAG = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * Moves a prerendered page's script tags (the module entry and its `modulepreload` links) into
 * an inert `<template id="app-scripts">` at the end of `<body>`, followed by
 * {@link SCRIPTS_AFTER_PAINT_SCRIPT}, so that no script is fetched before the page's content is
 * on screen (issue 35 "Less work on first paint", decision 0044).
 *
 * A prerendered page (decision 0033) shows its whole content, links and forms from HTML and
 * inlined CSS; fetching the scripts at once only competes with that first paint for the
 * connection (and, on a slow phone, for the main thread). The app then hydrates as before. The
 * client-only shell keeps its tags: it has nothing to show before the scripts run.
 *
 * @param html - a prerendered page, as {@link criticalCss} returns it.
 * @param timeZone - the church's IANA time zone (the site setting, decision 0052), warmed up for the app.
 * @returns the page with its scripts started after the first paint; unchanged when it has no
 *   module script (a build without JavaScript entry).
 * @throws Error when the page has no `</body>`.
 */
export function scriptsAfterFirstPaint(html: string, timeZone: string): string {
  const tags = [...html.matchAll(MODULEPRELOAD_TAG), ...html.matchAll(SCRIPT_TAG)].map((m) => m[0].trim());
  if (!tags.some((tag) => tag.startsWith('<script'))) return html;
  const body = html.lastIndexOf('</body>');
  if (body < 0) throw new Error('[scripts-after-paint] the page has no </body>');
  const deferred =
    `<template id="${APP_SCRIPTS_ID}" data-time-zone="${escapeAttribute(timeZone)}">${tags.join('')}</template>` +
    `<script>${SCRIPTS_AFTER_PAINT_SCRIPT}</script>\n  `;
  const withDeferred = `${html.slice(0, body)}${deferred}${html.slice(body)}`;
  const headEnd = withDeferred.indexOf('</head>');
  return (
    withDeferred.slice(0, headEnd).replace(MODULEPRELOAD_TAG, '').replace(SCRIPT_TAG, '') +
    withDeferred.slice(headEnd)
  );
}

/** `&`, `"` and `<` escaped for an attribute value in double quotes. */
function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
