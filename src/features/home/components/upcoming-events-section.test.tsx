import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, HOME_EVENT_DATE_FORMAT } from '@/lib/dates';
import { never, requests, resetFakeDb, respond } from '@/testing/fake-db';
import { renderWithProviders } from '@/testing/render';
import { UpcomingEventsSection } from './upcoming-events-section';

vi.mock('@/lib/supabase-rest', () => import('@/testing/fake-db'));

const day = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

function event(id: string, offsetDays: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: `Event ${id}`,
    description: `About ${id}`,
    location: 'Main Sanctuary',
    start_time: at(offsetDays),
    end_time: null,
    cover_image_source_type: null,
    cover_image_path: null,
    cover_image_external_url: null,
    meeting_links: {},
    ...extra,
  };
}

describe('UpcomingEventsSection', () => {
  beforeEach(() => resetFakeDb());

  it('shows 3 skeleton cards while loading', () => {
    respond('church_events', never);
    renderWithProviders(<UpcomingEventsSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading upcoming events');
    expect(screen.getAllByTestId('event-card-skeleton')).toHaveLength(3);
  });

  it('reads all events ordered by start_time ascending', async () => {
    respond('church_events', { data: [] });
    renderWithProviders(<UpcomingEventsSection />);
    await screen.findByText('No Upcoming Events');
    expect(requests).toEqual([
      {
        table: 'church_events',
        calls: [
          ['select', '*'],
          ['order', 'start_time', { ascending: true }],
        ],
      },
    ]);
  });

  it("shows 'Failed to load upcoming events' on error", async () => {
    respond('church_events', { error: { message: 'boom' } });
    renderWithProviders(<UpcomingEventsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load upcoming events');
    expect(screen.queryByRole('link', { name: 'View All Events' })).not.toBeInTheDocument();
  });

  it('shows an empty state without upcoming events, and no link to /events', async () => {
    respond('church_events', { data: [event('past', -2)] });
    renderWithProviders(<UpcomingEventsSection />);
    expect(await screen.findByRole('heading', { name: 'No Upcoming Events' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Events' })).not.toBeInTheDocument();
  });

  it('lists the first 3 events from today on, with their details', async () => {
    const first = event('a', 1, { location: 'Fellowship Hall, 4702 Century Plaza Rd', description: null });
    respond('church_events', {
      data: [event('old', -5), first, event('b', 2), event('c', 3), event('d', 4)],
    });
    renderWithProviders(<UpcomingEventsSection />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Event a',
      'Event b',
      'Event c',
    ]);

    const card = within(cards[0]!);
    expect(card.getByText(formatDate(first.start_time, HOME_EVENT_DATE_FORMAT))).toBeInTheDocument();
    expect(card.getByText('Fellowship Hall, 470...')).toBeInTheDocument();
    expect(card.getByText('More details coming soon')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/events/a');
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
  });

  it('uses the stored cover, the external cover, or the default image also after a load error', async () => {
    respond('church_events', {
      data: [
        event('stored', 1, { cover_image_source_type: 'supabase', cover_image_path: 'a/cover.webp' }),
        event('external', 2, {
          cover_image_source_type: 'external_url',
          cover_image_external_url: 'https://img.test/b.jpg',
        }),
        event('none', 3),
      ],
    });
    renderWithProviders(<UpcomingEventsSection />);
    const [stored, external, none] = await screen.findAllByRole('img');
    expect(stored).toHaveAttribute('src', 'https://storage.test/event-covers/a/cover.webp');
    expect(external).toHaveAttribute('src', 'https://img.test/b.jpg');
    expect(none).toHaveAttribute('data-fallback', 'true');
    expect(stored).toHaveAttribute('loading', 'lazy');

    fireEvent.error(external!);
    expect(external).toHaveAttribute('data-fallback', 'true');
    expect(external).toHaveAttribute('alt', 'Cover image for Event external');
  });
});
