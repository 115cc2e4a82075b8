import { expect, test, toast } from './fixtures';
import { e2eEnv } from './support/env';
import { signIn, STAFF } from './support/staff';

/**
 * One church time (issue 42 item 5, docs/decisions/0052): an admin changes the time zone under
 * Settings → Church, and the times on /events, in the newsletter's schedule and in the feeds all
 * move to the new zone; the settings say that the public pages, built in the old zone, need a new
 * build, and /events shows the new times as soon as the app has read the setting.
 *
 * The time zone is shared by every page, so the test holds the settings' exclusive lock (the
 * events specs hold it shared) and puts the seeded setting back.
 */

test.skip(({ isMobile }) => isMobile, 'data and text: checked once, at desktop width');

const OLD_ZONE = 'America/Indiana/Indianapolis';
const NEW_ZONE = 'America/Los_Angeles';

/** '3:00 PM': the time of day of `instant` in `timeZone`, as the pages write it. */
function clock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** {@link clock} as a pattern: `Intl` writes a narrow no-break space before 'PM' (the composer's). */
function clockPattern(instant: Date, timeZone: string): RegExp {
  return new RegExp(`\\b${clock(instant, timeZone).replace(' ', '\\s')}\\b`);
}

/** A feed's address as a calendar or podcast app fetches it. */
function feed(name: string): string {
  return `${e2eEnv('apiUrl').replace(/\/+$/, '')}/rest/v1/rpc/${name}?apikey=${e2eEnv('anonKey')}`;
}

/** The newest podcast episode's publication moment (noon of the sermon's day, church time). */
function firstPubDate(xml: string): Date {
  const text = /<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/.exec(xml)?.[1];
  expect(text, 'the podcast feed has an episode').toBeTruthy();
  return new Date(text!);
}

test('changing the time zone in Settings moves the times of the events page, the newsletter schedule and the feeds alike', async ({
  page,
  request,
  db,
  uniqueId,
}) => {
  await db.lock('site_settings', 'exclusive');
  const [saved] = await db.query<{ setting_value: unknown }>(
    `select setting_value from public.site_settings where setting_key = 'site_identity'`,
  );
  // Three days ahead, on the hour: a one-off event and a scheduled issue at the same moment.
  const at = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 24 * 3_600_000);
  const title = `Church time ${uniqueId}`;
  const [event] = await db.query<{ id: string }>(
    `insert into public.church_events (title, start_time, status) values ($1, $2, 'published') returning id::text`,
    [title, at.toISOString()],
  );
  const [issue] = await db.query<{ id: string }>(
    `insert into public.newsletter_issues (slug, subject, body, status, scheduled_for)
     values ($1, $2, 'Hello.', 'scheduled', $3) returning id::text`,
    [`church-time-${uniqueId}`.toLowerCase().replace(/[^a-z0-9-]/g, '-'), title, at.toISOString()],
  );
  const eventCard = () => page.getByRole('article').filter({ hasText: title });
  const schedule = () => page.getByText(/^Scheduled for /);
  try {
    // Before: church time is Indianapolis everywhere.
    await page.goto('/events');
    await expect(eventCard()).toContainText(clock(at, OLD_ZONE));
    const calendarBefore = await (await request.get(feed('calendar_feed'))).text();
    expect(calendarBefore).toContain(`X-WR-TIMEZONE:${OLD_ZONE}`);
    const episodeBefore = firstPubDate(await (await request.get(feed('podcast_feed'))).text());
    expect(clock(episodeBefore, OLD_ZONE)).toBe('12:00 PM');

    await signIn(page, STAFF, `/admin/newsletter?issue=${issue!.id}`);
    await expect(schedule()).toContainText(clockPattern(at, OLD_ZONE));

    // The admin changes the time zone; the page says the public pages need a new build.
    await page.goto('/admin/settings/church');
    const church = page.getByRole('region', { name: 'Church' });
    await church.getByLabel('Time zone').fill(NEW_ZONE);
    await church.getByRole('button', { name: 'Save church' }).click();
    await expect(toast(page, 'Church saved.')).toBeVisible();
    await expect(church.getByRole('status')).toHaveText(
      `The public pages were built in ${OLD_ZONE.replace(/_/g, ' ')} time: they show America/Los Angeles after the next build (Site rebuilds).`,
    );

    // The newsletter's schedule, in the new zone.
    await page.goto(`/admin/newsletter?issue=${issue!.id}`);
    await expect(schedule()).toContainText(clockPattern(at, NEW_ZONE));

    // /events: the prerendered page is the old build's; the app reads the setting and corrects it.
    await page.goto('/events');
    expect(await page.locator('meta[name="church-time-zone"]').getAttribute('content')).toBe(OLD_ZONE);
    await expect(eventCard()).toContainText(clock(at, NEW_ZONE));
    await expect(eventCard()).not.toContainText(clock(at, OLD_ZONE));

    // The feeds: the calendar names the new zone, the podcast's noon is Los Angeles' noon.
    const calendarAfter = await (await request.get(feed('calendar_feed'))).text();
    expect(calendarAfter).toContain(`X-WR-TIMEZONE:${NEW_ZONE}`);
    const episodeAfter = firstPubDate(await (await request.get(feed('podcast_feed'))).text());
    expect(clock(episodeAfter, NEW_ZONE)).toBe('12:00 PM');
    expect(episodeAfter.getTime() - episodeBefore.getTime()).toBe(3 * 3_600_000);
  } finally {
    if (saved)
      await db.query(
        `update public.site_settings set setting_value = $1 where setting_key = 'site_identity'`,
        [saved.setting_value],
      );
    else await db.query(`delete from public.site_settings where setting_key = 'site_identity'`);
    await db.query('delete from public.newsletter_issues where id = $1', [issue!.id]);
    await db.query('delete from public.church_events where id = $1', [event!.id]);
  }
});
