import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerTable, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { DonateGiving } from './donate-giving';
import { StripeGivingForm } from './stripe-giving-form';

const STRIPE = { provider: 'stripe', external_url: null, fee_percent_bp: 290, fee_fixed_cents: 30 } as const;
const FUNDS = [
  { id: '6f1c2b9e-2d1a-4c55-9a7e-0a1b2c3d4e51', name: 'Tithe' },
  { id: '6f1c2b9e-2d1a-4c55-9a7e-0a1b2c3d4e54', name: 'Missions' },
];

/** Records the giving-checkout calls and answers each with `answer`. */
function answerCheckout(answer: { status: number; body: unknown }) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/functions/v1/giving-checkout`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(answer.body as never, { status: answer.status });
    }),
  );
  return bodies;
}

describe('DonateGiving: the three modes', () => {
  it('simulated (the default, also when nothing is set): the spec form with its card fields', async () => {
    renderWithProviders(<DonateGiving />);
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to secure payment' })).not.toBeInTheDocument();
  });

  it("external: a button to the church's giving page", async () => {
    answerTable('giving_settings', [
      { ...STRIPE, provider: 'external', external_url: 'https://give.example.org/grace' },
    ]);
    renderWithProviders(<DonateGiving />);
    const link = await screen.findByRole('link', { name: 'Give online' });
    expect(link).toHaveAttribute('href', 'https://give.example.org/grace');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('stripe: no card field, the funds of the settings and Continue to secure payment', async () => {
    answerTable('giving_settings', [STRIPE]);
    answerTable('giving_funds', FUNDS);
    renderWithProviders(<DonateGiving />);
    expect(await screen.findByRole('button', { name: 'Continue to secure payment' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Missions' })).toBeInTheDocument();
  });
});

describe('StripeGivingForm', () => {
  // The form starts from choices kept in the tab: each test starts from none.
  beforeEach(() => sessionStorage.clear());

  it('shows the covered fee before paying and sends the gift with one idempotency key per choice', async () => {
    const user = userEvent.setup();
    answerTable('giving_funds', FUNDS);
    const bodies = answerCheckout({ status: 200, body: { url: 'https://checkout.test/c/pay/cs_test_1' } });
    const go = vi.fn();
    renderWithProviders(<StripeGivingForm settings={STRIPE} go={go} />);
    await screen.findByRole('option', { name: 'Missions' });

    await user.click(screen.getByLabelText('Cover the processing fee'));
    expect(
      screen.getByText('Adds $1.81 so the church receives your whole $50.00 gift: you give $51.81.'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('$250'));
    await user.selectOptions(screen.getByLabelText('Fund'), 'Missions');
    await user.click(screen.getByLabelText('Make this recurring'));
    await user.click(screen.getByLabelText('Quarterly'));
    await user.type(screen.getByLabelText('Email for your receipt (optional)'), 'giver@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue to secure payment' }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.test/c/pay/cs_test_1'));
    expect(bodies).toEqual([
      {
        amount_cents: 25000,
        fund_id: FUNDS[1]!.id,
        frequency: 'quarterly',
        cover_fee: true,
        donor_email: 'giver@example.org',
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    ]);
    expect(JSON.parse(sessionStorage.getItem('giving-choices') ?? '{}')).toMatchObject({
      amount: 250,
      frequency: 'quarterly',
    });
  });

  it.each([
    ['Monthly', 'monthly', 'You will be charged $51.81 every month.'],
    ['Quarterly', 'quarterly', 'You will be charged $51.81 every 3 months.'],
    ['Annually', 'annually', 'You will be charged $51.81 every year.'],
  ])(
    "%s: the radio shown checked, the summary's interval and the frequency sent agree",
    async (label, frequency, summary) => {
      const user = userEvent.setup();
      answerTable('giving_funds', FUNDS);
      const bodies = answerCheckout({ status: 200, body: { url: 'https://checkout.test/c/pay/cs_test_2' } });
      renderWithProviders(<StripeGivingForm settings={STRIPE} go={vi.fn()} />);
      await screen.findByRole('option', { name: 'Tithe' });
      await user.click(screen.getByLabelText('Cover the processing fee'));
      await user.click(screen.getByLabelText('Make this recurring'));
      await user.click(screen.getByRole('radio', { name: label }));
      expect(screen.getByRole('radio', { name: label })).toBeChecked();
      expect(screen.getByText(summary, { exact: false })).toBeInTheDocument();
      // The spec's notice belongs to the simulated form: here Annually is a yearly gift.
      expect(screen.queryByText('Annual giving setup will be available soon!')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue to secure payment' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ frequency, amount_cents: 5000, cover_fee: true });
    },
  );

  it("says the function's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    answerTable('giving_funds', FUNDS);
    answerCheckout({
      status: 429,
      body: { error: 'Too many attempts from this connection. Please try again in a few minutes.' },
    });
    renderWithProviders(<StripeGivingForm settings={STRIPE} go={vi.fn()} />);
    await screen.findByRole('option', { name: 'Tithe' });
    await user.click(screen.getByLabelText('Make this recurring'));
    await user.click(screen.getByLabelText('Annually'));
    await user.click(screen.getByRole('button', { name: 'Continue to secure payment' }));
    expect(
      await screen.findByText('Too many attempts from this connection. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to secure payment' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Annually' })).toBeChecked();
  });

  it('names a bad receipt address by its field and sends nothing; the choices stay', async () => {
    const user = userEvent.setup();
    answerTable('giving_funds', FUNDS);
    const bodies = answerCheckout({ status: 200, body: { url: 'https://checkout.test/c/pay/cs_test_3' } });
    const go = vi.fn();
    renderWithProviders(<StripeGivingForm settings={STRIPE} go={go} />);
    await screen.findByRole('option', { name: 'Tithe' });
    await user.click(screen.getByLabelText('$100'));
    const email = screen.getByLabelText('Email for your receipt (optional)');
    await user.type(email, 'giver at example');
    await user.click(screen.getByRole('button', { name: 'Continue to secure payment' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('giver at example');
    expect(screen.getByLabelText('$100')).toBeChecked();
    expect(bodies).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });

  it('charges exactly the custom amount typed, in whole cents, to the kept fund or the first one', async () => {
    const user = userEvent.setup();
    answerTable('giving_funds', FUNDS);
    const bodies = answerCheckout({ status: 200, body: { url: 'https://checkout.test/c/pay/cs_test_4' } });
    const initial = {
      amount: 'custom',
      customAmount: '4.3',
      fundId: 'a-fund-no-longer-offered',
      frequency: 'one_time',
      coverFee: false,
      donorName: '',
      donorEmail: '',
    } as const;
    renderWithProviders(<StripeGivingForm settings={STRIPE} initial={initial} go={vi.fn()} />);
    await screen.findByRole('option', { name: 'Tithe' });
    await user.type(screen.getByLabelText('Custom amount (USD)'), '5');
    expect(screen.getByText('You are giving $4.35.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fund')).toHaveValue(FUNDS[0]!.id);
    await user.click(screen.getByRole('button', { name: 'Continue to secure payment' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ amount_cents: 435, fund_id: FUNDS[0]!.id, frequency: 'one_time' });
  });

  it('refuses a custom amount under $1 before sending anything', async () => {
    const user = userEvent.setup();
    answerTable('giving_funds', FUNDS);
    const bodies = answerCheckout({ status: 200, body: { url: 'x' } });
    renderWithProviders(<StripeGivingForm settings={STRIPE} go={vi.fn()} />);
    await screen.findByRole('option', { name: 'Tithe' });
    await user.click(screen.getByLabelText('Custom'));
    await user.type(screen.getByLabelText('Custom amount (USD)'), '0.50');
    expect(screen.getByText('Enter an amount from $1 to $100,000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to secure payment' })).toBeDisabled();
    expect(bodies).toEqual([]);
  });
});
