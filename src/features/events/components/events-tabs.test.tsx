import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventsMessages } from '@/i18n/events';
import { formatDate, LIST_EVENT_DATE_FORMAT } from '@/lib/dates';
import { setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { answerTable, failTable, holdRpc } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { EventsTabs } from './events-tabs';
import { answerOccurrences, failOccurrences, testEvent } from './test-events';

const birthdays = [{ id: 'b1', member_name: 'Angela Brooks', birth_month: 1, birth_day: 14 }];

describe('EventsTabs: the list', () => {
  it('shows 3 skeleton cards while loading', () => {
    holdRpc('event_occurrences');
    renderWithProviders(<EventsTabs />, { route: '/events' });
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading upcoming events');
    expect(screen.getAllByTestId('event-card-skeleton')).toHaveLength(3);
  });

  it("shows 'Error loading events: Unknown error', never the server's message, and reads again", async () => {
    failOccurrences({ code: 'XX000', message: 'database is down' });
    answerTable('birthdays', birthdays);
    renderWithProviders(<EventsTabs />, { route: '/events' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading events: Unknown error');
    expect(alert).not.toHaveTextContent('database is down');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    answerOccurrences([testEvent('a', 2)]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('empties both lists when only birthdays fail (spec §8)', async () => {
    answerOccurrences([testEvent('a', 2)]);
    failTable('birthdays', { code: '42501', message: 'permission denied for table birthdays' });
    renderWithProviders(<EventsTabs />, { route: '/events' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading events: Unknown error');
    expect(alert).not.toHaveTextContent('permission denied');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Unknown error' when the failure has no message", async () => {
    failOccurrences({ code: 'XX000', message: '' });
    renderWithProviders(<EventsTabs />, { route: '/events' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading events: Unknown error');
  });

  it("shows 'No Events Found' when nothing matches", async () => {
    answerOccurrences([testEvent('past', -3)]);
    renderWithProviders(<EventsTabs />, { route: '/events' });
    expect(await screen.findByRole('heading', { name: 'No Events Found' })).toBeInTheDocument();
    expect(
      screen.getByText('There are no events matching this criteria at the moment. Please check back later!'),
    ).toBeInTheDocument();
  });

  it('lists upcoming events as cards with the list date format and a 25-character location', async () => {
    const upcoming = testEvent('a', 2, {
      location: 'Fellowship Hall, 4702 Century Plaza Rd',
      description: null,
    });
    answerOccurrences([testEvent('past', -3), upcoming]);
    renderWithProviders(<EventsTabs />, { route: '/events' });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(1);
    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: 'Event a' })).toBeInTheDocument();
    expect(card.getByText(formatDate(upcoming.start_time, LIST_EVENT_DATE_FORMAT))).toBeInTheDocument();
    expect(card.getByText('Fellowship Hall, 4702 Cen...')).toBeInTheDocument();
    expect(card.getByText('More details coming soon')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/events/a');
  });

  it('opens the tab named in the address and falls back to upcoming for an unknown one', async () => {
    answerOccurrences([testEvent('soon', 1)]);
    const { unmount } = renderWithProviders(<EventsTabs />, { route: '/events?tab=nextMonth' });
    expect(screen.getByRole('tab', { name: 'Next Month', selected: true })).toBeInTheDocument();
    unmount();
    renderWithProviders(<EventsTabs />, { route: '/events?tab=everything' });
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});

describe('EventsTabs: the calendar tab loader', () => {
  it('shows a skeleton while events load', () => {
    holdRpc('event_occurrences');
    renderWithProviders(<EventsTabs />, { route: '/events?tab=calendar' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar');
  });

  it('shows the error line when the loader fails', async () => {
    answerOccurrences([]);
    failTable('birthdays', { code: 'XX000', message: 'birthdays unavailable' });
    renderWithProviders(<EventsTabs />, { route: '/events?tab=calendar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading events: Unknown error');
  });

  it('renders the calendar with its named toolbar and event links', async () => {
    const soon = testEvent('c0000000-0000-4000-8000-000000000001', 0, { title: 'Prayer Night' });
    answerOccurrences([soon]);
    answerTable('birthdays', birthdays);
    renderWithProviders(<EventsTabs />, { route: '/events?tab=calendar' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Calendar' }, { timeout: 15_000 });
    expect(within(toolbar).getByRole('button', { name: 'Month', pressed: true })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Prayer Night, / })).toHaveAttribute(
        'href',
        `/events/${soon.id}`,
      ),
    );
  });

  it('speaks Spanish on a Spanish page: toolbar, views, month and day names (date-fns es)', async () => {
    await loadMessages(eventsMessages, 'es');
    setLocale('es');
    try {
      const soon = testEvent('c0000000-0000-4000-8000-000000000001', 0, { title: 'Noche de oración' });
      answerOccurrences([soon]);
      answerTable('birthdays', birthdays);
      renderWithProviders(<EventsTabs />, { route: '/events?tab=calendar' });
      expect(screen.getByRole('tab', { name: 'Calendario completo', selected: true })).toBeInTheDocument();
      const toolbar = await screen.findByRole('toolbar', { name: 'Calendario' }, { timeout: 15_000 });
      expect(within(toolbar).getByRole('button', { name: 'Mes', pressed: true })).toBeInTheDocument();
      expect(within(toolbar).getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
      expect(within(toolbar).getByRole('button', { name: 'Hoy' })).toBeInTheDocument();
      const month = formatDate(new Date(), 'month', undefined, 'es');
      expect(within(toolbar).getByRole('heading', { level: 2 })).toHaveTextContent(month);
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'dom',
        'lun',
        'mar',
        'mié',
        'jue',
        'vie',
        'sáb',
      ]);
      await waitFor(() =>
        expect(
          screen.getByRole('link', { name: /^Noche de oración, [a-zé]+, \d+ de [a-z]+ de \d{4}, / }),
        ).toBeVisible(),
      );
    } finally {
      setLocale('en');
    }
  });
});
