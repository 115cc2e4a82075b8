import { expect, test } from './fixtures';

/**
 * The public archive reads like the e-mail (issue "A church's first week", item 2): an issue's
 * light markup with the site's typography (the blog's renderer), nested markup included
 * (`**[title](url)**`, as the weekly digest writes it), the date in church time, and the home
 * page's newsletter section links to the archive. At phone width too.
 */
test(
  'an archived issue renders its headings and links in the site’s typography, dated in church time',
  { tag: '@mobile' },
  async ({ page, db, uniqueId, axe }) => {
    const slug = `archive-${uniqueId}`.toLowerCase();
    const subject = `Archive ${uniqueId}`;
    // 02:30 UTC on December 6 is the evening of December 5 in the church's time zone (Indianapolis).
    await db.query(
      `insert into public.newsletter_issues (slug, subject, body, status, sent_at)
     values ($1, $2, $3, 'sent', '2026-12-06T02:30:00Z')`,
      [
        slug,
        subject,
        '## From the blog\n\n**[The Gift of Rest](https://example.org/pastors-corner/blog/the-gift-of-rest)**\nA short word.\n\n### Events\n\nSee *you* there.',
      ],
    );
    try {
      await page.goto(`/newsletter/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      const heading = page.getByRole('heading', { level: 2, name: 'From the blog' });
      await expect(heading).toBeVisible();
      expect(parseFloat(await heading.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThan(20);
      await expect(page.getByRole('heading', { level: 3, name: 'Events' })).toBeVisible();
      const link = page.getByRole('link', { name: /The Gift of Rest/ });
      await expect(link).toHaveAttribute('href', 'https://example.org/pastors-corner/blog/the-gift-of-rest');
      expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
      await expect(page.getByText('[The Gift of Rest]')).toHaveCount(0);
      await expect(page.locator('time')).toHaveText('December 5, 2026');
      await axe();

      await page.goto('/');
      const section = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Stay Connected' }) });
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('link', { name: 'Read past issues' }).click();
      await expect(page).toHaveURL(/\/newsletter$/);
      await expect(page.getByRole('link', { name: subject })).toBeVisible();
    } finally {
      await db.query('delete from public.newsletter_issues where slug = $1', [slug]);
    }
  },
);
