import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRpc } from '@/testing/msw';
import { MEMBER_USER, signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import { StaffGuard } from './staff-guard';

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function renderGuarded(route = '/admin/gallery?x=1') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/sign-in" element={<Where />} />
      <Route path="/admin/*" element={<StaffGuard>{(email) => <p>Staff page for {email}</p>}</StaffGuard>} />
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

  it('shows the page to staff', async () => {
    await signInAs(STAFF_USER);
    renderGuarded();
    expect(await screen.findByText('Staff page for staff@example.org')).toBeInTheDocument();
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
    answerRpc('is_staff', null, { code: 'XX000', message: 'internal error' }, 500);
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Could not check your access' })).toBeInTheDocument();
    answerRpc('is_staff', true);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Staff page for staff@example.org')).toBeInTheDocument();
  });
});
