import { APP_OWN_ELEMENTS, findActiveContent, XSS_PAYLOADS } from '../src/testing/xss-payloads';
import { expect, jsonLdOfType, settle, test } from './fixtures';

/**
 * The blog: /pastors-corner/blog and /pastors-corner/blog/{slug} on the seeded posts, the
 * scheduled post, and a post (and a testimony) carrying the OWASP filter-evasion payloads.
 */

const PUBLISHED = ['The Gift of Rest', 'Excellence Is a Spirit', 'Serving Our City', 'Rooted in Prayer'];

test('the list shows the published posts newest first and leads to each post', async ({ page }) => {
  await page.goto('/pastors-corner/blog');
  await expect(page.getByRole('heading', { level: 1, name: "Pastor's Blog" })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Other tests may add old posts at the end; the seeded ones come first, newest first.
  await expect(cards.getByRole('heading')).toContainText(PUBLISHED);
  expect((await cards.getByRole('heading').allInnerTexts()).slice(0, 4)).toEqual(PUBLISHED);
  await expect(page.getByText('Joyful Generosity')).toHaveCount(0);
  const rooted = cards.filter({ hasText: 'Rooted in Prayer' });
  await expect(rooted.getByRole('img', { name: 'Cover image for Rooted in Prayer' })).toHaveAttribute(
    'src',
    /\/blog-post-covers\/rooted-in-prayer\.webp$/,
  );
  await expect(rooted.getByText('Pastor Samuel Adeyemi')).toBeVisible();
  await rooted.getByRole('link', { name: /Read More/ }).click();
  await expect(page).toHaveURL(/\/pastors-corner\/blog\/rooted-in-prayer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rooted in Prayer' })).toBeVisible();
});

test('a post renders its headings, emphasis, links, line breaks, tags and metadata', async ({ page }) => {
  await page.goto('/pastors-corner/blog/rooted-in-prayer');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Rooted in Prayer' })).toBeVisible();
  await expect(page).toHaveTitle('Rooted in Prayer | Our Church');
  await expect(article.getByRole('heading', { level: 2, name: 'Why prayer comes first' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 3, name: 'A simple rhythm' })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'deep roots' })).toBeVisible();
  await expect(article.locator('em', { hasText: 'not' }).first()).toBeVisible();
  const link = article.getByRole('link', { name: /Matthew 18:19-20/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.biblegateway\.com\/passage\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // 'Keep praying,' and 'Pastor Samuel' are on two lines of one paragraph.
  const signature = article.locator('p', { hasText: 'Keep praying,' });
  await expect(signature.locator('br')).toHaveCount(1);
  await expect(article.getByRole('listitem')).toHaveText(['prayer', 'discipleship', 'spiritual growth']);

  const jsonLd = await jsonLdOfType(page, 'BlogPosting');
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'Rooted in Prayer',
    author: { '@type': 'Person', name: 'Pastor Samuel Adeyemi' },
    keywords: 'prayer, discipleship, spiritual growth',
  });

  await article.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/pastors-corner\/blog$/);
});

test('a scheduled or missing post is Post Not Found, with a way back', async ({ page }) => {
  for (const slug of ['joyful-generosity', 'no-such-post']) {
    await page.goto(`/pastors-corner/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Post Not Found | Our Church');
    await expect(page.getByText('Come to Me', { exact: false })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Pastor's Blog" })).toBeVisible();
});

test('the list shows No Blog Posts Yet when there are none, or when the read fails', async ({
  page,
  allowedConsoleErrors,
}) => {
  await page.route('**/rest/v1/pastor_blog_posts?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  // An address the build did not render (another query string): the browser draws the list from
  // its own reads; a prerendered list keeps the build's posts when its refresh fails.
  await page.goto('/pastors-corner/blog?from=e2e');
  await expect(page.getByRole('heading', { name: 'No Blog Posts Yet' })).toBeVisible();

  allowedConsoleErrors.push(/status of 500/);
  await page.unroute('**/rest/v1/pastor_blog_posts?*');
  await page.route('**/rest/v1/pastor_blog_posts?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Blog Posts Yet' })).toBeVisible();
});

/**
 * Sends the pointer events a payload's `onmouseover`/`onmouseenter` handler would wait for to
 * every element matching `selector` inside `root` (synthetic, so fixed headers and touch
 * viewports do not get in the way of a real pointer).
 */
function hoverAll(root: Element, selector: string) {
  for (const element of Array.from(root.querySelectorAll(selector))) {
    for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'mousemove']) {
      element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
    }
  }
}

test.describe('the OWASP filter-evasion payloads execute nothing', () => {
  const all = XSS_PAYLOADS.map((p) => p.payload);

  test('in a post: content, title, tags and excerpt', async ({ page, db, uniqueId }) => {
    const slug = `xss-${uniqueId}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const title = `XSS ${uniqueId} <svg/onload=alert('XSS')><img src=x onerror=alert(1)>`;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Published long ago, so that it never displaces the seeded posts other tests expect.
    await db.query(
      `insert into pastor_blog_posts (title, slug, excerpt, content, published_at, tags)
       values ($1, $2, $3, $4, '2001-01-01T12:00:00Z', $5)`,
      [title, slug, all.join(' ').slice(0, 1000), all.join('\n\n'), all],
    );
    try {
      await page.goto(`/pastors-corner/blog/${slug}`);
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Our Church`);
      const content = page.getByTestId('post-content');
      await expect(content).toContainText("<script>alert('XSS')</script>");
      await expect(article.getByRole('listitem')).toHaveCount(all.length);
      // Hover and click over everything a payload could have hooked.
      await content.evaluate(hoverAll, 'p, a');
      expect(await article.evaluate(findActiveContent, APP_OWN_ELEMENTS)).toEqual([]);
      expect(await content.getByRole('link').count()).toBe(0);
      await expect(page).toHaveURL(new RegExp(`/pastors-corner/blog/${slug}$`));

      // The list shows the excerpt and title as text as well.
      await page.goto('/pastors-corner/blog');
      const card = page.getByRole('article').filter({ hasText: uniqueId });
      await expect(card).toContainText('<script>');
      expect(await card.evaluate(findActiveContent, APP_OWN_ELEMENTS)).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(
        await page.evaluate(
          () => document.querySelectorAll('main script:not([type="application/ld+json"])').length,
        ),
      ).toBe(0);
    } finally {
      await db.query('delete from pastor_blog_posts where slug = $1', [slug]);
    }
  });

  test('in a testimony: name, title and content', async ({ page, db, uniqueId }) => {
    const name = `${uniqueId} <img src=x onerror=alert(1)>`.slice(0, 120);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await db.query(
      `insert into member_testimonies (submitter_name, testimony_title, testimony_content, is_approved, submitted_at)
       values ($1, $2, $3, true, '2001-01-01T12:00:00Z')`,
      [name, `<svg/onload=alert('XSS')> ${XSS_PAYLOADS[2]?.payload ?? ''}`, all.join('\n')],
    );
    try {
      await page.goto('/pastors-corner?tab=testimonies');
      const card = page.getByRole('article').filter({ hasText: uniqueId });
      await expect(card).toContainText("<script>alert('XSS')</script>");
      await card.evaluate(hoverAll, '*');
      expect(await card.evaluate(findActiveContent, APP_OWN_ELEMENTS)).toEqual([]);
      expect(await card.getByRole('link').count()).toBe(0);
      expect(dialogs).toEqual([]);
      await expect(page).toHaveURL(/\?tab=testimonies$/);
    } finally {
      await db.query('delete from member_testimonies where submitter_name = $1', [name]);
    }
  });
});

test('the Markdown parser is loaded by the post page only', async ({ page }) => {
  // The JavaScript the page has loaded so far (entry, preloads, lazy chunks), fetched again to
  // look for a string of the parser's own code (mdast-util-from-markdown's error message).
  const hasParser = async () => {
    const urls = await page.evaluate(() => [
      ...new Set([
        ...performance.getEntriesByType('resource').map((entry) => entry.name),
        ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
      ]),
    ]);
    const scripts = urls.filter((url) => /\.m?js(\?|$)/.test(new URL(url).pathname));
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    return bodies.some((code) => code.includes('Cannot close document, a token'));
  };

  await page.goto('/pastors-corner?tab=blog');
  await expect(page.getByRole('tabpanel', { name: 'Blog' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('link', { name: 'View All Posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Pastor's Blog" })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await hasParser()).toBe(false);

  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /Read More/ })
    .click();
  await expect(page.getByTestId('post-content')).toBeVisible();
  expect(await hasParser()).toBe(true);
});

test.describe('accessibility', () => {
  test('the blog list has no WCAG 2.1 AA violations', async ({ page, axe }) => {
    await page.goto('/pastors-corner/blog');
    await expect(page.getByRole('article').first()).toBeVisible();
    await settle(page);
    await axe();
  });

  test('a post has no WCAG 2.1 AA violations', async ({ page, axe }) => {
    await page.goto('/pastors-corner/blog/serving-our-city');
    await expect(page.getByRole('heading', { level: 1, name: 'Serving Our City' })).toBeVisible();
    await settle(page);
    await axe();
  });

  test('Post Not Found has no WCAG 2.1 AA violations', async ({ page, axe }) => {
    await page.goto('/pastors-corner/blog/joyful-generosity');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await settle(page);
    await axe();
  });
});
