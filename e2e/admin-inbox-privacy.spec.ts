import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { findTraces } from '../tests/db/support/personal-data';
import { expect, passFormFillTime, settle, test, toast } from './fixtures';
import { e2eEnv } from './support/env';
import { CARE, EDITOR, signIn, STAFF } from './support/staff';

/**
 * Privacy and follow-up of the care inbox and the newsletter (docs/decisions/0026): the
 * first-timer CSV export (a card sent through the public form, downloaded and parsed), the
 * removal date once an item is Done, the admins' retention setting, 'Delete all from this
 * person', the newsletter page with its CSV of unsubscribe links, and the public one-click
 * unsubscribe (also at phone width). axe on each new page and state.
 */

/** Parses a downloaded CSV (UTF-8 with a byte-order mark). */
async function downloadedCsv(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return {
    name: download.suggestedFilename(),
    rows: Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data,
  };
}

test('care exports the first-timer cards as CSV and sees when a finished card will be removed', async ({
  page,
  db,
  uniqueId,
  axe,
  isMobile,
}) => {
  test.skip(isMobile, 'the staff inbox is checked on desktop');
  const comments = `=SUM(1,2) Loved the welcome ${uniqueId}`;
  try {
    // A visitor sends a first-timer card through the public form.
    await page.clock.install();
    await page.goto('/first-timer-form');
    const form = page.getByRole('form', { name: 'First-timer connect card' });
    await form.getByLabel('Full name', { exact: true }).fill(`Avery ${uniqueId}`);
    await form.getByLabel('Email', { exact: true }).fill(`avery.${uniqueId}@example.org`);
    await form.getByLabel('Phone (optional)', { exact: true }).fill('+1 317 555 0100');
    await form.getByLabel('Comments or prayer requests (optional)', { exact: true }).fill(comments);
    await form.getByLabel('How did you hear about us? (optional)').selectOption('Other');
    await passFormFillTime(page);
    await form.getByRole('button', { name: 'Connect With Us' }).click();
    await expect(toast(page, 'Welcome to the Family!')).toBeVisible();

    await signIn(page, CARE);
    await page.goto(`/admin/inbox?kind=first_timer&q=${uniqueId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: `Avery ${uniqueId}` });
    await expect(row).toContainText('Removed 24 months after it is done');
    // Pastoral care does not change the retention setting.
    await expect(page.getByRole('heading', { name: 'How long items are kept' })).toHaveCount(0);

    const csv = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.name).toMatch(/^first-timers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows[0]).toEqual([
      'name',
      'e-mail',
      'phone',
      'how they heard',
      'comments',
      'received',
      'status',
      'assignee',
    ]);
    expect(csv.rows).toHaveLength(2);
    expect(csv.rows[1]!.slice(0, 5)).toEqual([
      `Avery ${uniqueId}`,
      `avery.${uniqueId}@example.org`,
      "'+1 317 555 0100",
      'Other',
      `'${comments}`,
    ]);
    expect(csv.rows[1]![5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(csv.rows[1]!.slice(6)).toEqual(['New', '']);
    await expect(page.getByText('The CSV file of first-timer cards has been downloaded.')).toBeVisible();
    await axe();

    // Done: the card now says the day it will be removed (24 months on).
    await row.getByRole('link', { name: `Avery ${uniqueId}` }).click();
    // The list's filters have a 'Status' too: choose only once the card's own page is open.
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByLabel('Status').selectOption('Done');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    const [removal] = await db.query<{ day: string }>(
      `select to_char(public.inbox_removes_at('first_timer', w.closed_at) at time zone 'America/Indiana/Indianapolis', 'FMMon FMDD, YYYY') as day
       from public.inbox_items w join public.first_timers f on f.id = w.item_id where f.comments = $1`,
      [comments],
    );
    await page.reload();
    await expect(page.getByText(`Removed on ${removal!.day}`)).toBeVisible();
  } finally {
    await db.query('delete from public.first_timers where comments = $1', [comments]);
  }
});

test('an admin sets how long items are kept', async ({ page, db, axe, isMobile }) => {
  test.skip(isMobile, 'the staff inbox is checked on desktop');
  await db.lock('inbox_retention', 'exclusive');
  try {
    await signIn(page, STAFF);
    await page.goto('/admin/inbox');
    const section = page.getByRole('region', { name: 'How long items are kept' });
    const prayers = section.getByLabel('Prayer requests (months)');
    await expect(prayers).toHaveValue('12');
    await prayers.fill('0');
    await section.getByRole('button', { name: 'Save retention' }).click();
    await expect(section.getByRole('alert')).toHaveText('Enter a whole number of months from 1 to 120.');
    await axe();
    await prayers.fill('18');
    await section.getByRole('button', { name: 'Save retention' }).click();
    await expect(section.getByText('Saved. The nightly job uses the new setting.')).toBeVisible();
    expect(await db.query('select prayer_request_months from public.inbox_retention')).toEqual([
      { prayer_request_months: 18 },
    ]);
  } finally {
    await db.query('update public.inbox_retention set prayer_request_months = 12');
  }
});

test('Delete all from this person, as care, lists what the role reads and deletes exactly that', async ({
  page,
  db,
  uniqueId,
  axe,
  isMobile,
}) => {
  test.skip(isMobile, 'the staff inbox is checked on desktop');
  const email = `erase.${uniqueId}@example.org`;
  const other = `keep.${uniqueId}@example.org`;
  try {
    await db.query(
      `insert into public.prayer_requests (name, email, request_details) values ('Dana', $1, 'Pray for me ' || $3),
         ('Kim', $2, 'Pray for Kim ' || $3)`,
      [email, other, uniqueId],
    );
    await db.query(
      `insert into public.first_timers (name, email, comments) values ('Dana', upper($1), 'Hello ' || $2)`,
      [email, uniqueId],
    );
    await db.query('insert into public.newsletter_subscribers (email) values ($1)', [email]);
    const [prayer] = await db.query<{ id: string }>(
      'select id::text from public.prayer_requests where email = $1',
      [email],
    );

    await signIn(page, CARE);
    await page.goto(`/admin/inbox/prayer-request/${prayer!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dana' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete all from this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all from this person?' });
    // Pastoral care's search covers what the role reads: not the newsletter list.
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog).toContainText('Prayer request – Dana');
    await expect(dialog).toContainText('First-timer card – Dana');
    await expect(dialog).toContainText(
      'The search covers what your role (Pastoral care) reads: prayer requests, contact messages and first-timer cards.',
    );
    await expect(dialog).not.toContainText('Newsletter subscription');
    await settle(page);
    await axe();
    await dialog.getByRole('button', { name: 'Delete all (2 items)' }).click();
    await expect(page).toHaveURL(/\/admin\/inbox$/);
    await expect(toast(page, `Deleted 2 items from ${email}.`)).toBeVisible();

    for (const table of ['prayer_requests', 'first_timers']) {
      expect(await db.count(`public.${table}`, 'lower(email) = lower($1)', [email]), table).toBe(0);
    }
    expect(await db.count('public.newsletter_subscribers', 'lower(email) = lower($1)', [email])).toBe(1);
    expect(await db.count('public.prayer_requests', 'email = $1', [other])).toBe(1);
  } finally {
    for (const table of ['prayer_requests', 'first_timers', 'newsletter_subscribers']) {
      await db.query(`delete from public.${table} where lower(email) in (lower($1), lower($2))`, [
        email,
        other,
      ]);
    }
  }
});

test('Delete all from this person, as an admin, leaves no trace of the address, name or phone anywhere', async ({
  page,
  db,
  uniqueId,
  axe,
  isMobile,
}) => {
  test.skip(isMobile, 'the staff inbox is checked on desktop');
  const email = `erin.${uniqueId}@example.org`.toLowerCase();
  const name = `Erin Erase ${uniqueId}`;
  const phone = `555-${uniqueId.slice(-4).replace(/\D/g, '7').padStart(4, '7')}-4567`;
  // The visitor's forms, sent as the site sends them: the public key, through the flood guard and
  // the alert queue.
  const send = (table: string, row: Record<string, string>) =>
    fetch(`${e2eEnv('apiUrl')}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: e2eEnv('anonKey'),
        authorization: `Bearer ${e2eEnv('anonKey')}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(row),
    });
  try {
    for (const [table, row] of [
      ['prayer_requests', { name, email, request_details: `Please pray, call ${phone}` }],
      ['contact_messages', { name, email, phone, subject: `From ${name}`, message: `Call ${phone}` }],
      ['newsletter_subscribers', { email }],
    ] as const) {
      expect((await send(table, row)).status, table).toBe(201);
    }
    const [prayer] = await db.query<{ id: string }>(
      'select id::text from public.prayer_requests where email = $1',
      [email],
    );

    await signIn(page, STAFF);
    await page.goto(`/admin/inbox/prayer-request/${prayer!.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete all from this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all from this person?' });
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog).toContainText('Newsletter subscription');
    await settle(page);
    await axe();
    await dialog.getByRole('button', { name: 'Delete all (3 items)' }).click();
    await expect(page).toHaveURL(/\/admin\/inbox$/);

    // Every text, json and jsonb column of every table in public and private, as the superuser.
    expect(await findTraces(db.query, [email, name, phone])).toEqual([]);
  } finally {
    for (const table of ['prayer_requests', 'contact_messages', 'newsletter_subscribers']) {
      await db.query(`delete from public.${table} where lower(email) = $1`, [email]);
    }
  }
});

test('an editor exports the subscribers with unsubscribe links, and removes an address', async ({
  page,
  db,
  uniqueId,
  axe,
  isMobile,
}) => {
  test.skip(isMobile, 'the staff pages are checked on desktop');
  const leaving = `leaving.${uniqueId}@example.org`;
  const removed = `removed.${uniqueId}@example.org`;
  try {
    await db.query('insert into public.newsletter_subscribers (email) values ($1), ($2)', [leaving, removed]);
    const [{ token }] = (await db.query<{ token: string }>(
      'select unsubscribe_token as token from public.newsletter_subscribers where email = $1',
      [leaving],
    )) as [{ token: string }];

    await signIn(page, EDITOR);
    await page
      .getByRole('navigation', { name: 'Staff pages' })
      .getByRole('link', { name: 'Newsletter' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(uniqueId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Each address's cell also says whether it is confirmed (decision 0040); these never were.
    const addressCell = (address: string) =>
      page.getByRole('cell', { name: `${address} Waiting for confirmation`, exact: true });
    await expect(addressCell(leaving)).toBeVisible();
    await expect(addressCell(removed)).toBeVisible();
    await axe();

    const csv = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.rows[0]).toEqual(['email', 'signed_up', 'unsubscribe_url']);
    const line = csv.rows.find((r) => r[0] === leaving);
    const origin = new URL(page.url()).origin;
    expect(line).toEqual([
      leaving,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      `${origin}/unsubscribe?token=${token}`,
    ]);

    await page.getByRole('button', { name: `Remove ${removed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this address?' });
    await axe();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    // While the dialog is open the list behind it is hidden from the accessibility tree, so the
    // row's absence counts only once the dialog has closed and the other address shows again.
    await expect(dialog).toBeHidden();
    await expect(addressCell(leaving)).toBeVisible();
    await expect(addressCell(removed)).toHaveCount(0);
    expect(await db.count('public.newsletter_subscribers', 'email = $1', [removed])).toBe(0);

    // Pastoral care has no newsletter page.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, CARE);
    await expect(
      page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Newsletter' }),
    ).toHaveCount(0);
    await page.goto('/admin/newsletter');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  } finally {
    await db.query('delete from public.newsletter_subscribers where email in ($1, $2)', [leaving, removed]);
  }
});

test(
  'the unsubscribe link removes the subscriber with one press, without signing in',
  { tag: '@mobile' },
  async ({ page, db, uniqueId, axe }) => {
    const email = `unsub.${uniqueId}@example.org`;
    try {
      await db.query('insert into public.newsletter_subscribers (email) values ($1)', [email]);
      const [{ token }] = (await db.query<{ token: string }>(
        'select unsubscribe_token as token from public.newsletter_subscribers where email = $1',
        [email],
      )) as [{ token: string }];

      await page.goto(`/unsubscribe?token=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
      await expect(page).toHaveTitle(/^Unsubscribe \| /);
      // Opening the link changes nothing (mail scanners open links).
      expect(await db.count('public.newsletter_subscribers', 'email = $1', [email])).toBe(1);
      await axe();
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeFocused();
      expect(await db.count('public.newsletter_subscribers', 'email = $1', [email])).toBe(0);
      await axe();

      // The same link again: nothing left to remove, and the page says so.
      await page.reload();
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are not subscribed' })).toBeVisible();

      // A cut-off link explains itself.
      await page.goto(`/unsubscribe?token=${token.slice(0, 40)}`);
      await expect(page.getByText(/This unsubscribe link is incomplete/)).toBeVisible();
      await axe();
    } finally {
      await db.query('delete from public.newsletter_subscribers where email = $1', [email]);
    }
  },
);
