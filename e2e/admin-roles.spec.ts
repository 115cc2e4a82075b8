import type { Page } from '@playwright/test';
import { expect, test, toast, type Db } from './fixtures';
import { signIn, STAFF, staffLinkLabels, type Account } from './support/staff';

/**
 * Staff roles and the activity log (docs/decisions/0021), desktop: an editor sees the editor's
 * links only and is refused /admin/activity; an admin approves a testimony and finds the change
 * at the top of /admin/activity as a sentence with their name; axe on the activity page and on
 * the refusal.
 *
 * The editor account is the seed's local-only `editor@example.org` (README's demo accounts).
 * When the database does not have it, the test creates that account with SQL for itself and
 * removes it again, so this spec does not depend on the seed's version.
 */

const EDITOR: Account = { email: 'editor@example.org', password: 'editor-local-only-password' };

test.skip(({ isMobile }) => isMobile, 'the role checks are the same on every screen; desktop only');

/**
 * Makes sure `EDITOR` exists as an editor; returns a clean-up that removes what was created.
 * The lock keeps tests of other workers from creating the same account at once.
 */
async function ensureEditor(db: Db): Promise<() => Promise<void>> {
  await db.lock('admin-roles: editor account', 'exclusive');
  const [existing] = await db.query<{ id: string }>('select id from auth.users where email = $1', [
    EDITOR.email,
  ]);
  if (existing) {
    const [staff] = await db.query<{ role: string }>(
      'select role from public.staff_members where user_id = $1',
      [existing.id],
    );
    expect(staff?.role, 'the seeded editor account is an editor').toBe('editor');
    return async () => {};
  }
  const [created] = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
       extensions.crypt($2, extensions.gen_salt('bf')), now(), '', '', '', '',
       '{"provider": "email", "providers": ["email"]}', '{}', false, now(), now())
     returning id`,
    [EDITOR.email, EDITOR.password],
  );
  if (!created) throw new Error('editor not created');
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true),
             'email', now(), now())`,
    [created.id, EDITOR.email],
  );
  await db.query(`insert into public.staff_members (user_id, role) values ($1, 'editor')`, [created.id]);
  return async () => {
    await db.query('delete from public.staff_members where user_id = $1', [created.id]);
    await db.query('delete from auth.users where id = $1', [created.id]);
  };
}

async function staffLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Staff pages' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allTextContents();
}

test('an editor sees the editor links only and is refused the activity log', async ({ page, db, axe }) => {
  const cleanUp = await ensureEditor(db);
  try {
    await signIn(page, EDITOR);
    await expect(page.getByText(/You look after the website’s content/)).toBeVisible();
    expect(await staffLinks(page)).toEqual(staffLinkLabels('editor'));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Add Images to Gallery/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Testimony Moderation/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Newsletter/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Activity/ })).toHaveCount(0);

    await page.goto('/admin/activity');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toHaveCount(0);
    expect(await staffLinks(page)).toEqual(staffLinkLabels('editor'));
    await axe();

    await page.getByRole('link', { name: 'Back to the staff overview' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    await cleanUp();
  }
});

test('an admin approves a testimony and finds it at the top of the activity log', async ({
  page,
  db,
  uniqueId,
  axe,
}) => {
  const [testimony] = await db.query<{ id: string }>(
    `insert into public.member_testimonies (submitter_name, testimony_title, testimony_content)
     values ($1, 'Roles test', $2) returning id`,
    [`E2E ${uniqueId}`, `Answered prayer (${uniqueId}).`],
  );
  if (!testimony) throw new Error('testimony not created');
  try {
    await signIn(page, STAFF, '/admin/testimonies');
    const row = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: `E2E ${uniqueId}`, exact: true }) });
    await row.getByRole('button', { name: `Approve testimony from E2E ${uniqueId}: Roles test` }).click();
    await expect(toast(page, 'Testimony approved.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Staff pages' })
      .getByRole('link', { name: 'Activity' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    // Only this test's entry: filter by area and person, then find the row by the id the entry
    // carries as data (the page shows no ids).
    await page.getByLabel('Area').selectOption('content');
    // People and entries by the staff member's name (the demo admin is 'Church Office').
    await page.getByLabel('Person').selectOption({ label: 'Church Office' });
    const entry = page.locator(`li[data-row-id="${testimony.id}"]`);
    await expect(entry.first()).not.toContainText(testimony.id);
    await expect(entry.first()).toContainText('Church Office approved a testimony');
    // One field: old → new without expanding; the member's name and words are not in the log.
    await expect(entry.first()).toContainText('Approved: from No → to Yes');
    await expect(entry.first()).not.toContainText(`E2E ${uniqueId}`);

    const [logged] = await db.query<{ action: string; changes: unknown }>(
      `select action, changes from public.activity_log where table_name = 'member_testimonies' and row_id = $1
       order by id desc limit 1`,
      [testimony.id],
    );
    expect(logged).toEqual({ action: 'update', changes: { is_approved: { old: false, new: true } } });
    await axe();
  } finally {
    await db.query('delete from public.member_testimonies where id = $1', [testimony.id]);
  }
});
