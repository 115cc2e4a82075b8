import type { Locator, Page } from '@playwright/test';
import { slugify } from '../src/lib/text';
import { expect, test, toast, type Db } from './fixtures';
import { e2eEnv } from './support/env';
import { signIn, STAFF } from './support/staff';

/**
 * 'Add Images to Gallery' (/admin/gallery, spec §4 "Gallery upload form", §5 "Gallery admin",
 * §7 writes, §8 toasts) as the seeded staff member, against the real Storage and data API: files
 * into a new album (a wrong type refused), external links (a bad line saves nothing), a failed
 * insert that removes the files it uploaded, and deleting an image. Each test works in its own
 * album named after the test's unique id, holds the `gallery` lock exclusively (e2e/gallery.spec.ts
 * reads the seeded albums under a shared lock) and removes its rows and objects afterwards.
 */

const BUCKET = 'gallery-images';

/** A 1x1 PNG and a 1x1 GIF. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function apiUrl(): string {
  return e2eEnv('apiUrl').replace(/\/+$/, '');
}

/** The public address of an object of the gallery bucket. */
function publicUrl(path: string): string {
  return `${apiUrl()}/storage/v1/object/public/${BUCKET}/${path}`;
}

function serviceHeaders(): Record<string, string> {
  const key = e2eEnv('serviceRoleKey');
  return { apikey: key, Authorization: `Bearer ${key}` };
}

/** The object paths stored under an album's folder. */
async function objectsUnder(db: Db, folder: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name like $2 order by name',
    [BUCKET, `${folder}/%`],
  );
  return rows.map((row) => row.name);
}

interface Row {
  description: string | null;
  image_file_path: string | null;
  image_external_url: string | null;
  source_type: string;
}

async function rowsOf(db: Db, category: string): Promise<Row[]> {
  return db.query<Row>(
    `select description, image_file_path, image_external_url, source_type
     from public.gallery_images where category = $1 order by image_file_path, image_external_url`,
    [category],
  );
}

/** Deletes an album's rows and, through the Storage API with the service-role key, its objects. */
async function removeAlbum(db: Db, category: string): Promise<void> {
  await db.query('delete from public.gallery_images where category = $1', [category]);
  const paths = await objectsUnder(db, slugify(category));
  if (paths.length === 0) return;
  const response = await fetch(`${apiUrl()}/storage/v1/object/${BUCKET}`, {
    method: 'DELETE',
    headers: { ...serviceHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefixes: paths }),
  });
  expect(response.ok, `removing ${paths.join(', ')}`).toBe(true);
}

async function openPage(page: Page): Promise<Locator> {
  await signIn(page, STAFF, '/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Images to Gallery' })).toBeVisible();
  await expect(page).toHaveTitle(/^Add Images to Gallery \| /);
  const form = page.getByRole('form', { name: 'Add Images to Gallery' });
  // The categories have loaded.
  await expect(form.getByRole('option', { name: 'Sunday Worship' })).toBeAttached();
  return form;
}

async function createCategory(form: Locator, typed: string): Promise<void> {
  await form.getByLabel('Category').selectOption({ label: 'Create a new category…' });
  await form.getByLabel('New category name').fill(typed);
}

// Every test adds and removes gallery rows or objects in an album of its own.
test.beforeEach(async ({ db }) => {
  await db.lock('gallery', 'exclusive');
});

test('uploads files into a new album, refusing a wrong type, and the album appears on /gallery', async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
  const name = `E2E Upload ${uniqueId}`;
  const slug = slugify(name);
  try {
    const form = await openPage(page);
    await createCategory(form, `   ${name}  `);
    await form.getByLabel('Images').setInputFiles([
      { name: 'Sunset Photo.PNG', mimeType: 'image/png', buffer: PNG },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      { name: 'tiny.gif', mimeType: 'image/gif', buffer: GIF },
    ]);
    await expect(form.getByRole('alert')).toHaveText(
      'notes.txt was not added: only PNG, JPEG, GIF and WebP images can be uploaded.',
    );
    const chosen = form.getByRole('list', { name: 'Chosen files' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    for (const file of ['Sunset Photo.PNG', 'tiny.gif']) {
      const preview = chosen.getByRole('img', { name: `Preview of ${file}` });
      await expect(preview).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(() => preview.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    await axe();

    await form.getByLabel('Description (optional)').fill('Sunrise at the lake');
    await form.getByRole('button', { name: 'Add Images' }).click();
    await expect(toast(page, `2 image(s) processed for category ${name}.`)).toBeVisible();

    const rows = await rowsOf(db, name);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        description: 'Sunrise at the lake',
        image_external_url: null,
        source_type: 'upload',
      });
    }
    const paths = rows.map((row) => row.image_file_path ?? '');
    expect(paths[0]).toMatch(new RegExp(`^${slug}/\\d{13}_sunset-photo\\.png$`));
    expect(paths[1]).toMatch(new RegExp(`^${slug}/\\d{13}_tiny\\.gif$`));
    expect(await objectsUnder(db, slug)).toEqual(paths);
    for (const path of paths) {
      const response = await fetch(publicUrl(path));
      expect(response.status, path).toBe(200);
    }

    // The form is cleared, the new album stays chosen and its images show below.
    await expect(form.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
    await expect(form.getByLabel('Description (optional)')).toHaveValue('');
    await expect(form.getByLabel('Category')).toHaveValue(name);
    await expect(form.getByLabel('New category name')).toHaveCount(0);
    const album = page.getByRole('region', { name: `Images in ${name}` });
    await expect(album.getByRole('img', { name: 'Sunrise at the lake' })).toHaveCount(2);

    await page.goto('/gallery');
    const card = page
      .getByRole('list', { name: 'Photo albums' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
    await expect(card.getByText('2 photos', { exact: true })).toBeVisible();
    const link = card.getByRole('link', { name: `View the ${name} Album` });
    await expect(link).toHaveAttribute('href', `/gallery/${slug}`);
    await link.click();
    await expect(page).toHaveURL(`/gallery/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('list', { name: `Photos of ${name}` }).locator('figcaption')).toHaveText([
      'Sunrise at the lake',
      'Sunrise at the lake',
    ]);
  } finally {
    await removeAlbum(db, name);
  }
});

test('external URLs: a line that is not a URL saves nothing, then the links are saved', async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
  const name = `E2E Links ${uniqueId}`;
  const links = [
    publicUrl('sunday-worship/sunday-worship-01.webp'),
    publicUrl('community-outreach/community-outreach-05.webp'),
  ];
  try {
    const form = await openPage(page);
    await createCategory(form, name);
    await form.getByRole('radio', { name: 'Add external URLs' }).check();
    await expect(form.getByLabel('Images')).toHaveCount(0);
    const urls = form.getByLabel('Image URLs');
    await urls.fill(`${links[0]}\nwww.example.org/photo.jpg\n`);
    await form.getByRole('button', { name: 'Add Images' }).click();
    await expect(
      form.getByText('This line is not an http(s) URL: "www.example.org/photo.jpg".'),
    ).toBeVisible();
    await expect(urls).toHaveAttribute('aria-invalid', 'true');
    expect(await rowsOf(db, name)).toEqual([]);
    await axe();

    await urls.fill(`  ${links[0]}  \n\n${links[1]}\n`);
    await form.getByLabel('Description (optional)').fill('Linked photo');
    await form.getByRole('button', { name: 'Add Images' }).click();
    await expect(toast(page, `2 image(s) processed for category ${name}.`)).toBeVisible();
    expect(await rowsOf(db, name)).toEqual(
      [...links].sort().map((url) => ({
        description: 'Linked photo',
        image_file_path: null,
        image_external_url: url,
        source_type: 'url',
      })),
    );
    await expect(urls).toHaveValue('');
    await expect(form.getByLabel('Category')).toHaveValue(name);
    await expect(
      page.getByRole('region', { name: `Images in ${name}` }).getByRole('img', { name: 'Linked photo' }),
    ).toHaveCount(2);
  } finally {
    await removeAlbum(db, name);
  }
});

test('a failed insert shows Database Error, removes the files just uploaded and keeps the form', async ({
  page,
  db,
  uniqueId,
  allowedConsoleErrors,
}) => {
  const name = `E2E Rollback ${uniqueId}`;
  const slug = slugify(name);
  // The browser logs the refused request.
  allowedConsoleErrors.push(/status of 500/);
  try {
    const form = await openPage(page);
    await page.route('**/rest/v1/gallery_images*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }),
          })
        : route.fallback(),
    );
    await createCategory(form, name);
    await form.getByLabel('Images').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second.gif', mimeType: 'image/gif', buffer: GIF },
    ]);
    await form.getByLabel('Description (optional)').fill('Kept after the failure');
    const uploads: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().includes(`/${BUCKET}/${slug}/`)) {
        uploads.push(response.status());
      }
    });
    await form.getByRole('button', { name: 'Add Images' }).click();
    await expect(toast(page, 'Database Error')).toBeVisible();
    await expect(toast(page, 'Database Error')).toContainText('Failed to save image records.');
    // Both files were stored before the insert failed...
    expect(uploads).toEqual([200, 200]);

    // ...and removed again.
    await expect.poll(() => objectsUnder(db, slug)).toEqual([]);
    expect(await rowsOf(db, name)).toEqual([]);
    await expect(form.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2);
    await expect(form.getByLabel('New category name')).toHaveValue(name);
    await expect(form.getByLabel('Description (optional)')).toHaveValue('Kept after the failure');
    await expect(form.getByRole('button', { name: 'Add Images' })).toBeEnabled();
  } finally {
    await removeAlbum(db, name);
  }
});

test('deleting an image asks first, then removes its row and its file', async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
  const name = `E2E Delete ${uniqueId}`;
  const slug = slugify(name);
  const path = `${slug}/${Date.now()}_to-delete.png`;
  const upload = await fetch(`${apiUrl()}/storage/v1/object/${BUCKET}/${path}`, {
    method: 'POST',
    headers: { ...serviceHeaders(), 'Content-Type': 'image/png' },
    body: PNG,
  });
  expect(upload.ok).toBe(true);
  await db.query(
    `insert into public.gallery_images (category, description, image_file_path, source_type, created_at)
     values ($1, 'To be deleted', $2, 'upload', now() - interval '1 minute')`,
    [name, path],
  );
  await db.query(
    `insert into public.gallery_images (category, description, image_external_url, source_type)
     values ($1, 'To be kept', $2, 'url')`,
    [name, publicUrl('sunday-worship/sunday-worship-01.webp')],
  );
  try {
    const form = await openPage(page);
    await form.getByLabel('Category').selectOption(name);
    const album = page.getByRole('region', { name: `Images in ${name}` });
    await expect(album.getByRole('img')).toHaveCount(2);

    const trigger = album.getByRole('button', { name: 'Delete To be deleted' });
    await trigger.click();
    let dialog = page.getByRole('dialog', { name: 'Delete this image?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await rowsOf(db, name)).toHaveLength(2);

    await trigger.click();
    dialog = page.getByRole('dialog', { name: 'Delete this image?' });
    await expect(dialog).toContainText(
      '“To be deleted” will be removed from the album and its file deleted.',
    );
    await axe();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Image deleted.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(album.getByRole('img')).toHaveCount(1);
    await expect(album.getByRole('img', { name: 'To be kept' })).toBeVisible();

    expect((await rowsOf(db, name)).map((row) => row.description)).toEqual(['To be kept']);
    expect(await objectsUnder(db, slug)).toEqual([]);
    // Storage answers every 4xx with HTTP 400 and the real code in the body.
    const gone = await fetch(publicUrl(path));
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  } finally {
    await removeAlbum(db, name);
  }
});
