import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '@/features/auth/api/passwords';
import { STAFF_MESSAGES } from '@/features/staff/api/staff';
import { auth } from '@/lib/supabase';
import { answerSignIn, signOutTestUser } from '@/testing/auth';
import { server } from '@/testing/msw';
import { AdminWelcomeRoute } from './admin-welcome';
import {
  answerAccept,
  AUTH,
  EXPIRED,
  INVITEE,
  linkFragment,
  recordUserUpdates,
  renderAt,
} from './test-auth-links';

// The invitation link's page (docs/decisions/0024, 0035); the password pages are in
// admin-passwords.test.tsx.

describe('/admin/welcome', () => {
  afterEach(signOutTestUser);
  beforeEach(() => {
    answerAccept({ role: 'editor' });
  });

  it("accepts the invitation with the link's session before showing the form", async () => {
    answerSignIn(INVITEE);
    const accepted = answerAccept({ role: 'editor' });
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'magiclink')}`, '/admin/welcome', <AdminWelcomeRoute />);
    expect(await screen.findByLabelText('Your name')).toBeInTheDocument();
    expect(accepted).toHaveLength(1);
    const token = accepted[0]?.replace(/^Bearer /, '') ?? '';
    const claims = JSON.parse(atob(token.split('.')[1] ?? '')) as { sub: string };
    expect(claims.sub).toBe(INVITEE.id);
  });

  it('says what to do when the invitation expired or was withdrawn, and shows no form', async () => {
    answerSignIn(INVITEE);
    answerAccept({
      code: 'P0001',
      message: 'This invitation has expired or was withdrawn. Ask an administrator to send it again.',
      status: 400,
    });
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'magiclink')}`, '/admin/welcome', <AdminWelcomeRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This invitation can no longer be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.invitationGone)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('signs the invitee in from the link, removes the tokens from the address, saves name and password, then opens /admin', async () => {
    answerSignIn(INVITEE);
    const updates = recordUserUpdates(INVITEE);
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'magiclink')}`, '/admin/welcome', <AdminWelcomeRoute />);

    expect(await screen.findByText(INVITEE.email)).toBeInTheDocument();
    // The form follows once the invitation is accepted.
    await screen.findByLabelText('Your name');
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/welcome$/));
    expect((await auth.getSession()).data.session?.user.email).toBe(INVITEE.email);

    await userEvent.type(screen.getByLabelText('Your name'), '  Pastor Dee ');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/));
    expect(updates).toEqual([
      expect.objectContaining({ password: 'a long enough password', data: { display_name: 'Pastor Dee' } }),
    ]);
  });

  it('checks the name and the password rules before sending anything, keeping what was typed', async () => {
    answerSignIn(INVITEE);
    const updates = recordUserUpdates(INVITEE);
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'invite')}`, '/admin/welcome', <AdminWelcomeRoute />);
    await screen.findByText(INVITEE.email);
    await screen.findByLabelText('Your name');

    await userEvent.type(screen.getByLabelText('Password'), 'too short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.tooShort)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('too short');
    expect(screen.getByLabelText('Password')).toHaveAttribute(
      'aria-describedby',
      'welcome-password-description welcome-password-error',
    );
    expect(updates).toEqual([]);
  });

  it('says when Auth refuses the password as weak', async () => {
    answerSignIn(INVITEE);
    recordUserUpdates(INVITEE, {
      status: 422,
      code: 'weak_password',
      message: 'Password is known to be weak',
    });
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'invite')}`, '/admin/welcome', <AdminWelcomeRoute />);
    await screen.findByText(INVITEE.email);
    await screen.findByLabelText('Your name');
    await userEvent.type(screen.getByLabelText('Your name'), 'Dee');
    await userEvent.type(screen.getByLabelText('Password'), 'password1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.weak);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/welcome$/);
  });

  it.each([
    ['an expired or used link (GoTrue error in the fragment)', EXPIRED],
    [
      'the error in the query',
      '?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    ],
    ['no link at all', ''],
  ])('explains %s', async (_case, suffix) => {
    renderAt(`/admin/welcome${suffix}`, '/admin/welcome', <AdminWelcomeRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This invitation link has expired or was already used' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('explains a link whose tokens Auth refuses', async () => {
    server.use(
      http.get(`${AUTH}/user`, () =>
        HttpResponse.json(
          { code: 'session_not_found', message: 'Session not found' },
          { status: 403, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
        ),
      ),
    );
    renderAt(`/admin/welcome${linkFragment(INVITEE, 'invite')}`, '/admin/welcome', <AdminWelcomeRoute />);
    expect(
      await screen.findByRole('heading', { name: 'This invitation link has expired or was already used' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/welcome$/));
  });
});
