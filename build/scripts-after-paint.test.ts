import { describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ID, SCRIPTS_AFTER_PAINT_SCRIPT, scriptsAfterFirstPaint } from './scripts-after-paint';

const ENTRY = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/kit-def.js">';
const TIME_ZONE = 'America/Indiana/Indianapolis';

function page(head: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    ${head}
    <link rel="stylesheet" href="/assets/index-abc.css" media="print" data-beasties-media="all">
  </head>
  <body>
    <div id="root"><main><h1>Welcome</h1></main></div>
    <script type="application/json" id="prerender-data">{"url":"/"}</script>
  </body>
</html>`;
}

describe('scriptsAfterFirstPaint', () => {
  it('moves the entry and its preloads out of <head> into an inert template before </body>', () => {
    const html = scriptsAfterFirstPaint(page(`${ENTRY}\n    ${PRELOAD}`), TIME_ZONE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('data-beasties-media');
    expect(html).toContain(
      `<template id="${APP_SCRIPTS_ID}" data-time-zone="${TIME_ZONE}">${PRELOAD}${ENTRY}</template>` +
        `<script>${SCRIPTS_AFTER_PAINT_SCRIPT}</script>`,
    );
    // After the content and the build's data, as the last thing the parser reads.
    expect(html.indexOf(`<template id="${APP_SCRIPTS_ID}"`)).toBeGreaterThan(html.indexOf('prerender-data'));
    expect(html.indexOf('</body>')).toBeGreaterThan(html.indexOf(SCRIPTS_AFTER_PAINT_SCRIPT));
  });

  it('leaves a page without a module script as it is', () => {
    const html = page('');
    expect(scriptsAfterFirstPaint(html, TIME_ZONE)).toBe(html);
  });

  /** Loads the transformed page into jsdom's document and runs the inline script with fakes. */
  function runScript(paintSupported: boolean) {
    document.documentElement.innerHTML = new DOMParser().parseFromString(
      scriptsAfterFirstPaint(page(`${ENTRY}\n    ${PRELOAD}`), TIME_ZONE),
      'text/html',
    ).documentElement.innerHTML;
    const frames: Array<() => void> = [];
    const timeouts: Array<() => void> = [];
    const observers: Array<{ callback: (list: unknown, observer: unknown) => void; disconnect: () => void }> =
      [];
    class FakeObserver {
      static supportedEntryTypes = paintSupported ? ['paint', 'largest-contentful-paint'] : ['resource'];
      disconnect = vi.fn();
      constructor(readonly callback: (list: unknown, observer: unknown) => void) {
        observers.push(this);
      }
      observe = vi.fn();
    }
    const timeout = vi.fn((callback: () => void) => void timeouts.push(callback));
    const run = new Function('window', 'requestAnimationFrame', 'setTimeout', SCRIPTS_AFTER_PAINT_SCRIPT) as (
      fakeWindow: unknown,
      raf: (callback: () => void) => void,
      timeout: (callback: () => void, ms: number) => void,
    ) => void;
    run({ PerformanceObserver: FakeObserver }, (callback) => void frames.push(callback), timeout);
    return { frames, timeouts, observers, timeout };
  }

  const started = () =>
    Array.from(document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).map(
      (tag) => tag.outerHTML.replace('crossorigin=""', 'crossorigin'),
    );

  it('starts the scripts once the first contentful paint has been reported, not at first paint', () => {
    const { frames, timeouts, observers, timeout } = runScript(true);
    expect(frames).toEqual([]);
    const [observer] = observers;
    const paints = (names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((n) => n === name),
    });
    observer?.callback(paints(['first-paint']), observer);
    expect(timeout).not.toHaveBeenCalled();
    observer?.callback(paints(['first-contentful-paint']), observer);
    expect(observer?.disconnect).toHaveBeenCalled();
    expect(started()).toEqual([]);
    timeouts.shift()?.();
    expect(started()).toEqual([PRELOAD, ENTRY]);
    // Created by the script, not cloned from the template: the browser fetches and runs them.
    const entry = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(entry.src).toMatch(/\/assets\/index-abc\.js$/);
    // Then, in a task of its own, the church's time zone is read once (ICU's data loads).
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(timeouts).toHaveLength(1);
    timeouts.shift()?.();
    expect(formatToParts).toHaveBeenCalledOnce();
    expect(
      (formatToParts.mock.contexts[0] as Intl.DateTimeFormat | undefined)?.resolvedOptions().timeZone,
    ).toBe(new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE }).resolvedOptions().timeZone);
    // Once only.
    observer?.callback(paints(['first-contentful-paint']), observer);
    timeouts.splice(0).forEach((callback) => callback());
    expect(started()).toEqual([PRELOAD, ENTRY]);
  });

  it('starts them after the next frame where the browser reports no paint entries', () => {
    const { frames, timeouts, observers, timeout } = runScript(false);
    expect(observers).toEqual([]);
    frames.shift()?.();
    // The frame is painted after its animation-frame callbacks: still nothing fetched.
    expect(started()).toEqual([]);
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), 0);
    timeouts.shift()?.();
    expect(started()).toEqual([PRELOAD, ENTRY]);
  });
});
