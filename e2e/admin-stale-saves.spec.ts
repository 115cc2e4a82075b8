import { expect, test } from './fixtures';
import { EDITOR, STAFF, signIn } from './support/staff';

/**
 * No lost edits in the staff areas built after the row versions (issue 42 item 3; decision 0020):
 * when someone else saved the row after the page read it, Save shows the one conflict message
 * and stores nothing. The other save is an update by SQL between the page's read and its Save
 * (an update that does not name `version` still moves it on).
 */

const CONFLICT = 'Someone else changed this. Reload to see their changes.';

/** The browser logs PostgREST's 409 answer to the refused save. */
function refusedSave(table: string): RegExp {
  return new RegExp(`status of 409 \\(Conflict\\).*/rest/v1/${table}\\?`);
}

test('the giving settings', async ({ page, db, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(refusedSave('giving_settings'));
  await db.lock('giving-mode', 'exclusive');
  const [before] = await db.query<{ signer: string | null }>(
    'select statement_signer as signer from public.giving_settings',
  );
  try {
    await signIn(page, STAFF, '/admin/settings/giving');
    const form = page.getByRole('form', { name: 'Giving settings' });
    await expect(form.getByLabel('Statement signer')).toBeVisible();
    await db.query(`update public.giving_settings set statement_signer = 'Someone Else, Treasurer'`);
    await form.getByLabel('Statement signer').fill('Jane Doe, Treasurer');
    await form.getByRole('button', { name: 'Save giving settings' }).click();
    await expect(form.getByRole('alert')).toHaveText(CONFLICT);
    const [after] = await db.query<{ signer: string }>(
      'select statement_signer as signer from public.giving_settings',
    );
    expect(after?.signer).toBe('Someone Else, Treasurer');
  } finally {
    await db.query('update public.giving_settings set statement_signer = $1', [before?.signer ?? null]);
  }
});

test('a fund', async ({ page, db, uniqueId, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(refusedSave('giving_funds'));
  const name = `Fund ${uniqueId}`.slice(0, 60);
  const [fund] = await db.query<{ id: string }>(
    `insert into public.giving_funds (name, position) values ($1, 999) returning id::text`,
    [name],
  );
  try {
    await signIn(page, STAFF, '/admin/settings/giving');
    const save = page.getByRole('button', { name: `Save ${name}` });
    await expect(save).toBeVisible();
    await db.query('update public.giving_funds set enabled = enabled where id = $1', [fund!.id]);
    await page.locator('li', { has: save }).getByLabel('Fund name').fill(`${name} renamed`.slice(0, 60));
    await save.click();
    await expect(page.locator('li', { has: save }).getByRole('alert')).toHaveText(CONFLICT);
    expect(await db.count('public.giving_funds', 'id = $1 and name = $2', [fund!.id, name])).toBe(1);
  } finally {
    await db.query('delete from public.giving_funds where id = $1', [fund!.id]);
  }
});

test('an event’s registration settings', async ({ page, db, uniqueId, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(refusedSave('event_registration_settings'));
  const [event] = await db.query<{ id: string }>(
    `insert into public.church_events (title, start_time) values ($1, now() + interval '12 days')
     returning id::text`,
    [`Stale registration ${uniqueId}`],
  );
  await db.query('insert into public.event_registration_settings (event_id, capacity) values ($1, 20)', [
    event!.id,
  ]);
  try {
    await signIn(page, EDITOR, `/admin/events/${event!.id}`);
    const seats = page.getByLabel('Seats per date');
    await expect(seats).toHaveValue('20');
    await db.query('update public.event_registration_settings set capacity = 30 where event_id = $1', [
      event!.id,
    ]);
    await seats.fill('25');
    await page.getByRole('button', { name: 'Save registration settings' }).click();
    await expect(page.getByRole('region', { name: 'Registration' }).getByRole('alert')).toHaveText(CONFLICT);
    expect(
      await db.count('public.event_registration_settings', 'event_id = $1 and capacity = 30', [event!.id]),
    ).toBe(1);
  } finally {
    await db.query('delete from public.church_events where id = $1', [event!.id]);
  }
});

test('a newsletter issue', async ({ page, db, uniqueId, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(refusedSave('newsletter_issues'));
  const subject = `Stale issue ${uniqueId}`;
  const [issue] = await db.query<{ id: string }>(
    `insert into public.newsletter_issues (slug, subject, body) values ($1, $2, 'Hello.') returning id::text`,
    [`stale-${uniqueId}`.toLowerCase().replace(/[^a-z0-9-]/g, '-'), subject],
  );
  try {
    await signIn(page, EDITOR, `/admin/newsletter?issue=${issue!.id}`);
    const subjectField = page.getByRole('textbox', { name: 'Subject' });
    await expect(subjectField).toHaveValue(subject);
    await db.query(`update public.newsletter_issues set body = 'Someone else wrote this.' where id = $1`, [
      issue!.id,
    ]);
    await subjectField.fill(`${subject} (mine)`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CONFLICT })).toBeVisible();
    expect(await db.count('public.newsletter_issues', 'id = $1 and subject = $2', [issue!.id, subject])).toBe(
      1,
    );
  } finally {
    await db.query('delete from public.newsletter_issues where id = $1', [issue!.id]);
  }
});
