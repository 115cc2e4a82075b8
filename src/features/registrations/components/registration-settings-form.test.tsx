import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerTable, failTable, holdTable, recordRequests, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { RegistrationSettingsForm } from './registration-settings-form';

const EVENT = 'e0000000-0000-4000-8000-000000000001';
const SAVED = {
  event_id: EVENT,
  is_open: true,
  capacity: 40,
  waitlist: false,
  closes_minutes_before: 60,
  hold_minutes: 45,
  questions: [],
  confirmation_message: 'Bring a sleeping bag.',
  confirmation_message_es: null,
  version: 4,
  updated_at: '2026-11-27T10:00:00Z',
};

describe('RegistrationSettingsForm', () => {
  beforeEach(async () => {
    await signInAs(STAFF_USER, { role: 'editor' });
  });
  afterEach(async () => {
    await signOutTestUser();
  });

  it('a failed read shows the error and no form: Save cannot write defaults over the real settings', async () => {
    failTable('event_registration_settings');
    const writes = recordRequests('event_registration_settings');
    renderWithProviders(<RegistrationSettingsForm eventId={EVENT} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The registration settings could not be loaded, so they cannot be changed now.',
    );
    expect(screen.queryByRole('button', { name: 'Save registration settings' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Take registrations' })).toBeNull();
    expect(screen.queryByLabelText('Seats per date')).toBeNull();

    // 'Try again' reads again; the form then holds the event's real settings.
    answerTable('event_registration_settings', [SAVED]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save registration settings' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Take registrations' })).toBeChecked();
    expect(screen.getByLabelText('Seats per date')).toHaveValue(40);
    expect(screen.getByLabelText('Minutes to confirm a seat')).toHaveValue(45);
    expect(writes.filter((w) => w.method !== 'GET')).toEqual([]);
  });

  it('while the read runs: a loading state, no form', async () => {
    holdTable('event_registration_settings');
    renderWithProviders(<RegistrationSettingsForm eventId={EVENT} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the registration settings');
    expect(screen.queryByRole('button', { name: 'Save registration settings' })).toBeNull();
  });

  it('an event without settings starts from the defaults (off, 20 seats, 30 minutes to confirm)', async () => {
    answerTable('event_registration_settings', []);
    renderWithProviders(<RegistrationSettingsForm eventId={EVENT} />);
    expect(await screen.findByRole('checkbox', { name: 'Take registrations' })).not.toBeChecked();
    expect(screen.getByLabelText('Seats per date')).toHaveValue(20);
    expect(screen.getByLabelText('Minutes to confirm a seat')).toHaveValue(30);
  });

  it('refuses a hold outside 5–1,440 minutes by its field and sends nothing', async () => {
    answerTable('event_registration_settings', [SAVED]);
    renderWithProviders(<RegistrationSettingsForm eventId={EVENT} />);
    const hold = await screen.findByLabelText('Minutes to confirm a seat');
    const writes = recordRequests('event_registration_settings');
    await userEvent.clear(hold);
    await userEvent.type(hold, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save registration settings' }));
    expect(await screen.findByText('Holding must be 5 to 1,440 minutes')).toBeInTheDocument();
    expect(hold).toHaveAttribute('aria-invalid', 'true');
    expect(writes.filter((w) => w.method !== 'GET')).toEqual([]);
  });

  it("the confirmation message's Spanish sits in the 'Español' tab, marked missing, and saves with the version", async () => {
    answerTable('event_registration_settings', [SAVED]);
    const writes: { method: string; body: unknown }[] = [];
    server.use(
      http.patch(`${SUPABASE_URL}/rest/v1/event_registration_settings`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        writes.push({ method: request.method, body });
        return HttpResponse.json([{ ...SAVED, ...body, version: 5 }]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationSettingsForm eventId={EVENT} />);
    expect(await screen.findByLabelText('Confirmation message (optional)')).toHaveValue(
      'Bring a sleeping bag.',
    );
    const spanishTab = screen.getByRole('tab', { name: 'Español Spanish missing' });
    await user.click(spanishTab);
    const spanish = screen.getByLabelText('Spanish confirmation message (optional)');
    await user.type(spanish, 'Traiga un saco de dormir.');
    expect(spanishTab).toHaveAccessibleName('Español');
    await user.click(screen.getByRole('button', { name: 'Save registration settings' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({
      version: 4,
      confirmation_message: 'Bring a sleeping bag.',
      confirmation_message_es: 'Traiga un saco de dormir.',
    });
  });
});
