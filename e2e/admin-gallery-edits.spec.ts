import { slugify } from '../src/lib/text';
import { expect, settle, test, toast } from './fixtures';
import { EDITOR, signIn } from './support/staff';

/**
 * Gallery edits on /admin/gallery (issue 23 item 4) as the demo editor: a photo's caption edited
 * and the album renamed; every photo follows, the new address shows them and the old address the
 * album's empty state (docs/decisions/0031); accessibility of the edit form. The test's album is
 * its own and is removed afterwards.
 */

test.beforeEach(async ({ db }) => {
  await db.lock('gallery', 'exclusive');
});

test('an editor edits a caption and renames an album; the photos follow to the new address', async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
  const oldName = `E2E Album ${uniqueId}`;
  const newName = `E2E Renamed ${uniqueId}`;
  try {
    // Two photos showing a seeded stored image (its object stays when the rows go).
    await db.query(
      `insert into public.gallery_images (description, image_file_path, source_type, category)
       select d, (select image_file_path from public.gallery_images
                   where source_type = 'upload' and category = 'Sunday Worship' limit 1), 'upload', $1
         from unnest(array['First photo', 'Second photo']) as d`,
      [oldName],
    );
    await signIn(page, EDITOR, '/admin/gallery');
    const form = page.getByRole('form', { name: 'Add Images to Gallery' });
    await expect(form.getByRole('option', { name: oldName })).toBeAttached();
    await form.getByLabel('Category').selectOption(oldName);
    await expect(page.getByRole('heading', { level: 2, name: `Images in ${oldName}` })).toBeVisible();

    await page.getByRole('button', { name: 'Edit First photo' }).click();
    const edit = page.getByRole('form', { name: 'Edit First photo' });
    await edit.getByLabel('Caption', { exact: true }).fill('Opening prayer');
    await settle(page);
    await axe();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Caption saved.')).toBeVisible();
    expect(
      await db.count('public.gallery_images', 'category = $1 and description = $2', [
        oldName,
        'Opening prayer',
      ]),
    ).toBe(1);

    await page.getByLabel('Album name', { exact: true }).fill(newName);
    await page.getByRole('button', { name: 'Save album name' }).click();
    await expect(toast(page, `Album renamed to ${newName}.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Images in ${newName}` })).toBeVisible();
    expect(await db.count('public.gallery_images', 'category = $1', [newName])).toBe(2);
    expect(await db.count('public.gallery_images', 'category = $1', [oldName])).toBe(0);

    await page.goto(`/gallery/${slugify(newName)}`);
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Opening prayer' })).toBeVisible();
    await page.goto(`/gallery/${slugify(oldName)}`);
    await expect(page.getByText('No Photos in this Album')).toBeVisible();
  } finally {
    await db.query(`delete from public.gallery_images where category in ($1, $2)`, [oldName, newName]);
  }
});
