import type { Page } from '@playwright/test';
import { SETTINGS_SECTIONS } from '../src/features/site-settings/settings-sections';
import { expect, test } from './fixtures';
import { signIn, STAFF } from './support/staff';

/**
 * The settings in sections (issue 45, item 6). On a phone, at 390 × 844, the index
 * `/admin/settings` lists every section, none scrolls sideways, and each section is one tap from
 * the index (a link of at least 44 px, WCAG 2.5.5's size) to its own page, which fits the width
 * too and leads back. A section with unsaved input asks 'Leave page?' and keeps it on the device
 * (docs/decisions/0020); an address of the one-page settings of before opens its section.
 *
 * Staff specs run on the `desktop` project only (playwright.config.ts): the phone's viewport is
 * set here.
 */

test.skip(
  ({ isMobile }) => isMobile,
  'staff pages run on the desktop project; the phone viewport is set here',
);

/** How far the page reaches beyond the viewport's width, in px (0 when it fits). */
async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('every section is one tap from the index, and nothing scrolls sideways', async ({ page, axe }) => {
    test.setTimeout(120_000);
    await signIn(page, STAFF, '/admin/settings');
    const index = page.getByRole('navigation', { name: 'Settings sections' });
    await expect(index.getByRole('link')).toHaveCount(SETTINGS_SECTIONS.length);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await axe();

    for (const section of SETTINGS_SECTIONS) {
      const link = index.getByRole('link', { name: section.title, exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      expect(box?.height, `${section.title}: the link is tall enough to tap`).toBeGreaterThanOrEqual(44);
      expect(
        (box?.x ?? 0) + (box?.width ?? 0),
        `${section.title}: the link fits the width`,
      ).toBeLessThanOrEqual(390);
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`/admin/settings/${section.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: section.title })).toBeVisible();
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: section.title }).getByRole('button').first(),
      ).toBeVisible();
      expect(await sideways(page), `${section.title} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'All settings' }).tap();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    }
  });
});

test("a section with unsaved input asks 'Leave page?'; an old anchor opens its section", async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/admin/settings#settings-church-network');
  await expect(page).toHaveURL(/\/admin\/settings\/church-network$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Church network' })).toBeVisible();

  await page.goto('/admin/settings/home');
  const home = page.getByRole('region', { name: 'Home' });
  await home.getByLabel('Extra ticker text (optional)').fill('Coffee after every service');
  await expect(home.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('link', { name: 'All settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/home$/);
  await expect(home.getByLabel('Extra ticker text (optional)')).toHaveValue('Coffee after every service');
  await page.getByRole('link', { name: 'All settings' }).click();
  await page.getByRole('dialog', { name: 'Leave page?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Kept on this device: the section's page puts it back.
  await page.goto('/admin/settings/home');
  await expect(page.getByText('Unsaved changes from this device were restored.')).toBeVisible();
  await expect(page.getByLabel('Extra ticker text (optional)')).toHaveValue('Coffee after every service');
  await page.getByRole('button', { name: 'Discard' }).click();
});
