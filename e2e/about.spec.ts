import { expect, test } from './fixtures';

const TABS = ['Vision & Mission', 'Our Mandate', 'Our Values', 'Leadership', 'Our History'];

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByText('Learn more about our church, our beliefs, and our community')).toBeVisible();
});

test('five tabs, Vision & Mission first, switched with the mouse', { tag: '@mobile' }, async ({ page }) => {
  const tablist = page.getByRole('tablist');
  await expect(tablist.getByRole('tab')).toHaveText(TABS);
  await expect(tablist.getByRole('tab', { name: 'Vision & Mission' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel', { name: 'Vision & Mission' })).toBeVisible();

  for (const name of [...TABS.slice(1), TABS[0] as string]) {
    const tab = tablist.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.getByRole('tab', { selected: true })).toHaveCount(1);
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel).toBeVisible();
    await expect(panel).not.toBeEmpty();
    // Only the selected panel is shown.
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  }
});

test('tabs are operable with the keyboard (arrow keys, Home, End)', async ({ page }) => {
  const tablist = page.getByRole('tablist');
  const first = tablist.getByRole('tab', { name: TABS[0] });
  await first.focus();
  await expect(first).toBeFocused();

  for (const name of TABS.slice(1)) {
    await page.keyboard.press('ArrowRight');
    const tab = tablist.getByRole('tab', { name });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
  }
  // Arrow keys wrap around.
  await page.keyboard.press('ArrowRight');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tablist.getByRole('tab', { name: 'Our History' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tablist.getByRole('tab', { name: 'Our History' })).toHaveAttribute('aria-selected', 'true');

  // Tab moves from the tab list into the selected panel's content.
  await page.keyboard.press('Tab');
  await expect(tablist.getByRole('tab', { name: 'Our History' })).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null)).toBe(true);
});
