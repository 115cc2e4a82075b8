import type { Browser, Page } from '@playwright/test';
import { expect, test, toast } from './fixtures';
import { signIn, signOut, STAFF, staffLinkLabels } from './support/staff';
import { e2eEnv } from './support/env';

/**
 * Staff accounts (decision 0024): an admin invites a colleague from /admin/staff, the invitation
 * e-mail is read from the local mail catcher, the invitee opens its link, chooses a name and a
 * password and lands in /admin; the password reset end to end; the invite form's refusals; the
 * expired-link states; axe on every new page and state.
 *
 * The mail catcher's address comes in `E2E_MAIL_URL` (a Mailpit-shaped JSON API:
 * `GET /api/v1/messages`, `GET /api/v1/message/{ID}` with `HTML` and `Text`).
 */

test.skip(({ isMobile }) => isMobile, 'the staff pages are checked at desktop width');

interface MailSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/**
 * Waits for the newest e-mail to `address` in the mail catcher and returns the first Auth link in
 * it (`…/auth/v1/verify?token=…&type=…&redirect_to=…`).
 */
async function linkFromMail(address: string): Promise<string> {
  const mailUrl = e2eEnv('mailUrl');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (
          await fetch(`${mailUrl}/api/v1/messages`, { signal: AbortSignal.timeout(5_000) })
        ).json()) as {
          messages?: MailSummary[];
        };
        const message = list.messages?.find((m) => m.To.some((to) => to.Address.toLowerCase() === address));
        if (!message) return undefined;
        const full = (await (
          await fetch(`${mailUrl}/api/v1/message/${message.ID}`, { signal: AbortSignal.timeout(5_000) })
        ).json()) as {
          HTML?: string;
          Text?: string;
        };
        const html = full.HTML?.match(/href="([^"]*\/verify[^"]*)"/)?.[1]?.replace(/&amp;/g, '&');
        const text = full.Text?.match(/https?:\/\/\S*\/verify\S*/)?.[0];
        link = html ?? text;
        return link;
      },
      { message: `an e-mail with a link to ${address}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** A fresh browser context for the invitee: nobody is signed in there. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  return context.newPage();
}

/**
 * Creates a staff account with a password as the seed does (auth.users and its e-mail identity,
 * then the staff row), for a test that changes the account.
 *
 * @returns the account's id.
 */
async function createStaffAccount(
  db: { query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]> },
  email: string,
  password: string,
  role: 'admin' | 'editor' | 'care',
): Promise<string> {
  const rows = await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
       extensions.crypt($2, extensions.gen_salt('bf')), now(), '', '', '', '',
       '{"provider": "email", "providers": ["email"]}', '{}', now(), now())
     returning id::text`,
    [email, password],
  );
  const id = String(rows[0]?.id);
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text), 'email', now(), now())`,
    [id, email],
  );
  await db.query('insert into public.staff_members (user_id, role) values ($1, $2)', [id, role]);
  return id;
}

test.describe('staff page', () => {
  test('an admin sees the staff list and the invite form refuses a bad address and someone already on the staff', async ({
    page,
    axe,
    allowedConsoleErrors,
  }) => {
    // The browser reports the refused RPC (409) on the console.
    allowedConsoleErrors.push(/Failed to load resource: .* 409/);
    await signIn(page, STAFF, '/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const me = page.getByRole('row', { name: new RegExp(STAFF.email) });
    await expect(me.getByRole('combobox', { name: `Role of ${STAFF.email} (you)` })).toHaveValue('admin');
    await expect(me.getByText('Active')).toBeVisible();
    await axe();

    await page.getByLabel('Email', { exact: true }).fill('not an address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not an address');

    await page.getByLabel('Email', { exact: true }).fill(STAFF.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('alert')).toHaveText('This person is already on the staff.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(STAFF.email);
    await axe();
  });

  test('an invitation or reset link that has expired says so', async ({ page, axe }) => {
    const expired =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    await page.goto(`/admin/welcome${expired}`);
    await expect(
      page.getByRole('heading', { name: 'This invitation link has expired or was already used' }),
    ).toBeVisible();
    await axe();
    await page.goto(`/admin/reset-password${expired}`);
    await expect(
      page.getByRole('heading', { name: 'This reset link has expired or was already used' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await axe();
  });

  test('the sign-in page leads to the forgotten-password page', async ({ page, axe }) => {
    await page.goto('/admin/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await axe();
  });

  test('a staff member opens their account page and signs out everywhere: every session ends', async ({
    page,
    browser,
    db,
    uniqueId,
    axe,
  }) => {
    const email = `everywhere-${uniqueId}@example.org`.toLowerCase();
    const id = await createStaffAccount(db, email, 'everywhere-password', 'care');
    try {
      const other = await freshPage(browser);
      await signIn(other, { email, password: 'everywhere-password' });
      await signIn(page, { email, password: 'everywhere-password' }, '/admin/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      expect(await db.count('auth.refresh_tokens', 'user_id = $1 and not revoked', [id])).toBe(2);
      await axe();

      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page).toHaveURL(/\/admin\/sign-in$/);
      // The other browser's session is gone too: no refresh token of the account is left.
      expect(await db.count('auth.refresh_tokens', 'user_id = $1 and not revoked', [id])).toBe(0);
      await other.context().close();
    } finally {
      await db.query('delete from auth.users where id = $1', [id]);
    }
  });
});

test.describe('invitations and password reset through e-mail', () => {
  // Each test goes through several pages, Auth and the mail catcher: more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('an admin invites an editor, who opens the e-mailed link, chooses a password and signs in', async ({
    page,
    db,
    uniqueId,
    axe,
  }) => {
    const email = `invited-${uniqueId}@example.org`.toLowerCase();
    try {
      await signIn(page, STAFF, '/admin/staff');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Role', { exact: true }).selectOption('editor');
      await page.getByRole('button', { name: 'Send invitation' }).click();
      const row = page.getByRole('row', { name: new RegExp(email) });
      await expect(row.getByText('Invitation pending')).toBeVisible();
      await axe();
      await signOut(page);

      // Auth has created the account for the link, but no role comes with it until the invitee
      // opens the link and the welcome page accepts the invitation (docs/decisions/0035).
      expect(
        await db.query(
          'select s.role from public.staff_members s join auth.users u on u.id = s.user_id where u.email = $1',
          [email],
        ),
      ).toEqual([]);

      // The invitee opens the link from the e-mail.
      await page.goto(await linkFromMail(email));
      await expect(page).toHaveURL(/\/admin\/welcome$/);
      await expect(page.getByText(email)).toBeVisible();
      await axe();
      await page.getByLabel('Your name').fill('Invited Editor');
      await page.getByLabel('Password', { exact: true }).fill('invited-editor-password');
      await page.getByLabel('Confirm password').fill('invited-editor-password');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      // The new editor sees the editor's pages only.
      const staffLinks = page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link');
      await expect(staffLinks).toHaveText(staffLinkLabels('editor'));
      expect(
        await db.query(
          'select s.role from public.staff_members s join auth.users u on u.id = s.user_id where u.email = $1',
          [email],
        ),
      ).toEqual([{ role: 'editor' }]);

      // The new password works on its own.
      await signOut(page);
      await signIn(page, { email, password: 'invited-editor-password' });
      await signOut(page);

      // The admin sees the editor as an active member, with the chosen name.
      await signIn(page, STAFF, '/admin/staff');
      const joined = page.getByRole('row', { name: new RegExp(email) });
      await expect(joined.getByText('Invited Editor')).toBeVisible();
      await expect(joined.getByText('Active')).toBeVisible();
      await expect(joined.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('editor');

      // The admin makes the editor Pastoral care; the activity log tells both steps as sentences.
      await joined.getByRole('combobox', { name: `Role of ${email}` }).selectOption('care');
      await joined.getByRole('button', { name: `Save role of ${email}` }).click();
      await expect(toast(page, 'Role changed.')).toBeVisible();
      await page.goto('/admin/activity');
      await expect(page.getByText(`Church Office invited ${email} as Editor`)).toBeVisible();
      await expect(
        page.getByText('Church Office changed Invited Editor from Editor to Pastoral care'),
      ).toBeVisible();
      await axe();
    } finally {
      await db.query('delete from auth.users where email = $1', [email]);
      await db.query('delete from private.staff_invitations where email = $1', [email]);
    }
  });

  test('a staff member resets a forgotten password through the e-mailed link', async ({
    page,
    db,
    uniqueId,
    axe,
    allowedConsoleErrors,
  }) => {
    // The browser reports the refused sign-in with the old password (400) on the console.
    allowedConsoleErrors.push(/Failed to load resource: .* 400 .*grant_type=password/);
    const email = `reset-${uniqueId}@example.org`.toLowerCase();
    const id = await createStaffAccount(db, email, 'old-staff-password', 'care');
    try {
      await page.goto('/admin/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status')).toContainText('If that address belongs to a staff account');
      await axe();

      await page.goto(await linkFromMail(email));
      await expect(page).toHaveURL(/\/admin\/reset-password$/);
      await axe();
      await page.getByLabel('New password', { exact: true }).fill('new-staff-password');
      await page.getByLabel('Confirm new password').fill('new-staff-password');
      await page.getByRole('button', { name: 'Save password' }).click();
      await expect(page).toHaveURL(/\/admin$/);

      // The old password no longer works; the new one does.
      await signOut(page);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('old-staff-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');
      await signIn(page, { email, password: 'new-staff-password' });
    } finally {
      await db.query('delete from auth.users where id = $1', [id]);
    }
  });

  test('a staff member changes their name and password on /admin/account', async ({
    page,
    db,
    uniqueId,
    axe,
  }) => {
    const email = `account-${uniqueId}@example.org`.toLowerCase();
    const id = await createStaffAccount(db, email, 'account-old-password', 'editor');
    try {
      await signIn(page, { email, password: 'account-old-password' }, '/admin/account');
      await page.getByLabel('Your name').fill('Account Tester');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect
        .poll(async () =>
          db.query("select raw_user_meta_data->>'display_name' as name from auth.users where id = $1", [id]),
        )
        .toEqual([{ name: 'Account Tester' }]);
      await page.getByLabel('New password', { exact: true }).fill('account-new-password');
      await page.getByLabel('Confirm new password').fill('account-new-password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
      await axe();

      await signOut(page);
      await signIn(page, { email, password: 'account-new-password' });
    } finally {
      await db.query('delete from auth.users where id = $1', [id]);
    }
  });
});
