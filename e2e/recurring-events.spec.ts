import { e2eEnv } from './support/env';
import { type Db, expect, settle, showAllEvents, test } from './fixtures';

/**
 * The seeded recurring events (supabase/seed.sql, decision 0028) in every public view: the
 * weekly Wednesday Bible study (one date cancelled, one moved to Thursday in Conference Room B),
 * the first-Saturday men's breakfast and the fortnightly youth night that ends with May.
 */
const STUDY = 'c1000000-0000-4000-8000-000000000001';
const BREAKFAST = 'c1000000-0000-4000-8000-000000000002';
const YOUTH = 'c1000000-0000-4000-8000-000000000003';
const ZONE = 'America/Indiana/Indianapolis';

interface Occurrence {
  event_id: string;
  occurrence_date: string;
  title: string;
  is_recurring: boolean;
}

/** The seeded study's cancelled and moved dates (`yyyy-mm-dd`). */
async function studyExceptions(db: Db): Promise<{ cancelled: string; moved: string }> {
  const rows = await db.query<{ occurrence_date: string; is_cancelled: boolean }>(
    `select occurrence_date::text, is_cancelled from public.church_event_exceptions where event_id = $1`,
    [STUDY],
  );
  const cancelled = rows.find((r) => r.is_cancelled)?.occurrence_date;
  const moved = rows.find((r) => !r.is_cancelled)?.occurrence_date;
  if (!cancelled || !moved) throw new Error('the seed has no cancelled and moved Bible study dates');
  return { cancelled, moved };
}

function path(o: Pick<Occurrence, 'event_id' | 'occurrence_date' | 'is_recurring'>): string {
  return o.is_recurring ? `/events/${o.event_id}/${o.occurrence_date}` : `/events/${o.event_id}`;
}

test.describe('seeded recurring events', () => {
  test(
    'a cancelled date is struck through with Cancelled, a moved date shows its new day and place',
    { tag: '@mobile' },
    async ({ page, db, axe }) => {
      const { cancelled, moved } = await studyExceptions(db);

      await page.goto(`/events/${STUDY}/${cancelled}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Wednesday Bible Study' })).toBeVisible();
      await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(page.locator('dl s')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Add to Calendar' })).toHaveCount(0);
      await axe();

      await page.goto(`/events/${STUDY}/${moved}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Wednesday Bible Study' })).toBeVisible();
      await expect(page.getByText(/^Moved from Wednesday, /)).toBeVisible();
      await expect(page.getByText(/^Thursday, /)).toBeVisible();
      await expect(page.getByText('6:30 PM - 8:00 PM')).toBeVisible();
      await expect(page.getByText(/^Conference Room B/)).toBeVisible();
      await expect(page.getByText('Cancelled', { exact: true })).toHaveCount(0);
      // Its own Google Calendar link, with the moved times and this date's page.
      await page.getByRole('button', { name: 'Add to Calendar' }).click();
      const google = new URL(
        (await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
      );
      const [start] = await db.query<{ start: string }>(
        `select to_char(start_time at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"') as start
         from public.event_occurrences(now() - interval '1 day', now() + interval '60 days')
         where event_id = $1 and occurrence_date = $2`,
        [STUDY, moved],
      );
      expect(google.searchParams.get('dates')?.split('/')[0]).toBe(start?.start);
      expect(google.searchParams.get('details')).toContain(`/events/${STUDY}/${moved}`);
      await axe();

      // A date the series does not have, and a malformed date.
      await page.goto(`/events/${STUDY}/2020-01-02`);
      await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
      await page.goto(`/events/${STUDY}/2026-02-30`);
      await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
    },
  );

  test('home shows the next three dates from the one expansion, cancelled dates left out', async ({
    page,
    db,
  }) => {
    const expected = await db.query<Occurrence>(
      `select event_id::text, occurrence_date::text, title, is_recurring
       from public.event_occurrences(now() - interval '1 day', now() + interval '400 days')
       where not is_cancelled and (start_time at time zone '${ZONE}')::date >= (now() at time zone '${ZONE}')::date
       order by start_time, event_id limit 3`,
    );
    await page.goto('/');
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Upcoming Events' }) });
    const details = section.getByRole('link', { name: /View Details/ });
    await expect(details).toHaveCount(3);
    const hrefs = await details.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(expected.map(path));
  });

  test('the Upcoming list and the calendar follow the series and their exceptions', async ({
    page,
    db,
    axe,
  }) => {
    const { cancelled, moved } = await studyExceptions(db);
    const upcoming = await db.query<Occurrence>(
      `select event_id::text, occurrence_date::text, title, is_recurring
       from public.event_occurrences(now(), now() + interval '400 days')
       where not is_cancelled and start_time >= now() and event_id = any($1::uuid[])
       order by start_time, event_id`,
      [[STUDY, BREAKFAST, YOUTH]],
    );
    expect(upcoming.length).toBeGreaterThan(20);

    await page.goto('/events');
    const list = page.getByRole('tabpanel', { name: 'Upcoming' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await showAllEvents(list);
    const hrefs = await list
      .getByRole('link', { name: /View Details/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const series = hrefs.filter((h) =>
      [STUDY, BREAKFAST, YOUTH].some((id) => h.startsWith(`/events/${id}/`)),
    );
    expect(series).toEqual(upcoming.map(path));
    expect(hrefs).toContain(`/events/${STUDY}/${moved}`);
    expect(hrefs).not.toContain(`/events/${STUDY}/${cancelled}`);
    // The youth night ends with May.
    const lastYouth = upcoming.filter((o) => o.event_id === YOUTH).pop();
    expect(lastYouth?.occurrence_date.slice(5, 7)).toBe('05');

    // The calendar's agenda (30 days) links each date to its page, the moved one included.
    await page.goto('/events?tab=calendar');
    const toolbar = page.getByRole('toolbar', { name: 'Calendar' });
    await toolbar.getByRole('button', { name: 'Agenda', exact: true }).click();
    await settle(page);
    const agendaLinks = await page
      .locator('.rbc-agenda-view a.rbc-entry-link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const inAgenda = await db.query<Occurrence>(
      `select event_id::text, occurrence_date::text, title, is_recurring
       from public.event_occurrences(now(), now() + interval '28 days')
       where not is_cancelled and event_id = $1 and start_time >= now()
       order by start_time`,
      [STUDY],
    );
    for (const o of inAgenda) expect(agendaLinks).toContain(path(o));
    expect(agendaLinks).not.toContain(`/events/${STUDY}/${cancelled}`);
    await axe();
  });

  test('the calendar feed publishes the study as one series with EXDATE and a RECURRENCE-ID', async ({
    request,
    db,
  }) => {
    const { cancelled, moved } = await studyExceptions(db);
    const url = `${e2eEnv('apiUrl').replace(/\/+$/, '')}/rest/v1/rpc/calendar_feed?apikey=${e2eEnv('anonKey')}`;
    const response = await request.get(url, { headers: { Accept: '' } });
    expect(response.status()).toBe(200);
    const text = (await response.text()).replace(/\r\n /g, '');
    expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${ZONE}\r\n`);
    const study = text.split('BEGIN:VEVENT').filter((v) => v.includes(`UID:${STUDY}@church-website.events`));
    expect(study).toHaveLength(2);
    expect(study[0]).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE\r\n');
    expect(study[0]).toContain(`EXDATE;TZID=${ZONE}:${cancelled.replaceAll('-', '')}T190000\r\n`);
    expect(study[1]).toContain(`RECURRENCE-ID;TZID=${ZONE}:${moved.replaceAll('-', '')}T190000\r\n`);
    expect(study[1]).toContain('LOCATION:Conference Room B');
  });

  test('a draft series stays invisible to visitors', async ({ page, db, uniqueId }) => {
    const title = `Draft series ${uniqueId}`;
    const [row] = await db.query<{ id: string; day: string }>(
      `insert into public.church_events (title, start_time, end_time, recurrence_rule, status)
       values ($1, date_trunc('day', now()) + interval '1 day 19 hours', date_trunc('day', now()) + interval '1 day 20 hours',
               'FREQ=DAILY;COUNT=10', 'draft')
       returning id::text, (start_time at time zone '${ZONE}')::date::text as day`,
      [title],
    );
    try {
      await page.goto('/events');
      await expect(
        page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('article').first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
      await page.goto(`/events/${row?.id}/${row?.day}`);
      await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
      await page.goto(`/events/${row?.id}`);
      await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
    } finally {
      await db.query('delete from public.church_events where id = $1', [row?.id]);
    }
  });
});

test.describe('the shared events loader', () => {
  // Spec §4: Upcoming is every event that starts now or later. Only the expansion of repeating
  // series is bounded (about 400 days either side of now); a one-time event is read whatever its
  // date (issue 30).
  test('a one-time event 500 days ahead is under Upcoming, last', async ({ page, db, uniqueId }) => {
    const title = `Jubilee ${uniqueId}`;
    const [row] = await db.query<{ id: string }>(
      `insert into public.church_events (title, location, start_time, end_time)
       values ($1, 'Main Sanctuary', date_trunc('hour', now()) + interval '500 days',
               date_trunc('hour', now()) + interval '500 days 2 hours')
       returning id::text`,
      [title],
    );
    try {
      await page.goto('/events');
      const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' });
      await expect(upcoming.getByRole('article').first()).toBeVisible();
      await showAllEvents(upcoming);
      await expect(upcoming.getByRole('heading', { name: title })).toBeVisible();
      await expect(upcoming.getByRole('article').last().getByRole('heading', { name: title })).toBeVisible();
      await expect(
        upcoming
          .getByRole('article')
          .last()
          .getByRole('link', { name: /View Details/ }),
      ).toHaveAttribute('href', `/events/${row?.id}`);
    } finally {
      await db.query('delete from public.church_events where id = $1', [row?.id]);
    }
  });
});
