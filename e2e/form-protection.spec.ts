import type { Page } from '@playwright/test';
import { expect, passFormFillTime, test, toast } from './fixtures';

/**
 * Bots turned away and nothing lost (issue "Protect the public forms"), through the contact form
 * as a representative of the five: the honeypot, the minimum fill time, the duplicate guard and
 * the flood limit's 429. The database side of each is tested in tests/db/form-guard.test.ts.
 */

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

async function fill(page: Page, marker: string): Promise<void> {
  await form(page).getByLabel('Name', { exact: true }).fill('Jordan Lee');
  await form(page).getByLabel('Email', { exact: true }).fill('jordan@example.org');
  await form(page).getByLabel('Subject', { exact: true }).fill(`Protection ${marker}`);
  await form(page).getByLabel('Message', { exact: true }).fill(`Is there parking on site? ${marker}`);
}

/** POSTs to contact_messages that leave the page. */
function recordInserts(page: Page): string[] {
  const inserts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/contact_messages')) {
      inserts.push(request.url());
    }
  });
  return inserts;
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact');
  await expect(form(page)).toBeVisible();
});

test.afterEach(async ({ db, uniqueId }) => {
  await db.query('delete from public.contact_messages where subject like $1', [`%${uniqueId}%`]);
});

test(
  'the honeypot is out of reach for people and assistive technology',
  { tag: '@mobile' },
  async ({ page }) => {
    const honeypot = form(page).locator('input[name="website"]');
    await expect(honeypot).toBeAttached();
    await expect(honeypot).not.toBeInViewport();
    await expect(form(page).getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    // Tab from the last field goes to the button, never into the honeypot.
    await form(page).getByLabel('Message', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeFocused();
  },
);

test('a filled honeypot gets the normal thanks and stores nothing', async ({ page, db, uniqueId }) => {
  const inserts = recordInserts(page);
  await fill(page, uniqueId);
  // A bot fills every input it finds in the markup.
  await form(page)
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => {
      input.value = 'https://cheap-pills.example';
    });
  await passFormFillTime(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent!')).toBeVisible();
  expect(inserts).toEqual([]);
  expect(await db.count('public.contact_messages', 'subject like $1', [`%${uniqueId}%`])).toBe(0);
});

test('a submission faster than a person gets the normal thanks and stores nothing', async ({
  page,
  db,
  uniqueId,
}) => {
  const inserts = recordInserts(page);
  // The page's clock stands still from the moment the form is on screen, however slow the machine.
  await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
  await fill(page, uniqueId);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent!')).toBeVisible();
  expect(inserts).toEqual([]);
  expect(await db.count('public.contact_messages', 'subject like $1', [`%${uniqueId}%`])).toBe(0);
});

test('the same message sent twice is stored once', async ({ page, db, uniqueId }) => {
  for (let round = 0; round < 2; round += 1) {
    await fill(page, uniqueId);
    await passFormFillTime(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent!').last()).toBeVisible();
    await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('');
  }
  expect(await db.count('public.contact_messages', 'subject like $1', [`%${uniqueId}%`])).toBe(1);
});

test('a 429 from the flood limit says to try again in a few minutes and keeps the text', async ({
  page,
  uniqueId,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/status of 429/);
  // The form logs the failure's details (src/hooks/use-form-submit.ts).
  allowedConsoleErrors.push(/The form could not be sent/);
  await page.route('**/rest/v1/contact_messages*', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '540' },
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'rate_limited',
        message: 'Too many submissions from this connection. Please try again in a few minutes.',
        details: null,
        hint: 'Wait for the time given in the Retry-After header.',
      }),
    }),
  );
  await fill(page, uniqueId);
  await passFormFillTime(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Too many submissions')).toContainText(
    'Please try again in a few minutes. What you typed is still here.',
  );
  await expect(form(page).getByLabel('Message', { exact: true })).toHaveValue(
    `Is there parking on site? ${uniqueId}`,
  );
});
