import type { Page } from '@playwright/test';
import { expect, passFormFillTime, settle, test, toast } from './fixtures';

const FIELDS = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone (optional)',
  comments: 'Comments or prayer requests (optional)',
};
type Values = Record<keyof typeof FIELDS, string>;
const HOW_HEARD = 'How did you hear about us? (optional)';

function form(page: Page) {
  return page.getByRole('form', { name: 'First-timer connect card' });
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
    name: 'Avery Smith',
    email: 'avery@example.org',
    phone: '',
    comments: `Looking forward to Sunday ${marker}`,
  };
}

// The forms ignore submissions faster than a person (passFormFillTime): the clock can skip ahead.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.beforeEach(async ({ page }) => {
  await page.goto('/first-timer-form');
  await expect(
    page.getByRole('heading', { level: 1, name: "Welcome! We're Glad You're Here" }),
  ).toBeVisible();
});

test.afterEach(async ({ db, uniqueId }) => {
  await db.query('delete from public.first_timers where comments like $1', [`%${uniqueId}%`]);
});

test(
  'a card is stored; the success view links to events and home',
  { tag: '@mobile' },
  async ({ page, db, uniqueId, axe }) => {
    await expect(page).toHaveTitle(/^First-Timer Connect Card \| /);
    const select = form(page).getByLabel(HOW_HEARD);
    await expect(select.locator('option').last()).toHaveText('Other');
    await fill(page, valid(uniqueId));
    await select.selectOption('Other');
    await passFormFillTime(page);
    await form(page).getByRole('button', { name: 'Connect With Us' }).click();

    await expect(toast(page, 'Welcome to the Family!')).toContainText(
      "Thank you for connecting with us. We're excited to meet you!",
    );
    const heading = page.getByRole('heading', { name: 'Submission Successful!' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('link', { name: 'See Upcoming Events' })).toHaveAttribute('href', '/events');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    const rows = await db.query(
      'select name, email, phone, how_heard, comments from public.first_timers where comments = $1',
      [valid(uniqueId).comments],
    );
    expect(rows).toEqual([{ ...valid(uniqueId), how_heard: 'Other' }]);
    await settle(page);
    await axe();

    await page.getByRole('button', { name: 'Fill out another card' }).click();
    await expect(form(page).getByLabel('Full name')).toHaveValue('');
  },
);

test('a failed send keeps what was typed', async ({ page, db, uniqueId, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(/status of 500/);
  // The form logs the failure's details (src/hooks/use-form-submit.ts).
  allowedConsoleErrors.push(/The form could not be sent/);
  await page.route('**/rest/v1/first_timers*', (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } }),
  );
  const values = valid(uniqueId);
  await fill(page, values);
  await form(page).getByLabel(HOW_HEARD).selectOption('Social media');
  await passFormFillTime(page);
  await form(page).getByRole('button', { name: 'Connect With Us' }).click();
  await expect(toast(page, 'Error Submitting Form')).toContainText(
    'Something went wrong. Please try again or speak to an usher.',
  );
  for (const [key, label] of Object.entries(FIELDS)) {
    await expect(form(page).getByLabel(label, { exact: true })).toHaveValue(values[key as keyof Values]);
  }
  await expect(form(page).getByLabel(HOW_HEARD)).toHaveValue('Social media');
  await expect(page.getByRole('heading', { name: 'Submission Successful!' })).toHaveCount(0);
  expect(await db.count('public.first_timers', 'comments like $1', [`%${uniqueId}%`])).toBe(0);
});

const BAD_INPUT: Array<[label: string, change: Partial<Values>, message: string]> = [
  ['blank name', { name: '' }, 'Name is required'],
  ['whitespace-only name', { name: ' \t ' }, 'Name is required'],
  ['no-break spaces as a name', { name: '\u00a0\u00a0' }, 'Name is required'],
  ['blank email', { email: '' }, 'Email is required'],
  ['email without a domain', { email: 'avery@' }, 'Enter a valid email address'],
  ['email with two @', { email: 'avery@@example.org' }, 'Enter a valid email address'],
  ['email starting with a dot', { email: '.avery@example.org' }, 'Enter a valid email address'],
  ['name over 120 characters', { name: 'n'.repeat(121) }, 'Name must be at most 120 characters'],
  [
    'comments over 5000 characters',
    { comments: 'c'.repeat(5001) },
    'Comments must be at most 5000 characters',
  ],
  [
    'a control character in the name',
    { name: 'Avery\u0008' },
    'Name contains characters that are not allowed',
  ],
  [
    'an escape in the comments',
    { comments: 'Hi \u001b[2J' },
    'Comments contains characters that are not allowed',
  ],
  ['a phone made of letters', { phone: 'not a number' }, 'Enter a valid phone number, e.g. (317) 555-0142'],
  ['a phone with too few digits', { phone: '12-34' }, 'Enter a valid phone number, e.g. (317) 555-0142'],
];

test('bad input gets a clear message, sends nothing and keeps the text', async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
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
    await form(page).getByRole('button', { name: 'Connect With Us' }).click();
    await expect(form(page).getByText(message, { exact: true }), label).toBeVisible();
    const field = Object.keys(change)[0] as keyof Values;
    const input = form(page).getByLabel(FIELDS[field], { exact: true });
    await expect(input, label).toHaveAttribute('aria-invalid', 'true');
    await expect(input, label).toHaveValue(values[field]);
  }
  expect(posts).toEqual([]);
  expect(await db.count('public.first_timers', 'comments like $1', [`%${uniqueId}%`])).toBe(0);
  await axe({ include: 'form' });
});

test('axe: the form', async ({ page, axe }) => {
  await settle(page);
  await axe();
});
