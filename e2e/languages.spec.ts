import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, settle, test } from './fixtures';
import { e2eEnv } from './support/env';

/**
 * English and Spanish (issue 43, docs/decisions/0054): the Spanish pages at `/es/…`, prerendered
 * with their language, the language switch that keeps the page and remembers the choice, the
 * one-time offer to a browser that prefers Spanish, and the sitemap's language pairs.
 */

test.describe('the Spanish home page', { tag: '@mobile' }, () => {
  test('is prerendered in Spanish, with its language pairs, and passes axe', async ({ page, axe }) => {
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenidos a nuestra iglesia' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Próximos eventos' })).toBeVisible();
    await expect(page).toHaveTitle('Inicio | Our Church');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/$/);
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/$/);
    await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /[^s]\/$/);
    await expect(head.locator('link[hreflang="es"]')).toHaveAttribute('href', /\/es\/$/);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
    await expect(page.getByRole('link', { name: 'English' }).last()).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('hero')).not.toHaveAttribute('data-state', 'loading');
    await settle(page);
    await axe();
  });
});

test('links of a Spanish page stay in Spanish', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the full navigation shows on wide screens');
  await page.goto('/es/');
  await page.getByTestId('site-header').getByRole('link', { name: 'Eventos', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/events$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the language switch keeps the page and remembers the choice', async ({ page }) => {
  await page.goto('/events?tab=list');
  const footer = page.getByTestId('site-footer');
  await footer.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/events\?tab=list$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('church-language'))).toBe('es');
  await footer.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/events\?tab=list$/);
  await expect(page).not.toHaveURL(/\/es\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('church-language'))).toBe('en');
});

test.describe('a browser that prefers Spanish', { tag: '@mobile' }, () => {
  test.use({ locale: 'es-US' });

  test('is offered the Spanish page once, never redirected', async ({ page, axe }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    const offer = page.getByTestId('spanish-offer');
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(offer.getByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute(
      'href',
      '/es/about',
    );
    await axe();
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('spanish-offer')).toHaveCount(0);
  });
});

test('sitemap.xml pairs every Spanish URL with its English one, both ways', async ({ isMobile }) => {
  test.skip(isMobile, 'the build is the same at both widths');
  const sitemap = await readFile(path.join(e2eEnv('buildDir'), 'sitemap.xml'), 'utf8');
  const entries = new Map(
    [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => [
      loc!,
      Object.fromEntries([...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l, h])),
    ]),
  );
  const spanish = [...entries.keys()].filter((loc) => new URL(loc).pathname.startsWith('/es/'));
  expect(spanish.length).toBeGreaterThan(10);
  for (const loc of spanish) {
    const links = entries.get(loc)!;
    expect(links.es, loc).toBe(loc);
    expect(links['x-default'], loc).toBe(links.en);
    expect(entries.get(links.en!), `${loc}'s English pair`).toMatchObject({ en: links.en, es: loc });
  }
});
