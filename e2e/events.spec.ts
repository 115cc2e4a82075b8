import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, jsonLdOfType, settle, test, toast } from './fixtures';

/** Seeded events (supabase/seed.sql): next Sunday's service has all three meeting links. */
const SUNDAY = { id: 'c0000000-0000-4000-8000-000000000002', title: 'Sunday Celebration Service' };
/** Seeded event without meeting links. */
const BRUNCH = { id: 'c0000000-0000-4000-8000-000000000004', title: "Women's Fellowship Brunch" };
/** Seeded birthdays, one per month (index = month - 1): [member name, day]. */
const BIRTHDAYS: [string, number][] = [
  ['Angela Brooks', 14],
  ['Daniel Mensah', 3],
  ['Patricia Johnson', 22],
  ['Michael Okafor', 9],
  ['Esther Williams', 17],
  ['James Carter', 28],
  ['Blessing Adebayo', 5],
  ['Robert Hughes', 19],
  ['Naomi Davis', 11],
  ['Kevin Thompson', 24],
  ['Linda Martinez', 30],
  ['Samuel Owusu', 8],
];
const CHURCH_TIME_ZONE = 'America/Indiana/Indianapolis';

/** Year and month (1-12) of today in the church's time zone. */
function churchToday(): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CHURCH_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { year: Number(parts.year), month: Number(parts.month) };
}

// The times shown are in the church's time zone, a setting (church-time.spec.ts changes it).
test.beforeEach(async ({ db }) => {
  await db.lock('site_settings', 'shared');
});

test.describe('events list', () => {
  test(
    'four tabs switched by mouse, kept in the address, restored with Back and reload',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/events');
      await expect(page.getByRole('heading', { level: 1, name: 'Church Events' })).toBeVisible();
      const tablist = page.getByRole('tablist', { name: 'Events' });
      await expect(tablist.getByRole('tab')).toHaveText([
        'Upcoming',
        'This Month',
        'Next Month',
        'Full Calendar',
      ]);
      await expect(tablist.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

      await tablist.getByRole('tab', { name: 'Next Month' }).click();
      await expect(page).toHaveURL(/\/events\?tab=nextMonth$/);
      await expect(
        page.getByRole('tabpanel', { name: 'Next Month' }).getByRole('article').first(),
      ).toBeVisible();

      await tablist.getByRole('tab', { name: 'Full Calendar' }).click();
      await expect(page).toHaveURL(/\/events\?tab=calendar$/);
      await expect(page.getByRole('toolbar', { name: 'Calendar' })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/events\?tab=nextMonth$/);
      await expect(tablist.getByRole('tab', { name: 'Next Month' })).toHaveAttribute('aria-selected', 'true');

      await page.reload();
      await expect(page.getByRole('tab', { name: 'Next Month' })).toHaveAttribute('aria-selected', 'true');

      await page.getByRole('tab', { name: 'Upcoming' }).click();
      await expect(page).toHaveURL(/\/events$/);
    },
  );

  test('tabs are operable with the keyboard', async ({ page }) => {
    await page.goto('/events');
    const upcoming = page.getByRole('tab', { name: 'Upcoming' });
    await upcoming.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'This Month' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'This Month' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=thisMonth$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Full Calendar' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=calendar$/);
  });

  test('the tab comes from the address; an unknown value shows Upcoming', async ({ page }) => {
    await page.goto('/events?tab=thisMonth');
    await expect(page.getByRole('tab', { name: 'This Month' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/events?tab=everything');
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  });

  test('cards link to their event page', async ({ page }) => {
    await page.goto('/events');
    const card = page.getByRole('article').filter({ hasText: SUNDAY.title });
    await expect(card.getByText('Main Sanctuary, 4702 Cent...')).toBeVisible();
    await card.getByRole('link', { name: `View Details for ${SUNDAY.title}` }).click();
    await expect(page).toHaveURL(`/events/${SUNDAY.id}`);
    await expect(page.getByRole('heading', { level: 1, name: SUNDAY.title })).toBeVisible();
  });

  test('a first visit does not download the calendar code; the calendar tab does', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/events');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    expect(scripts.filter((url) => /events-calendar/.test(url))).toEqual([]);
    await page.getByRole('tab', { name: 'Full Calendar' }).click();
    await expect(page.getByRole('toolbar', { name: 'Calendar' })).toBeVisible();
    expect(scripts.filter((url) => /events-calendar/.test(url))).toHaveLength(1);
  });

  // Once on a fresh build, once as if the build were older than the reads' five-minute
  // staleTime (CI reaches this file minutes after building): then the query refetches on mount
  // and the check after hydration must reuse that fetch, not ask again.
  for (const [label, later] of [
    ['fresh build', 0],
    ['build older than staleTime', 6 * 60_000],
  ] as const) {
    test(`home and events share one read of the events (${label})`, async ({ page }) => {
      const reads: string[] = [];
      page.on('request', (request) => {
        if (/\/rest\/v1\/(rpc\/event_occurrences|birthdays)\?/.test(request.url())) reads.push(request.url());
      });
      const count = (table: string) => reads.filter((url) => url.includes(table)).length;
      // The prerendered home page carries the build's read and checks it once after hydration
      // (decision 0033): at most one read of each while it settles.
      if (later) {
        await page.clock.install({ time: Date.now() + later });
        await page.clock.resume();
      }
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'View All Events' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const atHome = { occurrences: count('event_occurrences'), birthdays: count('birthdays') };
      expect(atHome.occurrences).toBeLessThanOrEqual(1);
      expect(atHome.birthdays).toBeLessThanOrEqual(1);
      // Going on to /events reuses that read: no new one.
      await page.getByRole('link', { name: 'View All Events' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Church Events' })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(count('event_occurrences')).toBe(atHome.occurrences);
      expect(count('birthdays')).toBe(atHome.birthdays);
    });
  }
});

test.describe('full calendar', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/events?tab=calendar');
    await expect(page.getByRole('toolbar', { name: 'Calendar' })).toBeVisible();
  });

  test(
    'month, week, day and agenda views with named buttons and announcements',
    { tag: '@mobile' },
    async ({ page }) => {
      const toolbar = page.getByRole('toolbar', { name: 'Calendar' });
      await expect(toolbar.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('table', { name: 'Month View' })).toBeVisible();
      const range = page.getByTestId('calendar-range');
      const announcer = page.locator('.events-calendar [role="status"]');

      await toolbar.getByRole('button', { name: 'Week', exact: true }).click();
      await expect(toolbar.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(toolbar.getByRole('button', { name: 'Next week' })).toBeVisible();
      await expect(announcer).toHaveText(new RegExp(`^Week view, ${await range.textContent()}$`));

      await toolbar.getByRole('button', { name: 'Day', exact: true }).click();
      await expect(toolbar.getByRole('button', { name: 'Previous day' })).toBeVisible();
      await expect(announcer).toHaveText(/^Day view, /);

      await toolbar.getByRole('button', { name: 'Agenda' }).click();
      await expect(page.locator('.rbc-agenda-view')).toBeVisible();
      await expect(announcer).toHaveText(/^Agenda view, /);

      await toolbar.getByRole('button', { name: 'Month', exact: true }).click();
      const before = await range.textContent();
      await toolbar.getByRole('button', { name: 'Next month' }).click();
      await expect(range).not.toHaveText(before ?? '');
      await expect(announcer).toHaveText(`Month view, ${await range.textContent()}`);
      await toolbar.getByRole('button', { name: 'Today' }).click();
      await expect(range).toHaveText(before ?? '');
    },
  );

  test("this month's birthday is gold, all day, on its day", async ({ page }) => {
    const { year, month } = churchToday();
    const [name, day] = BIRTHDAYS[month - 1]!;
    const label = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month - 1, day)));
    const entry = page.locator('.rbc-event').filter({ hasText: `${name} Birthday` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveCSS('background-color', 'rgb(242, 194, 48)');
    await expect(entry.getByText(`${name} Birthday, ${label}, all day`)).toBeAttached();
    // The day view of that date shows it as an all-day entry.
    await page.getByRole('button', { name: `Show ${label} in day view` }).click();
    await expect(page.getByTestId('calendar-range')).toContainText(String(day));
    await expect(
      page.locator('.rbc-allday-cell .rbc-event').filter({ hasText: `${name} Birthday` }),
    ).toBeVisible();
    // Events are blue.
    await page.getByRole('button', { name: 'Agenda' }).click();
    await expect(page.locator('.rbc-agenda-view .rbc-entry-event .rbc-entry-link').first()).toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    );
  });

  test('clicking an event opens its page', { tag: '@mobile' }, async ({ page }) => {
    await page.getByRole('button', { name: 'Agenda' }).click();
    await page.getByRole('link', { name: new RegExp(`^${SUNDAY.title}, `) }).click();
    await expect(page).toHaveURL(`/events/${SUNDAY.id}`);
    await expect(page.getByRole('heading', { level: 1, name: SUNDAY.title })).toBeVisible();
  });

  test('the agenda is usable by keyboard', async ({ page }) => {
    await page.getByRole('button', { name: 'Agenda' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
    const link = page.getByRole('link', {
      name: new RegExp(`^${SUNDAY.title}, \\w+day, \\w+ \\d+, \\d{4}, 9:00 AM to 12:00 PM$`),
    });
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await link.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/events/${SUNDAY.id}`);
  });
});

/**
 * The open event page's own address as the app computes it: the configured site address
 * (decision 0033), not necessarily the address the test server answers on. Read from the page's
 * structured data, which the app writes from the same source as its share link and .ics file.
 */
async function eventAddress(page: Page): Promise<string> {
  const jsonLd = (await jsonLdOfType(page, 'Event')) ?? {};
  expect(jsonLd.url).toMatch(new RegExp(`^https?://[^/]+/events/${SUNDAY.id}$`));
  return String(jsonLd.url);
}

test.describe('event page', () => {
  test('shows the event with its meeting links', async ({ page }) => {
    await page.goto(`/events/${SUNDAY.id}`);
    await expect(page.getByRole('heading', { level: 1, name: SUNDAY.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${SUNDAY.title} \\| `));
    await expect(page.getByText('9:00 AM - 12:00 PM')).toBeVisible();
    const links = page.getByRole('region', { name: 'Online Meeting Links' }).getByRole('link');
    await expect(links).toHaveText([/Microsoft Teams/, /Zoom/, /Google Meet/]);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('heading', { name: 'About This Event' })).toBeVisible();
    const jsonLd = await jsonLdOfType(page, 'Event');
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: SUNDAY.title, eventAttendanceMode: /Mixed/ });
  });

  test('has no meeting card without links', async ({ page }) => {
    await page.goto(`/events/${BRUNCH.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BRUNCH.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Online Meeting Links' })).toHaveCount(0);
  });

  for (const [what, id] of [
    ['a missing id', 'c0000000-0000-4000-8000-0000000000ff'],
    ['a malformed id', 'not-a-uuid'],
  ] as const) {
    test(`shows 'Event Not Found' for ${what}`, async ({ page }) => {
      await page.goto(`/events/${id}`);
      await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
      await expect(
        page.getByText("The event you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to Events' }).click();
      await expect(page).toHaveURL(/\/events$/);
    });
  }

  test('Add to Calendar offers Google Calendar and downloads a valid .ics file', async ({ page }) => {
    await page.goto(`/events/${SUNDAY.id}`);
    await page.getByRole('button', { name: 'Add to Calendar' }).click();
    const google = new URL(
      (await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
    );
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('text')).toBe(SUNDAY.title);
    expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .ICS' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('sunday_celebration_service.ics');
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain(`UID:${SUNDAY.id}@church-website.events\r\n`);
    expect(text).toContain(`SUMMARY:${SUNDAY.title}\r\n`);
    expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(text).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(
      'LOCATION:Main Sanctuary\\, 4702 Century Plaza Rd\\, Indianapolis\\, IN 46254\r\n',
    );
    expect(unfolded).toContain(`URL;VALUE=URI:${await eventAddress(page)}\r\n`);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    await expect(toast(page, 'ICS file downloaded')).toBeVisible();
    await expect(toast(page, 'ICS file downloaded')).toContainText('Import it into your calendar app.');
  });

  test('Share falls back to the clipboard with a toast', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    await page.goto(`/events/${SUNDAY.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    await expect(toast(page, 'Link copied')).toContainText('Event link copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await eventAddress(page));
  });
});

test.describe('accessibility (WCAG 2.1 AA)', () => {
  test('/events list tabs', async ({ page, axe }) => {
    await page.goto('/events');
    for (const name of ['Upcoming', 'This Month', 'Next Month']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name }).getByRole('status')).toHaveCount(0);
      await settle(page);
      await axe();
    }
  });

  test('/events full calendar, every view', { tag: '@mobile' }, async ({ page, axe }) => {
    await page.goto('/events?tab=calendar');
    const toolbar = page.getByRole('toolbar', { name: 'Calendar' });
    await expect(toolbar).toBeVisible();
    for (const view of ['Month', 'Week', 'Day', 'Agenda']) {
      await toolbar.getByRole('button', { name: view, exact: true }).click();
      await expect(toolbar.getByRole('button', { name: view, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await settle(page);
      await axe();
    }
  });

  test("a crowded day's '+N more' in the month view", { tag: '@mobile' }, async ({ page, axe, db }) => {
    // The first of this month: in the month view, out of the upcoming lists other tests read.
    const rows = await db.query<{ id: string }>(
      `insert into church_events (title, start_time, location) select 'Crowded Day ' || g, date_trunc('month', now()) + interval '14 hours', 'Fellowship Hall' from generate_series(1, 5) g returning id::text`,
    );
    try {
      await page.goto('/events?tab=calendar');
      await expect(page.getByRole('toolbar', { name: 'Calendar' })).toBeVisible();
      await expect(page.locator('.rbc-show-more').first()).toBeVisible();
      await settle(page);
      await axe();
    } finally {
      await db.query('delete from church_events where id = any($1::uuid[])', [rows.map((row) => row.id)]);
    }
  });

  test('an event page', async ({ page, axe }) => {
    await page.goto(`/events/${SUNDAY.id}`);
    await expect(page.getByRole('heading', { level: 1, name: SUNDAY.title })).toBeVisible();
    await settle(page);
    await axe();
    await page.getByRole('button', { name: 'Add to Calendar' }).click();
    await axe();
  });

  test('event not found', async ({ page, axe }) => {
    await page.goto('/events/not-a-uuid');
    await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
    await axe();
  });
});
