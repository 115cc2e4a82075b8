import type { Page } from '@playwright/test';
import { expect, settle, test } from './fixtures';

/**
 * No English interface words on Spanish pages (issue 43, item 3; docs/decisions/0054). Each
 * Spanish page is opened in Chromium, with some of its dialogs and menus, and its visible text,
 * `aria-label`, `alt`, `title`, `placeholder` and `<title>` are searched for English words that
 * Spanish never uses. The church's own text shown in English on purpose carries `lang="en"`
 * ('Solo en inglés'): those elements are skipped, and their words are taken out of the labels
 * that quote them ('Reproducir el video: Refuge and Strength').
 */

// Seed rows (supabase/seed.sql).
const SERMON = '/sermons/e0000000-0000-4000-8000-000000000001';
const EVENT = '/events/c0000000-0000-4000-8000-000000000002';

/** English words and phrases that never appear in Spanish text (whole words, any case). */
const ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'this',
  'for',
  'of',
  'to',
  'is',
  'are',
  'not',
  'our',
  'loading',
  'try again',
  'read more',
  'close',
  'copy',
  'copied',
  'share',
  'remind',
  'notify',
  'subscribe',
  'calendar',
  'download',
  'open',
  'previous',
  'next',
  'show',
  'more',
  'back',
  'skip',
  'menu',
  'search',
  'submit',
  'send',
  'cancel',
  'failed',
  'please',
  'thank',
  'view',
  'play',
  'pause',
  'listen',
  'watch',
  'photo',
  'image',
  'notification',
  'notifications',
  'events?',
  'sermons?',
  'prayer',
  'gift',
  'giving',
  'amount',
  'card',
  'register',
  'name',
  'message',
  'required',
  'link',
];
const PATTERN = `\\b(${ENGLISH.join('|')})\\b`;

/** Proper names, the same in both languages: the church's and the services'. */
const PROPER_NAMES = ['Our Church', 'Google Calendar', 'Apple Podcasts'];

/**
 * The English words left on the page as it is now: one line per place
 * (`text: …`, `aria-label: …`, `title: …`), the church's English content excepted.
 */
async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ pattern, properNames }) => {
      const english = new RegExp(pattern, 'i');
      const isEnglish = (element: Element | null) =>
        element?.closest('[lang]')?.getAttribute('lang')?.startsWith('en') ?? false;
      // The church's English text, quoted in labels and the page's title, is not interface text.
      const quoted = Array.from(document.querySelectorAll('body [lang^="en"]'))
        .map((element) => element.textContent?.trim() ?? '')
        .concat(properNames)
        .filter((text) => text.length > 2)
        .sort((a, b) => b.length - a.length);
      const unquote = (text: string) => quoted.reduce((rest, part) => rest.split(part).join(' '), text);
      const found = new Set<string>();
      const check = (where: string, text: string | null | undefined) => {
        const value = unquote((text ?? '').replace(/\s+/g, ' ').trim());
        if (english.test(value)) found.add(`${where}: ${value}`);
      };
      check('title', document.title);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || isEnglish(parent) || parent.closest('script, style, noscript, template')) continue;
        if (!parent.checkVisibility()) continue;
        check('text', node.textContent);
      }
      for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
        for (const element of Array.from(document.body.querySelectorAll(`[${attribute}]`))) {
          if (!isEnglish(element)) check(attribute, element.getAttribute(attribute));
        }
      }
      return [...found];
    },
    { pattern: PATTERN, properNames: PROPER_NAMES },
  );
}

/** Opens a Spanish page, lets it load and scroll through, and returns what {@link englishLeft} finds. */
async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(`/es${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  await settle(page);
  return englishLeft(page);
}

const PAGES = [
  '/',
  '/about',
  '/sermons',
  SERMON,
  '/events?tab=list',
  '/events?tab=calendar',
  EVENT,
  '/gallery',
  '/gallery/sunday-worship',
  '/pastors-corner',
  '/pastors-corner?tab=bookstore',
  '/pastors-corner/blog',
  '/pastors-corner/blog/rooted-in-prayer',
  '/live',
  '/donate',
  '/contact',
  '/first-timer-form',
  '/newsletter',
  '/notifications',
  '/checkout-success',
  '/checkout-cancel',
  '/unsubscribe',
  `/registrations/${'0'.repeat(48)}`,
  '/no-such-page',
];

test.describe('Spanish pages have no English interface words', () => {
  for (const path of PAGES) {
    test(`/es${path}`, async ({ page, allowedConsoleErrors }) => {
      // A registration link that matches nothing is answered with 400 (its page says so).
      allowedConsoleErrors.push(/status of 400 .*\/rest\/v1\/rpc\/confirm_registration/);
      expect(await visit(page, path)).toEqual([]);
    });
  }
});

test.describe('Spanish dialogs, menus, toasts and error states have no English words', () => {
  test('the sermon podcast dialog and its copied-link toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/sermons');
    await page.getByRole('button', { name: 'Pódcast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pódcast de sermones' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button').first().click();
    await expect(page.locator('[data-slot="toast"]')).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
  });

  test("an event's 'Add to Calendar' menu and its share toast", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, EVENT);
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect(page.locator('[data-slot="toast"]')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar al calendario' }).click();
    await expect(page.getByRole('link', { name: /^Google Calendar/ })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
  });

  test("the gallery's photo viewer", async ({ page }) => {
    await visit(page, '/gallery/sunday-worship');
    await page.locator('main button[aria-haspopup="dialog"], main ul button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
  });

  test('an error state with its retry button', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/Failed to load resource/);
    await page.route('**/rest/v1/sermons*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/es/sermons');
    await expect(page.locator('[data-slot="error-state"]').first()).toBeVisible({ timeout: 15_000 });
    expect(await englishLeft(page)).toEqual([]);
  });

  test("the bookstore's error state", async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/Failed to load resource/);
    await page.route('**/rest/v1/bookstore_items*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/es/pastors-corner?tab=bookstore');
    await expect(page.locator('[data-slot="error-state"]').first()).toBeVisible({ timeout: 15_000 });
    expect(await englishLeft(page)).toEqual([]);
  });

  test('the giving form with its validation messages', async ({ page }) => {
    await visit(page, '/donate');
    await page.getByRole('form').getByRole('button').last().click({ force: true });
    expect(await englishLeft(page)).toEqual([]);
  });

  test("an event's register form: seats left, validation, a refusal and the sentence after sending", async ({
    page,
    db,
    uniqueId,
    allowedConsoleErrors,
  }) => {
    // The party too large for the seats left is refused with 400 (the form says so).
    allowedConsoleErrors.push(/status of 400 .*\/rest\/v1\/rpc\/register_for_event/);
    const [event] = await db.query(
      `insert into public.church_events (title, start_time, location)
       values ($1, now() + interval '10 days', 'Fellowship Hall') returning id::text`,
      [`Registration ${uniqueId}`],
    );
    const id = event!.id as string;
    await db.query(
      `insert into public.event_registration_settings (event_id, is_open, capacity, waitlist, questions)
       values ($1, true, 3, false, '[{"id":"q1","label":"¿Se queda a almorzar?","kind":"yes_no","required":true}]')`,
      [id],
    );
    try {
      await visit(page, `/events/${id}`);
      const form = page.getByRole('form', { name: 'Inscribirse' });
      await expect(form).toContainText('Quedan 3 lugares');
      await form.getByRole('combobox').selectOption('5');
      await form.getByRole('button', { name: 'Inscribirse' }).click();
      await expect(form.locator('[data-slot="field-error"], [id$="-error"]').first()).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await form.getByRole('textbox').first().fill('Ana López');
      await form.getByRole('textbox').nth(1).fill(`ana-${uniqueId}@example.org`);
      await form.getByRole('radio', { name: 'Sí' }).check();
      await form.getByRole('button', { name: 'Inscribirse' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await form.getByRole('combobox').selectOption('1');
      await form.getByRole('button', { name: 'Inscribirse' }).click();
      await expect(page.getByText('Revise su correo para confirmar su lugar')).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
    } finally {
      await db.query('delete from public.church_events where id = $1', [id]);
    }
  });

  test("'Notify me' and the sentence of a refused permission", async ({ page }) => {
    await visit(page, '/live');
    await page.evaluate(() => {
      Notification.requestPermission = () => Promise.resolve('denied');
    });
    await page.locator('main [role="status"] button').first().click();
    await expect(page.locator('main [role="alert"]')).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
  });
});
