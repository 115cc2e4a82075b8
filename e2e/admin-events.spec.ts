import type { Page } from '@playwright/test';
import { expect, settle, test, toast, type Db } from './fixtures';
import { e2eEnv } from './support/env';
import { CARE, EDITOR, signIn } from './support/staff';

/**
 * The staff's events and birthdays pages (issue "Staff manage events, including recurring ones
 * with exceptions, and birthdays") against the real data API, Postgres and the built app: an
 * editor creates a weekly event that the public list and calendar show, cancels one date and
 * moves another, edits 'this and following'; a draft stays invisible to a visitor; the care
 * team manages birthdays that the calendar shows. Axe on each page and dialog. Each test names
 * its rows after its unique id, removes them afterwards and holds the `events` (or `birthdays`)
 * lock exclusively (its rows change the public lists and calendar).
 */

const ZONE = 'America/Indiana/Indianapolis';

/** Today's calendar day in the church's zone. */
function churchToday(): { year: number; month: number; day: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const year = get('year');
  const month = get('month');
  const day = get('day');
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** `yyyy-MM-dd` of the church's today plus `days`. */
function dayFromToday(days: number): string {
  const { year, month, day } = churchToday();
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first Thursday at least 15 days ahead (`yyyy-MM-dd`): inside the agenda's 30 days. */
function thursdayAhead(): string {
  const { weekday } = churchToday();
  return dayFromToday(15 + ((4 - ((weekday + 15) % 7) + 7) % 7));
}

async function cleanUp(db: Db, uniqueId: string): Promise<void> {
  await db.query('delete from public.church_events where title like $1', [`%${uniqueId}%`]);
  await db.query('delete from public.birthdays where member_name like $1', [`%${uniqueId}%`]);
}

test.beforeEach(async ({ db }, testInfo) => {
  // Birthdays and events are separate shared data: a birthday test need not wait for an event test.
  await db.lock(testInfo.title.includes('birthday') ? 'birthdays' : 'events', 'exclusive');
});

test.afterEach(async ({ db, uniqueId }) => {
  await cleanUp(db, uniqueId);
});

/** The list item of the event's `index`th coming date on its staff page. */
function dateRow(page: Page, index: number) {
  return page.getByRole('region', { name: 'Dates' }).getByRole('listitem').nth(index);
}

test('an editor creates a weekly event, cancels one date, moves another and splits the series', async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
  test.setTimeout(120_000);
  const title = `Choir rehearsal ${uniqueId}`;
  const first = thursdayAhead();
  await signIn(page, EDITOR, '/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await settle(page);
  await axe();

  // Create: weekly on Thursday, ten times.
  await page.getByRole('link', { name: 'New event' }).click();
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Location (optional)').fill('Choir Room');
  await form.getByLabel('Starts').fill(`${first}T19:00`);
  await form.getByLabel('Ends (optional)').fill(`${first}T20:30`);
  await form.getByLabel('Repeats').selectOption('weekly');
  await expect(form.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  await form.getByLabel('After a number of times').check();
  await form.getByLabel('Number of times', { exact: true }).fill('10');
  await expect(form.getByText('Every week on Thursday, 10 times')).toBeVisible();
  // A start that is not one of the rule's dates is refused in the form.
  await form.getByRole('checkbox', { name: 'Thursday' }).uncheck();
  await form.getByRole('checkbox', { name: 'Friday' }).check();
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(form.getByText("The start date is not one of the repeat rule's dates.")).toBeVisible();
  expect(await db.count('public.church_events', 'title = $1', [title])).toBe(0);
  await form.getByRole('checkbox', { name: 'Friday' }).uncheck();
  await form.getByRole('checkbox', { name: 'Thursday' }).check();
  await settle(page);
  await axe();
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(toast(page, 'Event saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  const eventId = page.url().split('/').pop()!;
  const [row] = await db.query<{ recurrence_rule: string; time_zone: string; status: string }>(
    'select recurrence_rule, time_zone, status from public.church_events where id = $1',
    [eventId],
  );
  expect(row).toEqual({
    recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=10',
    time_zone: ZONE,
    status: 'published',
  });

  // The public list and the calendar's agenda show it.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/events');
  await expect(visitor.getByRole('heading', { name: title }).first()).toBeVisible();
  await visitor.goto('/events?tab=calendar');
  await visitor.getByRole('toolbar', { name: 'Calendar' }).getByRole('button', { name: 'Agenda' }).click();
  await expect(visitor.locator('.rbc-agenda-view').getByText(title).first()).toBeVisible();

  // Cancel the second date.
  await expect(dateRow(page, 0)).toBeVisible();
  const second = dateRow(page, 1);
  await second.getByRole('button', { name: /^Cancel this date/ }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this date?' });
  await expect(cancelDialog).toBeVisible();
  await settle(page);
  await axe();
  await cancelDialog.getByRole('button', { name: 'Cancel this date' }).click();
  await expect(second.getByText('Cancelled', { exact: true })).toBeVisible();
  const cancelledDate = dayFromDate(first, 7);
  expect(
    await db.count(
      'public.church_event_exceptions',
      'event_id = $1 and occurrence_date = $2 and is_cancelled',
      [eventId, cancelledDate],
    ),
  ).toBe(1);
  await visitor.goto(`/events/${eventId}/${cancelledDate}`);
  await expect(visitor.getByText('Cancelled').first()).toBeVisible();

  // Move the third date to 8:30 PM: 'This event'.
  const movedDate = dayFromDate(first, 14);
  await dateRow(page, 2)
    .getByRole('link', { name: /^Change this date/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}/${movedDate}$`));
  const dateForm = page.getByRole('form', { name: 'Edit this date' });
  await dateForm.getByLabel('Starts').fill(`${movedDate}T20:30`);
  await dateForm.getByLabel('Ends (optional)').fill(`${movedDate}T21:30`);
  await dateForm.getByRole('button', { name: 'Save event' }).click();
  const scope = page.getByRole('dialog', { name: 'Save changes to a repeating event' });
  await expect(scope.getByRole('button', { name: 'This and following events' })).toBeVisible();
  await settle(page);
  await axe();
  await scope.getByRole('button', { name: 'This event' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}$`));
  await expect(dateRow(page, 2).getByText(/^Changed/)).toBeVisible();
  const [moved] = await db.query<{ start_time: Date }>(
    'select start_time from public.church_event_exceptions where event_id = $1 and occurrence_date = $2',
    [eventId, movedDate],
  );
  expect(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeStyle: 'short' }).format(moved!.start_time),
  ).toBe('8:30 PM');

  // 'This and following events' from the fifth date: a new title from there on.
  const splitDate = dayFromDate(first, 28);
  await dateRow(page, 4)
    .getByRole('link', { name: /^Change this date/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${splitDate}$`));
  await page.getByRole('form', { name: 'Edit this date' }).getByLabel('Title').fill(`${title} (new room)`);
  await page
    .getByRole('form', { name: 'Edit this date' })
    .getByRole('button', { name: 'Save event' })
    .click();
  await page
    .getByRole('dialog', { name: 'Save changes to a repeating event' })
    .getByRole('button', { name: 'This and following events' })
    .click();
  await expect(page).toHaveURL(
    (url) => /\/admin\/events\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(eventId),
  );
  const rows = await db.query<{ id: string; title: string; recurrence_rule: string }>(
    'select id, title, recurrence_rule from public.church_events where title like $1 order by start_time',
    [`%${uniqueId}%`],
  );
  expect(rows.map((r) => r.title)).toEqual([title, `${title} (new room)`]);
  expect(rows[0]!.recurrence_rule).toMatch(/^FREQ=WEEKLY;BYDAY=TH;UNTIL=\d{8}T\d{6}Z$/);
  expect(rows[1]!.recurrence_rule).toBe('FREQ=WEEKLY;BYDAY=TH;COUNT=6');
  // Ten dates still, none lost or repeated; the cancelled one left out of the lists.
  const dates = await db.query<{ occurrence_date: string; is_cancelled: boolean }>(
    `select to_char(occurrence_date, 'YYYY-MM-DD') as occurrence_date, is_cancelled
     from public.event_occurrences(now() - interval '1 day', now() + interval '200 days')
     where event_id = any ($1) order by occurrence_date`,
    [rows.map((r) => r.id)],
  );
  expect(dates.map((d) => d.occurrence_date)).toEqual(
    Array.from({ length: 10 }, (_, i) => dayFromDate(first, 7 * i)),
  );
  expect(dates.filter((d) => d.is_cancelled).map((d) => d.occurrence_date)).toEqual([cancelledDate]);
  await visitor.close();
});

/** `yyyy-MM-dd` plus `days`. */
function dayFromDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

test('a draft stays invisible to a visitor; an event is duplicated and deleted', async ({
  page,
  db,
  uniqueId,
  axe,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Planning meeting ${uniqueId}`;
  const day = dayFromToday(3);
  await signIn(page, EDITOR, '/admin/events/new');
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Starts').fill(`${day}T18:00`);
  await form.getByLabel('Draft (only staff see it)').check();
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(toast(page, 'Event saved.')).toBeVisible();
  expect(await db.count('public.church_events', "title = $1 and status = 'draft'", [title])).toBe(1);

  await page.goto('/admin/events?tab=drafts');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto('/events');
  await expect(visitor.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect(
    await visitor.evaluate(
      async ([url, key]) => {
        const response = await fetch(`${url}/rest/v1/church_events?select=title&status=eq.draft`, {
          headers: { apikey: key },
        });
        return response.json();
      },
      [e2eEnv('apiUrl'), e2eEnv('anonKey')] as const,
    ),
  ).toEqual([]);
  await visitor.close();

  // Duplicate: the form is filled in, nothing is saved before Save.
  await page.goto('/admin/events?tab=drafts');
  await page.getByRole('link', { name: `Duplicate ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate event' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'New event' }).getByLabel('Title')).toHaveValue(title);
  expect(await db.count('public.church_events', 'title = $1', [title])).toBe(1);

  // Delete, after the confirmation.
  await page.goto('/admin/events?tab=drafts');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this event?' });
  await expect(dialog).toBeVisible();
  await settle(page);
  await axe();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `“${title}” was deleted.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
  await expect(page.getByLabel('Search events')).toBeFocused();
  expect(await db.count('public.church_events', 'title = $1', [title])).toBe(0);
});

test('care adds, edits and removes a birthday that the calendar shows', async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
  test.setTimeout(90_000);
  const name = `Member ${uniqueId}`;
  const { year, month } = churchToday();
  const birthDate = `1990-${String(month).padStart(2, '0')}-15`;
  await signIn(page, CARE, '/admin/birthdays');
  await expect(page.getByRole('heading', { level: 1, name: 'Birthdays' })).toBeVisible();
  await settle(page);
  await axe();

  const add = page.getByRole('form', { name: 'Add a birthday' });
  await add.getByRole('button', { name: 'Add birthday' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Date of birth').fill(`${year + 1}-01-01`);
  await add.getByRole('button', { name: 'Add birthday' }).click();
  await expect(add.getByText('Enter a real date of birth, not in the future')).toBeVisible();
  expect(await db.count('public.birthdays', 'member_name = $1', [name])).toBe(0);
  await add.getByLabel('Date of birth').fill(birthDate);
  await add.getByRole('button', { name: 'Add birthday' }).click();
  await expect(toast(page, 'Birthday saved.')).toBeVisible();
  const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
  const monthSection = page.getByRole('region', { name: monthName });
  await expect(monthSection.getByText(name, { exact: true })).toBeVisible();

  // Edit the name.
  await monthSection.getByRole('button', { name: `Edit the birthday of ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit the birthday of ${name}` });
  await edit.getByLabel('Name').fill(`${name} Jr.`);
  await settle(page);
  await axe();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(monthSection.getByText(`${name} Jr.`, { exact: true })).toBeVisible();

  // The public calendar shows name and day, never the year.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/events?tab=calendar');
  await expect(visitor.getByText(`${name} Jr. Birthday`).first()).toBeVisible();
  await expect(visitor.getByText('1990')).toHaveCount(0);
  await visitor.close();

  // Remove, after the confirmation.
  await monthSection.getByRole('button', { name: `Remove the birthday of ${name} Jr.` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this birthday?' });
  await expect(dialog).toBeVisible();
  await settle(page);
  await axe();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, `The birthday of ${name} Jr. was removed.`)).toBeVisible();
  await expect(page.getByText(`${name} Jr.`, { exact: true })).toHaveCount(0);
  expect(await db.count('public.birthdays', 'member_name like $1', [`%${uniqueId}%`])).toBe(0);
});
