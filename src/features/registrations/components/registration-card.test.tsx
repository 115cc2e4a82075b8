import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type * as StaffRegistrations from '../api/staff-registrations';
import { registrationCsvRows, type StaffRegistration } from '../api/staff-registrations';
import { RegistrationCard } from './registration-card';
import { registrationSettingsSchema, toRegistrationForm } from '../api/registration-settings-schema';

const action = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('../api/staff-registrations', async (original) => ({
  ...(await original<typeof StaffRegistrations>()),
  registrationAction: action,
}));

const QUESTIONS = [
  { id: 'q1', label: 'Staying for lunch?', kind: 'yes_no' as const },
  { id: 'q2', label: 'T-shirt', kind: 'choice' as const, options: ['S', 'M'] },
];

function row(overrides: Partial<StaffRegistration> = {}): StaffRegistration {
  return {
    id: 'r1',
    occurrence_date: '2026-12-05',
    name: 'Blake Second',
    email: 'blake@example.org',
    phone: null,
    party_size: 2,
    answers: { q1: true },
    status: 'confirmed',
    checked_in_at: null,
    created_at: '2026-11-27T10:00:00Z',
    status_at: '2026-11-27T10:00:00Z',
    hold_expires_at: null,
    ...overrides,
  };
}

describe('RegistrationCard', () => {
  beforeEach(() => action.mockClear());

  it('shows the person with the answers and checks them in with one button', async () => {
    renderWithProviders(
      <ul>
        <RegistrationCard registration={row()} questions={QUESTIONS} waitlistNumber={null} />
      </ul>,
    );
    expect(screen.getByText('Party of 2 · Registered')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getAllByText('—', { selector: 'dd' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Check in Blake Second' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('r1', 'check_in'));
  });

  it('a waitlisted party: its place, "Move from waitlist", no check-in; cancel asks first', async () => {
    renderWithProviders(
      <ul>
        <RegistrationCard registration={row({ status: 'waitlisted' })} questions={[]} waitlistNumber={3} />
      </ul>,
    );
    expect(screen.getByText('Party of 2 · Waitlist, number 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check in/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Move from waitlist' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('r1', 'confirm'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the registration of Blake Second' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this registration?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('r1', 'cancel'));
  });

  it('seats awaiting confirmation: until when, "Confirm seat", no check-in; a released hold has no actions', async () => {
    const { unmount } = renderWithProviders(
      <ul>
        <RegistrationCard
          registration={row({ status: 'awaiting', hold_expires_at: '2026-11-27T15:42:00Z' })}
          questions={[]}
          waitlistNumber={null}
        />
      </ul>,
    );
    expect(
      screen.getByText(/^Party of 2 · Awaiting confirmation until \d{1,2}:42 (AM|PM)$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check in/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm seat of Blake Second' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('r1', 'confirm'));
    unmount();
    renderWithProviders(
      <ul>
        <RegistrationCard registration={row({ status: 'expired' })} questions={[]} waitlistNumber={null} />
      </ul>,
    );
    expect(screen.getByText('Party of 2 · Released (not confirmed in time)')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('registrationCsvRows', () => {
  it("one column per question, yes/no spelled out, the page's words and the church's date and time", () => {
    const { header, rows } = registrationCsvRows(
      [
        row({
          checked_in_at: '2026-12-06T01:58:06.470323+00:00',
          created_at: '2026-11-27T10:00:00.123456+00:00',
          answers: { q1: false, q2: 'M' },
        }),
        row({ id: 'r2', status: 'waitlisted', phone: '(317) 555-0100' }),
      ],
      QUESTIONS,
    );
    expect(header).toEqual([
      'Name',
      'Email',
      'Phone',
      'Party size',
      'Status',
      'Checked in',
      'Registered',
      'Staying for lunch?',
      'T-shirt',
    ]);
    expect(rows).toEqual([
      [
        'Blake Second',
        'blake@example.org',
        null,
        2,
        'Registered',
        'Dec 5, 2026, 8:58 PM',
        'Nov 27, 2026, 5:00 AM',
        'No',
        'M',
      ],
      [
        'Blake Second',
        'blake@example.org',
        '(317) 555-0100',
        2,
        'Waitlist',
        '',
        'Nov 27, 2026, 5:00 AM',
        'Yes',
        '',
      ],
    ]);
  });
});

describe('registrationSettingsSchema', () => {
  /** The refusals by field, as the form shows them. */
  function settingsErrors(s: Parameters<typeof toRegistrationForm>[0]) {
    const result = registrationSettingsSchema.safeParse(toRegistrationForm(s));
    return Object.fromEntries(
      (result.success ? [] : result.error.issues).map((issue) => [issue.path.join('.'), issue.message]),
    );
  }

  it('names the fields the database would refuse', () => {
    const base = {
      event_id: 'e',
      is_open: true,
      capacity: 20,
      waitlist: true,
      closes_minutes_before: 0,
      hold_minutes: 30,
      questions: [],
      confirmation_message: null,
      confirmation_message_es: null,
    };
    expect(settingsErrors(base)).toEqual({});
    expect(
      settingsErrors({
        ...base,
        capacity: 0,
        closes_minutes_before: -1,
        hold_minutes: 2,
        questions: [
          { id: 'q1', label: ' ', kind: 'text' },
          { id: 'q2', label: 'Size', kind: 'choice', options: [] },
        ],
      }),
    ).toEqual({
      capacity: 'Seats must be a whole number from 1 to 10,000',
      closes: 'Closing must be 0 to 43,200 minutes before the start',
      hold: 'Holding must be 5 to 1,440 minutes',
      'questions.0': 'Each question needs a label (up to 200 characters)',
      'questions.1': 'A choice needs 1 to 10 options, one per line',
    });
  });
});
