import { expect, test, toast } from './fixtures';
import { e2eEnv } from './support/env';

/** The feed address the app should offer, built independently of the app's own helper. */
function feed(name: string, query = ''): string {
  return `${e2eEnv('apiUrl').replace(/\/+$/, '')}/rest/v1/rpc/${name}?apikey=${e2eEnv('anonKey')}${query}`;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test(
  '/events: Subscribe offers the webcal address, Google Calendar and Copy link',
  { tag: '@mobile' },
  async ({ page, request, axe }) => {
    const http = feed('calendar_feed');
    const webcal = http.replace(/^https?:\/\//, 'webcal://');
    await page.goto('/events');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const panel = page.getByRole('dialog', { name: 'Subscribe to the church calendar' });
    await expect(panel.getByRole('textbox', { name: 'Church calendar' })).toHaveValue(webcal);
    await axe();
    await expect(panel.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      webcal,
    );
    await expect(panel.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    await panel.getByRole('button', { name: /^Copy link/ }).click();
    await expect(toast(page, 'Link copied')).toContainText('Feed address copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webcal);

    // The address answers as a calendar app fetches it: no Accept header, key in the query.
    const response = await request.get(http, { headers: { Accept: '' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

    // Escape closes the topmost layer first: the toast, then the dialog.
    await page.keyboard.press('Escape');
    await expect(toast(page, 'Link copied')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeFocused();
  },
);

test('/sermons and a sermon page: Podcast offers all sermons and the chosen series and speaker', async ({
  page,
  request,
  axe,
}) => {
  await page.goto('/sermons?series=Psalms%20for%20Every%20Season');
  await page.getByRole('button', { name: 'Podcast' }).click();
  const panel = page.getByRole('dialog', { name: 'Sermon podcast' });
  const all = feed('podcast_feed');
  const series = feed('podcast_feed', '&series=Psalms%20for%20Every%20Season');
  await expect(panel.getByRole('textbox', { name: 'All sermons' })).toHaveValue(all);
  await expect(panel.getByRole('textbox', { name: 'Series: Psalms for Every Season' })).toHaveValue(series);
  await axe();
  await expect(panel.getByRole('link', { name: 'Open in Apple Podcasts' }).first()).toHaveAttribute(
    'href',
    all.replace(/^https?:\/\//, 'itms-pcast://'),
  );
  await expect(panel.getByRole('link', { name: 'Open in a podcast app' }).first()).toHaveAttribute(
    'href',
    all.replace(/^https?:\/\//, 'podcast://'),
  );
  await panel.getByRole('button', { name: 'Copy link: Series: Psalms for Every Season' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(series);

  const response = await request.get(series, { headers: { Accept: '' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(await response.text()).toContain('<itunes:category text="Religion &amp; Spirituality">');

  // A sermon page offers its own series and speaker.
  await page.goto('/sermons');
  await page
    .getByRole('link', { name: /Listen \/ Watch/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Podcast' }).click();
  await expect(page.getByRole('dialog', { name: 'Sermon podcast' }).getByRole('textbox')).toHaveCount(3);
  await expect(
    page.getByRole('dialog', { name: 'Sermon podcast' }).getByRole('textbox', { name: /^Sermons by / }),
  ).toHaveValue(/&speaker=/);
});

test('the blog pages link their RSS feed in the head and on the page', async ({ page, request }) => {
  const address = feed('blog_feed');
  for (const path of ['/pastors-corner/blog', '/pastors-corner/blog/rooted-in-prayer']) {
    await page.goto(path);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      address,
    );
    await page.getByRole('button', { name: 'RSS feed' }).click();
    const panel = page.getByRole('dialog', { name: 'Blog feed' });
    await expect(panel.getByRole('textbox', { name: 'Blog posts' })).toHaveValue(address);
    await panel.getByRole('button', { name: /^Copy link/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await page.keyboard.press('Escape');
  }
  const response = await request.get(address, { headers: { Accept: '' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
});
