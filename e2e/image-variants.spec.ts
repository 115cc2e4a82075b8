import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { slugify } from '../src/lib/text';
import { expect, test, toast, type Db } from './fixtures';
import { e2eEnv } from './support/env';
import { signIn, STAFF } from './support/staff';

/**
 * Responsive images (issue 35, docs/decisions/0042): the public pages ask Storage for the WebP
 * variant that fits the slot, never a photo's original at phone width; every stored image keeps
 * its width and height, so nothing shifts; a staff upload stores the variants and the size.
 */

const BUCKET = 'gallery-images';
const VARIANT = /\.(480|960|1600)w\.webp$/;

function apiUrl(): string {
  return e2eEnv('apiUrl').replace(/\/+$/, '');
}

/** Records every public Storage object the page fetches, as `bucket/path`. */
function storageRequests(page: Page): string[] {
  const seen: string[] = [];
  const marker = '/storage/v1/object/public/';
  page.on('request', (request) => {
    const url = decodeURI(request.url().split('?')[0] ?? '');
    const at = url.indexOf(marker);
    if (at >= 0) seen.push(url.slice(at + marker.length));
  });
  return seen;
}

/** Loads the lazy images now (they pick their candidate as they would when scrolled to). */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of Array.from(document.querySelectorAll('img'))) img.loading = 'eager';
  });
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() => Array.from(document.querySelectorAll('img')).every((img) => img.complete)),
    )
    .toBe(true);
}

/** The stored images of the page that lack width, height or (with a recorded size) srcset and sizes. */
async function imagesWithoutSize(page: Page): Promise<string[]> {
  return page.evaluate(
    (api) =>
      Array.from(document.querySelectorAll('img'))
        .filter((img) => img.getAttribute('src')?.startsWith(`${api}/storage/v1/object/public/`))
        .filter(
          (img) =>
            !img.getAttribute('width') ||
            !img.getAttribute('height') ||
            (img.hasAttribute('srcset') && !img.getAttribute('sizes')),
        )
        .map((img) => img.getAttribute('src') ?? ''),
    apiUrl(),
  );
}

/** The page's cumulative layout shift so far (shifts not caused by input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) if (!entry.hadRecentInput) total += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are delivered by the next frames at the latest.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 });

  test.beforeEach(async ({ db }) => {
    await db.lock('gallery', 'shared');
  });

  test('the public pages download variants, never an original photo, and keep every image’s size', async ({
    page,
    db,
  }) => {
    const requests = storageRequests(page);
    for (const path of [
      '/',
      '/events',
      '/sermons',
      '/pastors-corner/blog',
      '/gallery',
      '/gallery/sunday-worship',
    ]) {
      await page.goto(path);
      await loadLazyImages(page);
      expect(await imagesWithoutSize(page), path).toEqual([]);
      expect(await layoutShift(page), path).toBeLessThanOrEqual(0.02);
    }
    // Stored photos and covers (rows whose source is `upload`; links are left as they are).
    const stored = await db.query<{ object: string }>(
      `select 'gallery-images/' || image_file_path as object from public.gallery_images where source_type = 'upload'
       union select 'event-covers/' || cover_image_path from public.church_events where cover_image_source_type = 'upload'
       union select 'sermon-covers/' || cover_image_path from public.sermons where cover_image_source_type = 'upload'
       union select 'blog-post-covers/' || cover_image_path from public.pastor_blog_posts
         where cover_image_source_type = 'upload'`,
    );
    // A seeded link may point at a stored original: shown as it is, like any link.
    const linked = await db.query<{ url: string }>(
      `select image_external_url as url from public.gallery_images where source_type = 'url'
       union select cover_image_external_url from public.church_events where cover_image_source_type = 'url'
       union select cover_image_external_url from public.sermons where cover_image_source_type = 'url'
       union select cover_image_external_url from public.pastor_blog_posts where cover_image_source_type = 'url'`,
    );
    const linkedObjects = new Set(linked.map((row) => decodeURI(row.url).split('/object/public/')[1]));
    const originals = new Set(stored.map((row) => row.object).filter((object) => !linkedObjects.has(object)));
    expect(requests.filter((object) => VARIANT.test(object)).length).toBeGreaterThan(10);
    expect(requests.filter((object) => originals.has(object))).toEqual([]);
    // 358 CSS px at 1.75 dppx: the 960 variant of the album's photos.
    expect(requests).toContain(`${BUCKET}/sunday-worship/sunday-worship-01.webp.960w.webp`);
  });
});

async function objectsUnder(db: Db, folder: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name like $2 order by name',
    [BUCKET, `${folder}/%`],
  );
  return rows.map((row) => row.name);
}

async function removeAlbum(db: Db, category: string): Promise<void> {
  await db.query('delete from public.gallery_images where category = $1', [category]);
  const paths = await objectsUnder(db, slugify(category));
  await db.query('delete from private.image_sizes where bucket = $1 and path like $2', [
    BUCKET,
    `${slugify(category)}/%`,
  ]);
  if (paths.length === 0) return;
  const key = e2eEnv('serviceRoleKey');
  const response = await fetch(`${apiUrl()}/storage/v1/object/${BUCKET}`, {
    method: 'DELETE',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefixes: paths }),
  });
  expect(response.ok, `removing ${paths.join(', ')}`).toBe(true);
}

test('a staff upload stores 480, 960 and 1600 px variants and the size; a desktop viewer shows the 1600 one', async ({
  browser,
  page,
  db,
  uniqueId,
}) => {
  await db.lock('gallery', 'exclusive');
  const name = `E2E Variants ${uniqueId}`;
  const slug = slugify(name);
  const photo = await sharp({
    create: { width: 2000, height: 1500, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  try {
    await signIn(page, STAFF, '/admin/gallery');
    const form = page.getByRole('form', { name: 'Add Images to Gallery' });
    await expect(form.getByRole('option', { name: 'Sunday Worship' })).toBeAttached();
    await form.getByLabel('Category').selectOption({ label: 'Create a new category…' });
    await form.getByLabel('New category name').fill(name);
    await form
      .getByLabel('Images')
      .setInputFiles([{ name: 'Lake.png', mimeType: 'image/png', buffer: photo }]);
    await form.getByLabel('Description (optional)').fill('The lake at dawn');
    await form.getByRole('button', { name: 'Add Images' }).click();
    await expect(toast(page, `1 image(s) processed for category ${name}.`)).toBeVisible();

    const [row] = await db.query<{ image_file_path: string; image_width: number; image_height: number }>(
      'select image_file_path, image_width, image_height from public.gallery_images where category = $1',
      [name],
    );
    expect(row).toMatchObject({ image_width: 2000, image_height: 1500 });
    const original = row!.image_file_path;
    expect(await objectsUnder(db, slug)).toEqual(
      [original, ...[1600, 480, 960].map((width) => `${original}.${width}w.webp`)].sort(),
    );
    const variant = await fetch(`${apiUrl()}/storage/v1/object/public/${BUCKET}/${original}.1600w.webp`);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    const size = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([1600, 1200]);

    // A visitor's browser: the staff page has the original in its memory cache, and Chromium
    // takes a cached larger candidate of a srcset over fetching a smaller one.
    const visitorContext = await browser.newContext({ baseURL: e2eEnv('baseURL') });
    const visitor = await visitorContext.newPage();
    const requests = storageRequests(visitor);
    await visitor.goto(`/gallery/${slug}`);
    const thumbnail = visitor.getByRole('button', { name: 'Open photo: The lake at dawn' }).getByRole('img');
    await expect(thumbnail).toHaveAttribute('width', '2000');
    await expect(thumbnail).toHaveAttribute('height', '1500');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.480w\.webp$/);
    await thumbnail.click();
    const viewer = visitor.getByRole('dialog').getByRole('img', { name: 'The lake at dawn' });
    await expect
      .poll(() => viewer.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.1600w\.webp$/);
    expect(requests).not.toContain(`${BUCKET}/${original}`);
    await visitorContext.close();
  } finally {
    await removeAlbum(db, name);
  }
});
