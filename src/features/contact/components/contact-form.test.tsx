import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts, useToasts } from '@/hooks/use-toast';
import { failTable, holdTable, recordRequests } from '@/testing/msw';
import { contactMessages } from '@/i18n/contact';
import { formsMessages } from '@/i18n/forms';
import { uiMessages } from '@/i18n/ui';
import { setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from './contact-form';

function ToastDurations() {
  return (
    <output data-testid="toast-durations">
      {useToasts()
        .map((t) => t.duration)
        .join(',')}
    </output>
  );
}

function setup() {
  renderWithProviders(
    <>
      <ContactForm />
      <Toaster />
      <ToastDurations />
    </>,
  );
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  return { field, submit: () => screen.getByRole('button', { name: /Send Message|Sending/ }) };
}

async function fillValid(field: (label: string) => HTMLElement) {
  await userEvent.type(field('Name'), 'Jordan Lee');
  await userEvent.type(field('Email'), ' Jordan@Example.org ');
  await userEvent.type(field('Subject'), 'Parking');
  await userEvent.type(field('Message'), 'Is there parking on site?');
}

describe('ContactForm', () => {
  beforeEach(() => resetToasts());

  it('names every required field and sends nothing when they are blank', async () => {
    const sent = recordRequests('contact_messages');
    const { field, submit } = setup();
    await userEvent.click(submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Phone (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toHaveLength(0);
  });

  it('checks the e-mail format and the phone shape', async () => {
    const sent = recordRequests('contact_messages');
    const { field, submit } = setup();
    await fillValid(field);
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'jordan@localhost');
    await userEvent.type(field('Phone (optional)'), 'call me');
    await userEvent.click(submit());
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number, e.g. (317) 555-0142')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("inserts {name, email, phone, subject, message}, toasts 'Message sent!' for 5 s and clears", async () => {
    const sent = recordRequests('contact_messages');
    const { field, submit } = setup();
    await fillValid(field);
    await userEvent.click(submit());
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeInTheDocument();
    expect(screen.getByTestId('toast-durations')).toHaveTextContent('5000');
    await waitFor(() => expect(field('Message')).toHaveValue(''));
    expect(field('Name')).toHaveValue('');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    // No `.select()`: the row is not asked back.
    expect(sent[0]?.url.searchParams.get('select')).toBeNull();
    expect(sent[0]?.body).toEqual({
      // Made in the browser, so the offline outbox can send it again safely (decision 0041).
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Jordan Lee',
      email: 'jordan@example.org',
      phone: '',
      subject: 'Parking',
      message: 'Is there parking on site?',
    });
  });

  it("reads 'Sending...' and is disabled while the insert runs", async () => {
    holdTable('contact_messages');
    const { field, submit } = setup();
    await fillValid(field);
    await userEvent.click(submit());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("toasts 'Error sending message' for 5 s on failure and keeps what was typed", async () => {
    // The hook logs the failure's details for the console (src/hooks/use-form-submit.ts).
    vi.mocked(console.error).mockImplementation(() => {});
    failTable('contact_messages');
    const { field, submit } = setup();
    await fillValid(field);
    await userEvent.type(field('Phone (optional)'), '(317) 555-0199');
    await userEvent.click(submit());
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.getByTestId('toast-durations')).toHaveTextContent('5000');
    expect(field('Name')).toHaveValue('Jordan Lee');
    expect(field('Phone (optional)')).toHaveValue('(317) 555-0199');
    expect(field('Message')).toHaveValue('Is there parking on site?');
    expect(submit()).toBeEnabled();
  });

  it('says to try again in a few minutes when the flood limit answers 429, and keeps the text', async () => {
    // The hook logs the failure's details for the console (src/hooks/use-form-submit.ts).
    vi.mocked(console.error).mockImplementation(() => {});
    failTable(
      'contact_messages',
      { code: 'rate_limited', message: 'Too many submissions from this connection.' },
      429,
    );
    const { field, submit } = setup();
    await fillValid(field);
    await userEvent.click(submit());
    expect(await screen.findByText('Too many submissions')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again in a few minutes. What you typed is still here.'),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Jordan Lee');
    expect(field('Message')).toHaveValue('Is there parking on site?');
  });

  it('speaks Spanish on a Spanish page: labels, validation messages, button and toast', async () => {
    await Promise.all([
      loadMessages(contactMessages, 'es'),
      loadMessages(formsMessages, 'es'),
      loadMessages(uiMessages, 'es'),
    ]);
    setLocale('es');
    try {
      const sent = recordRequests('contact_messages');
      renderWithProviders(
        <>
          <ContactForm />
          <Toaster />
        </>,
      );
      const field = (label: string) => screen.getByLabelText(label, { exact: true });
      expect(screen.getByRole('form', { name: 'Envíenos un mensaje' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
      expect(await screen.findByText('Escriba su nombre')).toBeInTheDocument();
      expect(field('Correo electrónico')).toHaveAccessibleDescription('Escriba su correo electrónico');
      expect(screen.getByText('Escriba el asunto')).toBeInTheDocument();
      expect(screen.getByText('Escriba su mensaje')).toBeInTheDocument();
      expect(sent).toHaveLength(0);

      await userEvent.type(field('Nombre'), 'Ana López');
      await userEvent.type(field('Correo electrónico'), 'ana@example.org');
      await userEvent.type(field('Teléfono (opcional)'), '(317) 555-0142');
      await userEvent.type(field('Asunto'), 'Estacionamiento');
      await userEvent.type(field('Mensaje'), '¿Hay estacionamiento?');
      await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
      expect(await screen.findByText('¡Mensaje enviado!')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
    } finally {
      setLocale('en');
    }
  });
});
