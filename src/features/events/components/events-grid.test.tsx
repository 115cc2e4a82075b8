import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { EventsGrid, EVENTS_PAGE_SIZE } from './events-grid';
import { testEvent } from './test-events';

const events = Array.from({ length: 40 }, (_, index) => testEvent(`e${index}`, index + 1));

describe('EventsGrid: a page of cards at a time', () => {
  it('shows the first page, says how many there are, and adds the next page on request', async () => {
    renderWithProviders(<EventsGrid events={events} isPending={false} error={null} label="Loading" />);
    expect(screen.getAllByRole('article')).toHaveLength(EVENTS_PAGE_SIZE);
    expect(screen.getByText(`Showing ${EVENTS_PAGE_SIZE} of 40 events`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(screen.getAllByRole('article')).toHaveLength(2 * EVENTS_PAGE_SIZE);
    // The focus moves to the first card added, where the reader continues.
    expect(document.activeElement).toHaveAccessibleName(`View Details for Event e${EVENTS_PAGE_SIZE}`);

    await userEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(screen.getAllByRole('article')).toHaveLength(40);
    expect(screen.queryByRole('button', { name: 'Show more events' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('offers nothing more when everything fits on the first page', () => {
    renderWithProviders(
      <EventsGrid events={events.slice(0, 5)} isPending={false} error={null} label="Loading" />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more events' })).not.toBeInTheDocument();
  });
});
