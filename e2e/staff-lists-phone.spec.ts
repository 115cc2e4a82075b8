import type { Page } from '@playwright/test';
import { e2eEnv } from './support/env';
import { expect, test } from './fixtures';
import { EDITOR, FINANCE, signIn } from './support/staff';

/**
 * A week's lists on a 390 px phone (issue 45 items 5 and 7; docs/decisions/0038, 0039): finance
 * sees a donor's cancelled monthly gift as 'Cancelled' on /admin/giving (given through the
 * Stripe stand-in, cancelled from the receipt's portal link, applied by the webhook), with the
 * gift's amount and status on screen, not in a box that scrolls sideways; the door list finds a
 * person by name, dials their phone and counts the check-in; and an event page says 'Full — join
 * the waitlist' or 'Full' when no seat is left.
 *
 * Staff specs run on the `desktop` project only (playwright.config.ts): this one sets the phone's
 * viewport itself.
 */

test.skip(({ isMobile }) => isMobile, 'the phone viewport is set by this spec on the desktop project');
test.use({ viewport: { width: 390, height: 844 } });

/** The link of the first e-mail to `address` whose text holds `marker`. */
async function linkInMail(address: string, marker: RegExp): Promise<string> {
  const mailUrl = e2eEnv('mailUrl');
  let link = '';
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${mailUrl}/api/v1/messages`)).json()) as {
          messages: { ID: string; To: { Address: string }[] }[];
        };
        for (const m of list.messages.filter((x) => x.To.some((t) => t.Address === address))) {
          const { Text } = (await (await fetch(`${mailUrl}/api/v1/message/${m.ID}`)).json()) as {
            Text: string;
          };
          link = marker.exec(Text)?.[0] ?? link;
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** Fails when the page scrolls sideways, or `what` reaches past the screen's right edge. */
async function fitsThePhone(page: Page, what: ReturnType<Page['getByText']>): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const box = await what.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
}

test('finance sees a donor’s cancelled monthly gift as cancelled, on a phone', async ({
  page,
  db,
  axe,
  baseURL,
  uniqueId,
}) => {
  test.slow();
  await db.lock('giving-mode', 'exclusive');
  await db.query('update private.alert_settings set site_url = $1', [baseURL!.replace(/\/+$/, '')]);
  await db.query(`update public.giving_settings set provider = 'stripe'`);
  const email = `cancels-${uniqueId.replace(/[^a-z0-9]/gi, '').toLowerCase()}@example.org`;
  try {
    // A monthly gift of $50 to Missions, paid on the stand-in's Checkout page.
    await page.goto('/donate');
    await page.getByLabel('Make this recurring').check();
    await page.getByLabel('Fund').selectOption({ label: 'Missions' });
    await page.getByLabel('Email for your receipt (optional)').fill(email);
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_/);
    const [gift] = await db.query<{ next: Date | null }>(
      `select next_charge_at as next from public.recurring_gifts where donor_email = $1`,
      [email],
    );
    // The webhook kept the next charge from the paid period (the stand-in's month: 30 days).
    expect(gift?.next?.getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);

    // The donor cancels from the receipt's link: the stand-in's portal, then the webhook.
    await page.goto(await linkInMail(email, /https?:\/\/\S+\/giving-checkout\/portal\?\S+/));
    await page.getByRole('button', { name: 'Cancel gift' }).click();
    await expect(page.getByText('(canceled)')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await db.query(`select status from public.recurring_gifts where donor_email = $1`, [email]))[0],
      )
      .toEqual({ status: 'ended' });

    // Finance, on a phone: the recurring gifts, filtered to the cancelled ones.
    await signIn(page, FINANCE, '/admin/giving');
    await page.getByRole('tab', { name: 'Recurring gifts' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
    await expect(page).toHaveURL(/[?&]tab=recurring&status=ended$/);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Monthly');
    await expect(row).toContainText('Missions');
    await expect(row).toContainText('$50.00');
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await fitsThePhone(page, row.getByText('Cancelled', { exact: true }));
    await fitsThePhone(page, row.getByText('$50.00'));
    await axe();

    // The gifts tab: the same donor's gift as stacked rows, amount and status on screen.
    await page.getByRole('tab', { name: 'Gifts', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/giving$/);
    const received = page.getByRole('row').filter({ hasText: email });
    await fitsThePhone(page, received.getByText('Received'));
  } finally {
    await db.query(`delete from public.donations where donor_email = $1`, [email]);
    await db.query(`delete from public.recurring_gifts where donor_email = $1`, [email]);
    await db.query(`update public.giving_settings set provider = 'simulated'`);
  }
});

test('the door list: search by name, tap to call, check in; the event page says Full', async ({
  page,
  db,
  axe,
  uniqueId,
}) => {
  const title = `Door list ${uniqueId}`;
  const [event] = await db.query<{ id: string; day: string }>(
    `insert into public.church_events (title, start_time, location)
     values ($1, now() + interval '10 days', 'Fellowship Hall')
     returning id::text, to_char((start_time at time zone time_zone)::date, 'YYYY-MM-DD') as day`,
    [title],
  );
  const eventId = event!.id;
  try {
    await db.query(
      `insert into public.event_registration_settings (event_id, is_open, capacity, waitlist)
       values ($1, true, 3, true)`,
      [eventId],
    );
    await db.query(
      `insert into public.event_registrations (event_id, occurrence_date, name, email, phone, party_size, status)
       values ($1, $2, 'Avery Door', 'avery-${uniqueId}@example.org', '(317) 555-0142', 2, 'confirmed'),
              ($1, $2, 'Blake Late', 'blake-${uniqueId}@example.org', null, 1, 'confirmed')`,
      [eventId, event!.day],
    );

    // Every seat is taken: the event page says so, and how to get in.
    await page.goto(`/events/${eventId}`);
    await expect(page.getByText('Full — join the waitlist', { exact: true })).toBeVisible();
    await expect(page.getByText('Registration is open')).toHaveCount(0);
    await db.query('update public.event_registration_settings set waitlist = false where event_id = $1', [
      eventId,
    ]);
    await page.reload();
    await expect(page.getByText('Full', { exact: true })).toBeVisible();

    // At the door: find Avery, whose number is one tap away, and check the party in.
    await signIn(page, EDITOR, `/admin/events/${eventId}/registrations`);
    await expect(page.getByText('3 registered, 0 awaiting confirmation, 0 checked in')).toBeVisible();
    await page.getByLabel('Search by name or e-mail').fill('avery');
    await expect(page).toHaveURL(/[?&]q=avery/);
    await expect(page.getByText('Blake Late')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '(317) 555-0142' })).toHaveAttribute(
      'href',
      'tel:3175550142',
    );
    await page.getByRole('button', { name: 'Check in Avery Door' }).click();
    await expect(page.getByText('3 registered, 0 awaiting confirmation, 2 checked in')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await axe();

    // A reload (or a shared link) keeps the search.
    await page.reload();
    await expect(page.getByLabel('Search by name or e-mail')).toHaveValue('avery');
    await expect(page.getByRole('button', { name: 'Undo check-in of Avery Door' })).toBeVisible();
    await expect(page.getByText('Blake Late')).toHaveCount(0);
  } finally {
    await db.query('delete from public.church_events where id = $1', [eventId]);
  }
});
