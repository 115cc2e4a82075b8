import type { Page } from '@playwright/test';
import { expect, passFormFillTime, test, toast } from './fixtures';

test.describe('hero', () => {
  test(
    'plays the active hero video muted, inline and on autoplay, from its start time',
    { tag: '@mobile' },
    async ({ page, db }) => {
      const [active] = await db.query<{
        video_file_path: string;
        start_seconds: number;
        end_seconds: number;
      }>('select video_file_path, start_seconds, end_seconds from public.hero_videos where is_active');
      expect(active, 'the seed has an active hero video').toBeDefined();
      if (!active) return;

      await page.goto('/');
      const hero = page.getByTestId('hero');
      await expect(hero).toHaveAttribute('data-state', 'video');
      const video = hero.locator('video');
      await expect(video).toHaveCount(1);
      const props = await video.evaluate((v: HTMLVideoElement) => ({
        muted: v.muted,
        autoplay: v.autoplay,
        playsInline: v.playsInline,
        src: v.currentSrc || v.src,
      }));
      expect(props).toMatchObject({ muted: true, autoplay: true, playsInline: true });
      expect(props.src).toContain(`/storage/v1/object/public/hero-videos/${active.video_file_path}`);

      // It really plays (the file is served, with byte ranges), inside [start, end] (spec §4).
      await expect
        .poll(
          () => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2 && v.currentTime > 0),
          {
            message: 'the hero video is playing',
          },
        )
        .toBe(true);
      const time = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      expect(time).toBeGreaterThanOrEqual(active.start_seconds);
      if (active.end_seconds > 0) expect(time).toBeLessThanOrEqual(active.end_seconds + 0.5);
    },
  );

  test('without an active video shows the gradient and the welcome text', async ({
    page,
    allowedConsoleErrors,
  }) => {
    // The server's answer when no row is active: PostgREST's 406 PGRST116 for `.single()`.
    allowedConsoleErrors.push(/status of 406 .* \(\S+\/rest\/v1\/hero_videos\?/);
    await page.route('**/rest/v1/hero_videos?*', (route) =>
      route.fulfill({
        status: 406,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'PGRST116',
          message: 'JSON object requested, multiple (or no) rows returned',
          details: 'The result contains 0 rows',
          hint: null,
        }),
      }),
    );
    await page.goto('/');
    const hero = page.getByTestId('hero');
    await expect(hero).toHaveAttribute('data-state', 'fallback');
    await expect(hero.getByText('Welcome to Our Church')).toBeVisible();
    await expect(hero.locator('video')).toHaveCount(0);
    expect(
      await hero.evaluate((el) => getComputedStyle(el).backgroundImage),
      'the hero background',
    ).toContain('gradient');
  });
});

test('upcoming events link to their detail pages', async ({ page, db }) => {
  const future = await db.count('public.church_events', 'start_time > now()');
  expect(future, 'the seed has upcoming events').toBeGreaterThan(0);

  await page.goto('/');
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Upcoming Events' }) });
  const details = section.getByRole('link', { name: 'View Details' });
  await expect(details.first()).toBeVisible();
  const hrefs = await details.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(1);
  expect(hrefs.length).toBeLessThanOrEqual(3);
  // Events later today may count too (the loader keeps events from today on), so at least these.
  expect(hrefs.length).toBeGreaterThanOrEqual(Math.min(3, future));
  // A one-off event's page, or one date of a repeating event (/events/<id>/<yyyy-mm-dd>).
  for (const href of hrefs)
    expect(href).toMatch(
      /^\/events\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/\d{4}-\d{2}-\d{2})?$/,
    );
  const ids = [...new Set(hrefs.map((href) => href.split('/')[2]))];
  expect(await db.count('public.church_events', 'id = any($1::uuid[])', [ids])).toBe(ids.length);
  // With events present, the section links to the full list.
  await expect(section.locator('a[href="/events"]').first()).toBeVisible();

  await details.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
});

async function openPrayerDialog(page: Page) {
  await page.clock.install(); // for passFormFillTime
  await page.goto('/');
  await page.getByRole('button', { name: /prayer/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('prayer request', () => {
  test('an empty request shows "Prayer Request Needed" and stores nothing', async ({
    page,
    db,
    uniqueId,
  }) => {
    const dialog = await openPrayerDialog(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rest/v1/prayer_requests'))
        posts.push(request.url());
    });
    await dialog.getByRole('textbox', { name: /name/i }).fill(uniqueId);
    // Blank after trimming counts as empty (spec §5).
    await dialog.getByRole('textbox', { name: /request/i }).fill('   ');
    await passFormFillTime(page);
    await dialog.getByRole('button', { name: /submit/i }).click();

    const needed = toast(page, 'Prayer Request Needed');
    await expect(needed).toBeVisible();
    await expect(needed).toContainText('Please enter your prayer request');
    await expect(dialog).toBeVisible();
    expect(posts, 'no insert was sent').toEqual([]);
    expect(await db.count('public.prayer_requests', 'name = $1', [uniqueId])).toBe(0);
  });

  test(
    'a valid request shows "Prayer Request Submitted" and is stored',
    { tag: '@mobile' },
    async ({ page, db, uniqueId }) => {
      const details = `Please pray for my family (${uniqueId}).`;
      try {
        const dialog = await openPrayerDialog(page);
        await dialog.getByRole('textbox', { name: /name/i }).fill(`Tester ${uniqueId}`);
        await dialog.getByRole('textbox', { name: /email/i }).fill(`${uniqueId}@example.com`);
        await dialog.getByRole('textbox', { name: /request/i }).fill(details);
        await passFormFillTime(page);
        await dialog.getByRole('button', { name: /submit/i }).click();

        const submitted = toast(page, 'Prayer Request Submitted');
        await expect(submitted).toBeVisible();
        await expect(submitted).toContainText('We will be praying for you. God bless.');
        await expect(dialog).toBeHidden();
        const rows = await db.query(
          'select name, email, request_details, is_public from public.prayer_requests where request_details = $1',
          [details],
        );
        expect(rows).toEqual([
          {
            name: `Tester ${uniqueId}`,
            email: `${uniqueId}@example.com`,
            request_details: details,
            is_public: false,
          },
        ]);
      } finally {
        await db.query('delete from public.prayer_requests where request_details = $1', [details]);
      }
    },
  );
});

test('newsletter: subscribing, then subscribing the same address again', async ({
  page,
  db,
  uniqueId,
  allowedConsoleErrors,
}) => {
  // The second insert is a unique violation: 409 (23505), reported as 'Already subscribed!' (spec §8).
  allowedConsoleErrors.push(/status of 409 .* \(\S+\/rest\/v1\/newsletter_subscribers/);
  // The form logs the failure's details (src/hooks/use-form-submit.ts).
  allowedConsoleErrors.push(/The form could not be sent/);
  const email = `news-${uniqueId}@example.com`.toLowerCase();
  try {
    await page.clock.install(); // for passFormFillTime
    await page.goto('/');
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Stay Connected' }) });
    const input = section.getByRole('textbox', { name: /email/i });
    const subscribe = section.getByRole('button', { name: /subscribe/i });
    // The form's code loads as the section nears the screen (decision 0006): not before.
    await expect(section.getByRole('status')).toHaveText('Loading the newsletter form');
    await section.scrollIntoViewIfNeeded();

    await input.fill(email);
    await passFormFillTime(page);
    await subscribe.click();
    const success = toast(page, 'Successfully subscribed!');
    await expect(success).toBeVisible();
    await expect(success).toContainText(
      'Thank you for subscribing to our newsletter. Please confirm from the e-mail we just sent you.',
    );
    await expect(input).toHaveValue('');
    expect(await db.count('public.newsletter_subscribers', 'lower(email) = $1', [email])).toBe(1);
    // Confirmed from the e-mail (decision 0040): a second sign-up is 'Already subscribed!'.
    await db.query('update public.newsletter_subscribers set confirmed_at = now() where lower(email) = $1', [
      email,
    ]);

    await input.fill(email);
    await passFormFillTime(page);
    await subscribe.click();
    const duplicate = toast(page, 'Already subscribed!');
    await expect(duplicate).toBeVisible();
    await expect(duplicate).toContainText('This email address is already on our newsletter list.');
    // The field is cleared only on success (spec §4).
    await expect(input).toHaveValue(email);
    // At most one toast at a time (spec §9).
    await expect(success).toHaveCount(0);
    expect(await db.count('public.newsletter_subscribers', 'lower(email) = $1', [email])).toBe(1);
  } finally {
    await db.query('delete from public.newsletter_subscribers where lower(email) = $1', [email]);
  }
});
