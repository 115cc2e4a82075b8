import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, recordRpc } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { SiteBuildStatus } from '../../api/site-builds';
import { SiteBuilds } from './site-builds';

const STATUS: SiteBuildStatus = {
  configured: true,
  daily_limit: 24,
  window_minutes: 10,
  builds_last_24_hours: 3,
  last_build_at: '2026-11-28T15:00:00Z',
  waiting_since: null,
  next_build_at: null,
};

beforeEach(async () => {
  await signInAs(STAFF_USER);
});

afterEach(signOutTestUser);

describe('SiteBuilds', () => {
  it('shows the builds of the last 24 hours against the ceiling, the last build and that nothing waits', async () => {
    answerRpc('site_build_status', { ...STATUS });
    renderWithProviders(<SiteBuilds />);
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === '3 builds in the last 24 hours, of at most 24 builds.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Last build: Nov 28, 10:00 AM\.$/)).toBeInTheDocument();
    expect(
      screen.getByText('Nothing is waiting: the site shows every published change.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/at most once every 10 minutes/)).toBeInTheDocument();
  });

  it('says when a change held back by the ceiling will be built', async () => {
    answerRpc('site_build_status', {
      ...STATUS,
      builds_last_24_hours: 24,
      waiting_since: '2026-11-28T16:00:00Z',
      next_build_at: '2026-11-28T18:30:00Z',
    });
    renderWithProviders(<SiteBuilds />);
    expect(
      await screen.findByText(
        'A change waits since Nov 28, 11:00 AM; the next build starts around Nov 28, 1:30 PM.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when no deploy hook is set', async () => {
    answerRpc('site_build_status', {
      ...STATUS,
      configured: false,
      builds_last_24_hours: 0,
      last_build_at: null,
    });
    renderWithProviders(<SiteBuilds />);
    expect(
      await screen.findByText(/No deploy hook is set, so changes do not start builds\./),
    ).toBeInTheDocument();
  });

  it('saves a new ceiling, and refuses one out of range without sending it', async () => {
    answerRpc('site_build_status', { ...STATUS });
    const user = userEvent.setup();
    renderWithProviders(<SiteBuilds />);
    const field = await screen.findByLabelText('Most builds in 24 hours');
    expect(field).toHaveValue('24');
    await user.clear(field);
    await user.type(field, '500');
    answerRpc('set_site_build_daily_limit', { ...STATUS, daily_limit: 12 });
    const calls = recordRpc('set_site_build_daily_limit');
    await user.click(screen.getByRole('button', { name: 'Save ceiling' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number from 0 to 144.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Save ceiling' }));
    expect(
      await screen.findByText(
        (_, element) => element?.tagName === 'P' && /of at most 12 builds\.$/.test(element.textContent ?? ''),
      ),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ daily_limit: 12 }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
