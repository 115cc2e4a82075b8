import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { manageRegistrationMessages } from '@/i18n/manage-registration';
import { setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { answerRpc } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { OwnRegistration } from '../api/registrations';
import { ManageRegistration } from './manage-registration';

const TOKEN = 'T'.repeat(32);

const registration: OwnRegistration = {
  status: 'confirmed',
  name: 'Ana López',
  email: 'ana@example.org',
  party_size: 2,
  waitlist_number: null,
  checked_in: false,
  hold_expires_at: null,
  event: {
    event_id: 'e0000000-0000-4000-8000-000000000001',
    occurrence_date: '2099-12-05',
    title: 'Winter Supper',
    location: 'Fellowship Hall',
    start_time: '2099-12-05T23:00:00Z',
    end_time: null,
    closes_at: '2099-12-05T23:00:00Z',
    state: 'open',
    seats_left: 3,
    hold_minutes: 30,
    confirmation_message: null,
  },
};

describe('ManageRegistration in both languages (the link of a Spanish e-mail goes to /es/)', () => {
  afterEach(() => setLocale('en'));

  it('English: the page as before', async () => {
    answerRpc('confirm_registration', registration);
    renderWithProviders(<ManageRegistration token={TOKEN} />);
    expect(await screen.findByText("You're registered")).toHaveAttribute('role', 'status');
    expect(screen.getByText('Ana López, party of 2. We e-mail ana@example.org.')).toBeInTheDocument();
    expect(screen.getByText('Saturday, December 5, 2099, 6:00 PM')).toBeInTheDocument();
    expect(screen.getByLabelText('Party size')).toBeInTheDocument();
    expect(screen.getByText('3 seats left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel registration' })).toBeInTheDocument();
  });

  it('Spanish: the status, the party, the date in es-US and the buttons in Spanish', async () => {
    await loadMessages(manageRegistrationMessages, 'es');
    setLocale('es');
    answerRpc('confirm_registration', registration);
    renderWithProviders(<ManageRegistration token={TOKEN} />);
    expect(await screen.findByText('Su inscripción está confirmada')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Su inscripción');
    expect(screen.getByText('Ana López, 2 personas. Le escribimos a ana@example.org.')).toBeInTheDocument();
    expect(screen.getByText(/^sábado, 5 de diciembre de 2099, 6:00\sp\.\s?m\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Número de personas')).toBeInTheDocument();
    expect(screen.getByText('Quedan 3 lugares')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar la inscripción' })).toBeInTheDocument();
  });
});
