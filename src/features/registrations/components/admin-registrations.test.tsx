import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, answerTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { RegistrationCounts, StaffRegistration } from '../api/staff-registrations';
import { AdminRegistrations } from './admin-registrations';

const DATE = '2026-12-05';
const DATES = [{ occurrence_date: DATE, start_time: '2026-12-05T15:00:00Z' }];

function person(i: number, change: Partial<StaffRegistration> = {}): StaffRegistration {
  return {
    id: `r${i}`,
    occurrence_date: DATE,
    name: `Person ${i}`,
    email: `person${i}@example.org`,
    phone: null,
    party_size: 1,
    answers: {},
    status: 'confirmed',
    checked_in_at: null,
    created_at: '2026-11-27T10:00:00Z',
    status_at: '2026-11-27T10:00:00Z',
    hold_expires_at: null,
    ...change,
  };
}

const PEOPLE = [
  person(1, { name: 'José Álvarez', email: 'jose@example.org', phone: '(317) 555-0100' }),
  person(2, { name: 'Blake Second', email: 'blake@example.org', phone: '+1 317 555 0199' }),
  person(3, { name: 'Casey Waiting', email: 'casey@example.org', status: 'waitlisted' }),
];

function counts(change: Partial<RegistrationCounts> = {}): RegistrationCounts {
  return {
    state: 'open',
    capacity: 10,
    seats_left: 8,
    registered: 2,
    awaiting: 0,
    waitlisted: 1,
    checked_in: 0,
    questions: [],
    title: 'Retreat',
    start_time: '2026-12-05T15:00:00Z',
    ...change,
  };
}

const render = (query = '') =>
  renderWithProviders(<AdminRegistrations eventId="e1" eventDates={DATES} />, {
    route: `/admin/events/e1/registrations?date=${DATE}${query}`,
  });

describe('the door list', () => {
  beforeEach(async () => {
    await signInAs(STAFF_USER, { role: 'editor' });
    answerTable('event_registrations', PEOPLE);
    answerRpc('registration_counts', counts());
  });
  afterEach(signOutTestUser);

  it('finds people by name or e-mail, ignoring case and accents, from the address and as one types', async () => {
    const user = userEvent.setup();
    render('&q=jose');
    expect(await screen.findByText('José Álvarez')).toBeInTheDocument();
    expect(screen.queryByText('Blake Second')).toBeNull();
    const search = screen.getByLabelText('Search by name or e-mail');
    expect(search).toHaveValue('jose');

    await user.clear(search);
    await user.type(search, 'BLAKE@');
    expect(await screen.findByText('Blake Second')).toBeInTheDocument();
    expect(screen.queryByText('José Álvarez')).toBeNull();

    await user.clear(search);
    await user.type(search, 'nobody here');
    expect(await screen.findByRole('heading', { name: 'Nobody matches this search' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByText('Casey Waiting')).toBeInTheDocument();
    expect(screen.getByText('José Álvarez')).toBeInTheDocument();
  });

  it('makes phone numbers tappable', async () => {
    render();
    expect(await screen.findByRole('link', { name: '(317) 555-0100' })).toHaveAttribute(
      'href',
      'tel:3175550100',
    );
    expect(screen.getByRole('link', { name: '+1 317 555 0199' })).toHaveAttribute('href', 'tel:+13175550199');
  });

  it('says how many are checked in, and counts again after a check-in', async () => {
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByText('2 registered, 0 awaiting confirmation, 0 checked in'),
    ).toBeInTheDocument();

    answerRpc('registration_staff_action', { status: 'confirmed', checked_in_at: '2026-12-05T14:58:00Z' });
    answerRpc('registration_counts', counts({ checked_in: 1 }));
    answerTable('event_registrations', [
      { ...PEOPLE[0]!, checked_in_at: '2026-12-05T14:58:00Z' },
      ...PEOPLE.slice(1),
    ]);
    await user.click(screen.getByRole('button', { name: 'Check in José Álvarez' }));
    expect(
      await screen.findByText('2 registered, 0 awaiting confirmation, 1 checked in'),
    ).toBeInTheDocument();
    const checkedIn = screen.getByText('Checked in', { selector: 'dt' }).closest('div')!;
    expect(within(checkedIn).getByRole('definition')).toHaveTextContent('1');
  });
});
