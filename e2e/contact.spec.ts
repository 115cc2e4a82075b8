import type { Page } from '@playwright/test';
import { expect, passFormFillTime, settle, test, toast } from './fixtures';

const FIELDS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  subject: 'Subject',
  message: 'Message',
};
type Values = Record<keyof typeof FIELDS, string>;

function form(page: Page) {
  return page.getByRole('form', { name: 'Send us a message' });
}

async function fill(page: Page, values: Values): Promise<void> {
  for (const [key, label] of Object.entries(FIELDS)) {
    await form(page)
      .getByLabel(label, { exact: true })
      .fill(values[key as keyof Values]);
  }
}

function valid(marker: string): Values {
  return {
    name: 'Jordan Lee',
    email: 'jordan@example.org',
    phone: '(317) 555-0199',
    subject: `Parking ${marker}`,
    message: `Is there parking on site? ${marker}`,
  };
}

// The forms ignore submissions faster than a person (passFormFillTime): the clock can skip ahead.
// The settings spec changes the service times and the live stream for a while: wait for it.
test.beforeEach(async ({ db }) => {
  await db.lock('site_settings', 'shared');
});

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test.afterEach(async ({ db, uniqueId }) => {
  await db.query('delete from public.contact_messages where subject like $1', [`%${uniqueId}%`]);
});

test('details card, New Here? card and the map', async ({ page, axe }) => {
  await expect(page).toHaveTitle(/^Contact Us \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Get in touch/);
  const details = page.getByRole('region', { name: 'Contact Details' });
  await expect(details.locator('address')).toHaveText('4702 Century Plaza RdIndianapolis, IN 46254USA');
  await expect(details.getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
    'href',
    'mailto:info@example.org',
  );
  await expect(details.getByRole('link', { name: '(317) 555-0142' })).toHaveAttribute(
    'href',
    'tel:3175550142',
  );
  await expect(details).toContainText('Sunday: 9:00 AM & 11:00 AM');
  await expect(details).toContainText('Mid-Week: Wednesday 7:00 PM');
  const newHere = page.getByRole('region', { name: 'New Here?' });
  await expect(newHere.getByRole('link')).toHaveAttribute('href', '/first-timer-form');
  const map = page.locator('iframe[title="Map showing the church\'s location"]');
  await expect(map).toHaveAttribute('height', '450');
  await settle(page);
  await axe({ exclude: ['iframe'] });
});

test('a message is stored and the form is cleared', { tag: '@mobile' }, async ({ page, db, uniqueId }) => {
  await fill(page, valid(uniqueId));
  await passFormFillTime(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent!')).toBeVisible();
  await expect(toast(page, 'Message sent!')).toContainText(
    "Thank you for contacting us. We'll get back to you soon.",
  );
  await expect(form(page).getByLabel('Subject')).toHaveValue('');
  await expect(form(page).getByLabel('Message')).toHaveValue('');
  const rows = await db.query(
    'select name, email, phone, subject, message from public.contact_messages where subject = $1',
    [`Parking ${uniqueId}`],
  );
  expect(rows).toEqual([{ ...valid(uniqueId) }]);
});

test('a failed send keeps what was typed', async ({ page, db, uniqueId, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(/status of 500/);
  // The form logs the failure's details (src/hooks/use-form-submit.ts).
  allowedConsoleErrors.push(/The form could not be sent/);
  await page.route('**/rest/v1/contact_messages*', (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } }),
  );
  const values = valid(uniqueId);
  await fill(page, values);
  await passFormFillTime(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Error sending message')).toBeVisible();
  await expect(toast(page, 'Error sending message')).toContainText(
    'Something went wrong. Please try again later.',
  );
  for (const [key, label] of Object.entries(FIELDS)) {
    await expect(form(page).getByLabel(label, { exact: true })).toHaveValue(values[key as keyof Values]);
  }
  expect(await db.count('public.contact_messages', 'subject like $1', [`%${uniqueId}%`])).toBe(0);
});

const BAD_INPUT: Array<[label: string, change: Partial<Values>, message: string]> = [
  ['blank name', { name: '' }, 'Name is required'],
  ['whitespace-only name', { name: '   ' }, 'Name is required'],
  ['blank email', { email: '' }, 'Email is required'],
  ['email without @', { email: 'jordan.example.org' }, 'Enter a valid email address'],
  ['email without a top-level domain', { email: 'jordan@localhost' }, 'Enter a valid email address'],
  ['email with a doubled dot', { email: 'jordan..lee@example.org' }, 'Enter a valid email address'],
  ['blank subject', { subject: '' }, 'Subject is required'],
  ['whitespace-only message', { message: ' \n\t ' }, 'Message is required'],
  ['name over 120 characters', { name: 'n'.repeat(121) }, 'Name must be at most 120 characters'],
  ['subject over 200 characters', { subject: 's'.repeat(201) }, 'Subject must be at most 200 characters'],
  ['message over 5000 characters', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
  [
    'a control character in the name',
    { name: 'Jordan\u0007' },
    'Name contains characters that are not allowed',
  ],
  ['a phone made of letters', { phone: 'call me' }, 'Enter a valid phone number, e.g. (317) 555-0142'],
];

test('bad input gets a clear message, sends nothing and keeps the text', async ({ page, db, uniqueId }) => {
  // Thirteen rounds of typing and checking: more than the default budget on a busy machine.
  test.slow();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/')) posts.push(request.url());
  });
  for (const [label, change, message] of BAD_INPUT) {
    const values = { ...valid(uniqueId), ...change };
    await fill(page, values);
    await passFormFillTime(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByText(message, { exact: true }), label).toBeVisible();
    const field = Object.keys(change)[0] as keyof Values;
    await expect(form(page).getByLabel(FIELDS[field], { exact: true }), label).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form(page).getByLabel(FIELDS[field], { exact: true }), label).toHaveValue(values[field]);
  }
  expect(posts).toEqual([]);
  expect(await db.count('public.contact_messages', 'subject like $1', [`%${uniqueId}%`])).toBe(0);
});

test('axe: the form with its error messages', async ({ page, axe }) => {
  await passFormFillTime(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByText('Name is required')).toBeVisible();
  await axe({ include: 'form' });
});
