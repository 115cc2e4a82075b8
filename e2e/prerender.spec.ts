import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eEnv } from './support/env';

/**
 * Prerendered public pages (issue 25, decision 0033): the build under test was made against this
 * run's stack, so its HTML files hold the seeded content. Each page's file carries its heading,
 * link-preview tags and valid JSON-LD; `sitemap.xml` lists exactly the public addresses; the
 * seeded scheduled post is in no file; every page hydrates without a console error or warning
 * and without changing its text, and fetches no script before its first contentful paint; an
 * event added after the build shows on the prerendered list once hydrated and opens through the
 * fallback; and a client without JavaScript gets
 * the preview tags.
 */

const EVENT_ID = 'c0000000-0000-4000-8000-000000000001';
const SCHEDULED_SLUG = 'joyful-generosity';
/** Pages whose text depends on the clock to the minute (the live countdown) are left out. */
const HYDRATED_PAGES = [
  '/',
  '/about',
  '/events',
  '/sermons',
  '/gallery',
  '/pastors-corner',
  '/pastors-corner/blog',
  '/donate',
  '/contact',
  '/first-timer-form',
];

function buildFile(relative: string): Promise<string> {
  return readFile(path.join(e2eEnv('buildDir'), relative), 'utf8');
}

/** The `content` of `<meta property|name="key">` in an HTML text. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`,
  ).exec(html);
  return match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** Every JSON-LD object of an HTML text, parsed (arrays flattened). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1] ?? 'null') as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}

/** Google's required properties per rich result (Search Central structured data guidelines). */
const REQUIRED: Record<string, string[]> = {
  Event: ['name', 'startDate', 'location'],
  VideoObject: ['name', 'thumbnailUrl', 'uploadDate'],
  BlogPosting: ['headline'],
  PodcastEpisode: ['name', 'url'],
  Church: ['name', 'address'],
  BreadcrumbList: ['itemListElement'],
};

function expectPreview(html: string, heading: string, type: string) {
  expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1>`));
  expect(metaOf(html, 'og:title')).toContain(heading);
  expect(metaOf(html, 'og:description')?.length).toBeGreaterThan(10);
  expect(metaOf(html, 'og:type')).toBe(type);
  expect(metaOf(html, 'og:url')).toMatch(/^https?:\/\//);
  expect(metaOf(html, 'og:image')).toMatch(/^https?:\/\//);
  expect(Number(metaOf(html, 'og:image:width'))).toBeGreaterThan(0);
  expect(Number(metaOf(html, 'og:image:height'))).toBeGreaterThan(0);
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
}

function expectJsonLd(html: string, type: string) {
  const item = jsonLdOf(html).find((data) => data['@type'] === type);
  expect(item, `JSON-LD ${type}`).toBeDefined();
  for (const property of REQUIRED[type] ?? []) expect(item?.[property], `${type}.${property}`).toBeTruthy();
  return item!;
}

/**
 * The page's `BreadcrumbList`: Home first, `ListItem`s numbered from 1, each with a name and all
 * but the last with an absolute `item` (Google's "Breadcrumb" required properties).
 */
function expectBreadcrumbs(html: string, names: string[]) {
  const list = expectJsonLd(html, 'BreadcrumbList').itemListElement as Record<string, unknown>[];
  expect(list.map((step) => step.name)).toEqual(['Home', ...names]);
  list.forEach((step, index) => {
    expect(step['@type']).toBe('ListItem');
    expect(step.position).toBe(index + 1);
    if (index < list.length - 1) expect(step.item).toMatch(/^https?:\/\//);
  });
}

test.describe('the build', () => {
  test('writes each page with its heading, preview tags and structured data', async ({ db }) => {
    const [sermon] = await db.query<{ id: string; title: string }>(
      'select id::text, title from sermons order by date desc limit 1',
    );
    const [post] = await db.query<{ slug: string; title: string }>(
      `select slug, title from pastor_blog_posts where published_at <= now() order by published_at desc limit 1`,
    );
    const [event] = await db.query<{ title: string }>('select title from church_events where id = $1', [
      EVENT_ID,
    ]);

    const home = await buildFile('index.html');
    expect(home).toContain('Welcome to Our Church');
    expect(metaOf(home, 'og:type')).toBe('website');
    const church = expectJsonLd(home, 'Church');
    // The seeded service times (issue 24), each as opening hours.
    expect(church.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          dayOfWeek: 'https://schema.org/Sunday',
          opens: expect.stringMatching(/^\d\d:\d\d$/),
        }),
      ]),
    );

    const eventHtml = await buildFile(`events/${EVENT_ID}.html`);
    expectPreview(eventHtml, event!.title, 'website');
    const eventData = expectJsonLd(eventHtml, 'Event');
    expect(eventData.eventStatus).toMatch(/^https:\/\/schema\.org\/Event/);
    expect(eventData.eventAttendanceMode).toMatch(/^https:\/\/schema\.org\/.+EventAttendanceMode$/);
    expectBreadcrumbs(eventHtml, ['Events', event!.title]);

    const sermonHtml = await buildFile(`sermons/${sermon!.id}.html`);
    // A sermon with a video is a `VideoObject` (og `video.other`), one with audio only a
    // `PodcastEpisode` (og `music.song`).
    const video = jsonLdOf(sermonHtml).some((data) => data['@type'] === 'VideoObject');
    expectPreview(sermonHtml, sermon!.title, video ? 'video.other' : 'music.song');
    expectJsonLd(sermonHtml, video ? 'VideoObject' : 'PodcastEpisode');
    expectBreadcrumbs(sermonHtml, ['Sermons', sermon!.title]);

    const postHtml = await buildFile(`pastors-corner/blog/${post!.slug}.html`);
    expectPreview(postHtml, post!.title, 'article');
    expectJsonLd(postHtml, 'BlogPosting');
    expectBreadcrumbs(postHtml, ["Pastor's Corner", 'Blog', post!.title]);

    const album = await buildFile('gallery/sunday-worship.html');
    expect(album).toMatch(/<h1[^>]*>Sunday Worship<\/h1>/);
    expect(metaOf(album, 'og:title')).toContain('Sunday Worship');
    expectBreadcrumbs(album, ['Gallery', 'Sunday Worship']);
  });

  test('lists exactly the public addresses in sitemap.xml, and robots.txt names it', async ({ db }) => {
    // Other specs add and remove their own events and sermons under these locks.
    for (const name of ['events', 'sermons']) await db.lock(name, 'shared');
    const builtAt = (await stat(path.join(e2eEnv('buildDir'), 'sitemap.xml'))).mtime;
    // Published events, each upcoming date of a repeating one as of the build (decision 0028),
    // sermons and posts that are public, albums, newsletter issues sent before the build; each
    // with whether it has Spanish text (docs/decisions/0055: without, its Spanish page is noindex).
    const rows = await db.query<{ path: string; spanish: boolean }>(
      `select '/events/' || id as path, coalesce(title_es, description_es, location_es) is not null as spanish
         from church_events where status = 'published'
       union all select '/events/' || event_id || '/' || occurrence_date,
              coalesce(title_es, description_es, location_es) is not null
         from event_occurrences(now() - interval '400 days', now() + interval '400 days')
        where is_recurring and not is_cancelled and start_time >= $1
       union all select '/sermons/' || id, coalesce(title_es, description_es, series_es) is not null
         from sermons where status <> 'draft' and published_at <= now()
       union all select '/pastors-corner/blog/' || slug, coalesce(title_es, excerpt_es, content_es) is not null
         from pastor_blog_posts where published_at <= now()
       union all select '/gallery/' || category_slug, category_es is not null from get_gallery_albums_with_covers()
       union all select '/newsletter/' || slug, coalesce(subject_es, preheader_es, body_es) is not null
         from newsletter_issues where status = 'sent' and sent_at <= $1`,
      [builtAt],
    );
    const spanishPage = (address: string) => (address === '/' ? '/es/' : `/es${address}`);
    const expected = [
      '/',
      '/about',
      '/events',
      '/sermons',
      '/gallery',
      '/pastors-corner',
      '/pastors-corner/blog',
      '/live',
      '/donate',
      '/contact',
      '/first-timer-form',
      '/newsletter',
    ]
      // Each page in English and in Spanish, under /es (docs/decisions/0054); a record's Spanish
      // page only when the record has Spanish text.
      .flatMap((address) => [address, spanishPage(address)])
      .concat(rows.flatMap((row) => (row.spanish ? [row.path, spanishPage(row.path)] : [row.path])))
      .sort();
    const sitemap = await buildFile('sitemap.xml');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .sort();
    expect(listed).toEqual(expected);
    // Each event page and each date of a series carries the day of its last change.
    const eventEntries = [...sitemap.matchAll(/<url><loc>[^<]*\/events\/[^<]+<\/loc>(.*?)<\/url>/g)];
    expect(eventEntries.length).toBeGreaterThan(3);
    for (const [entry, rest] of eventEntries)
      expect(rest, entry).toMatch(/^<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>(<xhtml:link [^>]+\/>)*$/);
    expect(await buildFile('robots.txt')).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  test("preloads each page's own chunks and catalogs with its scripts (decision 0043)", async () => {
    // The entry names no chunk of the route table's pages: each page links its own, and the
    // chunks they import, beside the entry's, in the template its scripts start from after paint.
    const manifest = JSON.parse(await buildFile('.vite/manifest.json')) as Record<
      string,
      { file: string; imports?: string[]; isEntry?: boolean }
    >;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
    const entryImports = new Set([entryKey, ...(manifest[entryKey]?.imports ?? [])]);
    const closure = (key: string): string[] => [
      manifest[key]?.file ?? key,
      ...(manifest[key]?.imports ?? []).filter((imported) => !entryImports.has(imported)).flatMap(closure),
    ];
    for (const [file, modules] of [
      ['index.html', ['src/app/routes/home.tsx', 'src/i18n/home/en.ts', 'src/i18n/layout/en.ts']],
      ['es/index.html', ['src/app/routes/home.tsx', 'src/i18n/home/es.ts', 'src/i18n/layout/es.ts']],
      ['about.html', ['src/app/routes/about.tsx']],
    ] as const) {
      const template = /<template id="app-scripts"[^>]*>(.*?)<\/template>/s.exec(await buildFile(file))?.[1];
      const preloaded = [
        ...(template ?? '').matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g),
      ].map((match) => match[1]);
      for (const module of modules)
        for (const chunk of closure(module)) expect(preloaded, `${file}: ${chunk}`).toContain(chunk);
    }
  });

  test('sends no form by GET before the app has started (no personal data in an address)', async () => {
    // A prerendered form is live before hydration: clicked then, the browser submits it itself,
    // and a form without a method would put what was typed in the URL (and in server logs).
    const root = e2eEnv('buildDir');
    const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
    const forms: string[] = [];
    for (const file of pages)
      for (const [tag] of (await readFile(path.join(root, file), 'utf8')).matchAll(/<form\b[^>]*>/g))
        forms.push(`${file}: ${tag}`);
    expect(forms.length).toBeGreaterThan(2);
    expect(forms.filter((form) => !/\smethod="post"/.test(form))).toEqual([]);
  });

  test('puts no scheduled post in any file', async () => {
    const root = e2eEnv('buildDir');
    const files = (await readdir(root, { recursive: true })).filter((file) => /\.(html|xml|txt)$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      expect(text, file).not.toContain(SCHEDULED_SLUG);
      expect(text, file).not.toContain('Joyful Generosity');
    }
  });
});

/** Opens `address` and returns the text of `<main>` as served and after hydration. */
async function hydrate(page: Page, browser: Browser, address: string) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note when it blocks the offline worker (playwright.config.ts), not the app's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const served = await noScript.newPage();
  await served.goto(address);
  const before = await served.locator('main').innerText();
  await noScript.close();
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  const after = await page.locator('main').innerText();
  return { before, after, warnings };
}

test.describe('prerendered pages in the browser', { tag: '@mobile' }, () => {
  for (const address of [...HYDRATED_PAGES, `/events/${EVENT_ID}`, '/gallery/sunday-worship']) {
    test(`${address} hydrates without a warning and keeps its text`, async ({ page, browser }) => {
      const { before, after, warnings } = await hydrate(page, browser, address);
      expect(before.length).toBeGreaterThan(20);
      expect(after).toBe(before);
      expect(warnings).toEqual([]);
    });
  }
});

// Timing order, the same at every width: desktop only.
test.describe('prerendered pages and their scripts (decision 0044)', () => {
  for (const address of ['/', '/contact', `/events/${EVENT_ID}`]) {
    test(`${address} fetches no script before its first contentful paint, then hydrates`, async ({
      page,
    }) => {
      // `goto` waits for the app to take the page over: the scripts did start.
      await page.goto(address);
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }));
      expect(fcp).toBeDefined();
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.start, script.name).toBeGreaterThan(fcp ?? Infinity);
      await expect(page.locator('head > script[type="module"]')).toHaveCount(1);
    });
  }
});

// The fallback and what a crawler receives are the same at every width: desktop only.
test.describe('prerendered pages for other clients', () => {
  test('an event added after the build opens through the fallback', async ({ page, db }) => {
    const [row] = await db.query<{ id: string }>(
      `insert into church_events (title, start_time, location) values ('Added After The Build', now() + interval '3 days', 'Fellowship Hall') returning id::text`,
    );
    try {
      const response = await page.request.get(`/events/${row!.id}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toContain('prerender-data');
      await page.goto(`/events/${row!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Added After The Build' })).toBeVisible();
    } finally {
      await db.query('delete from church_events where id = $1', [row!.id]);
    }
  });

  test('a prerendered list shows an event added after the build once it has hydrated', async ({
    page,
    db,
  }) => {
    const [row] = await db.query<{ id: string }>(
      `insert into church_events (title, start_time, location) values ('Added Since The Build', now() + interval '2 days', 'Fellowship Hall') returning id::text`,
    );
    try {
      expect(await buildFile('events.html')).not.toContain('Added Since The Build');
      await page.goto('/events');
      await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
      await expect(page.getByRole('link', { name: /Added Since The Build/ }).first()).toBeVisible();
    } finally {
      await db.query('delete from church_events where id = $1', [row!.id]);
    }
  });

  test('a client without JavaScript gets the preview tags of an event, a sermon and a post', async ({
    browser,
    db,
  }) => {
    const [sermon] = await db.query<{ id: string; title: string }>(
      'select id::text, title from sermons limit 1',
    );
    const [post] = await db.query<{ slug: string; title: string }>(
      `select slug, title from pastor_blog_posts where published_at <= now() limit 1`,
    );
    const [event] = await db.query<{ title: string }>('select title from church_events where id = $1', [
      EVENT_ID,
    ]);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      userAgent: 'facebookexternalhit/1.1',
    });
    const crawler = await context.newPage();
    for (const [address, title] of [
      [`/events/${EVENT_ID}`, event!.title],
      [`/sermons/${sermon!.id}`, sermon!.title],
      [`/pastors-corner/blog/${post!.slug}`, post!.title],
    ] as const) {
      await crawler.goto(address);
      await expect(crawler).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(crawler.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        new RegExp(title.slice(0, 10)),
      );
      await expect(crawler.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
      await expect(crawler.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);
      await expect(crawler.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    await context.close();
  });
});
