import { expect, passFormFillTime, settle, test, toast } from './fixtures';

/**
 * The public forms in Spanish (issue 43, docs/decisions/0054), at both widths with axe: the
 * Spanish contact form answers bad input with a Spanish validation message, stores nothing, then
 * sends; subscribing to the newsletter on the Spanish home page says so in Spanish; an unknown
 * Spanish address gets the Spanish 404, and `es/404.html` is prerendered for hosts that serve the
 * nearest 404 page.
 */

// The forms ignore submissions faster than a person (passFormFillTime): the clock can skip ahead.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('Spanish forms', { tag: '@mobile' }, () => {
  test('the contact form gives a Spanish validation message, stores nothing, then sends', async ({
    page,
    db,
    uniqueId,
    axe,
  }) => {
    const subject = `Estacionamiento ${uniqueId}`;
    try {
      await page.goto('/es/contact');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Envíenos un mensaje' });
      await form.getByLabel('Nombre', { exact: true }).fill('Ana López');
      await form.getByLabel('Correo electrónico', { exact: true }).fill('ana@localhost');
      await form.getByLabel('Asunto', { exact: true }).fill(subject);
      await form.getByLabel('Mensaje', { exact: true }).fill('¿Hay estacionamiento en la iglesia?');
      await passFormFillTime(page);
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      const email = form.getByLabel('Correo electrónico', { exact: true });
      await expect(email).toHaveAccessibleDescription('Escriba un correo electrónico válido');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await settle(page);
      await axe({ exclude: ['iframe'] });
      expect(await db.count('public.contact_messages', 'subject = $1', [subject])).toBe(0);

      await email.fill('ana@example.org');
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(toast(page, '¡Mensaje enviado!')).toContainText('Le responderemos pronto.');
      await expect(form.getByLabel('Asunto', { exact: true })).toHaveValue('');
      expect(await db.count('public.contact_messages', 'subject = $1', [subject])).toBe(1);
    } finally {
      await db.query('delete from public.contact_messages where subject = $1', [subject]);
    }
  });

  test('subscribing to the newsletter on the Spanish home page says so in Spanish', async ({
    page,
    db,
    uniqueId,
    axe,
  }) => {
    const address = `lectora-${uniqueId}@example.com`.toLowerCase();
    try {
      await page.goto('/es/');
      const section = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Manténgase en contacto' }) });
      await section.scrollIntoViewIfNeeded();
      const form = section.getByRole('form', { name: 'Suscripción al boletín' });
      await form.getByRole('button', { name: 'Suscribirme' }).click();
      await expect(toast(page, 'Falta el correo electrónico')).toBeVisible();
      await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(address);
      await passFormFillTime(page);
      await form.getByRole('button', { name: 'Suscribirme' }).click();
      await expect(toast(page, '¡Suscripción recibida!')).toContainText('Confirme su suscripción');
      await expect(form.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
      await settle(page);
      await axe({ exclude: ['iframe'] });
      expect(await db.count('public.newsletter_subscribers', 'email = $1', [address])).toBe(1);
    } finally {
      await db.query('delete from public.newsletter_subscribers where email = $1', [address]);
    }
  });

  test('an unknown Spanish address shows the Spanish 404', async ({ page, axe }) => {
    await page.goto('/es/no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es');
    await expect(page).toHaveTitle(/^Página no encontrada \| /);
    await settle(page);
    await axe();
  });
});

test('es/404.html is prerendered in Spanish', async ({ request }) => {
  const html = await (await request.get('/es/404')).text();
  expect(html).toMatch(/<html lang="es"/);
  expect(html).toContain('Página no encontrada');
});
