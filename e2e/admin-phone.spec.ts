import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForApp, type Db } from './fixtures';
import { CARE, EDITOR, STAFF, type Account } from './support/staff';

/**
 * Every staff page on a phone (issue 30): at 390 × 844 no `/admin` page scrolls sideways and none
 * has a WCAG 2.1 AA violation. Each page is opened by a role that may use it (the admin for the
 * admin's pages, the editor for the content pages, pastoral care for the inbox and birthdays), so
 * that each role's header is drawn at phone width too; the sign-in, reset and welcome pages are
 * opened signed out as well. The staff navigation collapses into a menu button there.
 *
 * Staff specs run on the `desktop` project only (playwright.config.ts): this one sets the phone's
 * viewport itself. Each role signs in once per worker and its session is reused (storage state).
 */

test.skip(({ isMobile }) => isMobile, 'the phone viewport is set by this spec on the desktop project');

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** One sign-in per role and worker: the session's storage, reused by every test of the role. */
const sessions = new Map<string, Promise<StorageState>>();

function sessionOf(browser: Browser, account: Account): Promise<StorageState> {
  let session = sessions.get(account.email);
  if (!session) {
    session = (async () => {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
      const page = await context.newPage();
      await page.goto('/admin/sign-in');
      await waitForApp(page);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const state = await context.storageState();
      await context.close();
      return state;
    })();
    sessions.set(account.email, session);
  }
  return session;
}

/**
 * The page's width beyond the viewport, with the outermost elements that stick out (tag, classes
 * and right edge) to say where to look when it fails.
 */
async function sidewaysOverflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    const clipped = (element: Element): boolean => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right;
      if (right <= width + 0.5 || clipped(element)) continue;
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5) continue;
      const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
      culprits.push(`${name} (right edge ${Math.round(right)} px)`);
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      culprits: culprits.slice(0, 10),
    };
  });
}

/** Waits for the page's content (no skeleton, no spinner), then checks its width and axe. */
async function checkPage(page: Page, axe: () => Promise<void>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"], [data-slot="spinner"]')).toHaveCount(0);
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow.scrollWidth,
    `${page.url()} is ${overflow.scrollWidth} px wide at ${overflow.innerWidth} px; outermost elements that stick out:\n${overflow.culprits.join('\n')}`,
  ).toBeLessThanOrEqual(overflow.innerWidth);
  await axe();
}

/**
 * A staff page: its address, or for one that needs a record, how to find or make it (rows it makes
 * carry `uniqueId` and are removed by `cleanUp`).
 */
interface Route {
  name: string;
  path: string | ((db: Db, uniqueId: string) => Promise<string>);
  cleanUp?: (db: Db, uniqueId: string) => Promise<void>;
}

async function firstId(db: Db, sql: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(sql);
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
}

/** An e-mail address longer than a phone is wide. */
function longAddress(uniqueId: string): string {
  return `a-rather-long-address-for-the-phone-check.${uniqueId}@example.org`.toLowerCase();
}

function prayerText(uniqueId: string): string {
  return `Please pray for the staff pages on phones (${uniqueId}): https://example.org/a/very/long/link/that/nobody/would/read/aloud?with=parameters&and=more`;
}

/** The seed's weekly Bible study (a repeating event with coming dates). */
const SERIES_ID = 'c1000000-0000-4000-8000-000000000001';

const ROUTES_BY_ROLE: { account: Account; role: string; routes: Route[] }[] = [
  {
    account: STAFF,
    role: 'admin',
    routes: [
      { name: 'overview', path: '/admin' },
      { name: 'activity', path: '/admin/activity' },
      { name: 'staff', path: '/admin/staff' },
      { name: 'settings', path: '/admin/settings' },
      { name: 'giving', path: '/admin/giving' },
      { name: 'notifications', path: '/admin/notifications' },
      { name: 'account', path: '/admin/account' },
      { name: 'welcome (signed in)', path: '/admin/welcome' },
      { name: 'reset password (signed in)', path: '/admin/reset-password' },
    ],
  },
  {
    account: EDITOR,
    role: 'editor',
    routes: [
      { name: 'overview', path: '/admin' },
      { name: 'events', path: '/admin/events' },
      { name: 'past events', path: '/admin/events?tab=past' },
      { name: 'new event', path: '/admin/events/new' },
      { name: 'event series', path: `/admin/events/${SERIES_ID}` },
      { name: 'event registrations', path: `/admin/events/${SERIES_ID}/registrations` },
      {
        name: 'one date of a series',
        path: async (db) => {
          const date = await firstId(
            db,
            `select occurrence_date::text as id from public.event_occurrences(now(), now() + interval '60 days')
             where event_id = '${SERIES_ID}' and not is_cancelled order by occurrence_date limit 1`,
          );
          return `/admin/events/${SERIES_ID}/${date}`;
        },
      },
      { name: 'sermons', path: '/admin/sermons' },
      { name: 'new sermon', path: '/admin/sermons/new' },
      {
        name: 'sermon editor',
        path: async (db) =>
          `/admin/sermons/${await firstId(db, 'select id::text as id from public.sermons order by date desc limit 1')}`,
      },
      { name: 'blog drafts', path: '/admin/blog' },
      { name: 'published posts', path: '/admin/blog?tab=published' },
      { name: 'new post', path: '/admin/blog/new' },
      {
        name: 'post editor',
        path: async (db) =>
          `/admin/blog/${await firstId(db, 'select id::text as id from public.pastor_blog_posts order by published_at desc nulls first limit 1')}`,
      },
      { name: "Pastor's Corner", path: '/admin/pastors-corner' },
      { name: 'gallery', path: '/admin/gallery' },
      { name: 'testimonies', path: '/admin/testimonies' },
      {
        // A long address among the subscribers: the list must still fit.
        name: 'newsletter',
        path: async (db, uniqueId) => {
          await db.query('insert into public.newsletter_subscribers (email) values ($1)', [
            longAddress(uniqueId),
          ]);
          return '/admin/newsletter';
        },
        cleanUp: async (db, uniqueId) => {
          await db.query('delete from public.newsletter_subscribers where email = $1', [
            longAddress(uniqueId),
          ]);
        },
      },
      { name: 'account', path: '/admin/account' },
    ],
  },
  {
    account: CARE,
    role: 'care',
    routes: [
      { name: 'overview', path: '/admin' },
      { name: 'inbox', path: '/admin/inbox' },
      {
        name: 'inbox item',
        // What a visitor typed may hold a long address and a pasted link: the page must fit.
        path: async (db, uniqueId) => {
          const [row] = await db.query<{ id: string }>(
            `insert into public.prayer_requests (name, email, request_details)
             values ('Phone Check', $1, $2) returning id::text as id`,
            [longAddress(uniqueId), prayerText(uniqueId)],
          );
          return `/admin/inbox/prayer-request/${row?.id ?? ''}`;
        },
        cleanUp: async (db, uniqueId) => {
          await db.query('delete from public.prayer_requests where request_details = $1', [
            prayerText(uniqueId),
          ]);
        },
      },
      { name: 'birthdays', path: '/admin/birthdays' },
    ],
  },
];

for (const { account, role, routes } of ROUTES_BY_ROLE) {
  test.describe(`at phone width, as ${role}`, () => {
    test.use({
      storageState: async ({ browser }, use) => {
        await use(await sessionOf(browser, account));
      },
    });

    for (const route of routes) {
      test(`${route.name} does not scroll sideways and passes axe`, async ({ page, db, axe, uniqueId }) => {
        const path = typeof route.path === 'string' ? route.path : await route.path(db, uniqueId);
        try {
          await page.goto(path);
          await checkPage(page, axe);
        } finally {
          await route.cleanUp?.(db, uniqueId);
        }
      });
    }
  });
}

test.describe('the staff menu at phone width', () => {
  test.use({
    storageState: async ({ browser }, use) => {
      await use(await sessionOf(browser, STAFF));
    },
  });

  test('folds the staff links behind a Menu button that Escape and a chosen page close', async ({
    page,
    axe,
  }) => {
    await page.goto('/admin');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Staff pages' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Overview' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    expect(overflow.scrollWidth, overflow.culprits.join('\n')).toBeLessThanOrEqual(overflow.innerWidth);
    await axe();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Staff' }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe('at phone width, signed out', () => {
  for (const path of [
    '/admin/sign-in',
    '/admin/forgot-password',
    '/admin/reset-password',
    '/admin/welcome',
  ]) {
    test(`${path} does not scroll sideways and passes axe`, async ({ page, axe }) => {
      await page.goto(path);
      await checkPage(page, axe);
    });
  }
});
