import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eEnv } from './support/env';
import { EDITOR, signIn } from './support/staff';

/**
 * Event registration (issue 32, docs/decisions/0039 and 0047), through the real flow: a visitor
 * registers for the last seats, is asked to confirm from the e-mail, opens the link from the
 * local inbox and is registered (the e-mail with a working .ics follows); a second visitor joins
 * the waitlist; the first cancels and the second is offered the seat by e-mail; the office sees
 * the offer awaiting confirmation apart from the registered, the second confirms from the
 * e-mail, and the office checks them in on a phone and exports the CSV. A seat nobody confirms
 * is released when its hold runs out (the clock moved forward in the database, not waited for).
 */

interface Caught {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

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
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

async function mailText(
  caught: Caught,
): Promise<{ Text: string; Attachments: { PartID: string; FileName: string }[] }> {
  return (await (await fetch(`${e2eEnv('mailUrl')}/api/v1/message/${caught.ID}`)).json()) as {
    Text: string;
    Attachments: { PartID: string; FileName: string }[];
  };
}

/** The address of the registration's page in an e-mail. */
async function linkIn(caught: Caught): Promise<string> {
  const token = /\/registrations\/([A-Za-z0-9_-]{32})/.exec((await mailText(caught)).Text)?.[1];
  expect(token, `a registration link in "${caught.Subject}"`).toBeTruthy();
  return `/registrations/${token}`;
}

/** Fills the event page's form (name, e-mail, party, the yes/no question) and sends it. */
async function signUp(page: Page, form: string, name: string, email: string, party = 1): Promise<void> {
  const f = page.getByRole('form', { name: form });
  await f.getByLabel('Name').fill(name);
  await f.getByLabel('Email').fill(email);
  if (party > 1) await f.getByLabel('Party size').selectOption(String(party));
  await f.getByRole('radio', { name: 'Yes' }).check();
  await f.getByRole('button', { name: form }).click();
}

async function newEvent(
  db: { query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]> },
  title: string,
  capacity: number,
): Promise<string> {
  const [event] = await db.query(
    `insert into public.church_events (title, start_time, location)
     values ($1, now() + interval '10 days', 'Fellowship Hall') returning id::text`,
    [title],
  );
  const eventId = event!.id as string;
  await db.query(
    `insert into public.event_registration_settings (event_id, is_open, capacity, waitlist, questions)
     values ($1, true, $2, true, '[{"id":"q1","label":"Staying for lunch?","kind":"yes_no","required":true}]')`,
    [eventId, capacity],
  );
  return eventId;
}

test('register, confirm from the e-mail, waitlist offer, the office sees holds apart, check in, CSV', async ({
  page,
  db,
  axe,
  uniqueId,
}) => {
  const title = `Registration walk ${uniqueId}`;
  const eventId = await newEvent(db, title, 2);
  const first = `first-${uniqueId}@example.org`;
  const second = `second-${uniqueId}@example.org`;
  try {
    // A visitor signs up for the last two seats: they are held until the e-mail's link is opened.
    await page.goto(`/events/${eventId}`);
    await expect(page.getByText('Registration is open')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Register' }).getByText('2 seats left')).toBeVisible();
    await signUp(page, 'Register', 'Avery First', first, 2);
    await expect(page.getByText('Check your e-mail to confirm your seat')).toBeVisible();
    await expect(page.getByText("You're registered")).toHaveCount(0);

    // The link in 'Confirm your seat', opened from the local inbox, confirms the seats.
    const hold = await mailTo(first, `Confirm your seat: ${title}`);
    await page.goto(await linkIn(hold));
    await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "You're registered" })).toBeVisible();
    await axe();

    // Then "You're registered", with an .ics calendars accept.
    const confirmation = await mailTo(first, `You're registered: ${title}`);
    const message = await mailText(confirmation);
    expect(message.Attachments.map((a) => a.FileName)).toEqual(['event.ics']);
    const ics = await (
      await fetch(
        `${e2eEnv('mailUrl')}/api/v1/message/${confirmation.ID}/part/${message.Attachments[0]!.PartID}`,
      )
    ).text();
    expect(ics).toMatch(/BEGIN:VEVENT\r\n[\s\S]*SUMMARY:Registration walk[\s\S]*LOCATION:Fellowship Hall/);
    const own = await linkIn(confirmation);

    // A second visitor finds it full and joins the waitlist.
    await page.goto(`/events/${eventId}`);
    await signUp(page, 'Join the waitlist', 'Blake Second', second);
    await expect(page.getByText("You're on the waitlist, number 1")).toBeVisible();

    // The first cancels from the link; the second is offered the seat by e-mail.
    await page.goto(own);
    await page.getByRole('button', { name: 'Cancel registration' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('This registration is cancelled.')).toBeVisible();
    const offer = await mailTo(second, `A seat opened: ${title}`);

    // The office, on a phone at the door: the offer waits for confirmation, apart.
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, EDITOR, `/admin/events/${eventId}/registrations`);
    await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();
    await expect(page.getByText('0 registered, 1 awaiting confirmation')).toBeVisible();
    const awaiting = page.getByRole('region', { name: 'Awaiting confirmation (1)' });
    await expect(awaiting.getByText('Blake Second', { exact: true })).toBeVisible();
    await expect(awaiting.getByText(/Awaiting confirmation until/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Cancelled (1)' }).getByText('Avery First', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check in Blake Second' })).toHaveCount(0);
    await axe();

    // The second confirms from the e-mail; the office checks them in.
    await page.goto(await linkIn(offer));
    await expect(page.getByRole('status').filter({ hasText: "You're registered" })).toBeVisible();
    await page.goto(`/admin/events/${eventId}/registrations`);
    await expect(page.getByText('1 registered, 0 awaiting confirmation')).toBeVisible();
    await page
      .getByRole('region', { name: 'Registered (1)' })
      .getByRole('button', { name: 'Check in Blake Second' })
      .click();
    await expect(page.getByRole('button', { name: 'Undo check-in of Blake Second' })).toBeVisible();
    await expect(page.locator('dl > div', { hasText: 'Checked in' }).getByRole('definition')).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await axe();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString('utf8');
    expect(text).toContain('Name,Email,Phone,Party size,Status,Checked in,Registered,Staying for lunch?');
    // The page's words and the church's date and time ('Dec 5, 2026, 8:58 PM'), never stored values.
    const when = String.raw`"[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M"`;
    expect(text).toMatch(new RegExp(`Blake Second,second-[^,]+,,1,Registered,${when},${when},Yes`));
    expect(text).toMatch(new RegExp(`Avery First,first-[^,]+,,2,Cancelled,,${when},Yes`));
    expect(text).not.toMatch(/confirmed|cancelled|\d{4}-\d{2}-\d{2}T/);
  } finally {
    await db.query('delete from public.church_events where id = $1', [eventId]);
  }
});

test('a seat nobody confirms is released when its hold runs out, and the person is told', async ({
  page,
  db,
  uniqueId,
}) => {
  const title = `Registration hold ${uniqueId}`;
  const eventId = await newEvent(db, title, 1);
  const email = `late-${uniqueId}@example.org`;
  try {
    await page.goto(`/events/${eventId}`);
    await signUp(page, 'Register', 'Riley Late', email);
    await expect(page.getByText('Check your e-mail to confirm your seat')).toBeVisible();
    const hold = await mailTo(email, `Confirm your seat: ${title}`);
    expect((await mailText(hold)).Text).toMatch(/Open the link below by .+ to confirm/);
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('form', { name: 'Join the waitlist' })).toBeVisible();

    // Thirty minutes later (the clock moved in the database), the schedule's release runs.
    await db.query(
      `update public.event_registrations set hold_expires_at = now() - interval '1 minute'
       where event_id = $1 and status = 'awaiting'`,
      [eventId],
    );
    await db.query('select private.release_registration_holds()');
    await mailTo(email, `Your seat was released: ${title}`);

    // The seat is free again, and the old link says what happened.
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('form', { name: 'Register' }).getByText('1 seat left')).toBeVisible();
    await page.goto(await linkIn(hold));
    await expect(page.getByRole('status').filter({ hasText: 'Your seats were released' })).toBeVisible();
    await expect(page.getByText(/was not opened in time/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0);
  } finally {
    await db.query('delete from public.church_events where id = $1', [eventId]);
  }
});
