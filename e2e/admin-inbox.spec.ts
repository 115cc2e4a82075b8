import type { Page } from '@playwright/test';
import { expect, passFormFillTime, test, toast } from './fixtures';
import { CARE, EDITOR, signIn } from './support/staff';

/**
 * The care inbox (docs/decisions/0025), desktop: a visitor sends a prayer request through the
 * public form; the care account sees it with an unread count, opens it (which marks it read),
 * assigns it, meets the stale-save message when someone else saved first, adds a note and marks
 * it Done; an editor gets no inbox. axe on the list and the item page.
 */

test.skip(({ isMobile }) => isMobile, 'the staff inbox is checked on desktop');

async function sendPrayerRequest(page: Page, name: string, details: string): Promise<void> {
  await page.clock.install(); // for passFormFillTime
  await page.goto('/');
  await page.getByRole('button', { name: /prayer/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /name/i }).fill(name);
  await dialog.getByRole('textbox', { name: /email/i }).fill('visitor@example.com');
  await dialog.getByRole('textbox', { name: /request/i }).fill(details);
  await passFormFillTime(page);
  await dialog.getByRole('button', { name: /submit/i }).click();
  await expect(toast(page, 'Prayer Request Submitted')).toBeVisible();
}

test('care reads, assigns, notes and finishes a prayer request a visitor sent', async ({
  page,
  db,
  uniqueId,
  axe,
  allowedConsoleErrors,
}) => {
  // The refused stale save: the browser logs the 409 answer of the update.
  allowedConsoleErrors.push(/status of 409 \(Conflict\).*\/rest\/v1\/inbox_items/);
  const name = `Visitor ${uniqueId}`;
  const details = `Please pray for my exams (${uniqueId}).`;
  try {
    await sendPrayerRequest(page, name, details);
    const [item] = await db.query<{ id: string }>(
      'select id::text from public.prayer_requests where request_details = $1',
      [details],
    );
    if (!item) throw new Error('prayer request not stored');

    await signIn(page, CARE);
    const main = page.getByRole('main');
    const card = main.getByRole('link', { name: /^Inbox/ });
    await expect(card).toContainText(/Unread: [1-9]\d* prayer requests?,/);
    const nav = page.getByRole('navigation', { name: 'Staff pages' });
    await expect(nav.getByRole('link', { name: /^Inbox \(Unread: [1-9]\d* prayer/ })).toBeVisible();

    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.getByLabel('Search').fill(uniqueId);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Unread');
    await expect(row).toContainText('Prayer request');
    await expect(row).toContainText('New');
    await axe();

    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/inbox/prayer-request/${item.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(details)).toBeVisible();
    await expect(page.getByText('No: they asked to keep it private.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:visitor@example\.com\?subject=Re%3A%20Your%20prayer%20request%20%E2%80%93%20/,
    );
    // Opening it marked it read for the care account.
    await expect
      .poll(() =>
        db.count(
          'public.inbox_reads r join auth.users u on u.id = r.staff_id',
          'r.item_id = $1 and u.email = $2',
          [item.id, CARE.email],
        ),
      )
      .toBe(1);
    await axe();

    await page.getByLabel('Status').selectOption('In progress');
    // The option names the person (display name and e-mail address).
    const assignee = page.getByLabel('Assigned to');
    const careOption = assignee.locator('option', { hasText: CARE.email });
    await assignee.selectOption((await careOption.getAttribute('value')) ?? '');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    // Someone else saves in between: the next save is refused, and Reload shows their change.
    await db.query(`update public.inbox_items set status = 'new', version = version where item_id = $1`, [
      item.id,
    ]);
    await page.getByLabel('Status').selectOption('Done');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /Someone else changed this item\. Reload to see their changes\./,
    );
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel('Status')).toHaveValue('new');

    await page.getByLabel('New note').fill(`Phoned on Tuesday (${uniqueId}).`);
    await page.getByRole('button', { name: 'Add note' }).click();
    const note = page.getByRole('listitem').filter({ hasText: `Phoned on Tuesday (${uniqueId}).` });
    // The author by name (the demo care account is 'Pastoral Care'), not by e-mail address.
    await expect(note).toContainText('Pastoral Care');

    await page.getByLabel('Status').selectOption('Done');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    const [workflow] = await db.query<{ status: string; assignee: string | null; notes: number }>(
      `select w.status, u.email as assignee,
              (select count(*)::int from public.inbox_notes n where n.item_id = w.item_id) as notes
       from public.inbox_items w left join auth.users u on u.id = w.assignee_id
       where w.item_id = $1`,
      [item.id],
    );
    expect(workflow).toEqual({ status: 'done', assignee: CARE.email, notes: 1 });

    await page.getByRole('link', { name: '← Back to the inbox' }).click();
    await page.getByLabel('Search').fill(uniqueId);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(row).toContainText('Done');
    await expect(row).not.toContainText('Unread');
  } finally {
    await db.query('delete from public.prayer_requests where request_details = $1', [details]);
  }
});

test('an editor has no inbox', async ({ page, axe }) => {
  await signIn(page, EDITOR);
  const nav = page.getByRole('navigation', { name: 'Staff pages' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: /Inbox/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /Inbox/ })).toHaveCount(0);
  await page.goto('/admin/inbox');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toHaveCount(0);
  await axe();
});
