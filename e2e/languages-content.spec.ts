import { expect, settle, test } from './fixtures';

/**
 * The church's content on the Spanish pages (issue 43 item 4, docs/decisions/0055): the seed's
 * Spanish where it exists, the English fallback marked `lang="en"` with 'Solo en inglés', and a
 * record without Spanish served `noindex`, out of the language pairs.
 */

/** Seeded events (supabase/seed.sql): the Spanish service has Spanish text, the brunch has none. */
const SPANISH_SERVICE = {
  id: 'c0000000-0000-4000-8000-000000000014',
  title: 'Servicio en español: Domingo familiar',
};
const BRUNCH = { id: 'c0000000-0000-4000-8000-000000000004', title: "Women's Fellowship Brunch" };

test.describe('Spanish content', { tag: '@mobile' }, () => {
  test('the Spanish home page shows the Spanish ticker and service times', async ({ page, axe }) => {
    await page.goto('/es/');
    const ticker = page.getByTestId('service-ticker');
    await expect(ticker).toContainText('Acompáñenos en persona en 4702 Century Plaza Rd');
    await expect(ticker).toContainText(/Domingo: 9:00\sa\.\s?m\. y 11:00\sa\.\s?m\./);
    await expect(ticker).not.toContainText('Solo en inglés');
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText(/Entre semana:\s*miércoles 7:00\sp\.\s?m\./);
    await expect(page.getByTestId('hero')).not.toHaveAttribute('data-state', 'loading');
    await settle(page);
    await axe();
  });

  test('/es/sermons lists the sermon preached in Spanish first', async ({ page }) => {
    await page.goto('/es/sermons');
    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText('Una fe que persevera');
    // The English sermons after it keep their language, marked as such.
    await expect(titles.nth(1).locator('[lang="en"]')).toHaveCount(1);
    await expect(titles.nth(1)).toContainText('Solo en inglés');
  });

  test('an event without Spanish says so and is noindex', async ({ page, axe }) => {
    await page.goto(`/es/events/${BRUNCH.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.locator('[lang="en"]')).toHaveText(BRUNCH.title);
    await expect(heading).toContainText('Solo en inglés');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[hreflang]')).toHaveCount(0);
    await settle(page);
    await axe();
  });

  test('a translated event is indexed with its language pair', async ({ page }) => {
    await page.goto(`/es/events/${SPANISH_SERVICE.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH_SERVICE.title);
    await expect(page.getByText('Solo en inglés')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const head = page.locator('head');
    await expect(head.locator('link[hreflang="es"]')).toHaveAttribute(
      'href',
      new RegExp(`/es/events/${SPANISH_SERVICE.id}$`),
    );
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`[^s]/events/${SPANISH_SERVICE.id}$`),
    );
  });
});
