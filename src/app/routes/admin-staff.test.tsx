import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@/features/staff/api/staff';
import { auth } from '@/lib/supabase';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AdminStaffRoute } from './admin-staff';

const EDITOR_ID = '7f9c1c2e-1d5b-4c3a-9a51-000000000010';
const PENDING_ID = '7f9c1c2e-1d5b-4c3a-9a51-000000000011';

/** `staff_directory()` as the database answers it. */
const DIRECTORY = [
  {
    user_id: EDITOR_ID,
    email: 'ann@example.org',
    display_name: 'Pastor Ann',
    role: 'editor',
    last_sign_in_at: '2026-11-20T15:30:00Z',
    created_at: '2026-10-01T10:00:00Z',
    pending: false,
    expires_at: null,
  },
  {
    user_id: PENDING_ID,
    email: 'ben@example.org',
    display_name: null,
    role: 'care',
    last_sign_in_at: null,
    created_at: '2026-11-24T10:00:00Z',
    pending: true,
    expires_at: null,
  },
  {
    user_id: null,
    email: 'cleo@example.org',
    display_name: null,
    role: 'editor',
    last_sign_in_at: null,
    created_at: '2026-11-24T11:00:00Z',
    pending: true,
    expires_at: '2099-12-01T11:00:00Z',
  },
  {
    user_id: STAFF_USER.id,
    email: STAFF_USER.email,
    display_name: 'Church Office',
    role: 'admin',
    last_sign_in_at: '2026-11-25T09:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    pending: false,
    expires_at: null,
  },
];

const REST = `${SUPABASE_URL}/rest/v1`;
const AUTH = `${SUPABASE_URL}/auth/v1`;

interface Seen {
  url: URL;
  body: unknown;
  authorization: string | null;
}

/** A secret as `invite_staff` returns one (64 hex digits). */
const INVITATION_SECRET = 'c0ffee'.padEnd(64, '0');

/**
 * Records calls of an RPC and answers them: a PostgREST error, the JSON `result`, or 204 (no
 * result). `invite_staff` answers its secret unless told otherwise.
 */
function recordRpc(
  fn: string,
  error?: { code: string; message: string; status: number },
  result: unknown = fn === 'invite_staff' ? INVITATION_SECRET : undefined,
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(`${REST}/rpc/${fn}`, async ({ request }) => {
      seen.push({
        url: new URL(request.url),
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      if (error) {
        return HttpResponse.json(
          { code: error.code, message: error.message, details: null, hint: null },
          { status: error.status },
        );
      }
      if (result !== undefined) return HttpResponse.json(result);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return seen;
}

/** Records `POST /auth/v1/otp` (signInWithOtp) and answers as GoTrue does, or with its error. */
function recordOtp(error?: { status: number; code: string; message: string }): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(`${AUTH}/otp`, async ({ request }) => {
      seen.push({
        url: new URL(request.url),
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      if (error) {
        return HttpResponse.json(
          { code: error.code, message: error.message },
          { status: error.status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
        );
      }
      return HttpResponse.json({});
    }),
  );
  return seen;
}

async function renderPage() {
  await signInAs(STAFF_USER);
  answerRpc('staff_directory', DIRECTORY);
  renderWithProviders(<AdminStaffRoute />, { route: '/admin/staff' });
  await screen.findByRole('table');
}

function rowOf(email: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: new RegExp(email) }).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

describe('/admin/staff', () => {
  afterEach(signOutTestUser);

  it('lists every staff member with e-mail, name, role, last sign-in and whether the invitation is pending', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();

    const ann = within(rowOf('ann@example.org'));
    expect(ann.getByText('Pastor Ann')).toBeInTheDocument();
    expect(ann.getByRole('combobox', { name: 'Role of ann@example.org' })).toHaveValue('editor');
    expect(ann.getByText('Nov 20, 2026, 10:30 AM')).toBeInTheDocument();
    expect(ann.getByText('Active')).toBeInTheDocument();
    expect(ann.getByRole('button', { name: 'Remove ann@example.org' })).toBeInTheDocument();

    const ben = within(rowOf('ben@example.org'));
    expect(ben.getByText('Not set')).toBeInTheDocument();
    expect(ben.getByText('Never')).toBeInTheDocument();
    expect(ben.getByText('Invitation pending')).toBeInTheDocument();
    expect(ben.getByRole('button', { name: 'Send again to ben@example.org' })).toBeInTheDocument();

    // An invitation whose account does not exist yet: no role to change, can be withdrawn.
    const cleo = within(rowOf('cleo@example.org'));
    expect(cleo.getByText('Editor')).toBeInTheDocument();
    expect(cleo.queryByRole('combobox')).not.toBeInTheDocument();
    expect(cleo.getByText('Invitation pending')).toBeInTheDocument();
    expect(
      cleo.getByRole('button', { name: 'Withdraw the invitation of cleo@example.org' }),
    ).toBeInTheDocument();

    expect(within(rowOf(STAFF_USER.email)).getByText('(you)')).toBeInTheDocument();
  });

  it("names each role as every staff page does: 'Pastoral care' for care (one label map)", async () => {
    await renderPage();
    const roles = within(rowOf('ann@example.org')).getByRole('combobox', { name: 'Role of ann@example.org' });
    expect(
      within(roles)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Editor', 'Pastoral care', 'Finance']);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent(/Pastoral care: /);
  });

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

  it("changes a staff member's role", async () => {
    await renderPage();
    const patches: { url: URL; body: unknown }[] = [];
    server.use(
      http.patch(`${REST}/staff_members`, async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json([{ user_id: EDITOR_ID }]);
      }),
    );
    const ann = within(rowOf('ann@example.org'));
    await userEvent.selectOptions(ann.getByRole('combobox', { name: 'Role of ann@example.org' }), 'admin');
    await userEvent.click(ann.getByRole('button', { name: 'Save role of ann@example.org' }));
    await vi.waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({ role: 'admin' });
    expect(patches[0]?.url.searchParams.get('user_id')).toBe(`eq.${EDITOR_ID}`);
  });

  it("removes someone after a confirmation, and shows the database's refusal to remove the last admin", async () => {
    await renderPage();
    const deletes: URL[] = [];
    const lastAdmin = 'The last admin cannot be removed. Make someone else an admin first.';
    server.use(
      http.delete(`${REST}/staff_members`, ({ request }) => {
        deletes.push(new URL(request.url));
        return HttpResponse.json(
          { code: 'P0001', message: lastAdmin, details: null, hint: null },
          { status: 400 },
        );
      }),
    );
    await userEvent.click(
      within(rowOf(STAFF_USER.email)).getByRole('button', { name: `Remove ${STAFF_USER.email}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the staff?' });
    expect(deletes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: `Remove ${STAFF_USER.email}` }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(lastAdmin);
    expect(deletes[0]?.searchParams.get('user_id')).toBe(`eq.${STAFF_USER.id}`);

    // Cancel closes it and nothing else is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(1);
  });

  it('removes someone once confirmed', async () => {
    await renderPage();
    const deletes: URL[] = [];
    server.use(
      http.delete(`${REST}/staff_members`, ({ request }) => {
        deletes.push(new URL(request.url));
        return HttpResponse.json([{ user_id: EDITOR_ID }]);
      }),
    );
    answerRpc(
      'staff_directory',
      DIRECTORY.filter((row) => row.user_id !== EDITOR_ID),
    );
    await userEvent.click(
      within(rowOf('ann@example.org')).getByRole('button', { name: 'Remove ann@example.org' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove ann@example.org' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes[0]?.searchParams.get('user_id')).toBe(`eq.${EDITOR_ID}`);
    await vi.waitFor(() => expect(screen.queryByText('ann@example.org')).not.toBeInTheDocument());
    // The row is gone: focus is on the list, not lost.
    await vi.waitFor(() =>
      expect(screen.getByRole('region', { name: 'Staff members and pending invitations' })).toHaveFocus(),
    );
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
