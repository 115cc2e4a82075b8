import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { answerTable, failTable, server, SUPABASE_URL } from '@/testing/msw';
import { MEMBER_USER, signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import { RoleGate, StaffGuard } from './staff-guard';

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function renderGuarded(route = '/admin/gallery?x=1') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/sign-in" element={<Where />} />
      <Route
        path="/admin/*"
        element={
          <StaffGuard>
            {({ email, role }) => (
              <RoleGate role={role} roles={['admin', 'editor']}>
                <p>
                  Staff page for {email} as {role}
                </p>
              </RoleGate>
            )}
          </StaffGuard>
        }
      />
    </Routes>,
    { route },
  );
}

describe('StaffGuard', () => {
  afterEach(signOutTestUser);

  it('sends a visitor who is not signed in to the sign-in page, remembering the page asked for', async () => {
    renderGuarded();
    expect(
      await screen.findByText('At /admin/sign-in?redirectTo=%2Fadmin%2Fgallery%3Fx%3D1'),
    ).toBeInTheDocument();
  });

  it.each(['admin', 'editor'] as const)('shows the page to a role it names (%s)', async (role) => {
    await signInAs(STAFF_USER, { role });
    renderGuarded();
    expect(await screen.findByText(`Staff page for staff@example.org as ${role}`)).toBeInTheDocument();
  });

  it("reads the role from the signed-in user's own staff_members row", async () => {
    await signInAs(STAFF_USER, { role: 'editor' });
    const seen: URL[] = [];
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/staff_members`, ({ request }) => {
        seen.push(new URL(request.url));
        return undefined;
      }),
    );
    renderGuarded();
    await screen.findByText(/Staff page for/);
    expect(seen[0]?.searchParams.get('user_id')).toBe(`eq.${STAFF_USER.id}`);
    expect(seen[0]?.searchParams.get('select')).toBe('role');
  });

  it('tells a staff member whose role may not use the page that they have no access', async () => {
    await signInAs(STAFF_USER, { role: 'care' });
    renderGuarded();
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.getByText('Pastoral care')).toBeInTheDocument();
    expect(screen.queryByText(/Staff page for/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the staff overview' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('tells a signed-in user who is not staff that they have no access, and lets them sign out', async () => {
    await signInAs(MEMBER_USER, { staff: false });
    renderGuarded();
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByText(/Staff page for/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('At /admin/sign-in')).toBeInTheDocument();
  });

  it('offers to try again when the access check fails', async () => {
    await signInAs(STAFF_USER);
    failTable('staff_members');
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Could not check your access' })).toBeInTheDocument();
    answerTable('staff_members', [{ user_id: STAFF_USER.id, role: 'editor' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Staff page for staff@example.org as editor')).toBeInTheDocument();
  });
});
