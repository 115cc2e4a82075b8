import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** 'Go Home' and 'Go Back' may be links or buttons; the spec names only their labels. */
function control(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));
}

/** Navigates inside the single-page app (as a link would), without a page load. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: 'e2e', idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

test('an unknown address shows "Page Not Found" inside the site layout', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status(), 'the static host serves the app for every path').toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(control(page, 'Go Home')).toBeVisible();
  await expect(control(page, 'Go Back')).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('Go Back returns to the previous page of the visit', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await navigateInApp(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await control(page, 'Go Back').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test('Go Back goes home when the visit started on the 404 page; Go Home goes home', async ({ page }) => {
  await page.goto('/missing-page');
  await control(page, 'Go Back').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('hero')).toBeVisible();

  await page.goto('/another/missing/page');
  await control(page, 'Go Home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('hero')).toBeVisible();
});
