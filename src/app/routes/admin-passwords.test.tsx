import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '@/features/auth/api/passwords';
import { auth } from '@/lib/supabase';
import { answerSignIn, signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { server } from '@/testing/msw';
import { AdminAccountRoute } from './admin-account';
import { AdminForgotPasswordRoute } from './admin-forgot-password';
import { AdminResetPasswordRoute } from './admin-reset-password';
import { AUTH, EXPIRED, linkFragment, recordUserUpdates, renderAt } from './test-auth-links';

// The password pages: a reset link asked for and used, and the account page (the invitation
// link's page: admin-welcome.test.tsx).

describe('/admin/forgot-password', () => {
  afterEach(signOutTestUser);

  it('asks Auth for a reset link to /admin/reset-password and answers with the same neutral text', async () => {
    const seen: { url: URL; body: unknown }[] = [];
    server.use(
      http.post(`${AUTH}/recover`, async ({ request }) => {
        seen.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json({});
      }),
    );
    renderAt('/admin/forgot-password', '/admin/forgot-password', <AdminForgotPasswordRoute />);
    await userEvent.type(screen.getByLabelText('Email'), ' Staff@Example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_MESSAGES.resetSent);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toMatchObject({ email: 'staff@example.org' });
    expect(seen[0]?.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/admin/reset-password`,
    );
  });

  it('checks the address first, and says when Auth limits the requests, keeping the address', async () => {
    server.use(
      http.post(`${AUTH}/recover`, () =>
        HttpResponse.json(
          { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
          { status: 429, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
        ),
      ),
    );
    renderAt('/admin/forgot-password', '/admin/forgot-password', <AdminForgotPasswordRoute />);
    await userEvent.type(screen.getByLabelText('Email'), 'staff@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.rateLimited);
    expect(screen.getByLabelText('Email')).toHaveValue('staff@example.org');
  });
});

describe('/admin/reset-password', () => {
  afterEach(signOutTestUser);

  it('signs in from the reset link, saves the new password and opens /admin', async () => {
    answerSignIn(STAFF_USER);
    const updates = recordUserUpdates(STAFF_USER);
    renderAt(
      `/admin/reset-password${linkFragment(STAFF_USER, 'recovery')}`,
      '/admin/reset-password',
      <AdminResetPasswordRoute />,
    );
    expect(await screen.findByText(STAFF_USER.email)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'my new long password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'my new long password');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/));
    expect(updates).toEqual([expect.objectContaining({ password: 'my new long password' })]);
  });

  it('explains an expired link and links to a new request', async () => {
    renderAt(`/admin/reset-password${EXPIRED}`, '/admin/reset-password', <AdminResetPasswordRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This reset link has expired or was already used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  it('says when the new password is the old one', async () => {
    answerSignIn(STAFF_USER);
    recordUserUpdates(STAFF_USER, {
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    renderAt(
      `/admin/reset-password${linkFragment(STAFF_USER, 'recovery')}`,
      '/admin/reset-password',
      <AdminResetPasswordRoute />,
    );
    await screen.findByText(STAFF_USER.email);
    await userEvent.type(screen.getByLabelText('New password'), 'the same old password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'the same old password');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.samePassword);
    expect(screen.getByLabelText('New password')).toHaveValue('the same old password');
  });
});

describe('/admin/account', () => {
  afterEach(signOutTestUser);

  it('changes the display name', async () => {
    await signInAs(STAFF_USER);
    const updates = recordUserUpdates(STAFF_USER);
    renderAt('/admin/account', '/admin/account', <AdminAccountRoute />);
    const name = await screen.findByLabelText('Your name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Church Office Team');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() =>
      expect(updates).toEqual([expect.objectContaining({ data: { display_name: 'Church Office Team' } })]),
    );
  });

  it('changes the password after checking both entries', async () => {
    await signInAs(STAFF_USER);
    const updates = recordUserUpdates(STAFF_USER);
    renderAt('/admin/account', '/admin/account', <AdminAccountRoute />);
    await userEvent.type(await screen.findByLabelText('New password'), 'a brand new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(updates).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(updates).toEqual([expect.objectContaining({ password: 'a brand new password' })]),
    );
    await vi.waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });

  it('signs out everywhere (scope=global) and opens the sign-in page', async () => {
    await signInAs(STAFF_USER);
    const scopes: (string | null)[] = [];
    server.use(
      http.post(`${AUTH}/logout`, ({ request }) => {
        scopes.push(new URL(request.url).searchParams.get('scope'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAt('/admin/account', '/admin/account', <AdminAccountRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/sign-in$/));
    expect(scopes).toEqual(['global']);
    expect((await auth.getSession()).data.session).toBeNull();
  });

  it('keeps the session and says so when Auth cannot be reached', async () => {
    // The failed fetch is logged by the browser's fetch (and here by the test double).
    vi.mocked(console.error).mockImplementation(() => {});
    await signInAs(STAFF_USER);
    server.use(http.post(`${AUTH}/logout`, () => HttpResponse.error()));
    renderAt('/admin/account', '/admin/account', <AdminAccountRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.network);
    expect((await auth.getSession()).data.session?.user.email).toBe(STAFF_USER.email);
  });
});
