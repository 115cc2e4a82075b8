import { expect, settle, test, toast } from './fixtures';
import { EDITOR, signIn } from './support/staff';

/**
 * /admin/blog (issue 23 item 2) as the demo editor: a post written with its Markdown preview,
 * saved as a draft (the public address shows it to staff with a 'Draft' banner and 'Post Not
 * Found' to a visitor), published, and then rendered on the public page exactly as the preview
 * showed it; accessibility of the list, the editor and the draft preview. Each test's post
 * carries the test's unique id in its slug and is deleted afterwards.
 */

const BODY = [
  '## Why we gather',
  '',
  'We meet because **faith grows in company**, and *hope* is shared.',
  '',
  '- Sunday worship',
  '- Wednesday prayer',
  '',
  '> Let us not give up meeting together.',
  '',
  'Read [Hebrews 10](https://www.biblegateway.com/passage/?search=Hebrews+10) for more.',
].join('\n');

test.afterEach(async ({ db, uniqueId }) => {
  await db.query(`delete from public.pastor_blog_posts where slug like $1`, [`%${uniqueId.toLowerCase()}%`]);
});

test('an editor writes a post with preview, saves a draft that only staff see, publishes it and it renders as previewed', async ({
  page,
  browser,
  db,
  uniqueId,
  axe,
}) => {
  const title = `Gathering Together ${uniqueId}`;
  const slug = `gathering-together-${uniqueId.toLowerCase()}`;
  await signIn(page, EDITOR, '/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Scheduled \(\d+\)/ })).toBeVisible();
  await settle(page);
  await axe();

  await page.getByRole('tab', { name: /^Published/ }).click();
  await expect(page.getByRole('link', { name: 'Rooted in Prayer' })).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  // The slug follows the title until it is edited.
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Excerpt').fill('Why the church meets.');
  await page.getByLabel('Tags').fill('community, worship');
  await page.getByLabel('Author').fill('Pastor Samuel Adeyemi');
  await page.getByLabel('Use an image address').check();
  await page.getByLabel('Cover image address').fill('javascript:alert(1)');
  await page.getByLabel('Body (Markdown)').fill(BODY);
  const preview = page.getByTestId('post-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Why we gather' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'faith grows in company' })).toBeVisible();

  // A refused cover address is named and nothing is stored.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Enter the full address of the image, starting with https:// or http://.'),
  ).toBeVisible();
  expect(await db.count('public.pastor_blog_posts', 'slug = $1', [slug])).toBe(0);
  await page.getByLabel('No cover (the default image)').check();
  await settle(page);
  await axe();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await expect(page.getByTestId('post-status')).toContainText('Draft: only staff can see it.');
  const [stored] = await db.query<{ published_at: Date | null; tags: string[] }>(
    `select published_at, tags from public.pastor_blog_posts where slug = $1`,
    [slug],
  );
  expect(stored).toEqual({ published_at: null, tags: ['community', 'worship'] });
  const previewHtml = await preview.getByTestId('post-content').innerHTML();

  // Staff see the draft at its public address with a banner; a visitor gets 'Post Not Found'.
  await page.getByRole('link', { name: 'Open its public page' }).click();
  await expect(page).toHaveURL(new RegExp(`/pastors-corner/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'only staff can see this post' })).toHaveText(
    'Draft: only staff can see this post until it is published.',
  );
  await settle(page);
  await axe();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/pastors-corner/blog/${slug}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
  await expect(visitorPage.getByText(title)).toHaveCount(0);

  // Publish: the visitor now reads it, rendered exactly as the preview was.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Post published.')).toBeVisible();
  await expect(page.getByTestId('post-status')).toContainText('Published');
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.getByRole('status').filter({ hasText: 'only staff' })).toHaveCount(0);
  expect(await visitorPage.getByTestId('post-content').innerHTML()).toBe(previewHtml);
  await visitor.close();

  // Unpublish: a draft again, hidden from visitors.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(toast(page, 'Post unpublished: it is a draft again.')).toBeVisible();
  expect(await db.count('public.pastor_blog_posts', 'slug = $1 and published_at is null', [slug])).toBe(1);
});

test('a slug another post has is refused before saving, and scheduling needs a future time', async ({
  page,
  db,
  uniqueId,
}) => {
  const slug = `taken-${uniqueId.toLowerCase()}`;
  await db.query(`insert into public.pastor_blog_posts (title, slug, content) values ('Taken', $1, 'Body')`, [
    slug,
  ]);
  await signIn(page, EDITOR, '/admin/blog/new');
  await page.getByLabel('Title').fill('Another post');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Body (Markdown)').fill('Some words.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Another post already uses this slug. Choose another one.')).toBeVisible();
  expect(await db.count('public.pastor_blog_posts', 'slug = $1', [slug])).toBe(1);

  await page.getByLabel('Slug').fill(`${slug}-2`);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Choose a date and time in the future.')).toBeVisible();
  await page.getByLabel('Publish at (for scheduling)').fill('2099-12-24T18:30');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Post scheduled.')).toBeVisible();
  await expect(page.getByTestId('post-status')).toContainText(
    'Scheduled: visitors see it from Dec 24, 2099, 6:30 PM.',
  );
  const [row] = await db.query<{ published_at: Date }>(
    `select published_at from public.pastor_blog_posts where slug = $1`,
    [`${slug}-2`],
  );
  // 6:30 PM at the church (America/Indiana/Indianapolis, EST in December) is 23:30 UTC.
  expect(row?.published_at.toISOString()).toBe('2099-12-24T23:30:00.000Z');
});
