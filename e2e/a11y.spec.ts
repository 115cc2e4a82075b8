import { expect, settle, test } from './fixtures';

/**
 * WCAG 2.1 A/AA with axe-core on each page of this release, at both project widths (desktop
 * 1280x800 and a Pixel 7), once the page has settled (data loaded, entrance animations done).
 */
test('home (/) has no WCAG 2.1 AA violations', { tag: '@mobile' }, async ({ page, axe }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero')).not.toHaveAttribute('data-state', 'loading');
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  await settle(page);
  await axe();
});

test(
  'about (/about) has no WCAG 2.1 AA violations, on every tab',
  { tag: '@mobile' },
  async ({ page, axe }) => {
    await page.goto('/about');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await settle(page);
    await axe();
    // Only the selected panel is in the page: check the other four as they are opened.
    for (const name of ['Our Mandate', 'Our Values', 'Leadership', 'Our History']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await settle(page);
      await axe({ include: '[role="tabpanel"]' });
    }
  },
);

test('404 page has no WCAG 2.1 AA violations', { tag: '@mobile' }, async ({ page, axe }) => {
  await page.goto('/an-address-that-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await settle(page);
  await axe();
});
