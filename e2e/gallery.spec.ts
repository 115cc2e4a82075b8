import type { Locator, Page } from '@playwright/test';
import { expect, settle, test } from './fixtures';
import { e2eEnv } from './support/env';

/**
 * The gallery: /gallery (albums) and /gallery/{albumName} (photos and the photo viewer), on the
 * seeded albums (supabase/seed.sql) and on an album whose name has capitals and punctuation.
 * Tests that only read the gallery hold the `gallery` lock shared; tests that add rows hold it
 * exclusively and delete their rows.
 */

/** Seeded albums, newest first, with their photo counts and captions (newest photo first). */
const SEEDED = [
  {
    name: 'Sunday Worship',
    slug: 'sunday-worship',
    count: '6 photos',
    captions: [
      'Opening praise at the 9:00 AM service',
      'Hands lifted in worship',
      'Pastor Samuel preaching from James',
      'Prayer at the altar',
      'Communion Sunday',
      'Fellowship in the lobby after service',
    ],
  },
  { name: 'Youth Ministry', slug: 'youth-ministry', count: '6 photos' },
  {
    name: 'Community Outreach',
    slug: 'community-outreach',
    count: '8 photos',
    captions: [
      'Food drive volunteers packing boxes',
      'Back-to-school supply giveaway',
      'Neighborhood clean-up on 56th Street',
      'Warm coats for winter',
      'Visiting friends at the senior center',
      'Free health screenings at our health fair',
      // The two linked (external_url) photos are the oldest.
      'Volunteers at the spring food distribution',
      'Thanksgiving baskets ready for delivery',
    ],
  },
  { name: 'Worship Team', slug: 'worship-team', count: '6 photos' },
] as const;
const [SUNDAY, , OUTREACH] = SEEDED;

/** The stack's public address of a seeded object of the gallery-images bucket. */
function seededImageUrl(path: string): string {
  return `${e2eEnv('apiUrl').replace(/\/+$/, '')}/storage/v1/object/public/gallery-images/${path}`;
}

/** Waits until `image` has loaded a real picture (not the placeholder). */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('data-fallback', 'false');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/** The card of one album on /gallery. */
function albumCard(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Photo albums' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** A finger swipe across `target` by `dx` CSS px (negative: to the left), as the touch screen sends it. */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the swipe target is not on screen');
  const y = box.y + box.height / 2;
  const start = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start, y }] });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start + (dx * step) / 5, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('albums and photos', () => {
  test.beforeEach(async ({ db }) => {
    await db.lock('gallery', 'shared');
  });

  test('/gallery lists the seeded albums with their counts and covers, each opening its album', async ({
    page,
    axe,
  }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect(page).toHaveTitle('Photo Gallery | Our Church');
    const albums = page.getByRole('list', { name: 'Photo albums' });
    await expect(albums.getByRole('heading', { level: 2 })).toHaveText(SEEDED.map((album) => album.name));

    for (const album of SEEDED) {
      const card = albumCard(page, album.name);
      await expect(card.getByText(album.count, { exact: true })).toBeVisible();
      const cover = card.getByRole('img', { name: `Cover photo of the ${album.name} album` });
      await expect(cover).toHaveAttribute('src', seededImageUrl(`${album.slug}/${album.slug}-01.webp`));
      await expectLoaded(cover);
      await expect(card.getByRole('link', { name: `View the ${album.name} Album` })).toHaveAttribute(
        'href',
        `/gallery/${album.slug}`,
      );
    }

    await settle(page);
    await axe();

    await albumCard(page, OUTREACH.name)
      .getByRole('link', { name: `View the ${OUTREACH.name} Album` })
      .click();
    await expect(page).toHaveURL(`/gallery/${OUTREACH.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: OUTREACH.name })).toBeVisible();
  });

  test('an album shows its photos newest first with captions, and leads back to all albums', async ({
    page,
    axe,
  }) => {
    await page.goto(`/gallery/${OUTREACH.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: OUTREACH.name })).toBeVisible();
    await expect(page).toHaveTitle(`${OUTREACH.name} | Our Church`);
    const photos = page.getByRole('list', { name: `Photos of ${OUTREACH.name}` });
    await expect(photos.locator('figcaption')).toHaveText([...OUTREACH.captions]);
    await expect(page.getByText(OUTREACH.count, { exact: true })).toBeVisible();
    await expect(photos.getByRole('button', { name: `Open photo: ${OUTREACH.captions[0]}` })).toBeVisible();

    // Stored photos come from the bucket, linked ones from their address; all of them load.
    const images = photos.locator('img');
    await expect(images.first()).toHaveAttribute(
      'src',
      seededImageUrl('community-outreach/community-outreach-01.webp'),
    );
    await expect(images.last()).toHaveAttribute(
      'src',
      seededImageUrl('community-outreach/community-outreach-06.webp'),
    );
    // The first row (four at the widest grid) loads at once, the rest lazily.
    for (const [index, image] of (await images.all()).entries()) {
      await expect(image).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy');
      await expectLoaded(image);
    }

    await settle(page);
    await axe();

    await page.getByRole('link', { name: 'Back to All Albums' }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect(albumCard(page, SUNDAY.name)).toBeVisible();
  });

  test('an unknown album shows the empty album, titled from its address', async ({ page }) => {
    await page.goto('/gallery/missionary-trip-2031');
    await expect(page.getByRole('heading', { level: 1, name: 'Missionary Trip 2031' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Photos in this Album' })).toBeVisible();
    await expect(page.getByText('This album is currently empty. Check back later!')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open photo/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to All Albums' }).click();
    await expect(page).toHaveURL('/gallery');
  });
});

test.describe('photo viewer', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ db }) => {
    await db.lock('gallery', 'shared');
  });

  test('opens a photo large, moves with the buttons and arrow keys, closes with Escape', async ({
    page,
    axe,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/gallery/${SUNDAY.slug}`);
    const opener = page.getByRole('button', { name: `Open photo: ${SUNDAY.captions[0]}` });
    await expect(opener).toBeVisible();
    // The viewer's code is not part of the page's first visit.
    expect(scripts.filter((url) => /photo-viewer/.test(url))).toEqual([]);

    await opener.click();
    const viewer = page.getByRole('dialog');
    await expect(page.getByRole('dialog', { name: SUNDAY.captions[0] })).toBeVisible();
    expect(scripts.filter((url) => /photo-viewer/.test(url))).toHaveLength(1);
    await expect(viewer.getByText('Photo 1 of 6', { exact: true })).toBeVisible();
    await expect(viewer.locator('figcaption')).toHaveText(SUNDAY.captions[0]);
    const image = viewer.getByRole('img', { name: SUNDAY.captions[0] });
    await expect(image).toHaveAttribute('src', seededImageUrl('sunday-worship/sunday-worship-01.webp'));
    await expectLoaded(image);
    // The photo fits the screen.
    const box = await image.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.height <= viewport.height && box.width <= viewport.width).toBe(true);
    await expect(viewer.getByRole('button', { name: 'Next' })).toBeFocused();
    await axe();

    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: SUNDAY.captions[1] })).toBeVisible();
    await expect(viewer.getByText('Photo 2 of 6', { exact: true })).toBeVisible();
    await expect(viewer.locator('figcaption')).toHaveText(SUNDAY.captions[1]);
    await expectLoaded(viewer.getByRole('img', { name: SUNDAY.captions[1] }));

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Photo 3 of 6', { exact: true })).toBeVisible();
    await expect(viewer.locator('figcaption')).toHaveText(SUNDAY.captions[2]);

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await viewer.getByRole('button', { name: 'Previous' }).click();
    // Previous from the first photo wraps around to the last.
    await expect(viewer.getByText('Photo 6 of 6', { exact: true })).toBeVisible();
    await expect(viewer.locator('figcaption')).toHaveText(SUNDAY.captions[5]);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();

    // The Close button closes it too.
    const third = page.getByRole('button', { name: `Open photo: ${SUNDAY.captions[2]}` });
    await third.click();
    await expect(page.getByRole('dialog', { name: SUNDAY.captions[2] })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(third).toBeFocused();
  });

  test('a swipe moves to the next and previous photo', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'touch swipes are tested on the phone');
    await page.goto(`/gallery/${SUNDAY.slug}`);
    await page.getByRole('button', { name: `Open photo: ${SUNDAY.captions[0]}` }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText('Photo 1 of 6', { exact: true })).toBeVisible();
    const stage = viewer.getByTestId('photo-viewer-stage');

    await swipe(page, stage, -150);
    await expect(viewer.getByText('Photo 2 of 6', { exact: true })).toBeVisible();
    await expect(viewer.locator('figcaption')).toHaveText(SUNDAY.captions[1]);

    // A short move is not a swipe.
    await swipe(page, stage, -30);
    await expect(viewer.getByText('Photo 2 of 6', { exact: true })).toBeVisible();

    await swipe(page, stage, 150);
    await expect(viewer.getByText('Photo 1 of 6', { exact: true })).toBeVisible();
    await expect(viewer).toBeVisible();
  });
});

test.describe('an album named with capitals and punctuation', () => {
  const NAME = "Women's Ministry";
  const CAPTIONS = ['Prayer breakfast in the fellowship hall', 'Bible study on Tuesday morning'];

  test('is listed, opens by its slug with its exact name, and shows its linked photos', async ({
    page,
    db,
  }) => {
    await db.lock('gallery', 'exclusive');
    await db.query(
      `insert into public.gallery_images (description, image_external_url, source_type, category, created_at)
       values ($1, $3, 'url', $4, now() - interval '400 days'),
              ($2, $3, 'url', $4, now() - interval '401 days')`,
      [CAPTIONS[0], CAPTIONS[1], seededImageUrl('sunday-worship/sunday-worship-01.webp'), NAME],
    );
    try {
      await page.goto('/gallery');
      const card = albumCard(page, NAME);
      await expect(card.getByText('2 photos', { exact: true })).toBeVisible();
      await expectLoaded(card.getByRole('img', { name: `Cover photo of the ${NAME} album` }));
      const link = card.getByRole('link', { name: `View the ${NAME} Album` });
      await expect(link).toHaveAttribute('href', '/gallery/women-s-ministry');
      await link.click();

      await expect(page).toHaveURL('/gallery/women-s-ministry');
      await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
      await expect(page).toHaveTitle(`${NAME} | Our Church`);
      const photos = page.getByRole('list', { name: `Photos of ${NAME}` });
      await expect(photos.locator('figcaption')).toHaveText(CAPTIONS);
      for (const image of await photos.locator('img').all()) await expectLoaded(image);

      // Opened directly by its address too.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
      await expect(photos.locator('figcaption')).toHaveText(CAPTIONS);
    } finally {
      await db.query('delete from public.gallery_images where category = $1', [NAME]);
    }
  });
});
