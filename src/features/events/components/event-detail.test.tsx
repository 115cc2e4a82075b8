import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { answerRpc, answerTable, failTable, holdTable, recordRequests, recordRpc } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { EventDetail } from './event-detail';
import type { ChurchEvent } from '../api/church-events';
import { answerOccurrences, testEvent } from './test-events';

const ID = 'c0000000-0000-4000-8000-000000000002';
const withLinks = testEvent(ID, 3, {
  title: 'Sunday Celebration',
  start_time: '2030-06-02T13:00:00Z',
  end_time: '2030-06-02T16:00:00Z',
  meeting_links: { teams: 'https://teams.microsoft.com/x', zoom: 'javascript:alert(1)' },
});

/** `/events/<id>` of a one-off event: its row, then its one occurrence. */
function answerOneOff(event: ChurchEvent): void {
  answerTable('church_events', [{ id: event.id, start_time: event.start_time, recurrence_rule: null }]);
  answerOccurrences([event]);
}

afterEach(() => {
  resetToasts();
});

describe('EventDetail', () => {
  it('shows a skeleton while loading', () => {
    holdTable('church_events');
    renderWithProviders(<EventDetail id={ID} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading event');
  });

  it("shows 'Event Not Found' for a malformed id without asking the server", async () => {
    const requests = recordRequests('church_events');
    renderWithProviders(<EventDetail id="not-a-uuid" />);
    expect(screen.getByRole('heading', { name: 'Event Not Found', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText("The event you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toHaveLength(0);
  });

  it("shows 'Event Not Found' for an id with no row", async () => {
    answerTable('church_events', []);
    renderWithProviders(<EventDetail id={ID} />);
    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the read fails', async () => {
    failTable('church_events', { code: 'XX000', message: 'boom' });
    renderWithProviders(<EventDetail id={ID} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading event: Unknown error');
    expect(alert).not.toHaveTextContent('boom');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the event with date, time, location, safe meeting links and JSON-LD', async () => {
    answerOneOff(withLinks);
    const { container } = renderWithProviders(<EventDetail id={ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Celebration' })).toBeInTheDocument();
    expect(screen.getByText('Sunday, June 2, 2030')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM - 12:00 PM')).toBeInTheDocument();
    expect(screen.getByText(withLinks.location!)).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: 'Online Meeting Links' })).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://teams.microsoft.com/x');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: 'About This Event' })).toBeInTheDocument();
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Sunday Celebration',
      startDate: '2030-06-02T13:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    });
    expect(document.title).toMatch(/^Sunday Celebration \| /);
  });

  it('hides the meeting card without links and shows one time without an end', async () => {
    answerOneOff({ ...withLinks, end_time: null, meeting_links: {} });
    renderWithProviders(<EventDetail id={ID} />);
    expect(await screen.findByText('9:00 AM')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Online Meeting Links' })).not.toBeInTheDocument();
  });

  it('offers Google Calendar and .ICS in the Add to Calendar menu', async () => {
    answerOneOff(withLinks);
    renderWithProviders(<EventDetail id={ID} />);
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Add to Calendar' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const google = screen.getByRole('link', { name: /Google Calendar/ });
    expect(new URL(google.getAttribute('href')!).searchParams.get('dates')).toBe(
      '20300602T130000Z/20300602T160000Z',
    );
    expect(screen.getByRole('button', { name: 'Download .ICS' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});

describe('EventDetail: a date of a repeating event, and registration', () => {
  describe('one date of a repeating event (/events/{id}/{yyyy-mm-dd})', () => {
    const SERIES = 'c1000000-0000-4000-8000-000000000001';
    const wednesday = testEvent(SERIES, 0, {
      title: 'Wednesday Bible Study',
      occurrence_date: '2030-06-05',
      original_start: '2030-06-05T23:00:00Z',
      start_time: '2030-06-05T23:00:00Z',
      end_time: '2030-06-06T00:30:00Z',
      is_recurring: true,
    });

    it("shows 'Event Not Found' for a malformed date without asking the server", async () => {
      const calls = recordRpc('event_occurrences');
      renderWithProviders(<EventDetail id={SERIES} date="2030-02-30" />);
      expect(screen.getByRole('heading', { name: 'Event Not Found', level: 1 })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls).toHaveLength(0);
    });

    it('asks for that date of that event and shows it with its own calendar links', async () => {
      answerOccurrences([wednesday]);
      // Registered last, so it sees the call first (and lets it through to the answer).
      const calls = recordRpc('event_occurrences');
      renderWithProviders(<EventDetail id={SERIES} date="2030-06-05" />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Wednesday Bible Study' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Wednesday, June 5, 2030')).toBeInTheDocument();
      expect(screen.getByText('7:00 PM - 8:30 PM')).toBeInTheDocument();
      expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
      const url = calls[0]?.url;
      expect(url?.searchParams.get('event_id')).toBe(`eq.${SERIES}`);
      expect(url?.searchParams.get('occurrence_date')).toBe('eq.2030-06-05');
      await userEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));
      const google = screen.getByRole('link', { name: /Google Calendar/ });
      expect(new URL(google.getAttribute('href')!).searchParams.get('dates')).toBe(
        '20300605T230000Z/20300606T003000Z',
      );
      expect(new URL(google.getAttribute('href')!).searchParams.get('details')).toContain(
        `/events/${SERIES}/2030-06-05`,
      );
    });

    it("shows a cancelled date struck through with 'Cancelled' and no Add to Calendar", async () => {
      answerOccurrences([{ ...wednesday, is_cancelled: true }]);
      const { container } = renderWithProviders(<EventDetail id={SERIES} date="2030-06-05" />);
      expect(await screen.findByText('Cancelled')).toBeInTheDocument();
      const struck = [...container.querySelectorAll('s')].map((s) => s.textContent);
      expect(struck).toEqual(['Wednesday, June 5, 2030', '7:00 PM - 8:30 PM']);
      expect(screen.queryByRole('button', { name: 'Add to Calendar' })).not.toBeInTheDocument();
      const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
      expect(jsonLd.eventStatus).toBe('https://schema.org/EventCancelled');
    });

    it('says where a moved date moved from', async () => {
      answerOccurrences([
        {
          ...wednesday,
          start_time: '2030-06-06T22:30:00Z',
          end_time: '2030-06-07T00:00:00Z',
          location: 'Conference Room B',
          is_changed: true,
        },
      ]);
      renderWithProviders(<EventDetail id={SERIES} date="2030-06-05" />);
      expect(await screen.findByText('Thursday, June 6, 2030')).toBeInTheDocument();
      expect(screen.getByText('6:30 PM - 8:00 PM')).toBeInTheDocument();
      expect(screen.getByText('Conference Room B')).toBeInTheDocument();
      expect(screen.getByText(/^Moved from/)).toHaveTextContent('Moved from Wednesday, June 5, 7:00 PM');
    });

    it("shows 'Event Not Found' for a date the event does not have", async () => {
      answerOccurrences([]);
      renderWithProviders(<EventDetail id={SERIES} date="2030-06-06" />);
      expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
    });
  });

  describe("the registration badge (decision 0039): seats counted, 'Full' when none is left", () => {
    function answerRegistration(state: string | null) {
      answerTable('event_registration_settings', [{ is_open: state !== null, closes_minutes_before: 0 }]);
      answerRpc('registration_availability', state === null ? null : { state, seats_left: 0 });
    }

    it.each([
      ['open', 'Registration is open'],
      ['waitlist', 'Full — join the waitlist'],
      ['full', 'Full'],
    ])('%s: %s', async (state, text) => {
      answerOneOff(withLinks);
      answerRegistration(state);
      renderWithProviders(<EventDetail id={ID} />);
      await screen.findByRole('heading', { level: 1, name: 'Sunday Celebration' });
      expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
      for (const other of ['Registration is open', 'Full — join the waitlist', 'Full'].filter(
        (t) => t !== text,
      )) {
        expect(screen.queryByText(other, { exact: true })).toBeNull();
      }
    });

    it('no badge, and no seat count asked, for an event without registration', async () => {
      answerOneOff(withLinks);
      answerRegistration(null);
      const asked = recordRpc('registration_availability');
      renderWithProviders(<EventDetail id={ID} />);
      await screen.findByRole('heading', { level: 1, name: 'Sunday Celebration' });
      expect(screen.queryByText(/Registration is open|^Full/)).toBeNull();
      expect(asked).toHaveLength(0);
    });
  });
});
