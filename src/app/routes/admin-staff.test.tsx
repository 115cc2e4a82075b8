import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, server } from '@/testing/msw';
import { DIRECTORY, EDITOR_ID, renderPage, REST, rowOf } from './test-staff-page';

// The staff page: the list, role changes and removals (invitations: admin-staff-invitations.test.tsx).

describe('/admin/staff: the list, roles and removals', () => {
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
});
