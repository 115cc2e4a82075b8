import { expect, test } from './fixtures';
import { MEMBER, signIn, STAFF } from './support/staff';

/**
 * Staff sign-in (Supabase Auth) and the guard of every /admin page: visitors who are not signed
 * in go to the sign-in page and come back afterwards; signed-in users who are not staff are told
 * they have no access; staff see the pages. The session survives reloads and refreshes itself.
 */

const STAFF_PAGES = ['/admin', '/admin/gallery', '/admin/testimonies'];

test.describe('staff sign-in', () => {
  for (const path of STAFF_PAGES) {
    test(`a visitor who is not signed in is sent from ${path} to the sign-in page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
      const expected =
        path === '/admin' ? '/admin/sign-in' : `/admin/sign-in?redirectTo=${encodeURIComponent(path)}`;
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === expected);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('a wrong password is refused with a clear message and the email is kept', async ({
    page,
    axe,
    allowedConsoleErrors,
  }) => {
    // The browser reports the refused request (400) on the console.
    allowedConsoleErrors.push(/Failed to load resource: .* 400 .*grant_type=password/);
    await page.goto('/admin/sign-in?redirectTo=%2Fadmin%2Fgallery');
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');
    await expect(page.getByLabel('Email')).toHaveValue(STAFF.email);
    await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=/);
    await axe();
  });

  test('rate limiting and network failures get their own messages', async ({
    page,
    allowedConsoleErrors,
  }) => {
    // The browser reports the refused and the failed request on the console.
    // The browser reports the refused and the failed request on the console, and Auth logs the
    // failed fetch.
    allowedConsoleErrors.push(/Failed to load resource/, /net::ERR_FAILED/, /TypeError: Failed to fetch/);
    await page.goto('/admin/sign-in');
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);

    await page.route('**/auth/v1/token**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'X-Supabase-Api-Version': '2024-01-01', 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ code: 'over_request_rate_limit', message: 'Request rate limit reached' }),
      }),
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many sign-in attempts. Please wait a few minutes, then try again.',
    );

    await page.unroute('**/auth/v1/token**');
    await page.route('**/auth/v1/token**', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not reach the sign-in service. Check your internet connection and try again.',
    );
    await expect(page.getByLabel('Password')).toHaveValue(STAFF.password);
  });

  test('a signed-in member who is not staff has no access and can sign out', async ({ page, axe }) => {
    await page.goto('/admin/testimonies');
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page.getByText(MEMBER.email)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Testimony Moderation' })).toHaveCount(0);
    await axe();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token'))),
    ).toEqual([]);
  });

  test('staff return to the page they asked for, move between staff pages and sign out', async ({
    page,
    axe,
  }) => {
    await signIn(page, STAFF, '/admin/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Images to Gallery' })).toBeVisible();
    const header = page.getByRole('banner');
    // The staff member by name (the demo admin is 'Church Office').
    await expect(header.getByRole('link', { name: /signed in as Church Office \(Admin\)/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Staff pages' });
    await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff pages' })).toBeVisible();
    await expect(page.getByText(/waiting for approval\.$/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await axe();

    await nav.getByRole('link', { name: 'Testimonies' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonies$/);

    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test('the session survives a reload and refreshes itself when its access token expires', async ({
    page,
  }) => {
    await signIn(page, STAFF, '/admin');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff pages' })).toBeVisible();

    // Make the stored access token look expired: Auth must refresh it (refresh token grant)
    // before the page reads anything, and store the new session.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
      if (!key) throw new Error('no stored session');
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at: number };
      localStorage.setItem(
        key,
        JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
      );
    });
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().includes('/auth/v1/token?grant_type=refresh_token') && response.status() === 200,
    );
    await page.reload();
    const { expires_at: issuedUntil } = (await (await refreshed).json()) as { expires_at: number };
    await expect(page.getByRole('heading', { level: 1, name: 'Staff pages' })).toBeVisible();
    await expect(page.getByText(/waiting for approval\.$/)).toBeVisible();
    const stored = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
      return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { expires_at?: number }).expires_at;
    });
    expect(stored).toBe(issuedUntil);
    expect(stored).toBeGreaterThan(Date.now() / 1000);
  });

  test('the sign-in page offers the staff pages to someone already signed in', async ({ page }) => {
    await signIn(page, STAFF, '/admin');
    await page.goto('/admin/sign-in');
    await expect(page.getByText(`You are signed in as ${STAFF.email}.`)).toBeVisible();
    await page.getByRole('link', { name: 'Continue to staff pages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff pages' })).toBeVisible();
  });
});
