import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTable, failTable, holdTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { LiveContent } from './live-content';

const SETTINGS = {
  live_stream_youtube_url: 'https://youtu.be/dQw4w9WgXcQ?si=share',
  service_times: [
    { day: 'sunday', time: '09:00', label: 'Sunday' },
    { day: 'wednesday', time: '18:30', label: 'Mid-Week' },
  ],
  service_information_live_page: {
    title: 'Service Information',
    times_line1: 'Doors open at 8:30 AM.',
    times_line2: '',
  },
  youtube_channel_url: { url: 'https://www.youtube.com/@church', label: 'Our channel' },
  live_page_meeting_link_teams: { url: 'https://teams.microsoft.com/l/1', label: 'Teams room' },
  live_page_meeting_link_zoom: { url: '#', label: 'Zoom room' },
  live_page_meeting_link_google_meet: { url: 'https://meet.google.com/abc', label: 'Meet room' },
};

function answerSettings(settings: Record<string, unknown>) {
  answerTable(
    'site_settings',
    Object.entries(settings).map(([setting_key, setting_value]) => ({
      setting_key,
      setting_value: setting_value as never,
    })),
  );
}

// Sunday 2026-11-22 06:45 in Indianapolis (EST): the 9:00 service is 2 h 15 min away.
const BEFORE_SERVICE = new Date('2026-11-22T11:45:00Z');
const DURING_SERVICE = new Date('2026-11-22T15:00:00Z');

describe('LiveContent', () => {
  it('shows a skeleton in the player while the settings load', () => {
    holdTable('site_settings');
    renderWithProviders(<LiveContent now={BEFORE_SERVICE} />);
    expect(screen.getByTestId('live-player-skeleton')).toBeInTheDocument();
    expect(screen.queryByTitle('Live stream')).not.toBeInTheDocument();
  });

  it('embeds the stream with autoplay and lists the service, channel and meeting links', async () => {
    answerSettings(SETTINGS);
    renderWithProviders(<LiveContent now={BEFORE_SERVICE} />);
    const player = await screen.findByTitle('Live stream');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(player.getAttribute('allow')).toContain('autoplay');

    // The service times setting (as the footer and the ticker show it), then the extra line.
    const info = screen.getByRole('region', { name: 'Service Information' });
    expect(
      within(info)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sunday: 9:00 AM', 'Mid-Week: Wednesday 6:30 PM', 'Doors open at 8:30 AM.']);
    expect(within(info).getByTestId('next-service')).toHaveTextContent('Next service in 2 h 15 min');
    expect(within(info).getByTestId('next-service')).toHaveTextContent('Sunday at 9:00 AM');

    const connect = screen.getByRole('region', { name: 'Connect With Us' });
    expect(within(connect).getByRole('link', { name: /Our channel/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@church',
    );
    expect(within(connect).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    const meetings = screen.getByRole('region', { name: 'Online Meeting Links' });
    expect(
      within(meetings)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Teams room (opens in a new tab)', 'Meet room (opens in a new tab)']);
  });

  it("says 'Live now' during a service", async () => {
    answerSettings(SETTINGS);
    renderWithProviders(<LiveContent now={DURING_SERVICE} />);
    expect(await screen.findByText('Live now')).toBeInTheDocument();
  });

  it("hides the meeting card when every link is '#' or empty", async () => {
    answerSettings({
      ...SETTINGS,
      live_page_meeting_link_teams: { url: '#', label: 'Teams' },
      live_page_meeting_link_zoom: { url: '', label: 'Zoom' },
      live_page_meeting_link_google_meet: { url: '#', label: 'Meet' },
    });
    renderWithProviders(<LiveContent now={BEFORE_SERVICE} />);
    await screen.findByTitle('Live stream');
    expect(screen.queryByRole('region', { name: 'Online Meeting Links' })).not.toBeInTheDocument();
  });

  it.each([
    ['missing', {}],
    ['not a YouTube link', { live_stream_youtube_url: 'https://vimeo.com/12345' }],
    ['not a URL at all', { live_stream_youtube_url: { nope: true } }],
  ])("shows 'Live Stream Unavailable' when the setting is %s", async (_label, stream) => {
    const { live_stream_youtube_url: _drop, ...rest } = SETTINGS;
    answerSettings({ ...rest, ...stream });
    renderWithProviders(<LiveContent now={BEFORE_SERVICE} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Live Stream Unavailable' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'The live stream could not be loaded. Please try again later or check our YouTube channel directly.',
    );
    expect(within(alert).getByRole('link', { name: /Our channel/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@church',
    );
  });

  it("shows the spec's text, never the server's message, and the defaults when the read fails", async () => {
    failTable('site_settings', { code: 'PGRST000', message: 'Could not connect to the database' }, 503);
    renderWithProviders(<LiveContent now={BEFORE_SERVICE} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Live Stream Unavailable');
    expect(alert).toHaveTextContent(
      'The live stream could not be loaded. Please try again later or check our YouTube channel directly.',
    );
    expect(alert).not.toHaveTextContent('Could not connect to the database');
    expect(within(alert).getByRole('link', { name: /YouTube channel/i })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.youtube\.com\//),
    );
    const info = screen.getByRole('region', { name: /Service/ });
    expect(info).toHaveTextContent('Sunday: 9:00 AM & 11:00 AM');
    expect(info).toHaveTextContent('Mid-Week: Wednesday 7:00 PM');
    expect(screen.queryByRole('region', { name: 'Online Meeting Links' })).not.toBeInTheDocument();
  });
});
