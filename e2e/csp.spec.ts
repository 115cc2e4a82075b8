import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contentSecurityPolicy, HEADER_POLICY, inlineScriptTexts } from '../build/content-security-policy';
import { sourceMapsDir } from '../build/source-maps-aside';
import { expect, settle, test } from './fixtures';
import { e2eEnv } from './support/env';
import { signIn, STAFF } from './support/staff';

/**
 * The production build's Content-Security-Policy and source maps (docs/decisions/0019).
 *
 * The build under test was made against this run's stack, so its `<meta>` policy is the real one
 * for that Supabase origin. Every public page and every staff page is opened, scrolled through and
 * used where it loads more (dialogs, players, upload previews); a `securitypolicyviolation` event
 * or a console message about the policy fails the test. Third-party frames (YouTube's player, the
 * map) are answered locally: a frame the policy blocks is never requested, so each expected frame
 * request proves it is allowed.
 */

/** Hosts of the frames the pages embed; the machine has no outside network. */
const THIRD_PARTY_FRAMES = /^https:\/\/(www\.youtube-nocookie\.com|maps\.google\.com|www\.google\.com)\//;

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records policy violations in the page from its first script on, and policy console messages. */
async function watchPolicy(page: Page): Promise<{ consoleMessages: string[]; frames: string[] }> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      consoleMessages.push(message.text());
    }
  });
  const frames: string[] = [];
  await page.route(THIRD_PARTY_FRAMES, (route) => {
    frames.push(new URL(route.request().url()).origin);
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>embed</title><p>embed</p>',
    });
  });
  return { consoleMessages, frames };
}

/** Fails when the page has reported a violation or the console a policy message so far. */
async function expectNoViolation(page: Page, consoleMessages: string[]): Promise<void> {
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  expect(violations, `Content-Security-Policy violations on ${page.url()}`).toEqual([]);
  expect(consoleMessages, `Content-Security-Policy messages on ${page.url()}`).toEqual([]);
}

/**
 * Opens a page, waits for its heading and for `ready` (its data), then scrolls through it, which
 * loads its lazy images and frames.
 */
async function visit(page: Page, address: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await ready?.(page);
  await page.waitForLoadState('load');
  await settle(page);
}

/** Public pages, with what each must show once loaded (seeded content). */
const PUBLIC_PAGES: { address: string; ready: (page: Page) => Promise<void> }[] = [
  {
    address: '/',
    ready: (page) => expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible(),
  },
  { address: '/about', ready: (page) => expect(page.getByRole('tabpanel')).toBeVisible() },
  {
    address: '/events',
    ready: (page) => expect(page.getByRole('link', { name: /View Details/ }).first()).toBeVisible(),
  },
  { address: '/events?tab=calendar', ready: (page) => expect(page.getByRole('table').first()).toBeVisible() },
  {
    address: '/events/c0000000-0000-4000-8000-000000000002',
    ready: (page) => expect(page.getByRole('heading', { name: 'Sunday Celebration Service' })).toBeVisible(),
  },
  {
    address: '/sermons',
    ready: (page) => expect(page.getByRole('link', { name: /Refuge and Strength/ }).first()).toBeVisible(),
  },
  {
    address: '/gallery',
    ready: (page) => expect(page.getByRole('link', { name: /Sunday Worship/ }).first()).toBeVisible(),
  },
  {
    address: '/pastors-corner',
    ready: (page) => expect(page.getByRole('tabpanel')).toBeVisible(),
  },
  { address: '/pastors-corner?tab=blog', ready: (page) => expect(page.getByRole('tabpanel')).toBeVisible() },
  {
    address: '/pastors-corner?tab=bookstore',
    ready: (page) => expect(page.getByRole('tabpanel')).toBeVisible(),
  },
  {
    address: '/pastors-corner?tab=testimonies',
    ready: (page) => expect(page.getByRole('tabpanel')).toBeVisible(),
  },
  {
    address: '/pastors-corner/blog',
    ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  {
    address: '/pastors-corner/blog/rooted-in-prayer',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Rooted in Prayer' })).toBeVisible(),
  },
  { address: '/live', ready: (page) => expect(page.locator('iframe')).toBeVisible() },
  {
    address: '/donate',
    ready: (page) => expect(page.getByRole('button', { name: /^Give \$/ })).toBeVisible(),
  },
  { address: '/contact', ready: (page) => expect(page.getByRole('button', { name: /Send/ })).toBeVisible() },
  {
    address: '/first-timer-form',
    ready: (page) => expect(page.getByRole('button', { name: 'Connect With Us' })).toBeVisible(),
  },
  {
    address: '/newsletter',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible(),
  },
  { address: '/checkout-success', ready: async () => {} },
  { address: '/checkout-cancel', ready: async () => {} },
  {
    address: '/unsubscribe?token=0000000000000000000000000000000000000000000000000000000000000000',
    ready: (page) => expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible(),
  },
  { address: '/an-address-that-does-not-exist', ready: async () => {} },
];

// Desktop only: the policy and what a page loads do not depend on the viewport (the same chunks,
// images and frames at every width), and the phone-width pages are opened by their own specs.
test.describe('Content-Security-Policy on the public pages', () => {
  test('index.html carries the policy of this build, and the server the header part', async ({
    page,
    request,
  }) => {
    const response = await request.get('/');
    expect(response.headers()['content-security-policy']).toBe(HEADER_POLICY);
    const html = await response.text();
    const expected = contentSecurityPolicy({
      supabaseUrl: e2eEnv('apiUrl'),
      inlineScripts: inlineScriptTexts(html),
    });
    await page.goto('/');
    const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
    await expect(meta).toHaveAttribute('content', expected);
    const policy = (await meta.getAttribute('content')) ?? '';
    expect(policy).toContain(`connect-src 'self' ${new URL(e2eEnv('apiUrl')).origin};`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // The policy is the first thing in <head> after the character set: it governs all that follows.
    expect(
      await page.evaluate(() =>
        Array.from(document.head.children)
          .slice(0, 2)
          .map((e) => e.getAttribute('charset') ?? e.getAttribute('http-equiv')),
      ),
    ).toEqual(['UTF-8', 'Content-Security-Policy']);
  });

  // One walk through every public page (a test per page spent more on starting its browser
  // context than on the page itself).
  test('every public page loads nothing the policy refuses', async ({ page }) => {
    test.setTimeout(120_000);
    const { consoleMessages, frames } = await watchPolicy(page);
    for (const { address, ready } of PUBLIC_PAGES) {
      await test.step(address, async () => {
        await visit(page, address, ready);
        // The map (home, contact) and the live player are frames the policy must allow.
        if (address === '/' || address === '/contact') {
          const map = await page.getByTitle(/^Map/).getAttribute('src');
          await expect.poll(() => frames).toContain(new URL(map ?? '').origin);
        }
        if (address === '/live')
          await expect.poll(() => frames).toContain('https://www.youtube-nocookie.com');
        await expectNoViolation(page, consoleMessages);
      });
    }
  });

  test('dialogs, the photo viewer, the sermon video and audio load nothing the policy refuses', async ({
    page,
  }) => {
    const { consoleMessages, frames } = await watchPolicy(page);

    // The prayer request dialog (Radix: its scroll lock writes a <style> element).
    await visit(page, '/');
    await page.getByRole('button', { name: /prayer/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoViolation(page, consoleMessages);

    // The gallery's photo viewer.
    await visit(page, '/gallery/sunday-worship');
    await page
      .getByRole('button', { name: /^Open photo/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoViolation(page, consoleMessages);

    // A sermon: the audio from Storage, then the YouTube player built on play.
    await visit(page, '/sermons/e0000000-0000-4000-8000-000000000001');
    const audio = page.locator('audio');
    await expect(audio).toBeAttached();
    await expect.poll(() => audio.evaluate((media: HTMLAudioElement) => media.readyState)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect(page.frameLocator('iframe').getByText('embed')).toBeVisible();
    expect(frames).toContain('https://www.youtube-nocookie.com');
    await expectNoViolation(page, consoleMessages);

    // The mobile menu or the full navigation, then a client-side navigation.
    await visit(page, '/');
    const menu = page.getByTestId('site-header').getByRole('button', { name: /menu/i });
    if (await menu.isVisible()) await menu.click();
    await page.getByTestId('site-header').getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expectNoViolation(page, consoleMessages);
  });
});

test.describe('Content-Security-Policy on the staff pages', () => {
  test('sign-in, home, gallery upload (with previews), moderation, inbox, events, birthdays, sermons, blog, pastor’s corner, newsletter, activity, staff, settings and account load nothing the policy refuses', async ({
    page,
  }) => {
    // One walk through every staff page (the blog, its editor and the pastor's corner included).
    test.slow();
    const { consoleMessages } = await watchPolicy(page);
    await visit(page, '/admin/sign-in');
    await expectNoViolation(page, consoleMessages);

    await signIn(page, STAFF, '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolation(page, consoleMessages);

    await page.goto('/admin/gallery');
    const form = page.getByRole('form', { name: 'Add Images to Gallery' });
    await expect(form.getByRole('option', { name: 'Sunday Worship' })).toBeAttached();
    // Previews of chosen files are `blob:` images.
    await form.getByLabel('Images').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    });
    await expect(form.locator('img[src^="blob:"]').first()).toBeVisible();
    await settle(page);
    await expectNoViolation(page, consoleMessages);

    await page.goto('/admin/testimonies');
    await expect(page.getByRole('heading', { level: 1, name: 'Testimony Moderation' })).toBeVisible();
    await page.waitForLoadState('load');
    await settle(page);
    await expectNoViolation(page, consoleMessages);

    // The admin's other pages: each with its heading, once its data has arrived.
    for (const [address, heading] of [
      ['/admin/sermons', 'Sermons'],
      ['/admin/sermons/new', 'New sermon'],
      ['/admin/inbox', 'Inbox'],
      ['/admin/events', 'Events'],
      ['/admin/events/new', 'New event'],
      ['/admin/birthdays', 'Birthdays'],
      ['/admin/blog', 'Blog'],
      ['/admin/blog/new', 'New post'],
      ['/admin/pastors-corner', "Pastor's Corner"],
      ['/admin/newsletter', 'Newsletter'],
      ['/admin/activity', 'Activity'],
      ['/admin/staff', 'Staff'],
      ['/admin/settings', 'Settings'],
      ['/admin/settings/church', 'Church'],
      ['/admin/settings/giving', 'Giving'],
      ['/admin/account', 'Your account'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('load');
      await settle(page);
      await expectNoViolation(page, consoleMessages);
    }
  });

  test('the password pages reached from e-mail links load nothing the policy refuses', async ({ page }) => {
    const { consoleMessages } = await watchPolicy(page);
    for (const address of ['/admin/forgot-password', '/admin/welcome', '/admin/reset-password']) {
      await visit(page, address);
      await expectNoViolation(page, consoleMessages);
    }
  });
});

test.describe('source maps', () => {
  test('the build holds no .map file and no sourceMappingURL; the maps are kept beside it', async ({
    request,
  }) => {
    const buildDir = e2eEnv('buildDir');
    const files = (await readdir(buildDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)));
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const code = files.filter((file) => /\.(js|css)$/.test(file));
    expect(code.length).toBeGreaterThan(10);
    for (const file of code) {
      const text = await readFile(path.join(buildDir, file), 'utf8');
      expect(text, `${file} names a source map`).not.toMatch(/[#@]\s*sourceMappingURL=/);
      // Asked for anyway, the server answers with no map (a 404 or the SPA's index.html).
      const response = await request.get(`/${file.split(path.sep).join('/')}.map`);
      const body = await response.text();
      expect(body, `/${file}.map`).not.toContain('"mappings"');
      expect(response.headers()['content-type'] ?? '', `/${file}.map`).not.toContain('json');
    }
    // Each script's map is beside the build, for decoding a stack trace of the deployed site.
    const mapsDir = sourceMapsDir(buildDir, '/');
    for (const file of code.filter((f) => f.endsWith('.js'))) {
      const map = JSON.parse(await readFile(path.join(mapsDir, `${file}.map`), 'utf8')) as {
        mappings: string;
      };
      expect(map.mappings.length, `${file}.map`).toBeGreaterThan(0);
    }
  });
});
