import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@/features/staff/api/staff';
import { auth } from '@/lib/supabase';
import { signOutTestUser, STAFF_USER } from '@/testing/auth';
import { server } from '@/testing/msw';
import { INVITATION_SECRET, recordOtp, recordRpc, renderPage, REST } from './test-staff-page';

// The staff page's invitations: sent, refused and withdrawn (the list, role changes and removals:
// admin-staff.test.tsx).

describe('/admin/staff: invitations', () => {
  afterEach(signOutTestUser);

  it("invites: records the invitation, then asks Auth for the link to /admin/welcome without touching the admin's session", async () => {
    await renderPage();
    const invites = recordRpc('invite_staff');
    const otps = recordOtp();
    await userEvent.type(screen.getByLabelText('Email'), ' New.Person@Example.org ');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'care');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    await vi.waitFor(() => expect(otps).toHaveLength(1));
    expect(invites).toHaveLength(1);
    expect(invites[0]?.body).toEqual({ email: 'new.person@example.org', role: 'care' });
    expect(invites[0]?.authorization).toMatch(/^Bearer .+\..+\..+/);
    // The invitation's secret (the only way Auth lets the account be created) and what the
    // e-mail shows: the church, who invited them and as what.
    expect(otps[0]?.body).toMatchObject({
      email: 'new.person@example.org',
      create_user: true,
      data: {
        invitation: INVITATION_SECRET,
        role_label: 'Pastoral care',
        invited_by_name: expect.any(String) as unknown,
        church_name: expect.any(String) as unknown,
      },
    });
    expect(otps[0]?.url.searchParams.get('redirect_to')).toBe(`${window.location.origin}/admin/welcome`);
    // The invitation client sends the anon key, never the admin's token.
    expect(otps[0]?.authorization).toBe(`Bearer ${import.meta.env.VITE_SUPABASE_ANON_KEY as string}`);
    // The form empties for the next invitation; the admin is still signed in as themselves.
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect((await auth.getSession()).data.session?.user.email).toBe(STAFF_USER.email);
  });

  it('refuses a malformed address before sending anything, keeping what was typed', async () => {
    await renderPage();
    const invites = recordRpc('invite_staff');
    const otps = recordOtp();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-address');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(invites).toEqual([]);
    expect(otps).toEqual([]);
  });

  it("shows the database's refusal of someone already on the staff and sends no e-mail", async () => {
    await renderPage();
    recordRpc('invite_staff', {
      code: '23505',
      message: 'This person is already on the staff.',
      status: 409,
    });
    const otps = recordOtp();
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This person is already on the staff.');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.org');
    expect(otps).toEqual([]);
  });

  it.each([
    [
      'Auth answers 429 (too many e-mails)',
      { status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
      STAFF_MESSAGES.rateLimited,
    ],
    [
      'Auth has sign-ups turned off',
      { status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' },
      STAFF_MESSAGES.signupsDisabled,
    ],
    [
      'Auth refuses',
      { status: 400, code: 'validation_failed', message: 'Unable to validate email address' },
      STAFF_MESSAGES.inviteFailed,
    ],
    [
      'Auth cannot be reached',
      { status: 502, code: 'bad_gateway', message: 'Bad gateway' },
      STAFF_MESSAGES.network,
    ],
  ] as const)('when %s, says what to do and keeps the address', async (_case, error, message) => {
    await renderPage();
    recordRpc('invite_staff');
    recordOtp(error);
    await userEvent.type(screen.getByLabelText('Email'), 'dee@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('dee@example.org');
  });

  it('says when the server cannot be reached', async () => {
    await renderPage();
    server.use(http.post(`${REST}/rpc/invite_staff`, () => HttpResponse.error()));
    const otps = recordOtp();
    await userEvent.type(screen.getByLabelText('Email'), 'dee@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.network);
    expect(otps).toEqual([]);
  });

  it('withdraws an invitation', async () => {
    await renderPage();
    const revokes = recordRpc('revoke_staff_invitation');
    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation of cleo@example.org' }),
    );
    await vi.waitFor(() => expect(revokes).toHaveLength(1));
    expect(revokes[0]?.body).toEqual({ email: 'cleo@example.org' });
  });
});
