import type { Locator, Page } from '@playwright/test';
import { expect, settle, test, toast, type Db } from './fixtures';
import { e2eEnv } from './support/env';
import { signIn, STAFF } from './support/staff';

/**
 * Testimony moderation (/admin/testimonies, spec §4 "Testimony lifecycle", §7, §8) as the seeded
 * staff member: approve, unapprove, edit and save or cancel, delete with its confirmation, and
 * accessibility of the list, edit mode and the confirmation. Each test inserts its own testimony
 * (its content carries the test's unique id) and deletes it afterwards.
 */

interface Row {
  id: string;
  submitter_name: string | null;
  testimony_title: string | null;
  testimony_content: string;
  is_approved: boolean;
  updated_at: Date;
}

/** Inserts a testimony as the superuser and returns its row. */
async function insertTestimony(
  db: Db,
  uniqueId: string,
  { approved = false, title = 'Moderation test' }: { approved?: boolean; title?: string } = {},
): Promise<Row> {
  const [row] = await db.query<Row>(
    `insert into public.member_testimonies (submitter_name, testimony_title, testimony_content, is_approved)
     values ($1, $2, $3, $4)
     returning id, submitter_name, testimony_title, testimony_content, is_approved, updated_at`,
    [`E2E ${uniqueId}`, title, `God answered our prayer (${uniqueId}).`, approved],
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

async function readTestimony(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    `select id, submitter_name, testimony_title, testimony_content, is_approved, updated_at
     from public.member_testimonies where id = $1`,
    [id],
  );
  return row;
}

/** What a visitor (the anon key) reads of one testimony through the data API. */
async function anonRead(id: string): Promise<{ id: string; is_approved: boolean }[]> {
  const key = e2eEnv('anonKey');
  const response = await fetch(
    `${e2eEnv('apiUrl')}/rest/v1/member_testimonies?id=eq.${id}&select=id,is_approved`,
    { headers: { apikey: key, Authorization: `Bearer ${key}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; is_approved: boolean }[];
}

/** The row (article) of the testimony whose name is `name`. */
function rowOf(page: Page, name: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

async function openModeration(page: Page): Promise<void> {
  await signIn(page, STAFF, '/admin/testimonies');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimony Moderation' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show testimonies' })).toBeVisible();
}

/** Switches the filter to the one whose label starts with `label` ('Pending', 'Approved', 'All'). */
async function showFilter(page: Page, label: 'Pending' | 'Approved' | 'All'): Promise<void> {
  const button = page
    .getByRole('group', { name: 'Show testimonies' })
    .getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** The page fits the viewport's width (no sideways scrolling at 412 px). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.afterEach(async ({ db, uniqueId }) => {
  await db.query('delete from public.member_testimonies where testimony_content like $1', [`%${uniqueId}%`]);
});

test('approving a pending testimony changes its badge and publishes it', async ({ page, db, uniqueId }) => {
  const inserted = await insertTestimony(db, uniqueId);
  const name = `E2E ${uniqueId}`;
  expect(await anonRead(inserted.id)).toEqual([]);

  await openModeration(page);
  // Something is pending (this test's testimony), so the list opens on Pending.
  await expect(
    page.getByRole('group', { name: 'Show testimonies' }).getByRole('button', { name: /^Pending \d+$/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  const row = rowOf(page, name);
  await expect(row.getByText('Pending Approval', { exact: true })).toBeVisible();
  await expect(row.getByText(inserted.testimony_content)).toBeVisible();
  await row.getByRole('button', { name: `Approve testimony from ${name}: Moderation test` }).click();

  await expect(toast(page, 'Testimony approved.')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(
    row.getByRole('button', { name: `Unapprove testimony from ${name}: Moderation test` }),
  ).toBeFocused();
  const stored = await readTestimony(db, inserted.id);
  expect(stored?.is_approved).toBe(true);
  expect(stored?.updated_at.getTime()).toBeGreaterThan(inserted.updated_at.getTime());

  expect(await anonRead(inserted.id)).toEqual([{ id: inserted.id, is_approved: true }]);
  await page.goto('/pastors-corner?tab=testimonies');
  await expect(
    page.getByRole('tabpanel', { name: 'Testimonies' }).getByText(inserted.testimony_content),
  ).toBeVisible();
});

test('unapproving an approved testimony hides it again', async ({ page, db, uniqueId }) => {
  const inserted = await insertTestimony(db, uniqueId, { approved: true });
  const name = `E2E ${uniqueId}`;
  await openModeration(page);
  await showFilter(page, 'Approved');
  const row = rowOf(page, name);
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Unapprove testimony from ${name}: Moderation test` }).click();

  await expect(toast(page, 'Testimony unapproved.')).toBeVisible();
  await expect(row.getByText('Pending Approval', { exact: true })).toBeVisible();
  await expect.poll(async () => (await readTestimony(db, inserted.id))?.is_approved).toBe(false);
  expect(await anonRead(inserted.id)).toEqual([]);
});

test('editing and saving changes the testimony in the database', async ({ page, db, uniqueId }) => {
  const inserted = await insertTestimony(db, uniqueId);
  const name = `E2E ${uniqueId}`;
  const newName = `E2E edited ${uniqueId}`;
  const newContent = `Edited by staff (${uniqueId}).\nSecond line.`;
  await openModeration(page);
  const row = rowOf(page, name);
  await row.getByRole('button', { name: `Edit testimony from ${name}: Moderation test` }).click();
  const form = page.getByRole('form', { name: `Edit testimony from ${name}: Moderation test` });
  const nameField = form.getByLabel('Name (optional)');
  await expect(nameField).toBeFocused();
  await expect(form.getByLabel('Testimony', { exact: true })).toHaveValue(inserted.testimony_content);

  // Blank content is refused before anything is sent.
  await form.getByLabel('Testimony', { exact: true }).fill('   ');
  await form.getByRole('button', { name: /^Save/ }).click();
  await expect(form.getByText('Testimony content is required.')).toBeVisible();

  await nameField.fill(newName);
  await form.getByLabel('Title (optional)').fill('');
  await form.getByLabel('Testimony', { exact: true }).fill(newContent);
  await form.getByLabel("Approved (shown on Pastor's Corner)").check();
  await form.getByRole('button', { name: /^Save/ }).click();

  await expect(toast(page, 'Testimony updated successfully.')).toBeVisible();
  await expect(form).toHaveCount(0);
  const edited = rowOf(page, newName);
  await expect(edited.getByText('Approved', { exact: true })).toBeVisible();
  await expect(edited.getByRole('button', { name: `Edit testimony from ${newName}` })).toBeFocused();
  const stored = await readTestimony(db, inserted.id);
  expect(stored).toMatchObject({
    submitter_name: newName,
    testimony_title: '',
    testimony_content: newContent,
    is_approved: true,
  });
});

test('Cancel leaves edit mode without saving', async ({ page, db, uniqueId }) => {
  const inserted = await insertTestimony(db, uniqueId);
  const name = `E2E ${uniqueId}`;
  await openModeration(page);
  const row = rowOf(page, name);
  const edit = row.getByRole('button', { name: `Edit testimony from ${name}: Moderation test` });
  await edit.click();
  const form = page.getByRole('form', { name: `Edit testimony from ${name}: Moderation test` });
  await form.getByLabel('Testimony', { exact: true }).fill(`Discarded (${uniqueId})`);
  await form.getByRole('button', { name: /^Cancel/ }).click();

  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(row.getByText(inserted.testimony_content)).toBeVisible();
  expect(await readTestimony(db, inserted.id)).toEqual(inserted);
});

test('Delete asks for confirmation; Cancel keeps the testimony, Delete removes it', async ({
  page,
  db,
  uniqueId,
}) => {
  const inserted = await insertTestimony(db, uniqueId);
  const name = `E2E ${uniqueId}`;
  await openModeration(page);
  const row = rowOf(page, name);
  const remove = row.getByRole('button', { name: `Delete testimony from ${name}: Moderation test` });

  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('This action cannot be undone. This will permanently delete the testimony.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  expect(await db.count('public.member_testimonies', 'id = $1', [inserted.id])).toBe(1);
  await expect(row).toBeVisible();

  await remove.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Delete/ }).click();
  await expect(toast(page, 'Testimony deleted successfully.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Pending testimonies' })).toBeFocused();
  expect(await db.count('public.member_testimonies', 'id = $1', [inserted.id])).toBe(0);
});

test('the page has no WCAG 2.1 AA violations and fits the screen: list, edit mode and the confirmation', async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
  await insertTestimony(db, uniqueId);
  const name = `E2E ${uniqueId}`;
  await openModeration(page);
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await settle(page);
  await expectNoSidewaysScroll(page);
  await axe();

  await row.getByRole('button', { name: `Edit testimony from ${name}: Moderation test` }).click();
  await expect(
    page.getByRole('form', { name: `Edit testimony from ${name}: Moderation test` }),
  ).toBeVisible();
  await settle(page);
  await expectNoSidewaysScroll(page);
  await axe();
  await page.getByRole('button', { name: `Cancel editing testimony from ${name}: Moderation test` }).click();

  await row.getByRole('button', { name: `Delete testimony from ${name}: Moderation test` }).click();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
  await settle(page);
  await axe();
});
