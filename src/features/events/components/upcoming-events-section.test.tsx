import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate, HOME_EVENT_DATE_FORMAT } from '@/lib/dates';
import { holdRpc, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { ChurchEvent } from '../api/church-events';
import { answerOccurrences, failOccurrences, testEvent } from './test-events';
import { UpcomingEventsSection } from './upcoming-events-section';

/** An occurrence `offsetDays` from now in the Main Sanctuary. */
function event(id: string, offsetDays: number, extra: Partial<ChurchEvent> = {}): ChurchEvent {
  return testEvent(id, offsetDays, { location: 'Main Sanctuary', ...extra });
}

describe('UpcomingEventsSection', () => {
  it('shows 3 skeleton cards while loading', () => {
    holdRpc('event_occurrences');
    renderWithProviders(<UpcomingEventsSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading upcoming events');
    expect(screen.getAllByTestId('event-card-skeleton')).toHaveLength(3);
  });

  it("shows 'Failed to load upcoming events' on error", async () => {
    failOccurrences();
    renderWithProviders(<UpcomingEventsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load upcoming events');
    expect(screen.queryByRole('link', { name: 'View All Events' })).not.toBeInTheDocument();
  });

  it('shows an empty state when the server has no events, and no link to /events', async () => {
    answerOccurrences([]);
    renderWithProviders(<UpcomingEventsSection />);
    expect(await screen.findByRole('heading', { name: 'No Upcoming Events' })).toBeInTheDocument();
    expect(
      screen.getByText('There are no upcoming events at the moment. Please check back later!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Events' })).not.toBeInTheDocument();
  });

  it('shows the empty state when every event is in the past', async () => {
    answerOccurrences([event('past', -2)]);
    renderWithProviders(<UpcomingEventsSection />);
    expect(await screen.findByRole('heading', { name: 'No Upcoming Events' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Events' })).not.toBeInTheDocument();
  });

  it('lists the first 3 events from today on, with their details', async () => {
    const first = event('a', 1, { location: 'Fellowship Hall, 4702 Century Plaza Rd', description: null });
    answerOccurrences([event('old', -5), first, event('b', 2), event('c', 3), event('d', 4)]);
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
    answerOccurrences([
      event('stored', 1, { cover_image_source_type: 'upload', cover_image_path: 'a/cover.webp' }),
      event('external', 2, {
        cover_image_source_type: 'url',
        cover_image_external_url: 'https://img.test/b.jpg',
      }),
      event('none', 3),
    ]);
    renderWithProviders(<UpcomingEventsSection />);
    const [stored, external, none] = await screen.findAllByRole('img');
    expect(stored).toHaveAttribute(
      'src',
      `${SUPABASE_URL}/storage/v1/object/public/event-covers/a/cover.webp`,
    );
    expect(external).toHaveAttribute('src', 'https://img.test/b.jpg');
    expect(none).toHaveAttribute('data-fallback', 'true');
    expect(stored).toHaveAttribute('loading', 'lazy');

    fireEvent.error(external!);
    expect(external).toHaveAttribute('data-fallback', 'true');
    expect(external).toHaveAttribute('alt', 'Cover image for Event external');
  });
});
