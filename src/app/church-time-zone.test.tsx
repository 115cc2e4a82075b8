import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeZoneNotice } from '@/features/site-settings/components/admin/time-zone-notice';
import { DEFAULT_CHURCH_TIME_ZONE, setChurchTimeZone } from '@/lib/church-time';
import { formatDate } from '@/lib/dates';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { ChurchTimeZone } from './church-time-zone';

afterEach(() => {
  setChurchTimeZone(DEFAULT_CHURCH_TIME_ZONE);
});

/** A time written with the app's default zone, as every page writes them. */
function Shown() {
  return <p>{formatDate('2026-12-24T23:30:00Z', 'h:mm a')}</p>;
}

describe('ChurchTimeZone', () => {
  it('writes the pages in the site setting’s zone, and again when the setting changes', async () => {
    const client = createTestQueryClient();
    const key = siteSettingsQueries.map().queryKey;
    client.setQueryData(key, { site_identity: { time_zone: 'America/Chicago' } });
    render(
      <QueryClientProvider client={client}>
        <ChurchTimeZone>
          <Shown />
        </ChurchTimeZone>
      </QueryClientProvider>,
    );
    expect(screen.getByText('5:30 PM')).toBeInTheDocument();
    act(() => {
      client.setQueryData(key, { site_identity: { name: 'Grace', time_zone: 'America/Los_Angeles' } });
    });
    expect(await screen.findByText('3:30 PM')).toBeInTheDocument();
    // An emptied setting is the default zone, as in the database.
    act(() => {
      client.setQueryData(key, { site_identity: { name: 'Grace' } });
    });
    expect(await screen.findByText('6:30 PM')).toBeInTheDocument();
  });

  it('keeps the zone the page started with while the settings are not read', () => {
    setChurchTimeZone('Asia/Tokyo');
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <ChurchTimeZone>
            <Shown />
          </ChurchTimeZone>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('8:30 AM')).toBeInTheDocument();
  });
});

describe('TimeZoneNotice', () => {
  it('asks for a build once the saved zone differs from the one the public pages were built in', () => {
    renderWithProviders(<TimeZoneNotice built="America/Indiana/Indianapolis" saved="America/New_York" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The public pages were built in America/Indiana/Indianapolis time: they show America/New York after the next build (Site rebuilds).',
    );
    expect(screen.getByRole('link', { name: 'Site rebuilds' })).toHaveAttribute(
      'href',
      '/admin/settings/site-rebuilds',
    );
  });

  it('says nothing more when they agree, or when the page carries no build zone', () => {
    renderWithProviders(<TimeZoneNotice built="America/Chicago" saved="America/Chicago" />);
    expect(screen.queryByRole('status')).toBeNull();
    renderWithProviders(<TimeZoneNotice built={undefined} saved="America/Chicago" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
