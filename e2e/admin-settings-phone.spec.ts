import type { Page } from '@playwright/test';
import { SETTINGS_SECTIONS } from '../src/features/site-settings/settings-sections';
import { expect, test } from './fixtures';
import { signIn, STAFF } from './support/staff';

/**
 * The settings on a phone (issue 45, item 6): at 390 × 844 the index `/admin/settings` lists
 * every section, none scrolls sideways, and each section is one tap from the index (a link of
 * at least 44 px, WCAG 2.5.5's size) to its own page, which fits the width too and leads back.
 *
 * Staff specs run on the `desktop` project only (playwright.config.ts): this one sets the phone's
 * viewport itself.
 */

test.skip(({ isMobile }) => isMobile, 'the phone viewport is set by this spec on the desktop project');
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** How far the page reaches beyond the viewport's width, in px (0 when it fits). */
async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

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
    await expect(page.getByRole('region', { name: section.title }).getByRole('button').first()).toBeVisible();
    expect(await sideways(page), `${section.title} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'All settings' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  }
});
