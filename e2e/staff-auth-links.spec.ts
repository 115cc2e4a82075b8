import { expect, test } from './fixtures';
import { e2eEnv } from './support/env';
import { MEMBER } from './support/staff';

/**
 * Issue 29: the pages that Auth e-mail links open (`/admin/welcome`, `/admin/reset-password`)
 * read the session's tokens from the address's fragment only, where GoTrue puts them. A link
 * with `?access_token=…&refresh_token=…` in the query used to sign whoever opened it into the
 * account those tokens belong to (someone else's), who would then choose that account's
 * password on the welcome or reset page.
 */

/** A fresh session of `MEMBER` (password sign-in at the stack's Auth), as an attacker holds one of their own. */
async function memberTokens(): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${e2eEnv('apiUrl')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: e2eEnv('anonKey'), 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

const PAGES = [
  { path: '/admin/welcome', problem: 'This invitation link has expired or was already used' },
  { path: '/admin/reset-password', problem: 'This reset link has expired or was already used' },
] as const;

for (const { path, problem } of PAGES) {
  test(`${path}: tokens in the query sign nobody in; in the fragment, as GoTrue sends them, they do`, async ({
    page,
    allowedConsoleErrors,
  }) => {
    // The welcome page then asks the database to accept an invitation for the member, who has
    // none (and signed in with a password): the refusal is a 400 the browser logs, whenever the
    // request happens to finish before the test does.
    allowedConsoleErrors.push(/status of 400 .*\/rest\/v1\/rpc\/accept_staff_invitation/);
    const query = await memberTokens();
    const params = `access_token=${query.access_token}&refresh_token=${query.refresh_token}&expires_in=3600&token_type=bearer&type=recovery`;
    await page.goto(`${path}?${params}`);
    await expect(page.getByRole('heading', { name: problem })).toBeVisible();
    await expect(page.getByText(MEMBER.email)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token'))),
    ).toEqual([]);

    // The same kind of tokens where GoTrue's redirect puts them: the page signs in (this is what
    // the query used to do too).
    const fragment = await memberTokens();
    await page.goto(
      `${path}#access_token=${fragment.access_token}&refresh_token=${fragment.refresh_token}&expires_in=3600&token_type=bearer&type=recovery`,
    );
    await expect(page.getByText(MEMBER.email)).toBeVisible();
  });
}
