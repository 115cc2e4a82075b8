import { expect, settle, test, toast } from './fixtures';
import { EDITOR, signIn } from './support/staff';

/**
 * /admin/pastors-corner (issue 23 item 3) as the demo editor: the monthly word edited, a key verse
 * moved, a bookstore item added (a wrong price refused first) and deleted after its confirmation,
 * and the public Pastor's Corner showing each change; accessibility of the page, a form and the
 * confirmation. The seeded desk is put back afterwards.
 */

// The public Pastor's Desk test reads the seeded word; this one changes it.
test.beforeEach(async ({ db }) => {
  await db.lock('pastor-desk', 'exclusive');
});

test("an editor edits the pastor's desk and the bookstore, and the public tabs show it", async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
  const [word] = await db.query<{ id: string; title: string }>(
    `select id, title from public.pastor_words order by month desc limit 1`,
  );
  const verses = await db.query<{ id: string; sort_order: number }>(
    `select id, sort_order from public.pastor_key_verses`,
  );
  const newTitle = `Hope for ${uniqueId}`;
  const itemTitle = `Bookstore ${uniqueId}`;
  try {
    await signIn(page, EDITOR, '/admin/pastors-corner');
    await expect(page.getByRole('heading', { level: 1, name: "Pastor's Corner" })).toBeVisible();
    const wordForm = page.getByRole('form', { name: 'Edit the monthly word' });
    await expect(wordForm.getByLabel('Title')).toHaveValue(word!.title);
    await expect(page.getByRole('button', { name: 'Move Psalm 100:4 up' })).toBeVisible();
    await settle(page);
    await axe();

    await wordForm.getByLabel('Title').fill(newTitle);
    await wordForm.getByRole('button', { name: 'Save word' }).click();
    await expect(toast(page, 'Monthly word saved.')).toBeVisible();
    expect(await db.count('public.pastor_words', 'id = $1 and title = $2', [word!.id, newTitle])).toBe(1);

    await page.getByRole('button', { name: 'Move Psalm 100:4 up' }).click();
    const verseList = page.getByRole('region', { name: 'Key verses' }).getByRole('listitem');
    await expect(verseList.nth(2)).toContainText('Psalm 100:4');
    await expect(verseList.nth(3)).toContainText('Daniel 6:3');

    await page.getByRole('button', { name: 'Add bookstore item' }).click();
    const itemForm = page.getByRole('form', { name: 'New bookstore item' });
    await itemForm.getByLabel('Title').fill(itemTitle);
    await itemForm.getByLabel('Price (USD)').fill('twelve');
    await itemForm.getByLabel('Retailer link').fill('https://books.example.org/hope');
    await itemForm.getByRole('button', { name: 'Add item' }).click();
    await expect(itemForm.getByText('Enter a price in US dollars, for example 12.99.')).toBeVisible();
    expect(await db.count('public.bookstore_items', 'title = $1', [itemTitle])).toBe(0);
    await settle(page);
    await axe();
    await itemForm.getByLabel('Price (USD)').fill('12.5');
    await itemForm.getByRole('button', { name: 'Add item' }).click();
    await expect(toast(page, 'Bookstore item saved.')).toBeVisible();
    expect(await db.count('public.bookstore_items', 'title = $1 and price = 12.50', [itemTitle])).toBe(1);

    // The public tabs.
    const visitor = await page.context().browser()!.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto('/pastors-corner');
    const panel = publicPage.getByRole('tabpanel', { name: "Pastor's Desk" });
    await expect(panel.getByRole('region', { name: newTitle })).toBeVisible();
    await expect(
      panel.getByRole('region', { name: 'Key Bible Verses' }).getByRole('listitem').nth(2),
    ).toContainText('Psalm 100:4');
    await publicPage.goto('/pastors-corner?tab=bookstore');
    const card = publicPage.getByRole('article').filter({ hasText: itemTitle });
    await expect(card.getByText('$12.50')).toBeVisible();
    await visitor.close();

    // Delete asks first.
    await page.getByRole('button', { name: `Delete ${itemTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this bookstore item?' });
    await expect(dialog).toBeVisible();
    await settle(page);
    await axe();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'The bookstore item was deleted.')).toBeVisible();
    expect(await db.count('public.bookstore_items', 'title = $1', [itemTitle])).toBe(0);
  } finally {
    await db.query(`update public.pastor_words set title = $2 where id = $1`, [word!.id, word!.title]);
    for (const verse of verses) {
      await db.query(`update public.pastor_key_verses set sort_order = $2 where id = $1`, [
        verse.id,
        verse.sort_order,
      ]);
    }
    await db.query(`delete from public.bookstore_items where title = $1`, [itemTitle]);
  }
});
