import { expect, settle, test } from './fixtures';

/**
 * Spanish pages beyond the home page (issue 43, docs/decisions/0054): the calendar's month view
 * with Spanish month and day names (date-fns's `es`), and a sermon page, at both widths with axe.
 */

// Seed row (supabase/seed.sql, "Sermons"): a sermon with video and audio, dated one week ago.
const REFUGE = { id: 'e0000000-0000-4000-8000-000000000001', title: 'Refuge and Strength' };
const MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';

test.describe('Spanish pages', { tag: '@mobile' }, () => {
  test('the calendar shows its month view with Spanish month and day names', async ({ page, axe }) => {
    await page.goto('/es/events?tab=calendar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos de la iglesia' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Calendario completo', selected: true })).toBeVisible();
    const toolbar = page.getByRole('toolbar', { name: 'Calendario' });
    await expect(toolbar.getByRole('button', { name: 'Mes', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(toolbar.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
    await expect(page.getByTestId('calendar-range')).toHaveText(new RegExp(`^(${MONTHS}) de \\d{4}$`));
    const month = page.getByRole('table', { name: 'Vista de mes' });
    await expect(month.getByRole('columnheader')).toHaveText([
      'dom',
      'lun',
      'mar',
      'mié',
      'jue',
      'vie',
      'sáb',
    ]);
    await expect(month.getByRole('button', { name: /^Mostrar el domingo, \d+ de / }).first()).toBeVisible();
    await settle(page);
    await axe();
  });

  test('a sermon page speaks Spanish, its date in es-US', async ({ page, axe }) => {
    await page.goto(`/es/sermons/${REFUGE.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: REFUGE.title })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^Por Elder Marcus Williams, el \\d+ de (${MONTHS}) de \\d{4}$`)),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a los sermones' })).toHaveAttribute(
      'href',
      '/es/sermons',
    );
    await expect(page.getByRole('heading', { name: 'Ver el video del sermón' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Reproducir el video: ${REFUGE.title}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Escuchar el audio' })).toBeVisible();
    await expect(page.getByLabel(`Audio de ${REFUGE.title}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargar MP3' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Citas bíblicas' })).toBeVisible();
    await settle(page);
    await axe();
  });
});
