import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { donateMessages } from '@/i18n/donate';
import { formsMessages } from '@/i18n/forms';
import { setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { renderWithProviders } from '@/testing/render';
import { GivingForm, SIMULATED_PROCESSING_MS } from './giving-form';

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderWithProviders(<GivingForm />);
  const submit = () => screen.getByRole('button', { name: /^(Give|Processing)/ });
  return { user, submit };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name on card'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('GivingForm', () => {
  // The thank-you dialog loads lazily; have it ready so that the simulated processing time is
  // not spent compiling it.
  beforeAll(async () => {
    await import('./giving-thank-you-dialog');
  });

  let fetchSpy: MockInstance<typeof fetch>;
  let alertSpy: MockInstance<typeof window.alert>;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchSpy = vi.spyOn(globalThis, 'fetch');
    alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    fetchSpy.mockRestore();
    alertSpy.mockRestore();
  });

  it('offers the presets 25 to 500 and Custom, with $50 chosen', () => {
    const { submit } = setup();
    for (const label of ['$25', '$50', '$100', '$250', '$500', 'Custom']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: '$50' })).toBeChecked();
    expect(submit()).toHaveTextContent('Give $50.00');
    expect(submit()).toBeEnabled();
  });

  it('filters the custom amount and disables Submit while it is empty or not above 0', async () => {
    const { user, submit } = setup();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const input = screen.getByLabelText('Custom amount (USD)');
    expect(submit()).toBeDisabled();
    await user.type(input, 'a0.0');
    expect(input).toHaveValue('0.0');
    expect(submit()).toBeDisabled();
    await user.clear(input);
    await user.type(input, '$1,2a5.509');
    expect(input).toHaveValue('125.50');
    expect(screen.getByText('You are giving $125.50.')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent('Give $125.50');
  });

  it("reveals a required purpose for 'others' and disables Submit while it is blank", async () => {
    const { user, submit } = setup();
    const fund = screen.getByLabelText('Fund');
    expect(
      within(fund)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['General Offering', 'Tithe', 'Missions', 'Building Fund', 'Special Event', 'Others']);
    expect(screen.queryByLabelText('Purpose')).not.toBeInTheDocument();
    await user.selectOptions(fund, 'others');
    const purpose = screen.getByLabelText('Purpose');
    expect(purpose).toBeRequired();
    expect(submit()).toBeDisabled();
    await user.type(purpose, '   ');
    expect(submit()).toBeDisabled();
    await user.type(purpose, 'Youth camp');
    expect(submit()).toBeEnabled();
  });

  it("keeps monthly when 'Annually' is chosen and says it will be available soon", async () => {
    const { user } = setup();
    expect(screen.queryByRole('radio', { name: 'Monthly' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Make this recurring'));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Annually' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Annual giving setup will be available soon!');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Annually' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Quarterly' }));
    expect(screen.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('requires the card fields, which never carry a name and are not autocompleted', async () => {
    const { user, submit } = setup();
    expect(screen.getByText(/no payment is taken/i)).toBeInTheDocument();
    for (const label of ['Name on card', 'Card number', 'Expiry (MM/YY)', 'CVC']) {
      const input = screen.getByLabelText(label);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(input).not.toHaveAttribute('name');
    }
    await user.click(submit());
    expect(await screen.findByText('Name on card is required')).toBeInTheDocument();
    expect(screen.getByText('CVC is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables Submit while processing, then thanks in a dialog without sending anything', async () => {
    const { user, submit } = setup();
    await user.click(screen.getByRole('radio', { name: '$100' }));
    await user.selectOptions(screen.getByLabelText('Fund'), 'missions');
    await user.click(screen.getByLabelText('Make this recurring'));
    await user.click(screen.getByRole('radio', { name: 'Quarterly' }));
    await fillCard(user);
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Processing...');
    await act(() => vi.advanceTimersByTimeAsync(SIMULATED_PROCESSING_MS));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You for Your Generosity!' });
    expect(dialog).toHaveTextContent('quarterly gift of $100.00 to Missions');
    expect(dialog).toHaveTextContent(/simulation/i);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The simulated card details are forgotten; the gift choices stay.
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '$100' })).toBeChecked();
  });
});

describe('GivingForm on a Spanish page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('speaks Spanish on a Spanish page: labels, amounts, validation messages and the thank-you', async () => {
    await Promise.all([loadMessages(donateMessages, 'es'), loadMessages(formsMessages, 'es')]);
    setLocale('es');
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      renderWithProviders(<GivingForm />);
      expect(screen.getByRole('form', { name: 'Formulario para donar' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Cantidad' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Otra' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Ofrenda general' })).toBeInTheDocument();
      expect(screen.getByLabelText('Nombre en la tarjeta')).toHaveAttribute('placeholder', 'Nombre completo');
      expect(screen.getByLabelText('Vencimiento (MM/AA)')).toHaveAttribute('placeholder', 'MM/AA');
      expect(screen.getByText(/formulario de demostración/)).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Otra' }));
      await user.type(screen.getByLabelText('Otra cantidad (USD)'), '1234.5');
      expect(screen.getByText('Va a dar $1,234.50.')).toBeInTheDocument();
      const submit = screen.getByRole('button', { name: 'Donar $1,234.50' });

      await user.click(submit);
      expect(await screen.findByText('Escriba el nombre que aparece en la tarjeta')).toBeInTheDocument();
      expect(screen.getByLabelText('Número de la tarjeta')).toHaveAccessibleDescription(
        expect.stringContaining('Escriba el número de la tarjeta') as unknown as string,
      );
      expect(screen.getByText('Escriba la fecha de vencimiento')).toBeInTheDocument();
      expect(screen.getByText('Escriba el código de seguridad (CVC)')).toBeInTheDocument();

      await user.type(screen.getByLabelText('Nombre en la tarjeta'), 'Ana López');
      await user.type(screen.getByLabelText('Número de la tarjeta'), '4242 4242 4242 4242');
      await user.type(screen.getByLabelText('Vencimiento (MM/AA)'), '12/30');
      await user.type(screen.getByLabelText('CVC'), '123');
      await user.click(submit);
      expect(submit).toHaveTextContent('Procesando…');
      await act(() => vi.advanceTimersByTimeAsync(SIMULATED_PROCESSING_MS));
      const dialog = await screen.findByRole('dialog', { name: '¡Gracias por su generosidad!' });
      expect(dialog).toHaveTextContent('Gracias por su donativo único de $1,234.50 para Ofrenda general.');
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      setLocale('en');
    }
  });
});
