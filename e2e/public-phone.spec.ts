import { expect, test } from './fixtures';

/**
 * The public pages of this round at 390 × 844 (a small phone): the newsletter archive and its
 * confirmation page (decision 0040) and a registration's own page (decision 0039), in the states
 * a visitor reaches from an e-mail. None scrolls sideways and none has a WCAG 2.1 AA violation.
 * The older public pages are opened at phone width by their own specs (`@mobile`).
 */

test.skip(({ isMobile }) => isMobile, 'the phone viewport is set by this spec on the desktop project');
test.use({ viewport: { width: 390, height: 844 } });

const PAGES: { address: string; heading: RegExp }[] = [
  { address: '/newsletter', heading: /^Newsletter$/ },
  { address: '/newsletter/no-such-issue', heading: /^Issue not found$/ },
  { address: `/newsletter/confirm?token=${'0'.repeat(64)}`, heading: /./ },
  { address: `/registrations/${'0'.repeat(48)}`, heading: /./ },
];

test('the newsletter and registration pages fit a 390 px phone and pass axe', async ({
  page,
  axe,
  allowedConsoleErrors,
}) => {
  // A token that names no registration is refused by the database, which the browser logs.
  allowedConsoleErrors.push(/status of 400 .*\/rest\/v1\/rpc\/confirm_registration/);
  for (const { address, heading } of PAGES) {
    await test.step(address, async () => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, `${address} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
      await axe();
    });
  }
});
