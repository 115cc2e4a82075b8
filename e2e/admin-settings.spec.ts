import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SETTINGS_SECTIONS } from '../src/features/site-settings/settings-sections';
import { expect, test, toast } from './fixtures';
import { repoRoot } from './support/vite-app';
import { EDITOR, signIn, STAFF } from './support/staff';

/**
 * Site settings (issues 24 and 45): an admin changes the service times, uploads a banner for the
 * live page and sets the live stream on their pages under /admin/settings, and the footer, the
 * banner and /live show them on the next load; the change is in the activity log with its old
 * and new value; an editor can open neither the index nor a section; axe on each section's page
 * and on the error state. The sections on a phone, 'Leave page?' and old anchors:
 * admin-settings-sections.spec.ts.
 *
 * The settings are shared by every page, so the test holds an exclusive lock on them and puts the
 * seeded rows back afterwards.
 */

test.skip(({ isMobile }) => isMobile, 'the staff pages are checked at desktop width');

const KEYS = ['service_times', 'banner_image_live', 'live_stream_youtube_url'];

/** A real banner image: one of the seed's. */
const BANNER_IMAGE = readFileSync(path.join(repoRoot, 'supabase/media/gallery-images/site/banner-rose.webp'));

/** The region of a section's page: labelled by its `<h1>`. */
const SECTION = '[aria-labelledby="settings-section-heading"]';

test('an admin changes service times, a banner (upload) and the live URL; the site shows them', async ({
  page,
  db,
  axe,
  uniqueId,
}) => {
  await db.lock('site_settings', 'exclusive');
  const saved = await db.query<{ setting_key: string; setting_value: unknown }>(
    'select setting_key, setting_value from public.site_settings where setting_key = any($1)',
    [KEYS],
  );
  try {
    await signIn(page, STAFF, '/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await axe();
    // Every section: its page from the index, its heading and title, its body, and back.
    for (const section of SETTINGS_SECTIONS) {
      await page
        .getByRole('navigation', { name: 'Settings sections' })
        .getByRole('link', { name: section.title, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/settings/${section.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: section.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${section.title} · Settings`));
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: section.title }).getByRole('button').first(),
      ).toBeVisible();
      await axe({ include: SECTION });
      await page.getByRole('link', { name: 'All settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    }

    // Service times: the first Sunday service moves to 8:30.
    await page.goto('/admin/settings/service-times');
    const times = page.getByRole('region', { name: 'Service times' });
    await times.getByLabel('Service 1 start time').fill('08:30');
    await times.getByRole('button', { name: 'Save service times' }).click();
    await expect(toast(page, 'Service times saved.')).toBeVisible();

    // A wrong value is refused in the form, with its message (and axe on that state).
    await page.goto('/admin/settings/live');
    const live = page.getByRole('region', { name: 'Live page' });
    await live.getByLabel('Live stream address').fill('youtube dot com');
    await live.getByRole('button', { name: 'Save live page' }).click();
    await expect(live.getByText('Enter an address starting with https:// or http://.')).toBeVisible();
    await axe({ include: SECTION });

    // The live stream.
    await live.getByLabel('Live stream address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await live.getByRole('button', { name: 'Save live page' }).click();
    await expect(toast(page, 'Live page saved.')).toBeVisible();

    // The live page's banner, uploaded.
    await page.goto('/admin/settings/banners');
    const banners = page.getByRole('region', { name: 'Page banners' });
    await banners.getByLabel('Upload an image for Live banner').setInputFiles({
      name: `banner-${uniqueId}.webp`,
      mimeType: 'image/webp',
      buffer: BANNER_IMAGE,
    });
    await expect(banners.getByText('Uploaded')).toBeVisible();
    const bannerField = banners.getByLabel('Live banner', { exact: true });
    await expect(bannerField).toHaveValue(
      /\/storage\/v1\/object\/public\/gallery-images\/site\/banners\/.*\.webp$/,
    );
    const bannerUrl = await bannerField.inputValue();
    await expect(banners.getByAltText('Preview of Live banner')).toHaveAttribute('src', bannerUrl);
    await banners.getByRole('button', { name: 'Save page banners' }).click();
    await expect(toast(page, 'Page banners saved.')).toBeVisible();

    // The stored values are the structured ones.
    const rows = await db.query<{ setting_key: string; setting_value: unknown }>(
      'select setting_key, setting_value from public.site_settings where setting_key = any($1) order by 1',
      [KEYS],
    );
    expect(rows).toEqual([
      { setting_key: 'banner_image_live', setting_value: bannerUrl },
      {
        setting_key: 'live_stream_youtube_url',
        setting_value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      {
        setting_key: 'service_times',
        setting_value: [
          { day: 'sunday', time: '08:30', label: 'Sunday' },
          { day: 'sunday', time: '11:00', label: 'Sunday' },
          { day: 'wednesday', time: '19:00', label: 'Mid-Week' },
        ],
      },
    ]);

    // The public site, on its next load.
    await page.goto('/live');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByText('8:30 AM & 11:00 AM')).toBeVisible();
    await expect(page.getByTestId('page-banner').locator('img')).toHaveAttribute('src', bannerUrl);
    await expect(page.getByTitle('Live stream')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
    );

    // The activity log keeps the old and the new value.
    await page.goto('/admin/activity');
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'changed the setting "service_times"' })
      .first();
    await expect(entry).toBeVisible();
    // One field: shown as old → new without expanding.
    await expect(entry.locator('del')).toContainText('09:00');
    await expect(entry).toContainText('08:30');
  } finally {
    for (const key of KEYS) {
      const row = saved.find((r) => r.setting_key === key);
      if (row)
        await db.query('update public.site_settings set setting_value = $2 where setting_key = $1', [
          key,
          JSON.stringify(row.setting_value),
        ]);
      else await db.query('delete from public.site_settings where setting_key = $1', [key]);
    }
  }
});

// One source for service times (docs/decisions/0032): the footer, the home page's ticker and the
// live page's service information all follow the one setting. The public pages are prerendered
// with the seeded times; the app reads the settings again after hydration (docs/decisions/0033).
test('a changed service time shows in the footer, the home ticker and on /live', async ({ page, db }) => {
  await db.lock('site_settings', 'exclusive');
  const saved = await db.query<{ setting_value: unknown }>(
    "select setting_value from public.site_settings where setting_key = 'service_times'",
  );
  try {
    await signIn(page, STAFF, '/admin/settings/service-times');
    const times = page.getByRole('region', { name: 'Service times' });
    await times.getByLabel('Service 3 start time').fill('18:30');
    await times.getByRole('button', { name: 'Save service times' }).click();
    await expect(toast(page, 'Service times saved.')).toBeVisible();

    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText('Wednesday 6:30 PM');
    const ticker = page.getByTestId('service-ticker').locator('p').first();
    await expect(ticker).toContainText('Mid-Week: Wednesday 6:30 PM');
    await expect(ticker).not.toContainText('7:00 PM');
    // The ticker's extra text follows the times.
    await expect(ticker).toContainText('Everyone is welcome!');

    await page.goto('/live');
    const info = page.getByRole('main').getByRole('region', { name: 'Service Information' });
    await expect(info).toContainText('Mid-Week: Wednesday 6:30 PM');
    await expect(info).not.toContainText('7:00 PM');
    await expect(page.getByTestId('site-footer')).toContainText('Wednesday 6:30 PM');
  } finally {
    if (saved[0])
      await db.query(
        "update public.site_settings set setting_value = $1 where setting_key = 'service_times'",
        [JSON.stringify(saved[0].setting_value)],
      );
    else await db.query("delete from public.site_settings where setting_key = 'service_times'");
  }
});

test('an editor can open neither the settings nor a section of them', async ({ page, axe }) => {
  await signIn(page, EDITOR);
  await page.goto('/admin/settings/giving');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Giving' })).toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Settings' }),
  ).toHaveCount(0);
  await axe();
});

test("'Site rebuilds' shows the builds of the last 24 hours and takes a new daily ceiling", async ({
  page,
  db,
  axe,
}) => {
  // A hook nobody answers (the discard port): parallel tests' changes may add calls, so counts
  // are matched loosely. Put back: no hook, the default ceiling, no calls of this test.
  await db.query(`select private.set_deploy_hook('http://127.0.0.1:9/e2e-build-hook')`);
  await db.query(
    `insert into private.deploy_hook_calls (requested_at, reason, status)
     values (now() - interval '2 hours', 'e2e', 'sent'), (now() - interval '30 hours', 'e2e', 'sent')`,
  );
  await db.query(`update private.deploy_hook set last_called_at = now() - interval '2 hours'`);
  try {
    await signIn(page, STAFF, '/admin/settings/site-rebuilds');
    const section = page.getByRole('region', { name: 'Site rebuilds' });
    await expect(
      section.getByText(/^\d+ builds? in the last 24 hours, of at most 24 builds\.$/),
    ).toBeVisible();
    await expect(section.getByText(/^Last build: /)).toBeVisible();
    await expect(section.getByLabel('Most builds in 24 hours')).toHaveValue('24');
    await axe();
    await section.getByLabel('Most builds in 24 hours').fill('12');
    await section.getByRole('button', { name: 'Save ceiling' }).click();
    await expect(section.getByText(/of at most 12 builds\.$/)).toBeVisible();
    const [row] = await db.query<{ daily_limit: number }>('select daily_limit from private.deploy_hook');
    expect(row?.daily_limit).toBe(12);
  } finally {
    await db.query(`select private.set_deploy_hook(null)`);
    await db.query('update private.deploy_hook set daily_limit = 24');
    await db.query(
      `delete from private.deploy_hook_calls where reason = 'e2e' or requested_at > now() - interval '10 minutes'`,
    );
  }
});

// The church's own network (issue 41, docs/decisions/0046): the page shows the admin's address
// as the API sees it (this test's browser reaches the stack from 127.0.0.1) and 'Add this
// network' lists it, with a sentence in the activity log; 'Remove' takes it out again.
test("'Church network': the admin's address, 'Add this network' and 'Remove'", async ({
  page,
  db,
  axe,
  allowedConsoleErrors,
}) => {
  await db.lock('form_guard_settings', 'exclusive');
  // The refusal of a range too wide, provoked below.
  allowedConsoleErrors.push(/status of 400 .*\/rest\/v1\/form_guard_settings/);
  try {
    await signIn(page, STAFF, '/admin/settings/church-network');
    const section = page.getByRole('region', { name: 'Church network' });
    await expect(section).toContainText('Your address as the site’s API sees it: 127.0.0.1.');
    await expect(section.getByText('No church network yet', { exact: false })).toBeVisible();
    await axe({ include: SECTION });

    await section.getByRole('button', { name: 'Add this network' }).click();
    await expect(toast(page, 'Church network saved.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Remove 127.0.0.1' })).toBeVisible();
    await expect(section).toContainText('127.0.0.1 (in a church network).');
    await expect(section.getByRole('button', { name: 'Add this network' })).toHaveCount(0);
    expect(
      await db.query<{ networks: string[] }>(
        'select church_networks::text[] as networks from public.form_guard_settings',
      ),
    ).toEqual([{ networks: ['127.0.0.1/32'] }]);

    // A range wider than a church's network is refused with the reason, and what was typed stays.
    await section.getByLabel('Add an address or range').fill('10.0.0.0/8');
    await section.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      section.getByText('A church network can be at most a /16 range (IPv4) or a /48 range (IPv6).'),
    ).toBeVisible();
    await expect(section.getByLabel('Add an address or range')).toHaveValue('10.0.0.0/8');

    await section.getByRole('button', { name: 'Remove 127.0.0.1' }).click();
    await expect(section.getByText('No church network yet', { exact: false })).toBeVisible();

    await page.goto('/admin/activity');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'added the church network 127.0.0.1' }).first(),
    ).toBeVisible();
  } finally {
    await db.query(`update public.form_guard_settings set church_networks = '{}'`);
  }
});
