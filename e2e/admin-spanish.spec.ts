import { expect, settle, test, toast } from './fixtures';
import { EDITOR, signIn } from './support/staff';

/**
 * The staff side of the church's content in Spanish (issue 43 item 4, docs/decisions/0055): an
 * editor adds a Spanish title to an event on the 'Español' tab (marked 'Spanish missing' until
 * then), the events list's 'Needs Spanish' filter no longer lists it, and the Spanish event page
 * shows the Spanish title on its next read. Axe on the editor's Spanish tab.
 */

test.beforeEach(async ({ db }) => {
  await db.lock('events', 'exclusive');
});

test.afterEach(async ({ db, uniqueId }) => {
  await db.query('delete from public.church_events where title like $1', [`%${uniqueId}%`]);
});

test('an editor adds a Spanish title and the Spanish page shows it', async ({ page, db, uniqueId, axe }) => {
  test.skip(test.info().project.name !== 'desktop', 'one width is enough for the staff side');
  const title = `Harvest supper ${uniqueId}`;
  const spanishTitle = `Cena de la cosecha ${uniqueId}`;
  const [event] = await db.query<{ id: string }>(
    `insert into public.church_events (title, start_time, status)
     values ($1, now() + interval '12 days', 'published') returning id::text`,
    [title],
  );
  const id = event!.id;

  // 'Needs Spanish' lists it while it has no Spanish.
  await signIn(page, EDITOR, '/admin/events');
  const filters = page.getByRole('search', { name: 'Filter the events' });
  await filters.getByRole('checkbox', { name: 'Needs Spanish' }).check();
  await expect(page).toHaveURL(/[?&]spanish=missing/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // The editor's 'Español' tab says 'Spanish missing' until the title has its Spanish.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  const form = page.getByRole('form', { name: 'Edit event' });
  const spanishTab = form.getByRole('tab', { name: /^Español/ });
  await expect(spanishTab).toHaveText(/Spanish missing/);
  await spanishTab.click();
  await form.getByLabel('Spanish title (optional)').fill(spanishTitle);
  await expect(spanishTab).toHaveText('Español');
  await settle(page);
  await axe();
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(toast(page, 'Event saved.')).toBeVisible();
  const [row] = await db.query<{ title_es: string; version: number; needs_spanish: boolean }>(
    'select title_es, version, needs_spanish from public.church_events where id = $1',
    [id],
  );
  expect(row).toEqual({ title_es: spanishTitle, version: 2, needs_spanish: false });

  // The filter no longer lists it.
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Needs Spanish' }).check();
  await expect(page).toHaveURL(/[?&]spanish=missing/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);

  // A visitor's Spanish page reads it afresh (the event was not prerendered: the page reads it).
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/es/events/${id}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
  await expect(visitor.getByRole('heading', { level: 1, name: spanishTitle })).toBeVisible();
  await visitor.close();
});
