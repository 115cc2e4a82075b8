import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerTable, failTable, holdTable, recordRequests } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AlertPreferencesForm } from './alert-preferences-form';

const USER = 'a0000000-0000-4000-8000-000000000004';

describe('AlertPreferencesForm', () => {
  it('shows a loading state, then the stored choices', async () => {
    const held = holdTable('alert_preferences');
    answerTable('alert_preferences', []);
    renderWithProviders(<AlertPreferencesForm userId={USER} />);
    expect(screen.getByLabelText('Loading your alert choices')).toHaveAttribute('aria-busy', 'true');
    answerTable('alert_preferences', [
      {
        staff_id: USER,
        prayer_request: true,
        contact_message: false,
        first_timer: true,
        daily_digest: false,
      },
    ]);
    held.release();
    expect(await screen.findByRole('checkbox', { name: 'Prayer requests' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Contact messages' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'First-timer cards' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Daily digest instead of each one' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'E-mail me about' })).toBeInTheDocument();
  });

  it('saves the choices into the signed-in member’s own row', async () => {
    answerTable('alert_preferences', []);
    const requests = recordRequests('alert_preferences');
    renderWithProviders(<AlertPreferencesForm userId={USER} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Contact messages' }));
    await user.click(screen.getByRole('checkbox', { name: 'Daily digest instead of each one' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    await expect.poll(() => requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url.searchParams.get('on_conflict')).toBe('staff_id');
    expect(post.body).toEqual({
      staff_id: USER,
      prayer_request: false,
      contact_message: true,
      first_timer: false,
      daily_digest: true,
    });
    expect(await screen.findByRole('button', { name: 'Save alerts' })).toBeEnabled();
  });

  it('says when the choices cannot be loaded, with Try again', async () => {
    failTable('alert_preferences');
    renderWithProviders(<AlertPreferencesForm userId={USER} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your alert choices could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when saving fails and keeps the choices', async () => {
    answerTable('alert_preferences', []);
    renderWithProviders(<AlertPreferencesForm userId={USER} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Prayer requests' }));
    failTable('alert_preferences', { code: '42501', message: 'denied' }, 403);
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your alert choices could not be saved. Please try again.',
    );
    expect(screen.getByRole('checkbox', { name: 'Prayer requests' })).toBeChecked();
  });
});
