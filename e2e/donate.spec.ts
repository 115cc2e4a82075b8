import type { Page } from '@playwright/test';
import { expect, settle, test } from './fixtures';

test.beforeEach(async ({ page, db }) => {
  // e2e/giving.spec.ts switches the giving mode: these tests need the spec's simulated form.
  await db.lock('giving-mode', 'shared');
  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1, name: 'Give to the Ministry' })).toBeVisible();
});

const submit = (page: Page) =>
  page.getByRole('form', { name: 'Giving form' }).getByRole('button', { name: /^(Give|Processing)/ });

test("home 'Give Now' reaches /donate", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Give Now' }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Give to the Ministry' })).toBeVisible();
});

test('title, description and the appeal beside the form', async ({ page }) => {
  await expect(page).toHaveTitle(/^Give \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Support the ministry/);
  await expect(page.getByRole('heading', { name: 'Why We Give' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '$50', exact: true })).toBeChecked();
});

test('custom amount keeps digits and one point with 2 decimals; Submit follows the rules', async ({
  page,
}) => {
  await page.getByText('Custom', { exact: true }).click();
  const amount = page.getByLabel('Custom amount (USD)');
  await expect(submit(page)).toBeDisabled();
  await amount.pressSequentially('$1,2a5.5.09');
  await expect(amount).toHaveValue('125.50');
  await expect(page.getByText('You are giving $125.50.')).toBeVisible();
  await expect(submit(page)).toBeEnabled();
  await amount.fill('0');
  await expect(submit(page)).toBeDisabled();

  await page.getByText('$250', { exact: true }).click();
  await expect(submit(page)).toHaveText('Give $250.00');
  await page.getByLabel('Fund').selectOption('others');
  await expect(submit(page)).toBeDisabled();
  await page.getByLabel('Purpose').fill('Youth camp');
  await expect(submit(page)).toBeEnabled();
});

test("'Annually' only says it is coming and keeps the frequency", async ({ page }) => {
  await page.getByLabel('Make this recurring').check();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await page.getByText('Annually', { exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Annual giving setup will be available soon!');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await page.getByText('Quarterly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
});

test(
  'submitting sends no request, shows no window.alert and thanks in a dialog',
  { tag: '@mobile' },
  async ({ page, axe }) => {
    await page.getByText('$100', { exact: true }).click();
    await page.getByLabel('Fund').selectOption('missions');
    for (const [label, value] of [
      ['Name on card', 'Grace Hopper'],
      ['Card number', '4242 4242 4242 4242'],
      ['Expiry (MM/YY)', '12/30'],
      ['CVC', '123'],
    ] as const) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute('autocomplete', 'off');
      await input.fill(value);
    }
    await expect(page.getByText(/no payment is taken/i)).toBeVisible();

    const requests: string[] = [];
    // The dialog's own code is fetched lazily from /assets/; anything else would be a leak.
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/assets/')) {
        requests.push(`${request.method()} ${request.url()}`);
      }
    });
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await submit(page).click();
    const dialog = page.getByRole('dialog', { name: 'Thank You for Your Generosity!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('one-time gift of $100.00 to Missions');
    await expect(dialog).toContainText('simulation');
    expect(requests).toEqual([]);
    expect(alerted).toBe(false);
    await page.evaluate(() => document.fonts.ready);
    await axe();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Card number')).toHaveValue('');
  },
);

test('the card fields are required', async ({ page }) => {
  await submit(page).click();
  await expect(page.getByText('Name on card is required')).toBeVisible();
  await expect(page.getByText('Card number is required')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('axe: the form and the "others" purpose', async ({ page, axe }) => {
  await settle(page);
  await axe();
  await page.getByLabel('Fund').selectOption('others');
  await page.getByLabel('Make this recurring').check();
  await page.getByText('Annually', { exact: true }).click();
  await page.getByText('Custom', { exact: true }).click();
  await expect(page.getByLabel('Purpose')).toBeVisible();
  await axe();
});
