import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, passFormFillTime, test, toast } from './fixtures';
import { e2eEnv } from './support/env';
import { signIn, signOut, STAFF } from './support/staff';

/**
 * The installable, offline site (issue 34, docs/decisions/0041). The only spec that runs with
 * the service worker: every other spec blocks it (playwright.config.ts), because a worker would
 * bypass their `page.route` answers. Desktop only: the worker does not depend on the width.
 */
test.use({ serviceWorkers: 'allow' });

const REFUGE = { id: 'e0000000-0000-4000-8000-000000000001', title: 'Refuge and Strength' };

/** Loads `path` and waits until the service worker controls the page (a first visit: after it claims it). */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** The browser's messages while the network is off: failed requests the page expects. */
const OFFLINE_ERRORS = [/Failed to load resource/, /ERR_INTERNET_DISCONNECTED/, /Failed to fetch/];

test('installable, and pages visited before open offline; a page never visited shows the offline page', async ({
  page,
  context,
  allowedConsoleErrors,
}) => {
  await openControlled(page, '/');

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<
    string,
    unknown
  >;
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toEqual([
    '/sermons',
    '/events',
    '/live',
    '/donate',
  ]);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  // `in-incognito`: Playwright's contexts are incognito profiles, where Chromium installs nothing;
  // any other entry is the site's.
  expect(installabilityErrors.filter((e) => (e as { errorId?: string }).errorId !== 'in-incognito')).toEqual(
    [],
  );
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);

  // Visited while the worker controls the page: kept in its caches.
  await page.reload();
  await page.goto('/sermons');
  await expect(page.getByRole('heading', { name: 'Sermons', level: 1 })).toBeVisible();
  await page.goto(`/sermons/${REFUGE.id}`);
  await expect(page.getByRole('heading', { name: REFUGE.title, level: 1 })).toBeVisible();

  allowedConsoleErrors.push(...OFFLINE_ERRORS);
  await context.setOffline(true);
  for (const [address, heading] of [
    ['/', null],
    ['/sermons', 'Sermons'],
    [`/sermons/${REFUGE.id}`, REFUGE.title],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
    if (heading) await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    else await expect(page.locator('main h1, h1').first()).toBeVisible();
  }
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: "You're offline", level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved for offline' })).toBeVisible();
  await context.setOffline(false);
});

test("a saved sermon's audio plays and seeks offline; it is listed as saved and can be removed", async ({
  page,
  context,
  allowedConsoleErrors,
  axe,
}) => {
  await openControlled(page, `/sermons/${REFUGE.id}`);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Storage used by this site on your device: \d/)).toBeVisible();
  await axe({ include: '[data-testid="save-for-offline"]' });

  allowedConsoleErrors.push(...OFFLINE_ERRORS);
  await context.setOffline(true);
  await page.reload();
  const audio = page.locator('audio');
  await page.waitForFunction(() => {
    const element = document.querySelector('audio');
    return element !== null && element.readyState >= 1 && element.duration > 2;
  });
  const position = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = element.duration / 2;
      }),
  );
  expect(position).toBeGreaterThan(1);
  const played = await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
    return !element.paused;
  });
  expect(played).toBe(true);

  // The offline page lists it.
  await page.goto('/gallery');
  await expect(page.getByRole('link', { name: REFUGE.title })).toBeVisible();
  await context.setOffline(false);

  await page.goto('/sermons');
  const saved = page.getByRole('region', { name: 'Saved' });
  await expect(saved.getByRole('link', { name: REFUGE.title })).toBeVisible();
  await saved.getByRole('button', { name: `Remove ${REFUGE.title} from this device` }).click();
  await expect(saved).toHaveCount(0);
});

/** Every cache entry the page can see, as `<cache name> <address>`. */
function cachedEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) found.push(`${name} ${request.url}`);
    }
    return found;
  });
}

test('checkout, registration and query-string pages are never cached, however they are spelled', async ({
  page,
  allowedConsoleErrors,
}) => {
  // The made-up session and token name no checkout or registration: the database refuses them.
  allowedConsoleErrors.push(/status of 4\d\d .*\/rest\/v1\/rpc\//);
  await openControlled(page, '/');
  await page.reload();
  for (const address of [
    '/checkout-success?session_id=cs_test_e2eOfflineSession0001',
    '/checkout-cancel',
    '/Registrations/e2eOfflineToken0000000000000000000000000000000000',
    '/REGISTRATIONS/e2eOfflineToken0000000000000000000000000000000001/',
    '/sermons?tab=saved',
  ]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // A public page opened the same way afterwards is kept: the worker was at work all along.
  await page.goto('/about');
  await expect
    .poll(async () => (await cachedEntries(page)).filter((entry) => entry.endsWith('/about')))
    .toHaveLength(1);
  // The precache holds the public pages' code (checkout-success-<hash>.js among it), never a page.
  const cached = (await cachedEntries(page)).filter((entry) => !/\/assets\/[\w.-]+\.(js|css)$/.test(entry));
  expect(cached.filter((entry) => /checkout|registrations|session|e2eOffline/i.test(entry))).toEqual([]);
  expect(cached.filter((entry) => /\.html$/.test(entry) && !entry.endsWith('/200.html'))).toEqual([]);
  // Data reads carry their query string; no page does.
  expect(cached.filter((entry) => entry.startsWith('church-pages') && entry.includes('?'))).toEqual([]);
});

test('a prayer request sent offline is stored exactly once when the connection returns; one discarded is never sent', async ({
  page,
  context,
  db,
  uniqueId,
  allowedConsoleErrors,
  axe,
}) => {
  const details = `Offline prayer (${uniqueId}).`;
  const discarded = `Discarded prayer (${uniqueId}).`;
  try {
    await page.clock.install();
    await openControlled(page, '/');
    await page.reload();
    allowedConsoleErrors.push(...OFFLINE_ERRORS, /The form could not be sent/);
    for (const text of [details, discarded]) {
      await page.getByRole('button', { name: 'Submit a Prayer Request' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /request/i }).fill(text);
      await passFormFillTime(page);
      await context.setOffline(true);
      await dialog.getByRole('button', { name: /submit/i }).click();
      await expect(toast(page, 'Saved — it will be sent when you’re back online')).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    expect(
      await db.count('public.prayer_requests', 'request_details in ($1, $2)', [details, discarded]),
    ).toBe(0);

    // The list of what waits: the form and the time, never more than the first words.
    const outbox = page.getByRole('region', { name: 'Waiting to be sent: 2 forms' });
    await expect(outbox).toBeVisible();
    await expect(outbox.getByText('Prayer request')).toHaveCount(2);
    await expect(outbox).toContainText('Anything not sent within 7 days is deleted.');
    await axe({ include: 'section[aria-labelledby="outbox-heading"]' });
    await outbox
      .getByRole('listitem')
      .filter({ hasText: '“Discarded prayer' })
      .getByRole('button', { name: /^Discard prayer request saved / })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Discard this prayer request?' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('region', { name: 'Waiting to be sent: 1 form' })).toBeVisible();
    await expect(page.getByText('“Discarded prayer')).toHaveCount(0);

    // A page opened while still offline lists it again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Waiting to be sent: 1 form' })).toBeVisible();

    await context.setOffline(false);
    await expect
      .poll(() => db.count('public.prayer_requests', 'request_details = $1', [details]), { timeout: 15_000 })
      .toBe(1);
    await expect(page.getByRole('region', { name: /Waiting to be sent/ })).toHaveCount(0);
    // Whatever else tries again (Background Sync, the next load) finds the outbox empty.
    await page.reload();
    await page.waitForTimeout(1_000);
    expect(await db.count('public.prayer_requests', 'request_details = $1', [details])).toBe(1);
    expect(await db.count('public.prayer_requests', 'request_details = $1', [discarded])).toBe(0);
  } finally {
    await db.query('delete from public.prayer_requests where request_details in ($1, $2)', [
      details,
      discarded,
    ]);
  }
});

test('a staff session leaves no staff page or signed-in response in any cache after sign-out', async ({
  page,
}) => {
  await openControlled(page, '/');
  await signIn(page, STAFF, '/admin/sermons');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signOut(page);

  const cached = await cachedEntries(page);
  expect(
    cached.filter((entry) => /\/admin|\/auth\/v1|\/functions\/v1|staff|inbox|prayer_requests/.test(entry)),
  ).toEqual([]);
  // No data cache survives sign-out at all.
  expect(cached.filter((entry) => entry.startsWith('church-data'))).toEqual([]);
});

test("'A new version is available' appears when a new worker waits, and 'Reload' switches to it; it drops pages the rules refuse", async ({
  page,
}) => {
  const file = path.resolve(e2eEnv('buildDir'), 'sw.js');
  const original = await readFile(file, 'utf8');
  try {
    await openControlled(page, '/contact');
    const name = `Half-typed ${Date.now()}`;
    await page.getByRole('textbox', { name: /name/i }).first().fill(name);
    await writeFile(file, `${original}\n// a new version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = toast(page, 'A new version is available');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Nothing reloads on its own: what was typed is still there.
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('textbox', { name: /name/i }).first()).toHaveValue(name);
    // What an older worker kept before issue 41's rules: the new one deletes it when it takes over.
    const refused = ['/checkout-success?session_id=cs_test_kept_by_old', '/Registrations/kept-by-old'];
    await page.evaluate(async (addresses) => {
      const name = (await caches.keys()).find((cache) => cache.startsWith('church-pages-'));
      const cache = await caches.open(name ?? 'church-pages-missing');
      for (const address of addresses) await cache.put(address, new Response('<p>old</p>'));
    }, refused);
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(prompt).toHaveCount(0);
    await expect
      .poll(async () => (await cachedEntries(page)).filter((entry) => /kept[-_]by[-_]old/.test(entry)))
      .toEqual([]);
    expect((await cachedEntries(page)).filter((entry) => entry.endsWith('/contact'))).toHaveLength(1);
  } finally {
    await writeFile(file, original);
  }
});
