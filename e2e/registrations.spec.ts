import { expect, test } from './fixtures';
import { e2eEnv } from './support/env';
import { EDITOR, signIn } from './support/staff';

/**
 * Event registration (issue 32, docs/decisions/0039), one walk through the real flow: a visitor
 * registers for the last seats and gets the e-mail with a working .ics and manage link; a second
 * visitor joins the waitlist; the first cancels from the link and the second is promoted and
 * e-mailed; the office checks the promoted person in on a phone and exports the CSV.
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

test('register, e-mail with .ics, cancel and promote, check in on a phone, export CSV', async ({
  page,
  db,
  axe,
  uniqueId,
}) => {
  const title = `Registration walk ${uniqueId}`;
  const [event] = await db.query<{ id: string }>(
    `insert into public.church_events (title, start_time, location)
     values ($1, now() + interval '10 days', 'Fellowship Hall') returning id::text`,
    [title],
  );
  const eventId = event!.id;
  await db.query(
    `insert into public.event_registration_settings (event_id, is_open, capacity, waitlist, questions)
     values ($1, true, 2, true, '[{"id":"q1","label":"Staying for lunch?","kind":"yes_no","required":true}]')`,
    [eventId],
  );
  const first = `first-${uniqueId}@example.org`;
  const second = `second-${uniqueId}@example.org`;
  try {
    // A visitor takes the last two seats.
    await page.goto(`/events/${eventId}`);
    await expect(page.getByText('Registration is open')).toBeVisible();
    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.getByText('2 seats left')).toBeVisible();
    await form.getByLabel('Name').fill('Avery First');
    await form.getByLabel('Email').fill(first);
    await form.getByLabel('Party size').selectOption('2');
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText("You're registered")).toBeVisible();

    // The e-mail: the church's name, the link, and an .ics calendars accept.
    const confirmation = await mailTo(first, `You're registered: ${title}`);
    const message = (await (
      await fetch(`${e2eEnv('mailUrl')}/api/v1/message/${confirmation.ID}`)
    ).json()) as {
      Text: string;
      Attachments: { PartID: string; FileName: string }[];
    };
    const token = /\/registrations\/([A-Za-z0-9_-]{32})/.exec(message.Text)?.[1];
    expect(token).toBeTruthy();
    expect(message.Attachments.map((a) => a.FileName)).toEqual(['event.ics']);
    const ics = await (
      await fetch(
        `${e2eEnv('mailUrl')}/api/v1/message/${confirmation.ID}/part/${message.Attachments[0]!.PartID}`,
      )
    ).text();
    expect(ics).toMatch(/BEGIN:VEVENT\r\n[\s\S]*SUMMARY:Registration walk[\s\S]*LOCATION:Fellowship Hall/);

    // A second visitor finds it full and joins the waitlist.
    await page.goto(`/events/${eventId}`);
    const waitlist = page.getByRole('form', { name: 'Join the waitlist' });
    await waitlist.getByLabel('Name').fill('Blake Second');
    await waitlist.getByLabel('Email').fill(second);
    await waitlist.getByRole('radio', { name: 'No' }).check();
    await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText("You're on the waitlist, number 1")).toBeVisible();

    // The first cancels from the link; the second is promoted and e-mailed.
    await page.goto(`/registrations/${token}`);
    await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible();
    await expect(page.getByText("You're registered")).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Cancel registration' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('This registration is cancelled.')).toBeVisible();
    await mailTo(second, "A seat opened: you're registered");

    // The office, on a phone at the door.
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, EDITOR, `/admin/events/${eventId}/registrations`);
    await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Check in Blake Second' }).click();
    await expect(page.getByRole('button', { name: 'Undo check-in of Blake Second' })).toBeVisible();
    const checkedIn = page.getByRole('definition').filter({ hasText: /^\d+$/ }).nth(2);
    await expect(checkedIn).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await axe();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString('utf8');
    expect(text).toContain('Name,Email,Phone,Party size,Status,Checked in,Registered,Staying for lunch?');
    expect(text).toMatch(/Blake Second,second-[^,]+,,1,confirmed,Yes,[^,]+,No/);
    expect(text).toMatch(/Avery First,first-[^,]+,,2,cancelled,No/);
  } finally {
    await db.query('delete from public.church_events where id = $1', [eventId]);
  }
});
