import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, toast, waitForApp } from './fixtures';
import { e2eEnv } from './support/env';
import { signIn, STAFF } from './support/staff';

/**
 * Web push notifications (issue 44, docs/decisions/0049), against the real functions, database
 * and local push service. Chromium's own push service (Firebase) is out of reach of the tests, so
 * `PushManager` hands the page a subscription that the local push service issued (as a browser
 * would hand Firebase's); everything after that is real: the function, the database, VAPID and
 * RFC 8291 encryption, the push service's checks, the service worker's notification and its tap.
 * Desktop only: nothing here depends on the width.
 */

/** Every public page without parameters, a sermon and an event (decision 0033's list, and more). */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/events',
  '/sermons',
  '/sermons/e0000000-0000-4000-8000-000000000001',
  '/gallery',
  '/pastors-corner',
  '/pastors-corner/blog',
  '/live',
  '/donate',
  '/contact',
  '/first-timer-form',
  '/newsletter',
  '/notifications',
];

/** Counts calls of the permission prompt and of `PushManager.subscribe` in `window.__pushAsks`. */
async function countPermissionRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __pushAsks: number };
    w.__pushAsks = 0;
    if ('Notification' in window) {
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args: Parameters<typeof ask>) => {
        w.__pushAsks += 1;
        return ask(...args);
      };
    }
    if ('PushManager' in window) {
      const subscribe = PushManager.prototype.subscribe;
      PushManager.prototype.subscribe = function (this: PushManager, ...args) {
        w.__pushAsks += 1;
        return subscribe.apply(this, args);
      };
    }
  });
}

const asks = (page: Page) => page.evaluate(() => (window as unknown as { __pushAsks: number }).__pushAsks);

/** Waits until the page is idle (after it rendered and ran what it runs on arrival). */
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

test.describe('arrival', () => {
  test('no public page asks for notifications on arrival', async ({ page, context, axe }) => {
    test.setTimeout(90_000);
    await countPermissionRequests(context);
    for (const address of PUBLIC_PAGES) {
      await page.goto(address);
      await idle(page);
      expect(await asks(page), address).toBe(0);
      expect(await page.evaluate(() => Notification.permission), address).toBe('default');
    }
    // The footer's page: a switch per topic, named and described.
    await page.goto('/notifications');
    await expect(page.getByRole('switch', { name: 'We’re live' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch')).toHaveCount(3);
    await axe();
  });

  test('an iPhone without the site on its Home Screen gets the Add to Home Screen steps', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: e2eEnv('baseURL'),
      serviceWorkers: 'block',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await countPermissionRequests(context);
    const page = await context.newPage();
    await page.goto('/live');
    // A page of its own context: its goto does not wait for hydration as the fixture's does.
    await waitForApp(page);
    await page.getByRole('button', { name: 'Notify me when we go live' }).click();
    const steps = page.getByRole('region', { name: 'Add this site to your Home Screen first' });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveText([
      /Tap the Share button/,
      /tap ‘Add to Home Screen’, then ‘Add’/,
      /Open the site from its new icon on your Home Screen and tap ‘Notify me when we go live’ again/,
    ]);
    expect(await asks(page)).toBe(0);
    await context.close();
  });
});

test.describe('with the service worker', () => {
  // The site's worker receives the pushes (every other spec but offline.spec.ts blocks workers).
  test.use({ serviceWorkers: 'allow' });

  /**
   * Makes `PushManager` hand out `subscription` (issued by the local push service) as the
   * browser's own, kept across pages; `unsubscribe` forgets it.
   */
  async function useLocalPushService(context: BrowserContext, subscription: unknown): Promise<void> {
    await context.addInitScript((json) => {
      const KEY = 'e2e-push-subscription';
      const fake = (value: typeof json) => ({
        ...(value as object),
        options: { userVisibleOnly: true },
        toJSON: () => value,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        localStorage.setItem(KEY, JSON.stringify(json));
        return fake(json) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const kept = localStorage.getItem(KEY);
        return (kept ? fake(JSON.parse(kept)) : null) as unknown as PushSubscription;
      };
    }, subscription);
  }

  /** The message the local push service received for `endpoint`, or null. */
  async function pushed(endpoint: string) {
    const { messages } = (await (await fetch(`${e2eEnv('pushUrl')}/_local/messages`)).json()) as {
      messages: {
        endpoint: string;
        headers: { urgency: string; ttl: number };
        json: Record<string, string>;
      }[];
    };
    return messages.find((m) => m.endpoint === endpoint) ?? null;
  }

  async function issueSubscription(): Promise<{ endpoint: string }> {
    const response = await fetch(`${e2eEnv('pushUrl')}/_local/subscriptions`, { method: 'POST' });
    return (await response.json()) as { endpoint: string };
  }

  test('“Notify me when we go live”, then staff press “We’re live” and a tap on the notification opens /live', async ({
    page,
    context,
    db,
  }) => {
    test.setTimeout(90_000);
    await db.lock('push-live', 'exclusive');
    await db.query(`delete from private.push_messages where kind = 'live'`);
    const subscription = await issueSubscription();
    await context.grantPermissions(['notifications']);
    await useLocalPushService(context, subscription);

    await page.goto('/live');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Notify me when we go live' }).click();
    await expect(page.getByText('You’ll get a notification when we go live.')).toBeVisible();
    expect(
      await db.query(`select topics from private.push_subscriptions where endpoint = $1`, [
        subscription.endpoint,
      ]),
    ).toEqual([{ topics: ['live'] }]);

    const staff = await context.newPage();
    await signIn(staff, STAFF, '/admin/notifications');
    await staff.getByRole('button', { name: 'We’re live now' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(toast(staff, 'Sent "We’re live"')).toBeVisible();
    await staff.close();

    // What the push service received: VAPID-signed, decrypted with the subscription's keys.
    await expect.poll(() => pushed(subscription.endpoint)).not.toBeNull();
    const message = (await pushed(subscription.endpoint))!;
    expect(message.headers.urgency).toBe('high');
    expect(message.headers.ttl).toBeLessThanOrEqual(3600);
    expect(message.json).toMatchObject({ title: "We're live", url: '/live', icon: '/icons/icon-192.png' });

    // The same message, delivered to the page's service worker as Chromium's push service would.
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => !r.isDeleted && page.url().startsWith(r.scopeURL));
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registration,
      data: JSON.stringify(message.json),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            icon: n.icon,
            url: (n.data as { url: string }).url,
          })),
        ),
      )
      .toEqual([
        {
          title: "We're live",
          body: message.json.body,
          icon: `${new URL(page.url()).origin}/icons/icon-192.png`,
          url: '/live',
        },
      ]);

    // A tap: the worker's notificationclick (Playwright cannot click the system's notification).
    const worker = context.serviceWorkers()[0]!;
    await worker.evaluate(async () => {
      // The worker's globals (this file is type-checked with the DOM's).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/live$/);
  });
});
