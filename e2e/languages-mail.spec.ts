import { expect, passFormFillTime, settle, test, toast } from './fixtures';
import { e2eEnv } from './support/env';

/**
 * A Spanish-speaking visitor from the page to the e-mail (issue 43, docs/decisions/0054 and
 * 0055), at both widths with axe: `/es/donate` writes a gift as es-US does ('$1,234.50'); a
 * registration sent from a Spanish event page is confirmed by a Spanish e-mail in the local
 * inbox whose link opens the Spanish registration page; a subscription sent from the Spanish home
 * page gets the Spanish confirmation e-mail, whose link goes to the Spanish confirmation page.
 */

interface Caught {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** The message to `address` whose subject starts with `subject`, once the outbox has sent it. */
async function mailTo(address: string, subject: string): Promise<Caught> {
  let found: Caught | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${e2eEnv('mailUrl')}/api/v1/messages`)).json()) as {
          messages: Caught[];
        };
        found = list.messages.find(
          (m) => m.To.some((a) => a.Address === address) && m.Subject.startsWith(subject),
        );
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The plain-text part of a caught message. */
async function mailText(caught: Caught): Promise<string> {
  const message = (await (await fetch(`${e2eEnv('mailUrl')}/api/v1/message/${caught.ID}`)).json()) as {
    Text: string;
  };
  return message.Text;
}

// The forms ignore submissions faster than a person (passFormFillTime): the clock can skip ahead.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('Spanish from the page to the e-mail', { tag: '@mobile' }, () => {
  test('/es/donate writes the gift as $1,234.50', async ({ page, axe }) => {
    await page.goto('/es/donate');
    await page.getByText('Otra', { exact: true }).click();
    await page.getByLabel('Otra cantidad (USD)').fill('1234.50');
    await expect(page.getByText('Va a dar $1,234.50.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Donar $1,234.50' })).toBeVisible();
    await settle(page);
    await axe();
  });

  test('a registration from the Spanish event page is confirmed in Spanish, from the e-mail', async ({
    page,
    db,
    uniqueId,
    axe,
  }) => {
    const [event] = await db.query(
      `insert into public.church_events (title, title_es, start_time, location, location_es)
       values ($1, $2, now() + interval '10 days', 'Fellowship Hall', 'Salón de la comunidad')
       returning id::text`,
      [`Men's retreat ${uniqueId}`, `Retiro de hombres ${uniqueId}`],
    );
    const id = event!.id as string;
    await db.query(
      `insert into public.event_registration_settings (event_id, is_open, capacity, waitlist, questions)
       values ($1, true, 5, false, '[]')`,
      [id],
    );
    const email = `ana-${uniqueId}@example.org`.toLowerCase();
    try {
      await page.goto(`/es/events/${id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Retiro de hombres ${uniqueId}` }),
      ).toBeVisible();
      const form = page.getByRole('form', { name: 'Inscribirse' });
      await form.getByLabel('Nombre').fill('Ana López');
      await form.getByLabel('Correo electrónico').fill(email);
      await passFormFillTime(page);
      await form.getByRole('button', { name: 'Inscribirse' }).click();
      await expect(page.getByText('Revise su correo para confirmar su lugar')).toBeVisible();
      await settle(page);
      await axe();

      // 'Confirme su lugar', in Spanish, naming the event in Spanish; its link is the Spanish page.
      const hold = await mailTo(email, `Confirme su lugar: Retiro de hombres ${uniqueId}`);
      const text = await mailText(hold);
      expect(text).toContain('Salón de la comunidad');
      const link = /https?:\/\/[^\s/]+(\/es\/registrations\/[A-Za-z0-9_-]{32})/.exec(text)?.[1];
      expect(link, 'a Spanish registration link in the e-mail').toBeTruthy();
      await page.goto(link!);
      await expect(page.getByRole('heading', { name: 'Su inscripción' })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'Su inscripción está confirmada' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');

      // Then the Spanish confirmation itself.
      const confirmation = await mailTo(
        email,
        `Su inscripción está confirmada: Retiro de hombres ${uniqueId}`,
      );
      expect(await mailText(confirmation)).toContain('/es/registrations/');
      await settle(page);
      await axe();
    } finally {
      await db.query('delete from public.church_events where id = $1', [id]);
    }
  });

  test('a subscription from the Spanish home page gets the Spanish confirmation e-mail', async ({
    page,
    db,
    uniqueId,
  }) => {
    const email = `lector-${uniqueId}@example.com`.toLowerCase();
    try {
      await page.goto('/es/');
      // The form loads as its section comes near the screen.
      const section = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Manténgase en contacto' }) });
      await section.scrollIntoViewIfNeeded();
      const form = section.getByRole('form', { name: 'Suscripción al boletín' });
      await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
      await passFormFillTime(page);
      await form.getByRole('button', { name: 'Suscribirme' }).click();
      await expect(toast(page, '¡Suscripción recibida!')).toBeVisible();

      const confirm = await mailTo(email, 'Confirme su suscripción al boletín de');
      const link = /https?:\/\/[^\s/]+(\/es\/newsletter\/confirm\?token=[0-9a-f]{64})/.exec(
        await mailText(confirm),
      )?.[1];
      expect(link, 'a Spanish confirmation link in the e-mail').toBeTruthy();
      await page.goto(link!);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect
        .poll(
          async () =>
            (
              await db.query(
                'select confirmed_at is not null as confirmed, language::text from public.newsletter_subscribers where email = $1',
                [email],
              )
            )[0],
        )
        .toEqual({ confirmed: true, language: 'es' });
    } finally {
      await db.query('delete from public.newsletter_subscribers where email = $1', [email]);
    }
  });
});
