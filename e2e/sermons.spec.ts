import { format, parseISO } from 'date-fns';
import type { Page, Request } from '@playwright/test';
import { expect, jsonLdOfType, settle, test, toast } from './fixtures';

// Seed rows (supabase/seed.sql, "Sermons"): twelve weekly sermons, newest first.
const REFUGE = { id: 'e0000000-0000-4000-8000-000000000001', title: 'Refuge and Strength' };
const SHEPHERD = { id: 'e0000000-0000-4000-8000-000000000003', title: 'The Lord Is My Shepherd' };
// Twelve preached in English and one in Spanish (docs/decisions/0055).
const SEED_COUNT = 13;

// e2e/admin-sermons.spec.ts publishes a sermon for a while; the archive's counts wait for it.
test.beforeEach(async ({ db }) => {
  await db.lock('sermons', 'shared');
});

/** Titles of the archive's cards, in order. */
function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
}

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search sermons by keywords or scripture' });
}

async function openArchive(page: Page, query = '') {
  await page.goto(`/sermons${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /found$/ })).toBeVisible();
}

/** Whether a script is the passage parser's chunk (its method names survive minification). */
async function isParserChunk(request: Request): Promise<boolean> {
  const response = await request.response();
  return (await response?.text())?.includes('osis_and_indices') ?? false;
}

test.describe('sermon archive', () => {
  test('lists every sermon with its details, newest first, and announces the count', async ({ page }) => {
    await openArchive(page);
    await expect(page).toHaveTitle(/^Sermons \| /);
    await expect(page.getByRole('status').filter({ hasText: `${SEED_COUNT} sermons found` })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(SEED_COUNT);
    await expect(cardTitles(page).first()).toHaveText(REFUGE.title);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: REFUGE.title }) });
    await expect(card.getByText('Elder Marcus Williams')).toBeVisible();
    await expect(card.getByText('Psalms for Every Season')).toBeVisible();
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    // Decorative (alt=""): the title beside it says what it shows.
    // Its stored cover's own size, and its variants (docs/decisions/0042).
    const cover = card.locator('img');
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '675');
    await expect(cover).toHaveAttribute('srcset', /\.480w\.webp 480w/);
    await card.getByRole('link', { name: `Listen / Watch: ${REFUGE.title}` }).click();
    await expect(page).toHaveURL(`/sermons/${REFUGE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: REFUGE.title })).toBeVisible();
  });

  test('keyword search ignores case and accents, and typing adds at most one history entry', async ({
    page,
  }) => {
    await openArchive(page);
    const before = await page.evaluate(() => history.length);
    await searchBox(page).pressSequentially('CONDÉMNATION');
    await expect(cardTitles(page)).toHaveText(['No Condemnation']);
    await expect(page.getByRole('status').filter({ hasText: '1 sermon found' })).toBeVisible();
    await expect(page).toHaveURL(/\/sermons\?q=COND%C3%89MNATION$/);
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(before + 1);

    await searchBox(page).fill('adeyemi james');
    await expect(cardTitles(page)).toHaveText(['Wisdom From Above', 'Faith That Works']);
  });

  test('passage search matches overlapping references, loading the parser only then', async ({ page }) => {
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await openArchive(page);
    for (const request of scripts) expect(await isParserChunk(request), request.url()).toBe(false);
    const firstVisit = scripts.length;

    await searchBox(page).fill('rom 8');
    await expect(cardTitles(page)).toHaveText(['No Condemnation', 'Walking in the Spirit']);
    const loaded = await Promise.all(scripts.slice(firstVisit).map(isParserChunk));
    expect(loaded).toContain(true);

    await searchBox(page).fill('Psalm 23');
    await expect(cardTitles(page)).toHaveText([SHEPHERD.title]);
    await searchBox(page).fill('Jn 10:14');
    await expect(cardTitles(page)).toHaveText([SHEPHERD.title]);
    await searchBox(page).fill('1 Cor 12:12');
    await expect(cardTitles(page)).toHaveText(['Gifts for the Body']);
    // 'Psalm 4' is not 'Psalm 46'.
    await searchBox(page).fill('Psalm 4');
    await expect(page.getByRole('heading', { name: 'No Sermons Found' })).toBeVisible();
  });

  test('speaker and series filters work together and live in the address', async ({ page }) => {
    await openArchive(page);
    const speaker = page.getByRole('combobox', { name: 'Speaker' });
    const series = page.getByRole('combobox', { name: 'Series' });
    await expect(speaker.getByRole('option')).toHaveText([
      'All Speakers',
      'Elder Marcus Williams',
      'Minister Ruth Okonkwo',
      'Pastor Grace Adeyemi',
      'Pastor Samuel Adeyemi',
    ]);
    await expect(series.getByRole('option')).toHaveText([
      'All Series',
      'Faith That Works',
      'Kingdom Excellence',
      'Psalms for Every Season',
      'The Spirit-Led Life',
    ]);
    await speaker.selectOption('Pastor Samuel Adeyemi');
    await expect(cardTitles(page)).toHaveCount(5);
    await series.selectOption('Kingdom Excellence');
    await expect(cardTitles(page)).toHaveText(['An Excellent Spirit']);
    await expect(page).toHaveURL('/sermons?speaker=Pastor+Samuel+Adeyemi&series=Kingdom+Excellence');
  });

  test('each sort order', async ({ page }) => {
    await openArchive(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('date_desc');
    await expect(sort.getByRole('option')).toHaveText([
      'Newest first',
      'Oldest first',
      'Title (A-Z)',
      'Title (Z-A)',
    ]);
    const expected = {
      date_asc: ['Faith That Works', 'Taming the Tongue'],
      title_asc: ['A Song in the Night', 'An Excellent Spirit'],
      title_desc: ['Working as Unto the Lord', 'Wisdom From Above'],
      date_desc: [REFUGE.title, 'A Song in the Night'],
    };
    for (const [value, firstTwo] of Object.entries(expected)) {
      await sort.selectOption(value);
      await expect(cardTitles(page).nth(0)).toHaveText(firstTwo[0] as string);
      await expect(cardTitles(page).nth(1)).toHaveText(firstTwo[1] as string);
      await expect(page).toHaveURL(value === 'date_desc' ? '/sermons' : `/sermons?sort=${value}`);
    }
  });

  test('state is restored from the address and on reload', async ({ page }) => {
    await openArchive(page, '?q=james&speaker=Minister+Ruth+Okonkwo&sort=title_asc');
    await expect(searchBox(page)).toHaveValue('james');
    await expect(page.getByRole('combobox', { name: 'Speaker' })).toHaveValue('Minister Ruth Okonkwo');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title_asc');
    await expect(cardTitles(page)).toHaveText(['Taming the Tongue']);
    await page.reload();
    await expect(searchBox(page)).toHaveValue('james');
    await expect(cardTitles(page)).toHaveText(['Taming the Tongue']);
  });

  test('Back restores the previous filters, and the search after visiting a sermon', async ({ page }) => {
    await openArchive(page, '?q=james&speaker=Minister+Ruth+Okonkwo');
    await page.getByRole('combobox', { name: 'Speaker' }).selectOption('');
    await expect(cardTitles(page)).toHaveText(['Wisdom From Above', 'Taming the Tongue', 'Faith That Works']);
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Speaker' })).toHaveValue('Minister Ruth Okonkwo');
    await expect(cardTitles(page)).toHaveText(['Taming the Tongue']);

    await page.getByRole('link', { name: 'Listen / Watch: Taming the Tongue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Taming the Tongue' })).toBeVisible();
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('james');
    await expect(cardTitles(page)).toHaveText(['Taming the Tongue']);
  });

  test('the empty state clears search and filters', async ({ page }) => {
    await openArchive(page, '?q=zzzz&series=Kingdom+Excellence&sort=title_desc');
    await expect(page.getByRole('heading', { name: 'No Sermons Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '0 sermons found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(cardTitles(page)).toHaveCount(SEED_COUNT);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL('/sermons?sort=title_desc');
    await expect(cardTitles(page).first()).toHaveText('Working as Unto the Lord');
  });

  test('a load error shows the error state', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/status of 500/);
    await page.route('**/rest/v1/sermons?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } }),
    );
    await page.goto('/sermons');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error loading sermons. Please try again later.' }),
    ).toBeVisible();
  });
});

test.describe('sermon page', () => {
  test('shows the sermon: title, speaker and date, series, details and links', async ({ page, db }) => {
    const [row] = await db.query<{ date: string }>(`select date::text from public.sermons where id = $1`, [
      REFUGE.id,
    ]);
    await page.goto(`/sermons/${REFUGE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: REFUGE.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${REFUGE.title} \\| \\S`));
    const date = format(parseISO(row?.date ?? ''), 'MMMM d, yyyy');
    await expect(page.getByText(`By Elder Marcus Williams on ${date}`)).toBeVisible();
    await expect(page.getByText('Psalms for Every Season')).toBeVisible();
    await expect(page.getByRole('img', { name: `Cover image for ${REFUGE.title}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Watch Sermon Video' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Listen to Audio' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(page.getByText(/^When the ground shakes, God does not\./)).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: /^(Psalm 46:1-11|Proverbs 18:10)$/ }),
    ).toHaveCount(2);
    const youtube = page.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' });
    await expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Rf8kT2mLq4Z');
    await expect(youtube).toHaveAttribute('target', '_blank');
    const facebook = page.getByRole('link', { name: 'Watch on Facebook (opens in a new tab)' });
    await expect(facebook).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/.+\/videos\/1048573920184756$/,
    );
    const jsonLd = await jsonLdOfType(page, 'VideoObject');
    expect(jsonLd).toMatchObject({ '@type': 'VideoObject', name: REFUGE.title, uploadDate: row?.date });

    await page.getByRole('link', { name: 'Back to Sermons' }).click();
    await expect(page).toHaveURL('/sermons');
  });

  test('the video is a facade: no request to YouTube until play is pressed', async ({ page }) => {
    const youtubeRequests: string[] = [];
    page.on('request', (request) => {
      if (
        /(^|\.)(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com)$/.test(
          new URL(request.url()).hostname,
        )
      ) {
        youtubeRequests.push(request.url());
      }
    });
    // The machine has no outside network: stand in for the player page.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><p>YouTube player</p>',
      }),
    );
    await page.goto(`/sermons/${REFUGE.id}`);
    const play = page.getByRole('button', { name: `Play video: ${REFUGE.title}` });
    await expect(play).toBeVisible();
    await settle(page);
    expect(youtubeRequests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await play.click();
    const player = page.locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Rf8kT2mLq4Z?autoplay=1&rel=0',
    );
    await expect(player).toHaveAttribute('title', `${REFUGE.title} (YouTube video player)`);
    await expect(page.frameLocator('iframe').getByText('YouTube player')).toBeVisible();
    expect(youtubeRequests).toEqual(['https://www.youtube-nocookie.com/embed/Rf8kT2mLq4Z?autoplay=1&rel=0']);
  });

  test('the audio seeks: the server answers ranges with 206', async ({ page }) => {
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/storage/v1/object/public/sermon-audio/refuge-and-strength.mp3')) {
        statuses.push(response.status());
      }
    });
    await page.goto(`/sermons/${REFUGE.id}`);
    const audio = page.locator('audio');
    await expect(audio).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/public\/sermon-audio\/refuge-and-strength\.mp3$/,
    );
    await page.waitForFunction(() => {
      const element = document.querySelector('audio');
      return element !== null && element.readyState >= 1 && element.duration > 2;
    });
    const position = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
          element.currentTime = element.duration / 2;
        }),
    );
    expect(position).toBeGreaterThan(1);
    expect(statuses).toContain(206);
  });

  test('Download MP3 saves <slugified title>.mp3 without leaving the page', async ({ page }) => {
    await page.goto(`/sermons/${SHEPHERD.id}`);
    const link = page.getByRole('link', { name: 'Download MP3' });
    await expect(link).toHaveAttribute('href', /\?download=the-lord-is-my-shepherd\.mp3$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('the-lord-is-my-shepherd.mp3');
    await expect(page).toHaveURL(`/sermons/${SHEPHERD.id}`);
    expect(await download.failure()).toBeNull();
  });

  test('a sermon without video, audio, description or links', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/\(http:\/\/127\.0\.0\.1:9\/missing\.jpg\)$/);
    const id = 'e0000000-0000-4000-8000-0000000000ff';
    await page.route(`**/rest/v1/sermons?*id=eq.${id}*`, (route) =>
      route.fulfill({
        json: [
          {
            id,
            title: 'A Quiet Word',
            speaker: 'Guest Speaker',
            date: '2026-01-04',
            description: null,
            series: null,
            scripture_references: [],
            cover_image_source_type: 'url',
            cover_image_path: null,
            cover_image_external_url: 'http://127.0.0.1:9/missing.jpg',
            audio_file_path: null,
            audio_urls: {},
            video_url: { youtube: 'not-an-id' },
          },
        ],
      }),
    );
    await page.goto(`/sermons/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'A Quiet Word' })).toBeVisible();
    await expect(page.getByText('By Guest Speaker on January 4, 2026')).toBeVisible();
    await expect(page.getByText('No description provided.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cover image for A Quiet Word' })).toHaveAttribute(
      'data-fallback',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Watch Sermon Video' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Listen to Audio' })).toHaveCount(0);
    // No YouTube or Facebook buttons; the card still offers the podcast feeds.
    await expect(page.getByRole('link', { name: /^Watch on/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Podcast' })).toBeVisible();
    await expect(page.locator('iframe, audio')).toHaveCount(0);
  });

  for (const [what, id] of [
    ['missing', '00000000-0000-4000-8000-000000000000'],
    ['malformed', 'not-a-sermon'],
  ] as const) {
    test(`a ${what} id shows Sermon Not Found`, async ({ page }) => {
      await page.goto(`/sermons/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sermon Not Found' })).toBeVisible();
      await expect(
        page.getByText('The sermon you are looking for does not exist or may have been moved.'),
      ).toBeVisible();
      await expect(page).toHaveTitle(/^Sermon Not Found \| /);
      await page.getByRole('link', { name: 'Back to Sermons' }).click();
      await expect(page).toHaveURL('/sermons');
    });
  }

  test('a load error shows the toast and the error state', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/status of 500/);
    await page.route('**/rest/v1/sermons?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } }),
    );
    await page.goto(`/sermons/${REFUGE.id}`);
    const notice = toast(page, 'Error');
    // The app retries a failed read once, after a back-off, before it shows the error.
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice.getByText('Could not load sermon details.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load sermon details.' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('the archive with results has no WCAG 2.1 AA violations', async ({ page, axe }) => {
    await openArchive(page);
    await expect(cardTitles(page)).toHaveCount(SEED_COUNT);
    await settle(page);
    await axe();
  });

  test('the empty archive has no WCAG 2.1 AA violations', async ({ page, axe }) => {
    await openArchive(page, '?q=zzzz');
    await expect(page.getByRole('heading', { name: 'No Sermons Found' })).toBeVisible();
    await settle(page);
    await axe();
  });

  test('a sermon page has no WCAG 2.1 AA violations', async ({ page, axe }) => {
    await page.goto(`/sermons/${REFUGE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: REFUGE.title })).toBeVisible();
    await page.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= 1);
    await settle(page);
    await axe();
  });

  test('a missing sermon has no WCAG 2.1 AA violations', async ({ page, axe }) => {
    await page.goto('/sermons/not-a-sermon');
    await expect(page.getByRole('heading', { name: 'Sermon Not Found' })).toBeVisible();
    await settle(page);
    await axe();
  });
});
