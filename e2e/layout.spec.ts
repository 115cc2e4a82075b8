import { backgroundRgba, expect, scrollToY, serveClientShell, test } from './fixtures';

/** Spec §2 "Navigation", in order. */
const NAVIGATION = [
  'Home',
  'About',
  'Events',
  'Sermons',
  'Gallery',
  "Pastor's Corner",
  'Live',
  'Donate',
  'Contact',
];
/** Spec §2: the first eight items, 'About Us' in place of 'About', no Contact. */
const QUICK_LINKS = ['Home', 'About Us', 'Events', 'Sermons', 'Gallery', "Pastor's Corner", 'Live', 'Donate'];
const QUICK_LINK_PATHS = [
  '/',
  '/about',
  '/events',
  '/sermons',
  '/gallery',
  '/pastors-corner',
  '/live',
  '/donate',
];

test.describe('header', () => {
  test(
    'is transparent at the top and solid white once scrolled more than 50 px',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await page.goto('/');
      const header = page.getByTestId('site-header');
      await expect(header).toBeVisible();
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      expect((await backgroundRgba(header)).a, 'header background at the top').toBe(0);

      // The boundary is exact at a device pixel ratio of 1; on the phone (2.625) use clear margins.
      const [below, above] = testInfo.project.name === 'desktop' ? [50, 51] : [30, 120];
      await scrollToY(page, below);
      await expect(header).toHaveAttribute('data-scrolled', 'false');

      await scrollToY(page, above);
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      // Polled: the colour may transition.
      await expect
        .poll(async () => backgroundRgba(header), { message: 'header background after scrolling' })
        .toMatchObject({ r: 255, g: 255, b: 255, a: 1 });

      await scrollToY(page, 0);
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await expect
        .poll(async () => (await backgroundRgba(header)).a, { message: 'header background back at the top' })
        .toBe(0);
    },
  );

  test('shows every navigation item in order and marks the current page', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the full navigation shows on wide screens');
    await page.goto('/about');
    const nav = page.getByTestId('site-header').getByRole('navigation');
    // The language switch follows the navigation (docs/decisions/0054).
    await expect(nav.getByRole('link')).toHaveText([...NAVIGATION, 'Español']);
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('site-header').getByRole('button', { name: /menu/i })).toBeHidden();
  });
});

test.describe('mobile menu', { tag: '@mobile' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button shows on small screens');

  test('opens, closes, and closes when an item is chosen', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    const button = header.getByRole('button', { name: /menu/i });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menuLinks = header.getByRole('link', { name: 'Contact', exact: true });
    await expect(menuLinks).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const controls = await button.getAttribute('aria-controls');
    const menu = controls ? page.locator(`[id="${controls}"]`) : header;
    await expect(menu.getByRole('link')).toHaveText([...NAVIGATION, 'Español']);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLinks).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLinks).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});

test('footer Quick Links are the first eight items with About Us and no Contact', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' });
  await expect(quickLinks.getByRole('link')).toHaveText(QUICK_LINKS);
  const hrefs = await quickLinks
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(QUICK_LINK_PATHS);
  await expect(footer.getByRole('heading', { name: 'Service Times' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
});

test(
  'scroll-to-top button appears after 300 px and returns to the top',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    const [below, above] = testInfo.project.name === 'desktop' ? [300, 301] : [250, 450];
    await scrollToY(page, below);
    await expect(button).toBeHidden();
    await scrollToY(page, above + 400);
    await expect(button).toBeVisible();
    await scrollToY(page, above);
    await expect(button).toBeVisible();
    await button.click();
    // Smooth scrolling: poll until the window is back at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  },
);

test('a start-up failure shows its message instead of a blank page', async ({
  page,
  allowedConsoleErrors,
}) => {
  const message = 'Invalid environment configuration:\n  - VITE_SUPABASE_URL must be an http(s) URL';
  allowedConsoleErrors.push(/Invalid environment configuration/);
  // The entry module fails as it would with a bad build configuration (src/lib/env-schema.ts).
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `throw new Error(${JSON.stringify(message)});` }),
  );
  // The shell of an address born after the build: a prerendered page keeps its content instead.
  await serveClientShell(page, '/');
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'This site could not start' })).toBeVisible();
  await expect(alert).toContainText('VITE_SUPABASE_URL must be an http(s) URL');
});
