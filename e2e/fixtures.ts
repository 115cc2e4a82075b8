import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { e2eEnv } from './support/env';

/** The accessibility standard every page must meet: WCAG 2.1 level A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Extra test time granted per axe scan (ms). */
const AXE_SCAN_ALLOWANCE_MS = 30_000;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One violation per paragraph: rule, impact, help text and every failing node with its fix. */
export function formatViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const html = node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html;
          const summary = (node.failureSummary ?? '').replace(/\n/g, '\n        ');
          return `    - ${node.target.join(' ')}\n      ${html}\n        ${summary}`;
        })
        .join('\n');
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

export interface AxeOptions {
  /** CSS selector of the part of the page to check (default: the whole page). */
  include?: string;
  /** CSS selectors to leave out, e.g. a third-party iframe the project does not control. */
  exclude?: string[];
}

export interface Db {
  /** Runs SQL as the Postgres superuser (bypasses RLS: for setting up and checking state). */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Number of rows of `table` matching a SQL condition, e.g. `count('prayer_requests', 'name = $1', [n])`. */
  count(table: string, where: string, params?: unknown[]): Promise<number>;
  /**
   * Holds a Postgres advisory lock named `name` until the test ends, so that tests in other
   * workers that change or depend on the same shared data do not overlap. `exclusive` for a test
   * that changes the data, `shared` for one that only needs it unchanged.
   */
  lock(name: string, mode: 'exclusive' | 'shared'): Promise<void>;
}

interface Fixtures {
  /**
   * Automatic: fails the test when the page throws an uncaught error or logs `console.error`,
   * including the browser's "Failed to load resource" for a missing image or a failed request.
   * Each error is matched as `<message> (<url>)`; push a pattern to allow an error that a test
   * provokes on purpose.
   */
  allowedConsoleErrors: RegExp[];
  /** Asserts that the page has no WCAG 2.1 A/AA violations; prints them readably if it does. */
  axe: (options?: AxeOptions) => Promise<void>;
  db: Db;
  /** A string unique to this test run, for e-mails and names the test writes. */
  uniqueId: string;
}

export const test = base.extend<Fixtures, { pool: pg.Pool }>({
  // Every `page.goto` and `page.reload` resolves once the app has taken the page over (see
  // `waitForApp`): a prerendered page shows its links and tabs before then, and a click or key
  // that reaches the plain HTML is lost. Documents without the app (a feed, an image) and pages
  // whose script fails still resolve: the wait only applies where `#root` exists.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },

  pool: [
    // Playwright reads a fixture's dependencies from its destructured first parameter.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pool = new pg.Pool({ connectionString: e2eEnv('dbUrl'), max: 3 });
      await use(pool);
      await pool.end();
    },
    { scope: 'worker' },
  ],

  db: async ({ pool }, use) => {
    const lockClients: pg.PoolClient[] = [];
    const db: Db = {
      async query(sql, params) {
        return (await pool.query(sql, params)).rows;
      },
      async count(table, where, params) {
        const rows = (
          await pool.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params)
        ).rows;
        return rows[0]?.n ?? 0;
      },
      async lock(name, mode) {
        const client = await pool.connect();
        lockClients.push(client);
        const fn = mode === 'exclusive' ? 'pg_advisory_lock' : 'pg_advisory_lock_shared';
        await client.query(`select ${fn}(hashtext($1))`, [name]);
      },
    };
    await use(db);
    for (const client of lockClients) {
      await client.query('select pg_advisory_unlock_all()');
      client.release();
    }
  },

  allowedConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      await use(allowed);
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],

  // eslint-disable-next-line no-empty-pattern
  uniqueId: async ({}, use, testInfo) => {
    const random = Math.random().toString(36).slice(2, 8);
    await use(`${testInfo.project.name}-${Date.now().toString(36)}-${random}`);
  },

  axe: async ({ page }, use, testInfo) => {
    await use(async (options = {}) => {
      // A full-page scan takes several seconds on a 2-core machine running two workers; each
      // scan adds its own allowance instead of every page test carrying it.
      testInfo.setTimeout(testInfo.timeout + AXE_SCAN_ALLOWANCE_MS);
      // One `axe.run` in the page (legacy mode) without descending into frames: the only frames
      // are third-party embeds (the map, YouTube's player), which are not ours to fix and, with
      // no outside network here, only error pages. The frame elements themselves (their titles)
      // are still checked. This halves a scan's time: no per-frame runs, no extra page to merge
      // the results in. `resultTypes: ['violations']` skips building the selectors and HTML of
      // every passing node (axe-core's API, "Performance"); violations are reported in full.
      // A toast or dialog caught mid-fade has its text at a fraction of its opacity, which axe
      // reports as low contrast. The scan runs with reduced motion (the site's animations then
      // take 0.01 ms, src/index.css), so a toast that opens or closes during the seconds a scan
      // takes is never half drawn, after the finite animations already running have finished.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await settleAnimations(page);
      let builder = new AxeBuilder({ page })
        .options({ iframes: false, resultTypes: ['violations'] })
        .withTags(WCAG_TAGS)
        .setLegacyMode();
      if (options.include) builder = builder.include(options.include);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const results = await builder.analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
      await testInfo.attach('axe-results.json', {
        body: JSON.stringify(
          { url: results.url, violations: results.violations, incomplete: results.incomplete },
          null,
          2,
        ),
        contentType: 'application/json',
      });
      const report = formatViolations(results.violations);
      expect(results.violations, `WCAG 2.1 AA violations on ${page.url()}:\n\n${report}\n`).toEqual([]);
    });
  },
});

export { expect };

/**
 * Waits (at most 3 s) for every finite CSS transition, CSS animation and Web Animation in the
 * page to finish; infinite ones (spinners, the live badge's pulse) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const finished = Promise.allSettled(finite.map((animation) => animation.finished));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

/** Scrolls the window instantly (ignoring CSS `scroll-behavior: smooth`) and lets scroll handlers run. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The element's computed background colour as RGBA bytes (alpha 0..1), normalised by painting it
 * on a canvas so that any CSS colour syntax (rgb, oklch, color-mix...) compares the same way.
 */
export async function backgroundRgba(
  locator: Locator,
): Promise<{ css: string; r: number; g: number; b: number; a: number }> {
  return locator.evaluate((element) => {
    const css = getComputedStyle(element).backgroundColor;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return { css, r, g, b, a: Math.round((a / 255) * 100) / 100 };
  });
}

/**
 * The toast (a list item of the Radix Toast "Notifications" region, "Notificaciones" on a Spanish
 * page) whose title is `title`.
 * `includeHidden`: while a modal dialog is open, everything outside it, toasts included, is
 * `aria-hidden` (Radix announces each toast through its own live region instead), so the toast
 * is found in the DOM and `toBeVisible()` then checks what a sighted visitor sees.
 */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Notifica(tions|ciones) /, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * Brings a page to the state a reader sees once it has settled: scroll-triggered entrance
 * animations played (by scrolling through the page), back at the top, and no finite animation
 * still running. Callers first wait for the page's data. Used before accessibility checks.
 */
export async function settle(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(200, Math.floor((page.viewportSize()?.height ?? 800) * 0.8));
  // scrollToY waits two animation frames, so scroll-triggered work has started at each step.
  for (let y = 0; y < height; y += step) await scrollToY(page, y);
  await scrollToY(page, 0);
  // Wait for every finite animation to finish (endless ones, like the ticker, excepted).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * The public forms ignore a submission sent sooner after the form appeared than a person could
 * fill it in (`MIN_FILL_MS` of src/hooks/use-form-guard.ts, at most 3 s). Specs that submit forms
 * install Playwright's clock before opening the page (`page.clock.install()`, time still flows)
 * and call this before submitting: it moves the page's clock 3 s ahead instead of waiting.
 */
export async function passFormFillTime(page: Page): Promise<void> {
  await page.clock.fastForward(3_000);
}

/**
 * Serves the client-only shell (`200.html`, decision 0033) instead of the prerendered HTML of
 * `pathname` when the browser asks for that page, so that the page is drawn by the browser from
 * its own reads. For tests of what a visitor sees when a read fails on a page that was not
 * prerendered (an address born after the build): a prerendered page keeps the build's content
 * when its refresh after hydration fails, which its own tests check.
 *
 * The request goes on to the preview server, rewritten to `/200.html`, rather than being answered
 * from here: Chromium (Local Network Access) treats a document that Playwright fulfils as coming
 * from the public internet and refuses its requests to the loopback API, so every read of such a
 * page failed, not only the one a test made fail (issue 30: "Could not load the pastor's desk"
 * when only the books were refused).
 *
 * @param pathname - the page's path, e.g. `/live`.
 */
export async function serveClientShell(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    (route) =>
      route.request().resourceType() === 'document'
        ? route.continue({ url: new URL('/200.html', route.request().url()).href })
        : route.fallback(),
  );
}

/**
 * Waits until the app has taken over the page (`<html data-app-ready="true">`, set by
 * `src/app/app.tsx` once mounted or hydrated), or at once on a document without the app's
 * `#root` or showing index.html's start-up failure message. A prerendered page (decision 0033)
 * shows its links and tabs before then; keys pressed and links clicked earlier reach plain HTML.
 * `page.goto` and `page.reload` already wait for it; call it after a full-page navigation
 * started by a click.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root') ||
      document.documentElement.dataset.appReady === 'true' ||
      // The start-up failure message of index.html: the app will not take this page over.
      document.querySelector('#root > [role="alert"]') !== null,
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * The page's JSON-LD object of a schema.org `@type` (a page may carry several blocks, e.g. its
 * `Event` and its `BreadcrumbList`).
 *
 * @returns the parsed object, or `undefined` when no block has that type.
 */
export async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((text) => {
      const parsed = JSON.parse(text) as unknown;
      return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
    })
    .find((data) => data['@type'] === type);
}

/**
 * Clicks an Events list's 'Show more events' until every card is shown (the lists render 18
 * cards at a time), and waits for the last page to be drawn.
 */
export async function showAllEvents(panel: Locator): Promise<void> {
  const more = panel.getByRole('button', { name: 'Show more events' });
  while (await more.isVisible()) {
    const before = await panel.getByRole('article').count();
    await more.click();
    await expect(panel.getByRole('article')).not.toHaveCount(before);
  }
}
