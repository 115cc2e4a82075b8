import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staffQueries } from '@/features/auth/api/session';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AdminAccountRoute } from './admin-account';

describe('/admin/account: e-mail alerts', () => {
  afterEach(signOutTestUser);

  it.each(['care', 'admin'] as const)('offers the alert choices to %s', async (role) => {
    await signInAs(STAFF_USER, { role });
    answerTable('alert_preferences', [
      {
        staff_id: STAFF_USER.id,
        prayer_request: true,
        contact_message: true,
        first_timer: false,
        daily_digest: false,
      },
    ]);
    renderWithProviders(<AdminAccountRoute />, { route: '/admin/account' });
    const region = await screen.findByRole('region', { name: 'E-mail alerts' }, { timeout: 5000 });
    expect(region).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: 'Contact messages' }, { timeout: 5000 }),
    ).toBeChecked();
  });

  it('offers none to an editor', async () => {
    await signInAs(STAFF_USER, { role: 'editor' });
    const { queryClient } = renderWithProviders(<AdminAccountRoute />, { route: '/admin/account' });
    // Once the role is known the page has decided.
    await waitFor(() =>
      expect(queryClient.getQueryData(staffQueries.role(STAFF_USER.id).queryKey)).toBe('editor'),
    );
    expect(await screen.findByRole('region', { name: 'Password' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-mail alerts' })).toBeNull();
  });
});
