import { expect, settle, test } from './fixtures';

const PAGES = [
  { path: '/checkout-success', heading: 'Payment Successful!', bookstore: 'Back to the Bookstore' },
  { path: '/checkout-cancel', heading: 'Order Canceled', bookstore: 'Return to the Bookstore' },
] as const;

for (const { path, heading, bookstore } of PAGES) {
  test(`${path}: heading, links to the bookstore tab and home, noindex, axe`, async ({ page, axe }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${heading.replace('!', '')} \\| `));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: bookstore })).toHaveAttribute(
      'href',
      '/pastors-corner?tab=bookstore',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    if (path === '/checkout-cancel') await expect(page.getByText(/cart has been saved/)).toBeVisible();
    await settle(page);
    await axe();
  });
}

test('the home page robots rule is not left behind after leaving a checkout page', async ({ page }) => {
  await page.goto('/checkout-success');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
