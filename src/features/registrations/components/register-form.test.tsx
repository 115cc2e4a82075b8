import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formsMessages } from '@/i18n/forms';
import { registerMessages } from '@/i18n/register';
import { setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { renderWithProviders } from '@/testing/render';
import {
  RegistrationError,
  type RegistrationAvailability,
  type RegistrationResult,
} from '../api/registrations';
import { RegisterForm } from './register-form';

function availability(overrides: Partial<RegistrationAvailability> = {}): RegistrationAvailability {
  return {
    event_id: 'e0000000-0000-4000-8000-000000000001',
    occurrence_date: '2026-12-05',
    title: 'Men’s Retreat',
    location: 'Camp Hope',
    start_time: '2026-12-05T15:00:00Z',
    end_time: null,
    closes_at: '2026-12-05T15:00:00Z',
    state: 'open',
    capacity: 20,
    seats_left: 12,
    waitlist: true,
    hold_minutes: 30,
    questions: [],
    ...overrides,
  };
}

function setup(a: RegistrationAvailability, submit = vi.fn<() => Promise<RegistrationResult>>()) {
  renderWithProviders(<RegisterForm availability={a} submit={submit} />);
  return { submit, field: (label: string) => screen.getByLabelText(label, { exact: true }) };
}

async function fill(field: (label: string) => HTMLElement) {
  await userEvent.type(field('Name'), 'Jordan Lee');
  await userEvent.type(field('Email'), ' Jordan@Example.org ');
}

describe('RegisterForm', () => {
  it('open: seats left, the fields and the questions; sends and asks to confirm from the e-mail', async () => {
    const submit = vi.fn(
      async (): Promise<RegistrationResult> => ({
        status: 'awaiting',
        waitlist_number: null,
        hold_expires_at: '2026-11-27T15:42:00Z',
        hold_minutes: 45,
      }),
    );
    const { field } = setup(
      availability({
        questions: [
          { id: 'q1', label: 'Dietary needs', kind: 'text' },
          { id: 'q2', label: 'Staying overnight?', kind: 'yes_no', required: true },
          { id: 'q3', label: 'T-shirt', kind: 'choice', options: ['S', 'M'] },
        ],
      }),
      submit,
    );
    expect(screen.getByText('12 seats left')).toBeInTheDocument();
    await fill(field);
    await userEvent.selectOptions(field('Party size'), '3');
    await userEvent.type(field('Dietary needs (optional)'), 'None');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Check your e-mail to confirm your seat')).toBeInTheDocument();
    expect(screen.getByText(/holding your seats for 45 minutes/)).toBeInTheDocument();
    expect(screen.queryByText("You're registered")).toBeNull();
    expect(submit).toHaveBeenCalledWith({
      name: 'Jordan Lee',
      email: 'jordan@example.org',
      party_size: 3,
      phone: '',
      answers: { q1: 'None', q2: false, q3: 'M' },
    });
    // The key of the registration is only in the e-mail: that is what proves the address.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('bad input is named by its field and nothing is sent', async () => {
    const { submit, field } = setup(
      availability({
        questions: [{ id: 'q1', label: 'Staying overnight?', kind: 'yes_no', required: true }],
      }),
    );
    await userEvent.type(field('Email'), 'not-an-address');
    await userEvent.type(field('Phone (optional)'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number, e.g. (317) 555-0142')).toBeInTheDocument();
    expect(screen.getByText('Please answer this question')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('uses the one phone rule of the site: digits are needed, not only their punctuation', async () => {
    const { submit, field } = setup(availability());
    await fill(field);
    await userEvent.type(field('Phone (optional)'), '(--- ---)');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid phone number, e.g. (317) 555-0142')).toBeInTheDocument();
    expect(field('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('leaves out an answer typed and then erased, and trims the phone', async () => {
    const submit = vi.fn(async (): Promise<RegistrationResult> => ({ status: 'already_registered' }));
    const { field } = setup(
      availability({ questions: [{ id: 'q1', label: 'Dietary needs', kind: 'text' }] }),
      submit,
    );
    await fill(field);
    await userEvent.type(field('Phone (optional)'), ' 317 555 0142 ');
    await userEvent.type(field('Dietary needs (optional)'), 'x');
    await userEvent.clear(field('Dietary needs (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("You're already registered")).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({
      name: 'Jordan Lee',
      email: 'jordan@example.org',
      party_size: 1,
      phone: '317 555 0142',
      answers: {},
    });
  });

  it('full with a waitlist: "Join the waitlist", then the place in line', async () => {
    const submit = vi.fn(
      async (): Promise<RegistrationResult> => ({
        status: 'waitlisted',
        waitlist_number: 3,
      }),
    );
    const { field } = setup(availability({ state: 'waitlist', seats_left: 0 }), submit);
    expect(screen.queryByText(/seats left/)).toBeNull();
    await fill(field);
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText("You're on the waitlist, number 3")).toBeInTheDocument();
  });

  it('full without a waitlist, and closed: no form', () => {
    const { unmount } = renderWithProviders(
      <RegisterForm availability={availability({ state: 'full', seats_left: 0 })} submit={vi.fn()} />,
    );
    expect(screen.getByText('This event is full.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    unmount();
    renderWithProviders(<RegisterForm availability={availability({ state: 'closed' })} submit={vi.fn()} />);
    expect(screen.getByText('Registration is closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('already registered: says so and that the link was sent again', async () => {
    const submit = vi.fn(async (): Promise<RegistrationResult> => ({ status: 'already_registered' }));
    const { field } = setup(availability(), submit);
    await fill(field);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("You're already registered")).toBeInTheDocument();
    expect(screen.getByText(/e-mailed you the link to your registration again/)).toBeInTheDocument();
  });

  it("the server's refusal is shown and what was typed is kept", async () => {
    const submit = vi.fn(async (): Promise<RegistrationResult> => {
      throw new RegistrationError('Registration is closed', 'registration_closed');
    });
    const { field } = setup(availability(), submit);
    await fill(field);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is closed');
    expect(field('Name')).toHaveValue('Jordan Lee');
  });
});

describe('RegisterForm on a Spanish page', () => {
  afterEach(() => setLocale('en'));

  it('speaks Spanish: labels, seats left, validation, a refusal and the sentence after sending', async () => {
    await Promise.all([loadMessages(registerMessages, 'es'), loadMessages(formsMessages, 'es')]);
    setLocale('es');
    const submit = vi
      .fn<() => Promise<RegistrationResult>>()
      .mockRejectedValueOnce(new RegistrationError('Registration is closed', 'registration_closed'))
      .mockResolvedValueOnce({ status: 'waitlisted', waitlist_number: 3 });
    const { field } = setup(
      availability({ questions: [{ id: 'q1', label: 'Almuerzo', kind: 'yes_no', required: true }] }),
      submit,
    );
    expect(screen.getByText('Quedan 12 lugares')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirse' }));
    expect(screen.getByText('Escriba su nombre')).toBeInTheDocument();
    expect(screen.getByText('Responda esta pregunta')).toBeInTheDocument();
    await userEvent.type(field('Nombre'), 'Ana López');
    await userEvent.type(field('Correo electrónico'), 'ana@example.org');
    await userEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La inscripción está cerrada');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirse' }));
    expect(await screen.findByText('Está en la lista de espera, con el número 3')).toBeInTheDocument();
  });
});
